/**
 * The header's and footer's menus as plain data, in a module with no imports: the header and the
 * footer are browser islands without props, so everything they show is in their script, and
 * content/services.ts (every service's full record) must not come with it. content/navigation.ts
 * re-exports these for the server's pages; a unit test keeps SERVICE_NAV equal to the service
 * records' titles and addresses.
 */
export interface NavLink {
  href: string;
  label: string;
}

/** The header's links (desktop and mobile), in the order they are shown. */
export const MAIN_NAV: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/services", label: "Services" },
  { href: "/about", label: "About" },
  { href: "/blog", label: "Dental Practice Blog" },
  { href: "/locations", label: "Locations" },
  { href: "/location", label: "Our Office" },
  { href: "/newsletter", label: "Newsletter" },
  { href: "/health-checklist", label: "Health Checklist" },
  { href: "/faq", label: "FAQ" },
  { href: "/contact", label: "Contact" },
];

/**
 * Where a client whose IT has failed goes: the header's button beside the phone on wide screens,
 * and the mobile menu's first button.
 */
export const SUPPORT_LINK: NavLink = { href: "/support", label: "Get Support" };

/** Where every offer of a meeting leads: the free assessment's booking page. */
export const BOOK_LINK: NavLink = { href: "/book", label: "Book a Free Assessment" };

/** The five service pages, linked from the mobile menu, the footer and the blog's sidebar. */
export const SERVICE_NAV: readonly NavLink[] = [
  { href: "/managed-it", label: "Managed IT Services" },
  { href: "/dental-software", label: "Dental Software Support" },
  { href: "/cybersecurity", label: "Cybersecurity & Compliance" },
  { href: "/cloud-solutions", label: "Cloud Solutions" },
  { href: "/hardware-support", label: "Hardware Support" },
];

/** The footer's first column. */
export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/services", label: "Services" },
  { href: "/about", label: "About Us" },
  { href: "/locations", label: "Locations" },
  { href: "/newsletter", label: "Newsletter" },
  { href: "/support", label: "Urgent Support" },
  { href: "/contact", label: "Contact" },
];

export const LEGAL_NAV: readonly NavLink[] = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-service", label: "Terms of Service" },
  { href: "/accessibility", label: "Accessibility" },
  { href: "/sitemap", label: "Sitemap" },
];
