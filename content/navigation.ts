import {
  BOOK_LINK,
  FOOTER_QUICK_LINKS,
  LEGAL_NAV,
  MAIN_NAV,
  SERVICE_NAV,
  SUPPORT_LINK,
  type NavLink,
} from "@/content/menus";

/** Menus as data: the header, the mobile menu, the footer and the HTML sitemap read them. */
export { BOOK_LINK, FOOTER_QUICK_LINKS, LEGAL_NAV, MAIN_NAV, SERVICE_NAV, SUPPORT_LINK, type NavLink };

/**
 * First path segments that belong to the site. A 404 under one of them (/locations/atlantis) keeps
 * the header and footer; any other path gets the bare not-found page
 * (docs/decisions/0004-proxy-decides-404s.md).
 */
export const KNOWN_SECTIONS: ReadonlySet<string> = new Set(
  [...MAIN_NAV, SUPPORT_LINK, BOOK_LINK, ...SERVICE_NAV, ...LEGAL_NAV]
    .map((l) => l.href.split("/")[1] ?? "")
    .filter((segment) => segment !== ""),
);

export function isKnownSectionPath(pathname: string): boolean {
  if (pathname === "/" || pathname === "") return true;
  const first = pathname.split("/")[1] ?? "";
  return KNOWN_SECTIONS.has(first);
}

export { isActiveLink } from "@/content/active-link";
