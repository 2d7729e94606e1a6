import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "@/content/routes";
import { REGIONS } from "@/content/locations";
import { SERVICES } from "@/content/services";
import { queryRows } from "./helpers/db";
import { E2E_BASE_URL } from "./helpers/env";

/** Posts other tests create for a moment carry an "e2e-" slug; they are not part of the comparison. */
const isTestPost = (path: string) => path.startsWith("/blog/e2e-");

/** The database-backed pages: published posts and newsletter issues. */
async function databasePagePaths(): Promise<string[]> {
  const posts = await queryRows<{ slug: string }>(`SELECT "slug" FROM "BlogPost" WHERE "isPublished"`);
  const issues = await queryRows<{ id: number }>(`SELECT "id" FROM "NewsletterIssue" WHERE "isPublished"`);
  return [
    ...posts.map((r) => `/blog/${r.slug}`).filter((p) => !isTestPost(p)),
    ...issues.map((i) => `/newsletter/${i.id}`),
  ];
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

function toPath(url: string): string {
  expect(url.startsWith(E2E_BASE_URL), url).toBe(true);
  const path = url.slice(E2E_BASE_URL.length);
  return path === "" ? "/" : path;
}

test("robots.txt points at the sitemap and keeps crawlers out of /api/ and /admin", async ({ request }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  const robots = await res.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
});

test("sitemap.xml lists exactly the route list plus the published posts and newsletter issues, each with lastmod, and every URL answers 200", async ({
  request,
}) => {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const children = locs(await index.text());
  expect(children.length).toBeGreaterThan(0);
  const entries: { path: string; lastmod: string | undefined }[] = [];
  for (const child of children) {
    const res = await request.get(toPath(child));
    expect(res.status(), child).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    for (const m of (await res.text()).matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      entries.push({
        path: toPath(/<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!),
        lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1]!)?.[1],
      });
    }
  }
  const listed = entries.map((e) => e.path).filter((p) => !isTestPost(p));
  const expected = [...PUBLIC_ROUTES.map((r) => r.path), ...(await databasePagePaths())];
  expect(new Set(listed).size, "no URL listed twice").toBe(listed.length);
  expect([...listed].sort()).toEqual([...expected].sort());
  for (const e of entries) expect(Number.isNaN(Date.parse(e.lastmod ?? "")), `${e.path} lastmod`).toBe(false);

  // Redirect aliases, 404 pages, the staff area and the API are never listed.
  for (const s of SERVICES) expect(listed).not.toContain(`/services/${s.slug}`);
  expect(listed.filter((p) => /^\/(api|admin|404)/.test(p) || p.includes("unsubscribe"))).toEqual([]);

  const failures: string[] = [];
  for (const path of listed) {
    const res = await request.get(path, { maxRedirects: 0 });
    if (res.status() !== 200) failures.push(`${path} → ${res.status()}`);
  }
  expect(failures).toEqual([]);
});

test("/sitemap lists the same pages as sitemap.xml, in its fixed sections", async ({ page, request }) => {
  expect((await page.goto("/sitemap"))?.status()).toBe(200);
  const main = page.getByRole("main");
  const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
  for (const h of [
    "Main Pages",
    "Our Services",
    "Tools & Resources",
    "Toronto Locations",
    ...REGIONS.filter((r) => r.id !== "toronto").map((r) => `${r.name} Locations`),
    "Blog",
    "Legal",
    "Newsletter Issues",
    "Services by Location",
  ]) {
    expect(headings).toContain(h);
  }
  await expect(main.getByRole("link", { name: "XML Sitemap" })).toHaveAttribute("href", "/sitemap.xml");

  const htmlPaths = (
    await main.locator("section a[href]").evaluateAll((links) => links.map((l) => l.getAttribute("href")!))
  ).filter((p) => p !== "/sitemap.xml" && !isTestPost(p));
  const xml = await (await request.get("/server-sitemap.xml")).text();
  const xmlPaths = locs(xml)
    .map(toPath)
    .filter((p) => !isTestPost(p));
  expect([...new Set(htmlPaths)].sort()).toEqual([...xmlPaths].sort());
});

// Axe and Nu for every page of sitemap.xml, in every display mode, run in site-sweep.spec.ts.
