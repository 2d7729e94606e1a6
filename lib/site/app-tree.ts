import fs from "node:fs";
import path from "node:path";

/**
 * The pages of the app/ folder, read from the files themselves: what Next serves is decided by
 * where a page file sits, so the proxy's list of pages is derived from the same place
 * (docs/decisions/0009-pages-come-from-the-app-folder.md). Node-only: scripts/generate-app-routes.ts
 * writes the result into lib/site/app-routes.ts for the proxy, and a test compares the two.
 */
export interface AppPage {
  /** The URL pattern in Next's notation: route groups left out, "[slug]" for a dynamic segment. */
  route: string;
  /** Under the (site) route group, whose layout draws the header and footer. */
  shell: boolean;
  /** An opengraph-image file sits beside the page: each page of this route has a card of its own. */
  shareCard: boolean;
}

/** The route group whose layout is the site's shell (header, main, footer). */
export const SHELL_GROUP = "(site)";

const PAGE_FILE = /^page\.(?:tsx|ts|jsx|js|mdx)$/;
const SHARE_CARD_FILE = /^opengraph-image\.(?:tsx|ts|jsx|js|png|jpe?g|gif)$/;
const ROUTE_GROUP = /^\(.+\)$/;

export const APP_DIR = path.resolve(__dirname, "..", "..", "app");

export function scanAppPages(appDir: string = APP_DIR): AppPage[] {
  const pages: AppPage[] = [];
  const walk = (dir: string, segments: readonly string[], groups: readonly string[]): void => {
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    const files = entries.filter((e) => e.isFile()).map((e) => e.name);
    if (files.some((f) => PAGE_FILE.test(f))) {
      pages.push({
        route: `/${segments.join("/")}`,
        shell: groups.includes(SHELL_GROUP),
        shareCard: files.some((f) => SHARE_CARD_FILE.test(f)),
      });
    }
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const name = entry.name;
      // Private folders (_name) are never routes; parallel-route slots (@name) and route groups
      // ((name)) add no URL segment.
      if (name.startsWith("_")) continue;
      const full = path.join(dir, name);
      if (name.startsWith("@")) walk(full, segments, groups);
      else if (ROUTE_GROUP.test(name)) walk(full, segments, [...groups, name]);
      else walk(full, [...segments, name], groups);
    }
  };
  walk(appDir, [], []);
  return pages.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/** Whether a route has a dynamic segment ([slug], [...rest], [[...rest]]). */
export function isDynamicRoute(route: string): boolean {
  return route.includes("[");
}
