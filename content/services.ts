import type { BlogCategorySlug } from "@/content/blog-categories";

/**
 * The five services. Each record names every key the site uses for it, so no page spells one by
 * hand: the card and anchor id, the page slug, the service-by-location key, the contact-form
 * value and the blog category.
 */
export type ServiceCardId = "managed-it" | "dental-software" | "security" | "cloud" | "hardware";
export type ServiceSlug = "managed-it" | "dental-software" | "cybersecurity" | "cloud-solutions" | "hardware-support";
export type ServiceLocationKey = "managed-it" | "dental-software" | "cybersecurity" | "cloud-solutions" | "hardware";
export type ServiceFormValue = "managed-it" | "dental-software" | "security" | "cloud" | "hardware-support";

export type ServiceIcon = "server" | "tooth" | "shield" | "cloud" | "monitor";

export interface Service {
  cardId: ServiceCardId;
  slug: ServiceSlug;
  locationKey: ServiceLocationKey;
  formValue: ServiceFormValue;
  blogCategory: BlogCategorySlug;
  icon: ServiceIcon;
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
    cardId: "managed-it",
    slug: "managed-it",
    locationKey: "managed-it",
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
    cardId: "dental-software",
    slug: "dental-software",
    locationKey: "dental-software",
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
    cardId: "security",
    slug: "cybersecurity",
    locationKey: "cybersecurity",
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
    cardId: "cloud",
    slug: "cloud-solutions",
    locationKey: "cloud-solutions",
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
    cardId: "hardware",
    slug: "hardware-support",
    locationKey: "hardware",
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

export function getServiceBySlug(slug: string): Service | undefined {
  return SERVICES.find((s) => s.slug === slug);
}

export function getServiceByLocationKey(key: string): Service | undefined {
  return SERVICES.find((s) => s.locationKey === key);
}

export function getServiceByCardId(id: string): Service | undefined {
  return SERVICES.find((s) => s.cardId === id);
}

/** The contact form's choices, in this order: the five services, then 'other'. */
export const CONTACT_SERVICE_OPTIONS: readonly { value: string; label: string }[] = [
  ...SERVICES.map((s) => ({ value: s.formValue, label: s.formLabel })),
  { value: "other", label: "Other Services" },
];
