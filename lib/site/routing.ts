import { isKnownSectionPath } from "@/content/navigation";
import { PUBLIC_ROUTES, UNLISTED_PAGES } from "@/content/routes";

/**
 * Which request paths are pages. proxy.ts asks before anything renders, and answers every other
 * path with a prerendered 404 page (status 404): Next 16 renders a notFound() thrown at request
 * time only in the browser (an empty HTML shell), which is no real 404 for a crawler or a visitor
 * without JavaScript (docs/decisions/0004-proxy-decides-404s.md). A new page adds its static path
 * to content/routes.ts, or its dynamic pattern to DYNAMIC_PAGES.
 */
export const NOT_FOUND_IN_SHELL = "/404-in-shell";
export const NOT_FOUND_BARE = "/404-bare";

export const NOT_FOUND_BLOG_POST = "/404-blog-post";

export interface DynamicPage {
  /** Matched against the whole pathname; capture groups are passed to `exists`. */
  pattern: RegExp;
  /**
   * Asked on every matching request, so it must be cheap (one indexed lookup). When it throws
   * (the database is unreachable) the request goes on to the page, whose cached copy can still
   * answer.
   */
  exists: (captures: readonly string[]) => boolean | Promise<boolean>;
  /** The prerendered 404 page for a path of this kind that does not exist. */
  notFoundPage?: string;
  /** Each page of this kind has a share card of its own (an opengraph-image file beside it). */
  shareCard?: boolean;
}

export const DYNAMIC_PAGES: readonly DynamicPage[] = [
  {
    // Imported on demand: the route list stays free of the database client for tests and tools.
    pattern: /^\/blog\/([^/]+)$/,
    exists: async ([slug]) => (await import("@/lib/blog/posts")).publishedPostExists(slug ?? ""),
    notFoundPage: NOT_FOUND_BLOG_POST,
    shareCard: true,
  },
  {
    // Later pages of the blog list and of a category's list (page 1 is the list's own address).
    pattern: /^\/blog\/page\/([^/]+)$/,
    exists: async ([n]) => (await import("@/lib/blog/posts")).blogListPageExists(n ?? ""),
  },
  {
    pattern: /^\/blog\/category\/([^/]+)\/page\/([^/]+)$/,
    exists: async ([category, n]) => (await import("@/lib/blog/posts")).blogListPageExists(n ?? "", category ?? ""),
  },
  {
    pattern: /^\/newsletter\/([^/]+)$/,
    exists: async ([id]) => (await import("@/lib/newsletter/issues")).issueExists(id ?? ""),
    shareCard: true,
  },
  {
    // A page's share card. Next names it {page}/opengraph-image plus "-" and up to six characters
    // it derives from the route group the page sits in; it exists exactly when a page with a card
    // of its own does (a post published later included).
    pattern: /^(\/.+)\/opengraph-image(?:-[0-9a-z]{1,6})?$/,
    exists: ([page]) => hasShareCard(page ?? ""),
  },
  {
    // Editing a post or an issue, drafts included. Whether an id exists is staff knowledge: without
    // a signed-in staff member every such path counts as a page, so the page's own session check
    // sends the visitor to sign-in whether the record exists or not, and no record is looked up.
    // Signed-in staff still get the prerendered 404 (a real 404 status) for a missing id.
    pattern: /^\/admin\/(blog|newsletter)\/([1-9]\d{0,9})$/,
    exists: async ([kind, id]) => {
      if (!(await (await import("@/lib/auth/session")).getStaff())) return true;
      return (await import("@/lib/publishing/records")).recordExists(
        kind === "blog" ? "blog" : "newsletter",
        Number(id),
      );
    },
  },
];

/** The staff area's fixed pages (never listed, never indexed). */
export const ADMIN_PAGES: readonly string[] = [
  "/admin",
  "/admin/sign-in",
  "/admin/leads",
  "/admin/outbox",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/newsletter",
  "/admin/newsletter/new",
];

/** Staff-only paths: pages and their route handlers get X-Robots-Tag noindex and no caching. */
export function isStaffPath(pathname: string): boolean {
  return /^\/(api\/)?admin(\/|$)/.test(pathname);
}

const STATIC_PAGES: ReadonlySet<string> = new Set([
  ...PUBLIC_ROUTES.map((r) => r.path),
  ...UNLISTED_PAGES,
  ...ADMIN_PAGES,
]);

const STATIC_SHARE_CARD_PAGES: ReadonlySet<string> = new Set(
  PUBLIC_ROUTES.filter((r) => r.shareCard).map((r) => r.path),
);

/** Whether the page at `path` exists and has a share card of its own. */
async function hasShareCard(path: string): Promise<boolean> {
  if (STATIC_SHARE_CARD_PAGES.has(path)) return true;
  for (const page of DYNAMIC_PAGES) {
    const match = page.shareCard ? page.pattern.exec(path) : null;
    if (match) return page.exists(match.slice(1));
  }
  return false;
}

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
  if (STATIC_PAGES.has(path)) return "page";
  for (const page of DYNAMIC_PAGES) {
    const match = page.pattern.exec(path);
    if (!match) continue;
    let exists: boolean;
    try {
      exists = await page.exists(match.slice(1).map((c) => safeDecode(c)));
    } catch {
      return "page";
    }
    if (exists) return "page";
    return { notFoundPage: page.notFoundPage };
  }
  return {};
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
