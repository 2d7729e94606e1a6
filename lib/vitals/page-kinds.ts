/**
 * The page kinds real-user measurements are reported under: each public page's route pattern as
 * app/(site) names it, never the address itself, so a sample cannot tell which post, place or
 * page of a list a visitor read, and nothing typed into an address reaches the database. One list,
 * read by the browser's reporter (which maps its path) and by the beacon route (which refuses any
 * other kind). page-kinds.test.ts checks it against the app/ folder.
 *
 * Not measured at all (UNMEASURED_PAGES in content/routes.ts): the staff area, and pages whose
 * address carries a secret token, whose kind alone would say a link was used.
 */
export const FIXED_PAGE_KINDS = [
  "/",
  "/about",
  "/accessibility",
  "/blog",
  "/book",
  "/book/check",
  "/book/received",
  "/contact",
  "/contact/check",
  "/contact/thank-you",
  "/faq",
  "/health-checklist",
  "/location",
  "/locations",
  "/newsletter",
  "/newsletter/check",
  "/newsletter/confirmed",
  "/newsletter/thank-you",
  "/privacy-policy",
  "/services",
  "/services/locations",
  "/sitemap",
  "/support",
  "/support/check",
  "/support/received",
  "/terms-of-service",
] as const;

/** Dynamic routes, most specific first: the first whose shape matches a path names its kind. */
export const DYNAMIC_PAGE_KINDS = [
  "/blog/category/[category]/page/[page]",
  "/blog/category/[category]",
  "/blog/page/[page]",
  "/blog/[slug]",
  "/locations/[slug]",
  "/newsletter/[id]",
  "/services/[key]/[location]",
  "/[service]",
] as const;

/** Any path that is no page (the 404 pages), or a page added later and not listed here yet. */
export const OTHER_PAGE_KIND = "other";

export const PAGE_KINDS = [...FIXED_PAGE_KINDS, ...DYNAMIC_PAGE_KINDS, OTHER_PAGE_KIND] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const KNOWN: ReadonlySet<string> = new Set(PAGE_KINDS);

export function isPageKind(value: string): value is PageKind {
  return KNOWN.has(value);
}

/** Whether a path is one of the unmeasured pages or under one (UNMEASURED_PAGES in content/routes.ts). */
export function isUnmeasuredPath(pathname: string, unmeasured: readonly string[]): boolean {
  return unmeasured.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** One path segment as the site's addresses spell them (lower-case words, digits and hyphens). */
const SEGMENT = "[a-z0-9][a-z0-9-]*";

function shapeOf(route: string): RegExp {
  const parts = route.split("/").slice(1);
  return new RegExp(`^/${parts.map((part) => (part.startsWith("[") ? SEGMENT : part)).join("/")}$`);
}

const FIXED: ReadonlySet<string> = new Set(FIXED_PAGE_KINDS);
const DYNAMIC: readonly { kind: PageKind; shape: RegExp }[] = DYNAMIC_PAGE_KINDS.map((kind) => ({
  kind,
  shape: shapeOf(kind),
}));

/**
 * The kind of the page at `pathname`, or null when the path is not measured. Dynamic routes are
 * matched by their shape only; whether the post or place exists is the server's to say, and a
 * path that is no page is answered with a 404 page, which the reporter reports as "other".
 */
export function pageKindOf(pathname: string, unmeasured: readonly string[] = []): PageKind | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  if (isUnmeasuredPath(path, unmeasured)) return null;
  if (FIXED.has(path)) return path as PageKind;
  return DYNAMIC.find(({ shape }) => shape.test(path))?.kind ?? OTHER_PAGE_KIND;
}
