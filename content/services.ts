import type { BlogCategorySlug } from "@/content/blog-categories";
import type { ContentIcon } from "@/content/icons";

/**
 * The five services, one record each. Code names a service only by its `id`; every string the
 * site's addresses, anchors and form fix for it is a named field of the record, so no page spells
 * one by hand and none of them doubles as an identifier (docs/decisions/0010-service-record-and-paths.md).
 * The id happens to equal the service-by-location segment and the blog category, but those stay
 * fields of their own: the page slug, the card anchor and the form value differ for three services.
 */
export type ServiceId = "managed-it" | "dental-software" | "cybersecurity" | "cloud-solutions" | "hardware";
/** The service page's address: /{slug}. */
export type ServiceSlug = "managed-it" | "dental-software" | "cybersecurity" | "cloud-solutions" | "hardware-support";
/** The service-by-location addresses: /services/{urlSegment}/{location}. */
export type ServiceUrlSegment = "managed-it" | "dental-software" | "cybersecurity" | "cloud-solutions" | "hardware";
/** The section id (and #fragment) on /services; the home page's card is card-{anchor}. */
export type ServiceAnchor = "managed-it" | "dental-software" | "security" | "cloud" | "hardware";
/** The contact form's `service` value. */
export type ServiceFormValue = "managed-it" | "dental-software" | "security" | "cloud" | "hardware-support";

export interface Service {
  id: ServiceId;
  slug: ServiceSlug;
  urlSegment: ServiceUrlSegment;
  anchor: ServiceAnchor;
  formValue: ServiceFormValue;
  blogCategory: BlogCategorySlug;
  icon: ContentIcon;
  title: string;
  shortTitle: string;
  /** The label of the contact form's option. */
  formLabel: string;
  /** Card text on the home page and the services overview. */
  description: string;
  /** Four short features for the cards. */
  features: readonly string[];
}

export const SERVICES: readonly Service[] = [
  {
    id: "managed-it",
    slug: "managed-it",
    urlSegment: "managed-it",
    anchor: "managed-it",
    formValue: "managed-it",
    blogCategory: "managed-it",
    icon: "server",
    title: "Managed IT Services",
    shortTitle: "Managed IT",
    formLabel: "Managed IT Services",
    description:
      "One flat monthly fee for monitoring, patching, help desk and on-site visits, so the front desk, operatories and imaging stay up and the dentist stays out of the server closet.",
    features: [
      "24/7 monitoring of servers, workstations and network",
      "Help desk that knows dental workflows",
      "Patch and update management after hours",
      "Technology planning and budgeting",
    ],
  },
  {
    id: "dental-software",
    slug: "dental-software",
    urlSegment: "dental-software",
    anchor: "dental-software",
    formValue: "dental-software",
    blogCategory: "dental-software",
    icon: "tooth",
    title: "Dental Software Support",
    shortTitle: "Dental Software",
    formLabel: "Dental Software Support",
    description:
      "Installation, upgrades, integrations and troubleshooting for practice management and imaging software, including Dentrix, Eaglesoft, Open Dental, ABELDent, Cleardent and Carestream.",
    features: [
      "Practice management software upgrades",
      "Imaging bridge and sensor integration",
      "Data conversions between systems",
      "Database health checks and repairs",
    ],
  },
  {
    id: "cybersecurity",
    slug: "cybersecurity",
    urlSegment: "cybersecurity",
    anchor: "security",
    formValue: "security",
    blogCategory: "cybersecurity",
    icon: "shield",
    title: "Cybersecurity & Compliance",
    shortTitle: "Cybersecurity",
    formLabel: "Cybersecurity & Compliance",
    description:
      "Layered protection against ransomware and phishing, with the policies, training and records a practice needs to meet its PHIPA and PIPEDA obligations.",
    features: [
      "Managed firewall, endpoint and e-mail protection",
      "Multi-factor authentication rollout",
      "Staff phishing awareness training",
      "Privacy assessments and breach response plans",
    ],
  },
  {
    id: "cloud-solutions",
    slug: "cloud-solutions",
    urlSegment: "cloud-solutions",
    anchor: "cloud",
    formValue: "cloud",
    blogCategory: "cloud-solutions",
    icon: "cloud",
    title: "Cloud Solutions",
    shortTitle: "Cloud",
    formLabel: "Cloud Solutions",
    description:
      "Encrypted Canadian-hosted backup, secure file sharing and cloud practice management, planned so patient records stay available when a server or an office does not.",
    features: [
      "Encrypted off-site backup with tested restores",
      "Microsoft 365 for dental teams",
      "Cloud practice management migrations",
      "Secure file sharing with labs and specialists",
    ],
  },
  {
    id: "hardware",
    slug: "hardware-support",
    urlSegment: "hardware",
    anchor: "hardware",
    formValue: "hardware-support",
    blogCategory: "hardware",
    icon: "monitor",
    title: "Hardware Support",
    shortTitle: "Hardware",
    formLabel: "Hardware Support",
    description:
      "Procurement, installation and repair of workstations, servers, networking, printers and the computers that drive intraoral sensors, panoramic units and CBCT.",
    features: [
      "Workstations and servers sized for imaging",
      "Network and Wi-Fi design for clinics",
      "Imaging equipment connectivity",
      "Preventative maintenance and repairs",
    ],
  },
];

/** The record of a service by its id. */
export function getService(id: ServiceId): Service {
  const service = SERVICES.find((s) => s.id === id);
  if (!service) throw new Error(`No service with id ${id}`);
  return service;
}

/** The service whose page slug an address carries, if any. */
export function getServiceBySlug(slug: string): Service | undefined {
  return SERVICES.find((s) => s.slug === slug);
}

/** The service whose service-by-location segment an address carries, if any. */
export function getServiceByUrlSegment(segment: string): Service | undefined {
  return SERVICES.find((s) => s.urlSegment === segment);
}

/** The contact form's choices, in this order: the five services, then 'other'. */
export const CONTACT_SERVICE_OPTIONS: readonly { value: string; label: string }[] = [
  ...SERVICES.map((s) => ({ value: s.formValue, label: s.formLabel })),
  { value: "other", label: "Other Services" },
];
