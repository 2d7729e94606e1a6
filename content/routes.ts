import type { RegionId } from "@/content/locations";

/**
 * The route list: every public, indexable page of the site (path, title, section). The HTML
 * sitemap and sitemap.xml both read it, so they never disagree. Each page issue adds its pages
 * here; database-backed pages (blog posts, newsletter issues) are added at request time by the
 * sitemap code, not listed here. Redirects, 404s, the unsubscribe page, /admin and /api are never
 * listed.
 */
export type RouteSection =
  | "main"
  | "services"
  | "tools"
  | "locations"
  | "service-locations"
  | "legal";

export interface PublicRoute {
  path: string;
  title: string;
  section: RouteSection;
  /** For location pages: which region box of the HTML sitemap lists it. */
  region?: RegionId;
  /** sitemap.xml hints. */
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: "/", title: "Home", section: "main", changeFrequency: "weekly", priority: 1 },
  { path: "/contact", title: "Contact Us", section: "main", changeFrequency: "monthly", priority: 0.9 },
  { path: "/location", title: "Our Office", section: "main", changeFrequency: "monthly", priority: 0.7 },
];

/** Pages that exist but are not indexed or listed in any sitemap (e.g. the unsubscribe page). */
export const UNLISTED_PAGES: readonly string[] = [];

export function getPublicRoute(path: string): PublicRoute | undefined {
  return PUBLIC_ROUTES.find((r) => r.path === path);
}
