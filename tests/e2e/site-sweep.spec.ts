import { expect, test, type APIRequestContext } from "@playwright/test";
import { UNLISTED_PAGES } from "@/content/routes";
import { showInMode, setDisplayMode } from "./helpers/display-modes";
import { E2E_BASE_URL } from "./helpers/env";
import { expectHeadMetadataFits } from "./helpers/head-metadata";
import { expectNoAxeViolations, expectValidHtml } from "./helpers/quality";
import { checkStructuredData } from "./helpers/structured-data";

/**
 * The whole-site sweep: every URL of sitemap.xml, plus the 404 page, the staff sign-in and the
 * unlisted pages of the route list, at
 * 1280 px in Standard mode (Nu validator on the served HTML, axe, every JSON-LD block) and at
 * 390 px in High Contrast with 150 % text and in the dark theme (axe). The URL list is read from
 * the running site, so a page added later is swept without touching this file; it is split into
 * shards that the two workers share.
 */
const SHARDS = 8;
const NOT_FOUND = "/no-such-page-sweep";
const EXTRA: { path: string; status: number }[] = [
  { path: NOT_FOUND, status: 404 },
  { path: "/admin/sign-in", status: 200 },
  // Pages no sitemap lists (thank-you, check and confirmation pages), in their empty state.
  ...UNLISTED_PAGES.map((path) => ({ path, status: 200 })),
];

/** Posts other specs create for a moment carry an "e2e-" slug and may be gone by the time a shard reaches them. */
const isTestPost = (path: string) => path.startsWith("/blog/e2e-");

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(E2E_BASE_URL, "") || "/");
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const paths: string[] = [];
  for (const child of locs(await index.text())) {
    const res = await request.get(child);
    expect(res.status(), child).toBe(200);
    paths.push(...locs(await res.text()));
  }
  return paths.filter((p) => !isTestPost(p));
}

test.describe("whole-site sweep", () => {
  test.describe.configure({ mode: "parallel" });

  test("the sweep's URL list is the whole site", async ({ request }) => {
    const paths = await sitemapPaths(request);
    // 94 routes of content/routes.ts plus the seeded posts and issues.
    expect(paths.length).toBeGreaterThan(100);
    for (const kind of [
      "/",
      "/services",
      "/managed-it",
      "/locations/markham",
      "/services/managed-it/markham",
      "/blog",
      "/newsletter",
      "/health-checklist",
      "/support",
      "/privacy-policy",
      "/sitemap",
    ]) {
      expect(paths, kind).toContain(kind);
    }
    expect(paths.some((p) => /^\/blog\/[^/]+$/.test(p) && !p.startsWith("/blog/category"))).toBe(true);
    expect(paths.some((p) => /^\/newsletter\/\d+$/.test(p))).toBe(true);
  });

  test("no GET of a public page answers with Set-Cookie: a visitor is given no cookie by reading the site", async ({
    playwright,
  }) => {
    // A request context of its own, holding no cookie a sign-in of another test could have left.
    const fresh = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    try {
      const paths = [...(await sitemapPaths(fresh)), ...EXTRA.map((e) => e.path)];
      const setting: string[] = [];
      for (const path of paths) {
        const res = await fresh.get(path, { maxRedirects: 0 });
        if (res.headersArray().some((h) => h.name.toLowerCase() === "set-cookie")) setting.push(path);
      }
      expect(paths.length).toBeGreaterThan(100);
      expect(setting).toEqual([]);
    } finally {
      await fresh.dispose();
    }
  });

  for (let shard = 0; shard < SHARDS; shard++) {
    test(`shard ${shard + 1}/${SHARDS}: Nu, axe and JSON-LD at 1280 px; axe at 390 px in High Contrast + 150 % and dark`, async ({
      page,
      request,
    }) => {
      test.setTimeout(600_000);
      const all = [...(await sitemapPaths(request)).map((path) => ({ path, status: 200 })), ...EXTRA];
      const mine = all.filter((_, i) => i % SHARDS === shard);
      // Whatever a page load asks for must be there (a favicon, a script, a font, a prefetched
      // page): any 4xx/5xx but the swept document's own expected status fails the page.
      const failed: string[] = [];
      const aborted = new Set<string>();
      page.on("response", (r) => {
        const isDocument = r.request().isNavigationRequest() && r.request().frame() === page.mainFrame();
        if (r.status() >= 400 && !isDocument) failed.push(`${r.status()} ${r.url()}`);
      });
      page.on("requestfailed", (r) => {
        // Chromium reports a stylesheet or script that answered 404 as ERR_ABORTED, the same as a
        // request cut short by the next navigation: such an address is asked again below.
        if (r.failure()?.errorText === "net::ERR_ABORTED") aborted.add(r.url());
        else failed.push(`${r.failure()?.errorText} ${r.url()}`);
      });
      // A kept-alive connection the server closes as it idles out (Node closes idle sockets after
      // 5 s) can fail the request with ECONNRESET, which says nothing about the address: such a
      // request is asked once more, on a connection of its own.
      const statusOf = async (url: string): Promise<number> => {
        try {
          return (await request.get(url)).status();
        } catch (error) {
          if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
          return (await request.get(url, { headers: { connection: "close" } })).status();
        }
      };
      const takeFailed = async () => {
        for (const url of aborted) {
          const status = await statusOf(url);
          if (status >= 400) failed.push(`${status} ${url}`);
        }
        aborted.clear();
        return failed.splice(0);
      };
      for (const { path, status } of mine) {
        await test.step(path, async () => {
          await page.setViewportSize({ width: 1280, height: 800 });
          await setDisplayMode(page, "standard").catch(() => undefined);
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(status);
          await expect(
            page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
            `${path} feed link`,
          ).toHaveCount(1);
          // Asked once the page has loaded, before the checks an unstyled page would fail first.
          expect(await takeFailed(), `${path}: requests that failed`).toEqual([]);
          if (!EXTRA.some((extra) => extra.path === path)) await expectHeadMetadataFits(page, path);
          // The validator works on the served HTML while the browser checks run.
          const validated = expectValidHtml(page, await response!.text(), path);
          validated.catch(() => undefined); // reported by the await below, not as an unhandled rejection
          const pageTypes = await checkStructuredData(page, path, E2E_BASE_URL);
          // The site-wide records are on the home page (both) and the about page (the business).
          if (path === "/") expect(pageTypes, path).toEqual(expect.arrayContaining(["ProfessionalService", "WebSite"]));
          if (path === "/about") expect(pageTypes, path).toContain("ProfessionalService");
          await expectNoAxeViolations(page, `${path} [1280 standard]`);
          await validated;

          await page.setViewportSize({ width: 390, height: 844 });
          for (const mode of ["high-contrast-150", "dark"] as const) {
            await showInMode(page, mode, path);
            await expectNoAxeViolations(page, `${path} [390 ${mode}]`);
          }
          await setDisplayMode(page, "standard");
          expect(await takeFailed(), `${path}: requests that failed`).toEqual([]);
        });
      }
    });
  }
});
