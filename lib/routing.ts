import { isKnownSectionPath } from "@/content/navigation";
import { PUBLIC_ROUTES, UNLISTED_PAGES } from "@/content/routes";

/**
 * Which request paths are pages. proxy.ts asks before anything renders, and answers every other
 * path with a prerendered 404 page (status 404): Next 16 renders a notFound() thrown at request
 * time only in the browser (an empty HTML shell), which is no real 404 for a crawler or a visitor
 * without JavaScript. Page issues add their static paths to content/routes.ts and their dynamic
 * patterns to DYNAMIC_PAGES.
 */
export const NOT_FOUND_IN_SHELL = "/404-in-shell";
export const NOT_FOUND_BARE = "/404-bare";

export interface DynamicPage {
  /** Matched against the whole pathname; capture groups are passed to `exists`. */
  pattern: RegExp;
  exists: (captures: readonly string[]) => boolean | Promise<boolean>;
}

export const DYNAMIC_PAGES: readonly DynamicPage[] = [];

const STATIC_PAGES: ReadonlySet<string> = new Set([...PUBLIC_ROUTES.map((r) => r.path), ...UNLISTED_PAGES]);

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

export async function isPage(pathname: string): Promise<boolean> {
  const path = normalizePath(pathname);
  if (STATIC_PAGES.has(path)) return true;
  for (const page of DYNAMIC_PAGES) {
    const match = page.pattern.exec(path);
    if (match && (await page.exists(match.slice(1)))) return true;
  }
  return false;
}

export async function decidePath(pathname: string): Promise<PathDecision> {
  if (isPassThrough(pathname)) return { kind: "pass" };
  if (await isPage(pathname)) return { kind: "pass" };
  return { kind: "not-found", rewriteTo: isKnownSectionPath(normalizePath(pathname)) ? NOT_FOUND_IN_SHELL : NOT_FOUND_BARE };
}
