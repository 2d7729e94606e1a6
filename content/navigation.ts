import { SERVICES } from "@/content/services";
import { servicePath } from "@/lib/core/paths";

/** Menus as data: the header, the mobile menu, the footer and the HTML sitemap read them. */
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

/** The five service pages, linked from the mobile menu and the footer. */
export const SERVICE_NAV: readonly NavLink[] = SERVICES.map((s) => ({ href: servicePath(s), label: s.title }));

export const LEGAL_NAV: readonly NavLink[] = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-service", label: "Terms of Service" },
  { href: "/accessibility", label: "Accessibility" },
  { href: "/sitemap", label: "Sitemap" },
];

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/services", label: "Services" },
  { href: "/about", label: "About Us" },
  { href: "/locations", label: "Locations" },
  { href: "/newsletter", label: "Newsletter" },
  { href: "/contact", label: "Contact" },
];

/**
 * First path segments that belong to the site. A 404 under one of them (/locations/atlantis) keeps
 * the header and footer; any other path gets the bare not-found page
 * (docs/decisions/0004-proxy-decides-404s.md).
 */
export const KNOWN_SECTIONS: ReadonlySet<string> = new Set(
  [...MAIN_NAV, ...SERVICE_NAV, ...LEGAL_NAV]
    .map((l) => l.href.split("/")[1] ?? "")
    .filter((segment) => segment !== ""),
);

export function isKnownSectionPath(pathname: string): boolean {
  if (pathname === "/" || pathname === "") return true;
  const first = pathname.split("/")[1] ?? "";
  return KNOWN_SECTIONS.has(first);
}

export { isActiveLink } from "@/content/active-link";
