export const BLOG_CATEGORY_SLUGS = [
  "dental-software",
  "cybersecurity",
  "cloud-solutions",
  "hardware",
  "managed-it",
  "industry-news",
  "tips-tricks",
] as const;

export type BlogCategorySlug = (typeof BLOG_CATEGORY_SLUGS)[number];

export interface BlogCategory {
  slug: BlogCategorySlug;
  name: string;
  description: string;
}

export const BLOG_CATEGORIES: readonly BlogCategory[] = [
  {
    slug: "dental-software",
    name: "Dental Software",
    description:
      "Practical guidance on Dentrix, Eaglesoft, Open Dental, ABELDent, Cleardent and the imaging software linked to them, from upgrades to system conversions.",
  },
  {
    slug: "cybersecurity",
    name: "Cybersecurity",
    description:
      "How dental offices can defend against ransomware, phishing and data breaches, and protect patient information under PIPEDA and PHIPA.",
  },
  {
    slug: "cloud-solutions",
    name: "Cloud Solutions",
    description:
      "Microsoft 365, cloud backup and cloud-hosted practice-management systems, with honest advice on what belongs in the cloud and what should stay on site.",
  },
  {
    slug: "hardware",
    name: "Hardware",
    description:
      "Choosing, deploying and maintaining the workstations, servers, networking and operatory equipment that a modern dental practice depends on.",
  },
  {
    slug: "managed-it",
    name: "Managed IT",
    description:
      "What managed IT looks like for a dental practice, how it is priced, and how it compares with break-fix support or an in-house IT person.",
  },
  {
    slug: "industry-news",
    name: "Industry News",
    description:
      "Technology, privacy and regulatory developments affecting dental practices in Toronto, the GTA and across Ontario.",
  },
  {
    slug: "tips-tricks",
    name: "Tips & Tricks",
    description:
      "Quick, practical advice your front desk and clinical team can use today to work faster and avoid common IT problems.",
  },
];

export function isBlogCategorySlug(value: string): value is BlogCategorySlug {
  return (BLOG_CATEGORY_SLUGS as readonly string[]).includes(value);
}

export function getBlogCategory(slug: string): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((category) => category.slug === slug);
}

/** The blog post sidebar's three fixed article links, the same on every post. */
export const BLOG_FEATURED_ARTICLES: readonly { slug: string; title: string }[] = [
  { slug: "etobicoke-dental-software-guide-2025", title: "Etobicoke Dental Software Guide 2025" },
  { slug: "north-york-dental-cybersecurity", title: "North York Dental Cybersecurity" },
  { slug: "scarborough-dental-it-challenges-2025", title: "Scarborough Dental IT Challenges 2025" },
];

/** The related resources at the foot of every post. */
export const BLOG_RELATED_RESOURCES: readonly { href: string; title: string; description: string }[] = [
  {
    href: "/health-checklist",
    title: "Free IT Health Checklist",
    description: "25 questions that show where your practice's IT stands today.",
  },
  {
    href: "/newsletter",
    title: "Monthly Newsletter",
    description: "Dental technology trends and security alerts, once a month.",
  },
  { href: "/contact", title: "Talk to a Specialist", description: "A free consultation about your practice's IT." },
];
