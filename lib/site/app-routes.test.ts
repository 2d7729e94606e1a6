/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { KNOWN_SECTIONS } from "@/content/navigation";
import { PUBLIC_ROUTES, TOKEN_PAGES, UNLISTED_PAGES } from "@/content/routes";
import { APP_PAGES } from "@/lib/site/app-routes";
import { APP_DIR, isDynamicRoute, scanAppPages } from "@/lib/site/app-tree";
import {
  DYNAMIC_PAGES,
  NOT_FOUND_BARE,
  NOT_FOUND_BLOG_POST,
  NOT_FOUND_IN_SHELL,
  NOT_FOUND_PAGES,
  decidePath,
  servingPage,
} from "@/lib/site/routing";

// The listed pages are all prerendered from content/; nothing here may reach the database.
jest.mock("@/lib/blog/posts", () => ({}));
jest.mock("@/lib/newsletter/issues", () => ({}));
jest.mock("@/lib/auth/session", () => ({}));
jest.mock("@/lib/publishing/records", () => ({}));
jest.mock("@/lib/support/status", () => ({}));

/** Every file under app/ with this name, as the URL path its folder stands for ("[id]" kept). */
function routesOfFiles(name: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (name.test(entry.name)) {
        const segments = path
          .relative(APP_DIR, dir)
          .split(path.sep)
          .filter((s) => s !== "" && !/^\(.+\)$/.test(s));
        found.push(`/${segments.join("/")}`);
      }
    }
  };
  walk(APP_DIR);
  return found.sort();
}

const served = APP_PAGES.filter((p) => !NOT_FOUND_PAGES.includes(p.route));
const listed = [...PUBLIC_ROUTES.map((r) => r.path), ...UNLISTED_PAGES];

describe("the pages of app/", () => {
  it("are exactly the committed list the proxy reads (run `npx tsx scripts/generate-app-routes.ts` when not)", () => {
    expect(APP_PAGES).toEqual(scanAppPages());
    expect(APP_PAGES.map((p) => p.route).sort()).toEqual(routesOfFiles(/^page\.tsx$/));
  });

  it("are each served: every fixed page passes the proxy, every dynamic route has its existence check", async () => {
    for (const { route } of served.filter((p) => !isDynamicRoute(p.route)))
      expect([route, await decidePath(route)]).toEqual([route, { kind: "pass" }]);
    expect(Object.keys(DYNAMIC_PAGES).sort()).toEqual(
      served
        .map((p) => p.route)
        .filter(isDynamicRoute)
        .sort(),
    );
  });

  it("include the not-found pages, which answer 404 when asked for by their own address", async () => {
    expect(APP_PAGES.find((p) => p.route === NOT_FOUND_BARE)?.shell).toBe(false);
    expect(APP_PAGES.find((p) => p.route === NOT_FOUND_IN_SHELL)?.shell).toBe(true);
    expect(APP_PAGES.find((p) => p.route === NOT_FOUND_BLOG_POST)?.shell).toBe(true);
    for (const route of NOT_FOUND_PAGES) expect(await decidePath(route)).toMatchObject({ kind: "not-found" });
  });

  it("leave route handlers to answer for themselves", async () => {
    for (const route of routesOfFiles(/^route\.ts$/)) {
      const example = route.replace(/\[[^\]]+\]/g, "1");
      expect([example, await decidePath(example)]).toEqual([example, { kind: "pass" }]);
    }
  });
});

describe("the listed pages (sitemaps, unlisted and token pages)", () => {
  it("each have a page file in app/", async () => {
    for (const p of listed) expect([p, (await servingPage(p))?.route]).toEqual([p, expect.any(String)]);
  });

  it("token pages each have a page file in app/: at their address, or under it when the token is in the path", () => {
    for (const p of TOKEN_PAGES)
      expect([p, APP_PAGES.some((a) => a.route === p || a.route.startsWith(`${p}/[`))]).toEqual([p, true]);
  });

  it("have a share card of their own exactly when an opengraph-image file sits beside their page", async () => {
    for (const route of PUBLIC_ROUTES)
      expect([route.path, (await servingPage(route.path))?.shareCard]).toEqual([route.path, Boolean(route.shareCard)]);
  });
});

describe("the sections whose 404 keeps the site's header and footer", () => {
  it("are the first segments of the pages in the shell", async () => {
    const shellPaths = [
      ...served.filter((p) => p.shell && !isDynamicRoute(p.route)).map((p) => p.route),
      // A dynamic first segment (/[service]) stands for the values its pages are listed with.
      ...(await Promise.all(listed.map(async (p) => ((await servingPage(p))?.shell ? p : null)))).filter(
        (p): p is string => p !== null,
      ),
    ];
    const firstSegments = new Set(shellPaths.map((p) => p.split("/")[1] ?? "").filter((s) => s !== ""));
    expect([...firstSegments].sort()).toEqual([...KNOWN_SECTIONS].sort());
  });
});
