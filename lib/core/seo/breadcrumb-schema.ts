import type { BreadcrumbList, WithContext } from "schema-dts";

export interface Crumb {
  name: string;
  /** Site path; the last crumb (the current page) still names its own path. */
  path: string;
}

/**
 * The BreadcrumbList of a trail, its addresses on `origin` (the public SITE_URL). A module with no
 * imports, because the breadcrumb, a browser island, builds it from its crumbs
 * (lib/core/seo/schema.ts gives the server's form, on the configured origin).
 */
export function breadcrumbRecord(crumbs: readonly Crumb[], origin: string): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  };
}
