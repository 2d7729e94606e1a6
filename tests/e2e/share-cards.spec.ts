import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { LOCATIONS } from "@/content/locations";
import { PUBLIC_ROUTES } from "@/content/routes";
import { SERVICES } from "@/content/services";
import { copyDatabase, type LeadFreeDb } from "./helpers/db-copy";
import { queryRows } from "./helpers/db";
import { E2E_PORT } from "./helpers/env";
import { startServer, type StartedServer } from "./helpers/server";

/**
 * Share cards: every page with a subject (service, location, service in a location, blog post,
 * newsletter issue) names a 1200 × 630 PNG of its own under 100 KB in og:image and twitter:image,
 * every such card answers 200 through the proxy, and a page without a subject names the site-wide
 * card. Link previews (Facebook, LinkedIn, Slack, X) skip images that are larger or of other sizes.
 */

const MAX_BYTES = 100 * 1024;

interface Card {
  url: string;
  bytes: Buffer;
  hash: string;
}

function meta(html: string, attribute: "property" | "name", key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (!tag.includes(`${attribute}="${key}"`)) continue;
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (content !== undefined) return content.replace(/&amp;/g, "&");
  }
  return undefined;
}

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex"), "a PNG signature").toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Reads a page's og:image and twitter:image (the same URL), fetches it from `origin` (the page's
 * SITE_URL may name another port than the server asked) and checks it is a card a preview shows.
 */
async function cardOf(request: APIRequestContext, origin: string, path: string): Promise<Card> {
  const page = await request.get(`${origin}${path}`);
  expect(page.status(), path).toBe(200);
  const html = await page.text();
  const og = meta(html, "property", "og:image");
  expect(og, `${path} names an og:image`).toBeTruthy();
  expect(meta(html, "name", "twitter:image"), `${path}: twitter:image is og:image`).toBe(og);
  expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
  expect(meta(html, "property", "og:image:width")).toBe("1200");
  expect(meta(html, "property", "og:image:height")).toBe("630");
  const url = new URL(og!);
  const res = await request.get(`${origin}${url.pathname}${url.search}`);
  expect(res.status(), `${path}: ${url.pathname}`).toBe(200);
  expect(res.headers()["content-type"], url.pathname).toBe("image/png");
  const bytes = await res.body();
  expect(pngSize(bytes), url.pathname).toEqual({ width: 1200, height: 630 });
  expect(bytes.length, `${url.pathname} is under 100 KB`).toBeLessThan(MAX_BYTES);
  return { url: url.pathname, bytes, hash: createHash("sha256").update(bytes).digest("hex") };
}

test("one page of each kind with a subject has a card of its own, and pages of different subjects have different cards; a page without one has the site-wide card", async ({
  request,
  baseURL,
}) => {
  const [post] = await queryRows<{ slug: string }>(
    `SELECT "slug" FROM "BlogPost" WHERE "isPublished" AND "slug" NOT LIKE 'e2e-%' ORDER BY "publishedAt" DESC LIMIT 1`,
  );
  const [issue] = await queryRows<{ id: number }>(
    `SELECT "id" FROM "NewsletterIssue" WHERE "isPublished" ORDER BY "id" LIMIT 1`,
  );
  expect(post, "the seed has a published post").toBeTruthy();
  expect(issue, "the seed has a published issue").toBeTruthy();
  const pages = [
    "/managed-it",
    "/cybersecurity",
    "/locations/markham",
    "/locations/mississauga",
    "/services/managed-it/markham",
    "/services/cybersecurity/markham",
    "/services/managed-it/mississauga",
    `/blog/${post!.slug}`,
    `/newsletter/${issue!.id}`,
  ];
  const cards = new Map<string, Card>();
  for (const path of pages) cards.set(path, await cardOf(request, baseURL!, path));

  // Each card is the page's own: beside the page, and no two pages share one.
  for (const [path, card] of cards)
    expect(card.url.startsWith(`${path}/opengraph-image`), `${path}: ${card.url}`).toBe(true);
  const hashes = [...cards.values()].map((c) => c.hash);
  expect(new Set(hashes).size, "every page's card differs from the others'").toBe(hashes.length);

  const postCard = cards.get(`/blog/${post!.slug}`)!.url.slice(`/blog/${post!.slug}`.length);
  const issueCard = cards.get(`/newsletter/${issue!.id}`)!.url.slice(`/newsletter/${issue!.id}`.length);
  expect((await request.get(`/blog/no-such-post${postCard}`)).status()).toBe(404);
  expect((await request.get(`/newsletter/999999${issueCard}`)).status()).toBe(404);

  const about = await cardOf(request, baseURL!, "/about");
  expect(about.url).toBe("/og-image.png");
  expect(hashes).not.toContain(about.hash);
});

test("every card of a service, location and service-in-location page answers 200 on the production build; beside a path that is no such page, a card's address is a 404", async ({
  request,
}) => {
  const routes = PUBLIC_ROUTES.filter((r) => r.shareCard);
  expect(routes).toHaveLength(SERVICES.length + LOCATIONS.length + SERVICES.length * LOCATIONS.length);
  /** Per page kind: the card's name after the page's path ("/opengraph-image-…"). */
  const names = new Map<string, string>();
  await Promise.all(
    routes.map(async ({ path, section }) => {
      const og = new URL(meta(await (await request.get(path)).text(), "property", "og:image") ?? "http://invalid/");
      const res = await request.get(`${og.pathname}${og.search}`);
      expect(res.status(), og.pathname).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
      expect(og.pathname.startsWith(`${path}/opengraph-image`), og.pathname).toBe(true);
      names.set(section, og.pathname.slice(path.length));
    }),
  );
  const misses: [string, string][] = [
    ["/no-such-service", "services"],
    ["/about", "services"],
    ["/locations/atlantis", "locations"],
    ["/services/hardware-support/markham", "service-locations"],
    ["/services/hardware/atlantis", "service-locations"],
  ];
  for (const [path, section] of misses) {
    const url = `${path}${names.get(section)}`;
    expect((await request.get(url)).status(), url).toBe(404);
  }
});

test.describe("content published after the build", () => {
  let db: LeadFreeDb | undefined;
  let server: StartedServer | undefined;

  test.afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  test("a post and an issue published after the build get their own card on first request; a draft's card is a 404", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    db = await copyDatabase("share-cards");
    const now = new Date();
    const insertPost = (slug: string, title: string, published: boolean) =>
      db!.execute(
        `INSERT INTO "BlogPost" ("title", "slug", "excerpt", "content", "category", "tags", "publishedAt", "updatedAt", "author", "isPublished") VALUES ($1, $2, 'Excerpt', 'Body text.', 'cybersecurity', 'e2e', $3, $3, 'Toronto Dental IT', $4)`,
        [title, slug, now, published],
      );
    await insertPost(
      "e2e-card-fresh",
      "A Post Published After the Build, With a Title Long Enough to Take Three Lines on Its Card",
      true,
    );
    await insertPost("e2e-card-draft", "A Draft", false);
    const [issue] = await db.rows<{ id: number }>(
      `INSERT INTO "NewsletterIssue" ("title", "content", "month", "monthNumber", "year", "isPublished", "sentAt", "updatedAt") VALUES ('An Issue Published After the Build', 'Body text.', 'December', 12, 2031, true, $1, $1) RETURNING "id"`,
      [now],
    );
    const issueId = issue!.id;

    server = await startServer(E2E_PORT + 90, { DATABASE_URL: db.url });
    const origin = server.baseURL;
    const fresh = await cardOf(request, origin, "/blog/e2e-card-fresh");
    const freshIssue = await cardOf(request, origin, `/newsletter/${issueId}`);
    const [older] = await db.rows<{ slug: string }>(
      `SELECT "slug" FROM "BlogPost" WHERE "isPublished" AND "slug" NOT LIKE 'e2e-%' LIMIT 1`,
    );
    const olderCard = await cardOf(request, origin, `/blog/${older!.slug}`);
    expect(new Set([fresh.hash, freshIssue.hash, olderCard.hash]).size).toBe(3);

    const cardName = fresh.url.slice("/blog/e2e-card-fresh".length);
    expect((await request.get(`${origin}/blog/e2e-card-draft${cardName}`)).status()).toBe(404);
    // Unpublished: the card goes with the page, at once.
    await db.execute(`UPDATE "BlogPost" SET "isPublished" = false WHERE "slug" = $1`, ["e2e-card-fresh"]);
    expect((await request.get(`${origin}${fresh.url}`)).status()).toBe(404);
  });
});
