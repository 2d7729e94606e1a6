import { BLOG_CATEGORIES } from "@/content/blog-categories";
import { LOCATIONS } from "@/content/locations";
import { isKnownSectionPath } from "@/content/navigation";
import { SERVICES } from "@/content/services";
import { APP_PAGES } from "@/lib/site/app-routes";
import type { AppPage } from "@/lib/site/app-tree";

/**
 * Which request paths are pages. proxy.ts asks before anything renders, and answers every other
 * path with a prerendered 404 page (status 404): Next 16 renders a notFound() thrown at request
 * time only in the browser (an empty HTML shell), which is no real 404 for a crawler or a visitor
 * without JavaScript (docs/decisions/0004-proxy-decides-404s.md). The pages are those of the app/
 * folder (APP_PAGES, written from it before every build: docs/decisions/0009-pages-come-from-the-app-folder.md),
 * so a new page file is all a page needs; a dynamic route adds its existence check to DYNAMIC_PAGES.
 */
export const NOT_FOUND_IN_SHELL = "/404-in-shell";
export const NOT_FOUND_BARE = "/404-bare";

export const NOT_FOUND_BLOG_POST = "/404-blog-post";

/** Rewrite targets only: asked for by their own address they answer 404 like any path that is no page. */
export const NOT_FOUND_PAGES: readonly string[] = [NOT_FOUND_IN_SHELL, NOT_FOUND_BARE, NOT_FOUND_BLOG_POST];

export interface DynamicPage {
  /**
   * Asked with the route's segments (decoded) on every matching request, so it must be cheap (one
   * indexed lookup, or a look in content/). When it throws (the database is unreachable) the
   * request goes on to the page, whose cached copy can still answer.
   */
  exists: (captures: readonly string[]) => boolean | Promise<boolean>;
  /** The prerendered 404 page for a path of this kind that does not exist. */
  notFoundPage?: string;
}

/** A staff record's edit page exists for an id of digits only. */
const RECORD_ID = /^[1-9]\d{0,9}$/;

/**
 * Editing a post or an issue, drafts included, and an urgent request's page. Whether an id exists
 * is staff knowledge: without a signed-in staff member every such path counts as a page, so the
 * page's own session check sends the visitor to sign-in whether the record exists or not, and no
 * record is looked up. Signed-in staff still get the prerendered 404 (a real 404 status) for a
 * missing id.
 */
function staffRecord(kind: "blog" | "newsletter" | "urgent"): DynamicPage {
  return {
    exists: async ([id]) => {
      if (!RECORD_ID.test(id ?? "")) return false;
      if (!(await (await import("@/lib/auth/session")).getStaff())) return true;
      if (kind === "urgent") return (await import("@/lib/support/staff-requests")).urgentRequestExists(Number(id));
      return (await import("@/lib/publishing/records")).recordExists(kind, Number(id));
    },
  };
}

/**
 * Which values each dynamic route of app/ answers, keyed by its route. Pages prerendered from
 * content/ look there; the database-backed ones are imported on demand, so the route list stays
 * free of the database client for tests and tools. A test fails when a dynamic route has no entry.
 */
export const DYNAMIC_PAGES: Readonly<Record<string, DynamicPage>> = {
  "/[service]": { exists: ([slug]) => SERVICES.some((s) => s.slug === slug) },
  "/locations/[slug]": { exists: ([slug]) => LOCATIONS.some((l) => l.slug === slug) },
  "/services/[key]/[location]": {
    exists: ([key, location]) =>
      SERVICES.some((s) => s.urlSegment === key) && LOCATIONS.some((l) => l.slug === location),
  },
  "/blog/category/[category]": { exists: ([category]) => BLOG_CATEGORIES.some((c) => c.slug === category) },
  "/blog/[slug]": {
    exists: async ([slug]) => (await import("@/lib/blog/posts")).publishedPostExists(slug ?? ""),
    notFoundPage: NOT_FOUND_BLOG_POST,
  },
  // Later pages of the blog list and of a category's list (page 1 is the list's own address).
  "/blog/page/[page]": {
    exists: async ([n]) => (await import("@/lib/blog/posts")).blogListPageExists(n ?? ""),
  },
  "/blog/category/[category]/page/[page]": {
    exists: async ([category, n]) => (await import("@/lib/blog/posts")).blogListPageExists(n ?? "", category ?? ""),
  },
  "/newsletter/[id]": {
    exists: async ([id]) => (await import("@/lib/newsletter/issues")).issueExists(id ?? ""),
  },
  // An urgent request's status page: the token is its only key, looked up like the page does.
  "/support/status/[token]": {
    exists: async ([token]) => (await (await import("@/lib/support/status")).getUrgentStatus(token ?? "")) !== null,
  },
  // A booking's private page: the token is its only key, looked up like the page does.
  "/book/manage/[token]": {
    exists: async ([token]) => (await import("@/lib/booking/manage")).bookingTokenExists(token ?? ""),
  },
  "/admin/blog/[id]": staffRecord("blog"),
  "/admin/newsletter/[id]": staffRecord("newsletter"),
  "/admin/urgent/[id]": staffRecord("urgent"),
};

/**
 * Pages whose address is a secret (a booking's private page): never indexed, never stored by a
 * cache, and no Referer leaves them, so the token travels nowhere else.
 */
export function isPrivateLinkPath(pathname: string): boolean {
  return /^\/book\/manage\//.test(pathname);
}

/** Staff-only paths: pages and their route handlers get X-Robots-Tag noindex and no caching. */
export function isStaffPath(pathname: string): boolean {
  return /^\/(api\/)?admin(\/|$)/.test(pathname);
}

const SERVED_PAGES = APP_PAGES.filter((p) => !NOT_FOUND_PAGES.includes(p.route));

const STATIC_PAGES: ReadonlyMap<string, AppPage> = new Map(
  SERVED_PAGES.filter((p) => !p.route.includes("[")).map((p) => [p.route, p]),
);

/** A route's URL pattern: "[x]" one segment, "[...x]" one or more, "[[...x]]" none or more. */
function routePattern(route: string): RegExp {
  const parts = route
    .split("/")
    .slice(1)
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return "(?:/(.+))?";
      if (/^\[\.\.\..+\]$/.test(segment)) return "/(.+)";
      if (/^\[.+\]$/.test(segment)) return "/([^/]+)";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    });
  return new RegExp(`^${parts.join("")}$`);
}

/** How specific a segment is, the way Next ranks routes: a fixed name first, a catch-all last. */
function segmentRank(segment: string): number {
  if (segment.startsWith("[[...")) return 3;
  if (segment.startsWith("[...")) return 2;
  return segment.startsWith("[") ? 1 : 0;
}

function bySpecificity(a: AppPage, b: AppPage): number {
  const x = a.route.split("/");
  const y = b.route.split("/");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const diff = segmentRank(x[i]!) - segmentRank(y[i]!);
    if (diff !== 0) return diff;
  }
  return y.length - x.length;
}

const DYNAMIC_ROUTES: readonly { page: AppPage; pattern: RegExp }[] = SERVED_PAGES.filter((p) => p.route.includes("["))
  .sort(bySpecificity)
  .map((page) => ({ page, pattern: routePattern(page.route) }));

interface PageMatch {
  page: AppPage;
  /** The dynamic segments, decoded. */
  captures: readonly string[];
}

/** The app/ page whose route matches `path` (a fixed route before a dynamic one), if any. */
function matchPage(path: string): PageMatch | undefined {
  const fixed = STATIC_PAGES.get(path);
  if (fixed) return { page: fixed, captures: [] };
  for (const { page, pattern } of DYNAMIC_ROUTES) {
    const match = pattern.exec(path);
    if (match) return { page, captures: match.slice(1).map((c) => safeDecode(c ?? "")) };
  }
  return undefined;
}

/** Whether the matched route answers these values; throws when the database cannot be asked. */
async function isServed({ page, captures }: PageMatch): Promise<boolean> {
  const dynamic = DYNAMIC_PAGES[page.route];
  // A dynamic route without an entry is left to its page (a test fails until it has one).
  return dynamic ? dynamic.exists(captures) : true;
}

/**
 * The app/ page that serves `path`, or undefined when the path is no page. Throws when the
 * database cannot be asked.
 */
export async function servingPage(pathname: string): Promise<AppPage | undefined> {
  const match = matchPage(normalizePath(pathname));
  return match && (await isServed(match)) ? match.page : undefined;
}

/**
 * A page's share card. Next names it {page}/opengraph-image plus "-" and up to six characters it
 * derives from the route group the page sits in; it exists exactly when a page with a card of its
 * own does (a post published later included).
 */
const SHARE_CARD = /^(\/.+)\/opengraph-image(?:-[0-9a-z]{1,6})?$/;

export type PathDecision = { kind: "pass" } | { kind: "not-found"; rewriteTo: string };

/** Paths the proxy leaves alone: framework assets, route handlers, files. */
function isPassThrough(pathname: string): boolean {
  return (
    pathname.startsWith("/_next/") ||
    pathname.startsWith("/api/") ||
    pathname === "/api" ||
    /\.[a-z0-9]+$/i.test(pathname)
  );
}

export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith("/")) return pathname.replace(/\/+$/, "") || "/";
  return pathname;
}

/** "page", or the 404 page to answer with. */
async function lookUp(pathname: string): Promise<"page" | { notFoundPage?: string }> {
  const path = normalizePath(pathname);
  let match = matchPage(path);
  let card = false;
  if (!match) {
    const page = SHARE_CARD.exec(path)?.[1];
    match = page ? matchPage(page) : undefined;
    if (!match?.page.shareCard) return {};
    card = true;
  }
  let served: boolean;
  try {
    served = await isServed(match);
  } catch {
    return "page";
  }
  if (served) return "page";
  return card ? {} : { notFoundPage: DYNAMIC_PAGES[match.page.route]?.notFoundPage };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function decidePath(pathname: string): Promise<PathDecision> {
  if (isPassThrough(pathname)) return { kind: "pass" };
  const found = await lookUp(pathname);
  if (found === "page") return { kind: "pass" };
  const fallback = isKnownSectionPath(normalizePath(pathname)) ? NOT_FOUND_IN_SHELL : NOT_FOUND_BARE;
  return { kind: "not-found", rewriteTo: found.notFoundPage ?? fallback };
}
