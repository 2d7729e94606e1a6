import { BLOG_CATEGORIES } from "@/content/blog-categories";
import { LEGAL_DOCUMENTS } from "@/content/legal";
import { LOCATIONS, type RegionId } from "@/content/locations";
import { SERVICES } from "@/content/services";
import { blogCategoryPath, locationPath, serviceLocationPath, servicePath } from "@/lib/core/paths";

/**
 * The route list: every public, indexable page of the site (path, title, section). The HTML
 * sitemap and sitemap.xml both read it, so they never disagree. Each page issue adds its pages
 * here; database-backed pages (blog posts, newsletter issues) are added at request time by the
 * sitemap code, not listed here. Redirects, 404s, the unsubscribe page, /admin and /api are never
 * listed.
 */
export type RouteSection = "main" | "services" | "tools" | "locations" | "service-locations" | "blog" | "legal";

export interface PublicRoute {
  path: string;
  title: string;
  section: RouteSection;
  /** For location pages: which region box of the HTML sitemap lists it. */
  region?: RegionId;
  /** sitemap.xml hints. */
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
  /** Other sections of the HTML sitemap that list the page too (the newsletter is a tool as well). */
  alsoIn?: readonly RouteSection[];
  /** A revision date kept in content/ (legal pages); other pages change only with a build. */
  lastModified?: string;
  /**
   * The page has a share card of its own at {path}/opengraph-image-{suffix}: an opengraph-image file
   * sits beside its page in app/ (lib/site/app-routes.test.ts checks the two agree).
   */
  shareCard?: boolean;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: "/", title: "Home", section: "main", changeFrequency: "weekly", priority: 1 },
  { path: "/contact", title: "Contact Us", section: "main", changeFrequency: "monthly", priority: 0.9 },
  { path: "/book", title: "Book a Free IT Assessment", section: "main", changeFrequency: "daily", priority: 0.9 },
  { path: "/support", title: "Urgent IT Support", section: "main", changeFrequency: "monthly", priority: 0.8 },
  { path: "/location", title: "Our Office", section: "main", changeFrequency: "monthly", priority: 0.7 },
  { path: "/about", title: "About Us", section: "main", changeFrequency: "monthly", priority: 0.8 },
  { path: "/faq", title: "FAQ", section: "main", changeFrequency: "monthly", priority: 0.7 },
  { path: "/blog", title: "Blog", section: "main", changeFrequency: "weekly", priority: 0.8 },
  {
    path: "/newsletter",
    title: "Newsletter",
    section: "main",
    alsoIn: ["tools"],
    changeFrequency: "monthly",
    priority: 0.7,
  },
  ...BLOG_CATEGORIES.map((c) => ({
    path: blogCategoryPath(c.slug),
    title: c.name,
    section: "blog" as const,
    changeFrequency: "weekly" as const,
    priority: 0.5,
  })),
  ...Object.values(LEGAL_DOCUMENTS).map((d) => ({
    path: d.path,
    title: d.title,
    section: "legal" as const,
    changeFrequency: "yearly" as const,
    priority: 0.3,
    lastModified: d.lastUpdated,
  })),
  {
    path: "/accessibility",
    title: "Accessibility Statement",
    section: "legal",
    changeFrequency: "yearly",
    priority: 0.3,
  },
  {
    path: "/health-checklist",
    title: "IT Health Checklist",
    section: "tools",
    changeFrequency: "monthly",
    priority: 0.8,
  },
  { path: "/sitemap", title: "Sitemap", section: "tools", changeFrequency: "weekly", priority: 0.3 },
  { path: "/services", title: "All Services", section: "services", changeFrequency: "monthly", priority: 0.9 },
  ...SERVICES.map((s) => ({
    path: servicePath(s),
    title: s.title,
    section: "services" as const,
    changeFrequency: "monthly" as const,
    priority: 0.9,
    shareCard: true,
  })),
  { path: "/locations", title: "All Locations", section: "locations", changeFrequency: "monthly", priority: 0.8 },
  ...LOCATIONS.map((l) => ({
    path: locationPath(l),
    title: l.name,
    section: "locations" as const,
    region: l.region,
    changeFrequency: "monthly" as const,
    priority: 0.7,
    shareCard: true,
  })),
  {
    path: "/services/locations",
    title: "Services by Location",
    section: "service-locations",
    changeFrequency: "monthly",
    priority: 0.7,
  },
  ...SERVICES.flatMap((s) =>
    LOCATIONS.map((l) => ({
      path: serviceLocationPath(s, l),
      title: `${s.title} in ${l.name}`,
      section: "service-locations" as const,
      region: l.region,
      changeFrequency: "monthly" as const,
      priority: 0.6,
      shareCard: true,
    })),
  ),
];

/** Pages that exist but are not indexed or listed in any sitemap (e.g. the unsubscribe page). */
export const UNLISTED_PAGES: readonly string[] = [
  "/newsletter/unsubscribe",
  // Double opt-in: the page an e-mailed confirmation link opens (a GET changes nothing; its button
  // POSTs), and where a confirmed subscription lands.
  "/newsletter/confirm",
  "/newsletter/confirmed",
  // Forms posted without JavaScript: where a stored submission lands, and the pages that show a
  // refused one's errors beside what was typed (dynamic, noindex).
  "/contact/thank-you",
  "/contact/check",
  "/newsletter/thank-you",
  "/newsletter/check",
  "/support/received",
  "/support/check",
];

/**
 * Files served beside the pages: the blog feed, the icons and the web app manifest. No sitemap
 * lists them, and the proxy lets them through by their file extension (lib/site/routing.ts), so a
 * browser test asks each of them for a 200 on a production build.
 */
export const SITE_FILES: readonly { path: string; contentType: string }[] = [
  { path: "/blog/feed.xml", contentType: "application/rss+xml; charset=utf-8" },
  { path: "/favicon.ico", contentType: "image/x-icon" },
  { path: "/icon.svg", contentType: "image/svg+xml" },
  { path: "/apple-icon.png", contentType: "image/png" },
  { path: "/manifest.webmanifest", contentType: "application/manifest+json" },
  { path: "/icons/icon-192.png", contentType: "image/png" },
  { path: "/icons/icon-512.png", contentType: "image/png" },
  { path: "/icons/maskable-512.png", contentType: "image/png" },
];

export { TOKEN_PAGES, UNMEASURED_PAGES } from "@/content/unmeasured";

export function getPublicRoute(path: string): PublicRoute | undefined {
  return PUBLIC_ROUTES.find((r) => r.path === path);
}
