import { expect, test, type Page } from "@playwright/test";
import { BLOG_CATEGORIES, BLOG_FEATURED_ARTICLES, BLOG_RELATED_RESOURCES } from "@/content/blog-categories";
import { BUSINESS } from "@/content/business";
import { SERVICE_NAV } from "@/content/navigation";
import { expectPageQualityInAllModes } from "./helpers/display-modes";
import { countRows, executeSql, queryRows } from "./helpers/db";

interface Row {
  id: number;
  slug: string;
  title: string;
  category: string;
  tags: string;
  author: string;
  publishedAt: Date;
}

/** Published posts as the database holds them, newest first (test-made "e2e-" rows left out). */
async function publishedPosts(category?: string): Promise<Row[]> {
  const rows = await queryRows<Row>(
    `SELECT "id", "slug", "title", "category", "tags", "author", "publishedAt" FROM "BlogPost" WHERE "isPublished" AND "slug" NOT LIKE 'e2e-%' ${category ? `AND "category" = $1` : ""} ORDER BY "publishedAt" DESC, "id" DESC`,
    category ? [category] : [],
  );
  return rows;
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
}

test("/blog: breadcrumb, the category sidebar, popular tags and one card per published post, newest first", async ({
  page,
}) => {
  expect((await page.goto("/blog"))?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Blog");
  const categories = main.getByRole("navigation", { name: "Categories" });
  expect(await categories.getByRole("link").allTextContents()).toEqual([
    "All Posts",
    ...BLOG_CATEGORIES.map((c) => c.name),
  ]);
  await expect(categories.getByRole("link", { name: "All Posts" })).toHaveAttribute("aria-current", "page");
  const tagCount = await main.getByRole("list", { name: "Popular tags" }).getByRole("listitem").count();
  expect(tagCount).toBeGreaterThan(0);
  expect(tagCount).toBeLessThanOrEqual(10);

  const posts = await publishedPosts();
  const cards = main.getByRole("article");
  const titles = await cards.getByRole("heading", { level: 2 }).allTextContents();
  expect(titles.filter((t) => !t.startsWith("E2E"))).toEqual(posts.map((p) => p.title));
  const first = cards.filter({ hasText: posts[0]!.title });
  // The date is a <time> whose text becomes "x ago" in the browser.
  await expect(first.locator("time")).toHaveAttribute("datetime", new Date(posts[0]!.publishedAt).toISOString());
  await expect(first.locator("time")).toHaveText(/ago$|^yesterday$|^last (week|month|year)$/);
  // Five tags each in the seed: three shown, "+2 more".
  await expect(first.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(3);
  await expect(first).toContainText("+2 more");
  // The excerpt is clamped to two lines and the body preview to three.
  const clamps = await first
    .locator("p.line-clamp-2, p.line-clamp-3")
    .evaluateAll((els) => els.map((e) => getComputedStyle(e).webkitLineClamp));
  expect(clamps).toEqual(["2", "3"]);

  await first.getByRole("link", { name: `Read Article about ${posts[0]!.title}` }).click();
  await expect(page).toHaveURL(`/blog/${posts[0]!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0]!.title);
});

test("/blog/category/{slug}: a server-rendered page per category listing only its posts", async ({ page, request }) => {
  for (const category of BLOG_CATEGORIES) {
    const res = await request.get(`/blog/category/${category.slug}`);
    expect(res.status(), category.slug).toBe(200);
    const html = await res.text();
    for (const p of await publishedPosts(category.slug))
      expect(html, `${category.slug} lists ${p.slug}`).toContain(`href="/blog/${p.slug}"`);
  }
  const cyber = BLOG_CATEGORIES.find((c) => c.slug === "cybersecurity")!;
  await page.goto(`/blog/category/${cyber.slug}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(`${cyber.name} Articles`);
  await expect(
    main.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: cyber.name }),
  ).toHaveAttribute("aria-current", "page");
  const titles = await main.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
  expect(titles).toEqual((await publishedPosts(cyber.slug)).map((p) => p.title));
  expect((await request.get("/blog/category/no-such-category")).status()).toBe(404);
});

test("/blog/{slug}: title, date, author, category, content, topics, sidebar, resources and BlogPosting JSON-LD", async ({
  page,
}) => {
  const post = (await publishedPosts()).find((p) => p.slug === BLOG_FEATURED_ARTICLES[0]!.slug)!;
  expect((await page.goto(`/blog/${post.slug}`))?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(
    main.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }),
  ).toHaveAttribute("href", "/blog");
  const time = main.locator("article header time");
  await expect(time).toHaveAttribute("datetime", new Date(post.publishedAt).toISOString());
  await expect(time).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(main.locator("article header")).toContainText(`By ${post.author}`);
  const category = BLOG_CATEGORIES.find((c) => c.slug === post.category)!;
  await expect(main.locator("article header").getByRole("link", { name: category.name })).toHaveAttribute(
    "href",
    `/blog/category/${category.slug}`,
  );
  expect(await main.locator("article h2").count()).toBeGreaterThan(2);
  expect(await main.getByRole("region", { name: "Related Topics" }).getByRole("listitem").allTextContents()).toEqual(
    post.tags.split(",").map((t) => t.trim()),
  );
  await expect(main.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  // Always three: the fixed articles less the one being read, then another published post.
  const popular = main.getByRole("navigation", { name: "Popular Articles" }).getByRole("link");
  const hrefs = await popular.evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
  const fixed = BLOG_FEATURED_ARTICLES.filter((a) => a.slug !== post.slug).map((a) => `/blog/${a.slug}`);
  expect(hrefs).toHaveLength(3);
  expect(hrefs.slice(0, fixed.length)).toEqual(fixed);
  // Any published post may fill the list, one another test published included.
  const published = await queryRows<{ slug: string }>(`SELECT "slug" FROM "BlogPost" WHERE "isPublished"`);
  const others = new Set(published.map((p) => `/blog/${p.slug}`));
  for (const href of hrefs.slice(fixed.length)) {
    expect(others.has(href) && href !== `/blog/${post.slug}` && !fixed.includes(href), href).toBe(true);
  }
  expect(await main.getByRole("navigation", { name: "Our Services" }).getByRole("link").allTextContents()).toEqual(
    SERVICE_NAV.map((s) => s.label),
  );
  for (const r of BLOG_RELATED_RESOURCES)
    await expect(
      main.getByRole("region", { name: "Related Resources" }).getByRole("link", { name: r.title }),
    ).toHaveAttribute("href", r.href);

  const posting = (await jsonLd(page)).find((d) => d["@type"] === "BlogPosting") as Record<string, unknown>;
  expect(posting.headline).toBe(post.title);
  expect(posting.datePublished).toBe(new Date(post.publishedAt).toISOString());
  expect(posting.dateModified).toBeTruthy();
  expect((posting.author as { name: string }).name).toBe(post.author);
  // Its image is the post's own share card (og:image without its cache-busting query), not the logo.
  const card = new URL((await page.locator('meta[property="og:image"]').getAttribute("content"))!);
  expect(posting.image).toBe(`${card.origin}${card.pathname}`);
  expect(card.pathname).toMatch(new RegExp(`^/blog/${post.slug}/opengraph-image`));
  const image = await page.request.get(String(posting.image));
  expect([image.status(), image.headers()["content-type"]]).toEqual([200, "image/png"]);
  // The publisher is the business, defined here under its one @id.
  expect(posting.publisher).toMatchObject({ "@id": new URL("/#organization", card.origin).href, name: BUSINESS.name });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${post.slug}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});

test("an unknown blog slug is a real 404 with the blog's not-found text", async ({ page }) => {
  for (const path of ["/blog/no-such-post", "/blog/Bad%20Slug", "/blog/category"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
    await expect(
      page.getByText("The blog post you're looking for may have been moved or doesn't exist."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  }
});

test("GET /api/blog is a bare array of published posts, newest first; GET /api/blog/{slug} one post or 404 JSON", async ({
  request,
}) => {
  const list = await request.get("/api/blog");
  expect(list.status()).toBe(200);
  const body = (await list.json()) as { slug: string; tags: string; publishedAt: string; content: string }[];
  expect(Array.isArray(body)).toBe(true);
  expect(body.filter((p) => !p.slug.startsWith("e2e-")).map((p) => p.slug)).toEqual(
    (await publishedPosts()).map((p) => p.slug),
  );
  expect(Object.keys(body[0]!).sort()).toEqual([
    "author",
    "category",
    "content",
    "excerpt",
    "id",
    "publishedAt",
    "slug",
    "tags",
    "title",
  ]);
  expect(typeof body[0]!.tags).toBe("string");

  const one = await request.get(`/api/blog/${body[0]!.slug}`);
  expect(one.status()).toBe(200);
  expect(await one.json()).toEqual(body[0]);
  for (const slug of ["no-such-post", "..%2F..%2Fetc", "%3Cscript%3E"]) {
    const missing = await request.get(`/api/blog/${slug}`);
    expect(missing.status(), slug).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: "Blog post not found" });
  }
});

test("a draft appears nowhere; a post published after the build is served, listed by the API and in sitemap.xml at once", async ({
  page,
  request,
}) => {
  const now = new Date();
  const insert = (slug: string, title: string, published: boolean) =>
    executeSql(
      `INSERT INTO "BlogPost" ("title", "slug", "excerpt", "content", "category", "tags", "publishedAt", "updatedAt", "author", "isPublished") VALUES ($1, $2, 'Excerpt', '## Section\n\nBody text.', 'hardware', 'e2e', $3, $3, 'Toronto Dental IT', $4)`,
      [title, slug, now, published],
    );
  const draft = `e2e-draft-${Date.now()}`;
  const fresh = `e2e-fresh-${Date.now()}`;
  await insert(draft, "E2E Draft Post", false);
  await insert(fresh, "E2E Fresh Post", true);
  try {
    expect((await request.get(`/blog/${draft}`)).status()).toBe(404);
    expect((await request.get(`/api/blog/${draft}`)).status()).toBe(404);
    const slugs = ((await (await request.get("/api/blog")).json()) as { slug: string }[]).map((p) => p.slug);
    expect(slugs).not.toContain(draft);
    expect(slugs[0]).toBe(fresh);
    const sitemap = await (await request.get("/server-sitemap.xml")).text();
    expect(sitemap).not.toContain(draft);
    expect(sitemap).toContain(`/blog/${fresh}</loc>`);

    expect((await page.goto(`/blog/${fresh}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Fresh Post");
    await expect(page.getByRole("heading", { level: 2, name: "Section" })).toBeVisible();

    // Unpublishing takes it off the site at once.
    await executeSql(`UPDATE "BlogPost" SET "isPublished" = false WHERE "slug" = $1`, [fresh]);
    expect((await request.get(`/blog/${fresh}`)).status()).toBe(404);
    expect((await request.get(`/api/blog/${fresh}`)).status()).toBe(404);
  } finally {
    await executeSql(`DELETE FROM "BlogPost" WHERE "slug" IN ($1, $2)`, [draft, fresh]);
  }
});

test("a post without content says so", async ({ page }) => {
  const slug = `e2e-empty-${Date.now()}`;
  await executeSql(
    `INSERT INTO "BlogPost" ("title", "slug", "excerpt", "content", "category", "tags", "publishedAt", "updatedAt", "isPublished") VALUES ('E2E Empty Post', $1, 'Nothing yet', '', 'managed-it', '', now(), now(), true)`,
    [slug],
  );
  try {
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(200);
    await expect(page.getByRole("main")).toContainText("No content available for this blog post.");
  } finally {
    await executeSql(`DELETE FROM "BlogPost" WHERE "slug" = $1`, [slug]);
  }
});

// The listed blog pages are swept by site-sweep.spec.ts; the blog's own 404 page is not listed.
for (const path of ["/blog/no-such-post"]) {
  test(`${path}: zero axe violations and zero Nu errors in the three display modes`, async ({ page }) => {
    await expectPageQualityInAllModes(page, path);
  });
}

test("a list longer than a page: later pages at /blog/page/{n} and /blog/category/{slug}/page/{n}, with previous/next links; past the end a real 404", async ({
  page,
  request,
}) => {
  // 30 test posts, older than every real one (so the real posts keep their places on page 1 if a
  // list regenerates meanwhile), in a category whose page no other test compares exactly.
  const stamp = Date.now();
  const slugs = Array.from({ length: 30 }, (_, i) => `e2e-page-${stamp}-${String(i + 1).padStart(2, "0")}`);
  await Promise.all(
    slugs.map((slug, i) => {
      const at = new Date(Date.UTC(2001, 0, 30 - i));
      return executeSql(
        `INSERT INTO "BlogPost" ("title", "slug", "excerpt", "content", "category", "tags", "publishedAt", "updatedAt", "author", "isPublished") VALUES ($1, $2, 'Excerpt', 'Body text.', 'hardware', 'e2e', $3, $3, 'Toronto Dental IT', true)`,
        [`E2E Paged Post ${String(i + 1).padStart(2, "0")}`, slug, at],
      );
    }),
  );
  try {
    // Every published post counts (other tests may add their own meanwhile; ours are the oldest).
    const total = await countRows(`SELECT COUNT(*) AS n FROM "BlogPost" WHERE "isPublished"`);
    const pages = Math.ceil(total / 24);
    // A page that did not exist at build time is rendered on its first request, from the database.
    expect((await page.goto(`/blog/page/${pages}`))?.status()).toBe(200);
    const main = page.getByRole("main");
    const onLast = await main.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
    expect(onLast.length).toBeGreaterThan(0);
    expect(onLast.length).toBeLessThanOrEqual(24);
    expect(onLast.at(-1)).toBe("E2E Paged Post 30");
    const ours = onLast.filter((t) => t.startsWith("E2E Paged Post"));
    expect(ours).toEqual([...ours].sort());
    const nav = main.getByRole("navigation", { name: "All posts pages" });
    await expect(nav.getByRole("link", { name: `Page ${pages}` })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: /Newer posts/ })).toHaveAttribute("rel", "prev");
    await expect(nav.getByRole("link", { name: /Newer posts/ })).toHaveAttribute(
      "href",
      pages === 2 ? "/blog" : `/blog/page/${pages - 1}`,
    );
    await expect(nav.getByRole("link", { name: /Older posts/ })).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/page/${pages}$`));
    await expect(page).toHaveTitle(new RegExp(`\\(Page ${pages}\\)`));

    const hardware = await countRows(
      `SELECT COUNT(*) AS n FROM "BlogPost" WHERE "isPublished" AND "category" = 'hardware'`,
    );
    expect((await request.get("/blog/category/hardware/page/2")).status()).toBe(hardware > 24 ? 200 : 404);
    // The page navigation passes the same checks as every page.
    await expectPageQualityInAllModes(page, `/blog/page/${pages}`);
    for (const path of [
      `/blog/page/${pages + 1}`,
      "/blog/page/1",
      "/blog/page/02",
      "/blog/page/two",
      `/blog/category/hardware/page/${Math.ceil(hardware / 24) + 1}`,
      "/blog/category/no-such/page/2",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  } finally {
    await executeSql(`DELETE FROM "BlogPost" WHERE "slug" LIKE $1`, [`e2e-page-${stamp}-%`]);
  }
  // Once the posts are gone, so is the page (proxy.ts counts on every request).
  const left = await countRows(`SELECT COUNT(*) AS n FROM "BlogPost" WHERE "isPublished"`);
  if (left <= 24) expect((await request.get("/blog/page/2")).status()).toBe(404);
});
