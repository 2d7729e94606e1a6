import { expect, test } from "@playwright/test";
import { SITE_FILES } from "@/content/routes";
import { queryRows } from "./helpers/db";
import { E2E_BASE_URL } from "./helpers/env";
import { FEED, readFeed } from "./helpers/feed";

/**
 * The blog's RSS feed, the icons and the web app manifest on the production build: each answers
 * 200 with its own content type, the feed is well-formed RSS 2.0 listing every published post
 * newest first, and every page's <head> points at all of them.
 */

/** PNG width and height from its IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

test("the feed, the icons and the manifest each answer 200 with their content type", async ({ request }) => {
  for (const { path, contentType } of SITE_FILES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"], path).toBe(contentType);
  }
});

test("the feed lists every published post, newest first, with absolute links, RFC 822 dates and a self link", async ({
  request,
}) => {
  const { channel, items } = await readFeed(request);
  expect(channel["atom:link"]).toMatchObject({ "@href": `${E2E_BASE_URL}${FEED}`, "@rel": "self" });
  expect(channel.link).toBe(`${E2E_BASE_URL}/blog`);
  expect(Number.isNaN(Date.parse(channel.lastBuildDate))).toBe(false);
  const posts = await queryRows<{ slug: string; title: string; excerpt: string; publishedAt: Date }>(
    `SELECT "slug", "title", "excerpt", "publishedAt" FROM "BlogPost" WHERE "isPublished" AND "slug" NOT LIKE 'e2e-%' ORDER BY "publishedAt" DESC, "id" DESC`,
  );
  expect(posts.length).toBeGreaterThan(1);
  // Posts other specs create for a moment carry an "e2e-" slug.
  const listed = items.filter((i) => !i.link.startsWith(`${E2E_BASE_URL}/blog/e2e-`));
  expect(listed.map((i) => i.link)).toEqual(posts.map((p) => `${E2E_BASE_URL}/blog/${p.slug}`));
  for (const [i, item] of listed.entries()) {
    const post = posts[i]!;
    expect(item.title).toBe(post.title);
    expect(item.description).toBe(post.excerpt);
    expect(item.guid).toBe(item.link);
    expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(new Date(item.pubDate).getTime(), item.link).toBe(Math.floor(post.publishedAt.getTime() / 1000) * 1000);
  }
});

test("every page's head announces the feed, the icons and the manifest, and each file it names is there", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/blog", "/managed-it", "/no-such-page-feed"]) {
    await page.goto(path);
    const head = page.locator("head");
    await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]'), path).toHaveAttribute(
      "href",
      `${E2E_BASE_URL}${FEED}`,
    );
    const hrefs: Record<string, string | null> = {};
    for (const rel of ["icon", "apple-touch-icon", "manifest"]) {
      const links = head.locator(`link[rel="${rel}"]`);
      expect(await links.count(), `${path} ${rel}`).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
        hrefs[`${rel} ${href}`] = href;
        expect((await request.get(href!)).status(), `${path} ${rel} ${href}`).toBe(200);
      }
    }
    expect(
      Object.keys(hrefs).some((k) => k.startsWith("icon /favicon.ico")),
      `${path} favicon link`,
    ).toBe(true);
  }
});

test("favicon.ico holds 16, 32 and 48 px images; the Apple icon is 180 px; the manifest names 192 and 512 px icons", async ({
  request,
}) => {
  const ico = await (await request.get("/favicon.ico")).body();
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i));
  expect(sizes).toEqual([16, 32, 48]);
  for (const [i, size] of sizes.entries()) {
    const length = ico.readUInt32LE(6 + 16 * i + 8);
    const offset = ico.readUInt32LE(6 + 16 * i + 12);
    expect(pngSize(ico.subarray(offset, offset + length))).toEqual([size, size]);
  }
  expect(pngSize(await (await request.get("/apple-icon.png")).body())).toEqual([180, 180]);

  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Toronto Dental IT",
    start_url: "/",
    display: "standalone",
    theme_color: "#0c528f",
    background_color: "#ffffff",
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    const [w, h] = pngSize(await res.body());
    expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
});
