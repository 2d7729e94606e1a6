import { expect, test as base, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { slugify } from "@/lib/blog/slug";
import { expectPageQualityInAllModes } from "./helpers/display-modes";
import { eventually, executeSql, queryRows, receivedEmails } from "./helpers/db";
import { E2E_BASE_URL } from "./helpers/env";
import { readFeed } from "./helpers/feed";
import { subscribeConfirmed } from "./helpers/newsletter";
import { signIn } from "./helpers/staff";

/**
 * Blog and newsletter publishing in the staff area. Signs in once per worker (sign-in is rate
 * limited per username) and reuses the session cookie in every test.
 *
 * The tests that publish something come first and take it off the site again at once (through the
 * staff screens, so the public pages are revalidated) before deleting it: other spec files compare
 * the public lists with the database, and test-made posts carry an "e2e-" slug and an "E2E" title.
 */
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

const test = base.extend<object, { staffState: StorageState }>({
  staffState: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ baseURL: E2E_BASE_URL });
      const page = await context.newPage();
      await signIn(page);
      const state = await context.storageState();
      await context.close();
      await provide(state);
    },
    { scope: "worker" },
  ],
  storageState: async ({ staffState }, provide) => provide(staffState),
});

const SAME_ORIGIN = { Origin: E2E_BASE_URL };

/** Collects the page's console errors, uncaught exceptions and failed requests; the flows must have none. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

/** The <loc> values of sitemap.xml's child sitemaps, read by following the index. */
async function sitemapLocs(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get("/sitemap.xml")).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(children.length).toBeGreaterThan(0);
  const locs: string[] = [];
  for (const child of children) {
    const xml = await (await request.get(child.replace(E2E_BASE_URL, ""))).text();
    locs.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  }
  return locs;
}

async function apiBlogSlugs(request: APIRequestContext): Promise<string[]> {
  return ((await (await request.get("/api/blog")).json()) as { slug: string }[]).map((p) => p.slug);
}

test("a post: a draft is nowhere; published, it is on /blog/{slug}, /blog, its category, the API and sitemap.xml at once; unpublished, 404 again", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `E2E Admin Post ${stamp}`;
  const slug = `e2e-admin-post-${stamp}`;
  // Unpublishing asks for confirmation.
  page.on("dialog", (dialog) => void dialog.accept());
  const consoleErrors = watchConsole(page);
  try {
    await page.goto("/admin/blog/new");
    const form = page.getByRole("form", { name: "New post" });
    await form.getByLabel(/^Title/).fill(title);
    // A new post's slug follows its title until it is edited.
    await expect(form.getByLabel(/^Slug/)).toHaveValue(slugify(title));
    await form.getByLabel(/^Slug/).fill(slug);
    await form.getByLabel(/^Excerpt/).fill("A post written through the staff area by the browser tests.");
    await form.getByLabel(/^Category/).selectOption({ label: "Hardware" });
    await form.getByLabel(/^Tags/).fill("e2e, publishing,  e2e ");
    await form
      .getByLabel(/^Content/)
      .fill("Opening paragraph with **bold words**.\n\n## Section From The Editor\n\n- First point\n- Second point");

    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview).toContainText(title);
    await expect(preview.getByRole("heading", { name: "Section From The Editor" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("bold words");
    await expect(preview.getByRole("listitem")).toHaveText(["First point", "Second point"]);

    await form.getByRole("button", { name: "Save as draft" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
    const [row] = await queryRows<{ isPublished: boolean; tags: string; publishedAt: Date }>(
      `SELECT "isPublished", "tags", "publishedAt" FROM "BlogPost" WHERE "slug" = $1`,
      [slug],
    );
    expect(row?.isPublished).toBe(false);
    expect(row?.tags).toBe("e2e, publishing");
    expect(new Date(row!.publishedAt).getTime(), "a draft has no publication date").toBe(0);

    // A draft appears nowhere.
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect((await request.get(`/api/blog/${slug}`)).status()).toBe(404);
    expect(await apiBlogSlugs(request)).not.toContain(slug);
    expect(await (await request.get("/server-sitemap.xml")).text()).not.toContain(slug);

    // Published: everywhere at once, without a rebuild.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
    const published = await request.get(`/blog/${slug}`);
    expect(published.status()).toBe(200);
    const html = await published.text();
    expect(html).toContain(title);
    expect(html).toContain("Section From The Editor");
    expect(await (await request.get("/blog")).text()).toContain(`href="/blog/${slug}"`);
    expect(await (await request.get("/blog/category/hardware")).text()).toContain(`href="/blog/${slug}"`);
    expect(await (await request.get("/sitemap")).text()).toContain(`href="/blog/${slug}"`);
    expect(await apiBlogSlugs(request)).toContain(slug);
    expect(await sitemapLocs(request)).toContain(`${E2E_BASE_URL}/blog/${slug}`);
    // The newest post: first in the RSS feed.
    expect((await readFeed(request)).items[0]).toMatchObject({ title, link: `${E2E_BASE_URL}/blog/${slug}` });
    const [stamped] = await queryRows<{ publishedAt: Date }>(`SELECT "publishedAt" FROM "BlogPost" WHERE "slug" = $1`, [
      slug,
    ]);
    expect(Date.now() - new Date(stamped!.publishedAt).getTime()).toBeLessThan(5 * 60_000);

    // Unpublished: off the site again.
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect(await apiBlogSlugs(request)).not.toContain(slug);
    expect(await (await request.get("/blog")).text()).not.toContain(`href="/blog/${slug}"`);
    expect(await (await request.get("/blog/category/hardware")).text()).not.toContain(`href="/blog/${slug}"`);
    expect(await sitemapLocs(request)).not.toContain(`${E2E_BASE_URL}/blog/${slug}`);
    expect((await readFeed(request)).items.map((i) => i.link)).not.toContain(`${E2E_BASE_URL}/blog/${slug}`);

    // The list shows it as a draft.
    await page.goto("/admin/blog");
    const listed = page.getByRole("row").filter({ hasText: title });
    await expect(listed).toContainText("Draft");
    await expect(listed).toContainText("Hardware");
    await expect(listed.getByRole("link", { name: `Edit “${title}”` })).toHaveAttribute("href", /\/admin\/blog\/\d+$/);
    expect(consoleErrors).toEqual([]);
  } finally {
    await executeSql(`DELETE FROM "BlogPost" WHERE "slug" = $1`, [slug]);
  }
});

const unsubscribeLink = (text: string | undefined) =>
  /(http:\/\/[^\s]+\/newsletter\/unsubscribe\?token=[^\s]+)/.exec(text ?? "")?.[1];

test("an issue: a draft is nowhere; published and sent, each test subscriber gets exactly one copy with their own unsubscribe link; a second send queues none", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `E2E Issue ${stamp}`;
  const emails = [`e2e-issue-a-${stamp}@example.com`, `e2e-issue-b-${stamp}@example.com`];
  let n = 0;
  const forwardedFor = () => `198.51.100.${((stamp + n++) % 250) + 1}`;
  for (const [i, email] of emails.entries())
    await subscribeConfirmed(request, { email, name: `Test Reader ${i + 1}` }, forwardedFor);
  // Asked but never confirmed: gets no issue.
  const pending = `e2e-issue-pending-${stamp}@example.com`;
  expect(
    (
      await request.post("/api/newsletter/subscribe", {
        headers: { "X-Forwarded-For": forwardedFor() },
        data: { email: pending, name: "Not Yet" },
      })
    ).status(),
  ).toBe(200);
  let id = 0;
  // Sending and unpublishing ask for confirmation.
  page.on("dialog", (dialog) => void dialog.accept());
  const consoleErrors = watchConsole(page);
  try {
    await page.goto("/admin/newsletter/new");
    const form = page.getByRole("form", { name: "New issue" });
    await form.getByLabel(/^Title/).fill(title);
    // The oldest possible month: the public lists put it last.
    await form.getByLabel(/^Month/).selectOption("January");
    await form.getByLabel(/^Year/).fill("2000");
    await form.getByLabel(/^Content/).fill("## Security Alerts\n\nPatch **now**.\n\n- Windows\n- Dentrix");
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview).toContainText("January 2000");
    await expect(preview.getByRole("heading", { name: "Security Alerts" })).toBeVisible();
    await form.getByRole("button", { name: "Save as draft" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter\/\d+$/);
    id = Number(/\/admin\/newsletter\/(\d+)$/.exec(page.url())![1]);

    // A draft appears nowhere and cannot be sent.
    expect((await request.get(`/newsletter/${id}`)).status()).toBe(404);
    const recent = async () =>
      ((await (await request.get("/api/newsletter/issues/recent?limit=50")).json()) as { id: number }[]).map(
        (i) => i.id,
      );
    expect(await recent()).not.toContain(id);
    expect(await (await request.get("/server-sitemap.xml")).text()).not.toContain(`/newsletter/${id}</loc>`);
    await expect(page.getByText("Publish the issue before sending it")).toBeVisible();
    const early = await page.request.post(`/api/admin/newsletter/${id}/send`, { headers: SAME_ORIGIN, data: {} });
    expect(early.status()).toBe(409);
    expect((await early.json()) as { message: string }).toMatchObject({
      message: expect.stringContaining("Publish the issue before sending it"),
    });

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("button", { name: "Send to subscribers" })).toBeVisible();
    expect((await request.get(`/newsletter/${id}`)).status()).toBe(200);
    expect(await recent()).toContain(id);
    expect(await sitemapLocs(request)).toContain(`${E2E_BASE_URL}/newsletter/${id}`);

    // Send: one message per subscriber, each with its own unsubscribe link and headers.
    await page.getByRole("button", { name: "Send to subscribers" }).click();
    const progress = page.getByRole("main").getByRole("status");
    await expect(progress).toContainText(/Queued \d+ messages?/);
    const mine = async () => (await receivedEmails()).filter((m) => m.subject === title);
    const got = await eventually(mine, (list) => emails.every((e) => list.some((m) => m.to.includes(e))), 45_000);
    const links = new Set<string>();
    for (const email of emails) {
      const copies = got.filter((m) => m.to.includes(email));
      expect(copies, email).toHaveLength(1);
      const link = unsubscribeLink(copies[0]!.text);
      expect(link, `${email} unsubscribe link`).toBeTruthy();
      links.add(link!);
      expect(copies[0]!.headers?.["List-Unsubscribe"]).toMatch(
        /^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}>$/,
      );
      expect(copies[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(copies[0]!.text).toContain(`${E2E_BASE_URL}/newsletter/${id}`);
      expect(copies[0]!.text).toContain("Security Alerts");
    }
    expect(links.size, "each subscriber has their own link").toBe(2);
    expect(
      got.filter((m) => m.to.includes(pending)),
      "a pending address gets no issue",
    ).toEqual([]);
    const deliveries = await queryRows<{ n: number }>(
      `SELECT COUNT(*) AS n FROM "NewsletterDelivery" d JOIN "NewsletterSubscriber" s ON s."id" = d."subscriberId" WHERE d."issueId" = $1 AND s."email" IN ($2, $3)`,
      [id, ...emails],
    );
    expect(Number(deliveries[0]!.n)).toBe(2);

    // Sending again queues nobody who has it (someone who subscribed meanwhile would get it).
    await page.getByRole("button", { name: "Send to subscribers" }).click();
    await expect(progress).toContainText("No new messages were queued.");
    await expect(progress).toContainText(/had this issue already/);
    const again = await page.request.post(`/api/admin/newsletter/${id}/send`, { headers: SAME_ORIGIN, data: {} });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ queued: 0, remaining: 0 });
    await page.waitForTimeout(1500);
    for (const email of emails)
      expect(
        (await mine()).filter((m) => m.to.includes(email)),
        email,
      ).toHaveLength(1);

    // Unpublished through the editor, so the public lists are revalidated before the row goes.
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
    expect((await request.get(`/newsletter/${id}`)).status()).toBe(404);
    expect(consoleErrors).toEqual([]);
  } finally {
    if (id) await executeSql(`DELETE FROM "NewsletterIssue" WHERE "id" = $1`, [id]);
  }
});

test("the editors: format, uniqueness and required-field errors on the fields, in the browser and from the server", async ({
  page,
}) => {
  const [taken] = await queryRows<{ slug: string }>(
    `SELECT "slug" FROM "BlogPost" WHERE "isPublished" = true ORDER BY "id" LIMIT 1`,
  );
  await page.goto("/admin/blog/new");
  const form = page.getByRole("form", { name: "New post" });
  await form.getByRole("button", { name: "Save as draft" }).click();
  await expect(form.getByLabel(/^Title/)).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(/^Title/)).toBeFocused();
  await expect(form.getByLabel(/^Title/)).toHaveAccessibleDescription("Enter a title of at least 3 characters.");
  await expect(form.getByLabel(/^Category/)).toHaveAccessibleDescription("Choose one of the seven categories.");
  await expect(form.getByLabel(/^Content/)).toHaveAccessibleDescription(/Write the post's content\.$/);

  await form.getByLabel(/^Title/).fill("E2E Slug Checks");
  await form.getByLabel(/^Slug/).fill("Not A Slug");
  await form.getByLabel(/^Slug/).blur();
  await expect(form.getByLabel(/^Slug/)).toHaveAccessibleDescription(
    /Use lower-case letters and digits, with single hyphens/,
  );

  // A slug another post uses: the server says so on the field.
  await form.getByLabel(/^Slug/).fill(taken!.slug);
  await form.getByLabel(/^Excerpt/).fill("Checking that a taken slug is refused.");
  await form.getByLabel(/^Category/).selectOption("managed-it");
  await form.getByLabel(/^Content/).fill("Body.");
  await form.getByRole("button", { name: "Save as draft" }).click();
  await expect(form.getByLabel(/^Slug/)).toHaveAccessibleDescription(
    /Another post already uses this slug\. Choose a different one\.$/,
  );
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  expect(await queryRows(`SELECT "id" FROM "BlogPost" WHERE "title" = 'E2E Slug Checks'`)).toHaveLength(0);

  await page.goto("/admin/newsletter/new");
  const issue = page.getByRole("form", { name: "New issue" });
  await issue.getByLabel(/^Year/).fill("1999");
  await issue.getByRole("button", { name: "Save as draft" }).click();
  await expect(issue.getByLabel(/^Title/)).toHaveAccessibleDescription(/Enter a title of at least 3 characters\.$/);
  await expect(issue.getByLabel(/^Year/)).toHaveAccessibleDescription(/from 2000 to 2100/);
});

test("/api/admin publishing routes: 401 without a session, 403 from another origin even when signed in, 400 for fields the schema does not know", async ({
  page,
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const routes = [
    "/api/admin/blog",
    "/api/admin/blog/1",
    "/api/admin/newsletter",
    "/api/admin/newsletter/1",
    "/api/admin/newsletter/1/send",
  ];
  try {
    for (const route of routes) {
      expect(
        (await anonymous.post(route, { headers: SAME_ORIGIN, data: {} })).status(),
        `${route} without a session`,
      ).toBe(401);
      expect(
        (await anonymous.post(route, { headers: { Origin: "https://attacker.example" }, data: {} })).status(),
        `${route} foreign origin`,
      ).toBe(403);
      const signedInForeign = await page.request.post(route, {
        headers: { Origin: "https://attacker.example" },
        data: {},
      });
      expect(signedInForeign.status(), `${route} signed in, foreign origin`).toBe(403);
      const headers = signedInForeign.headers();
      expect(headers["x-robots-tag"]).toContain("noindex");
    }
    for (const path of ["/admin/blog", "/admin/blog/new", "/admin/newsletter", "/admin/newsletter/new"]) {
      const res = await anonymous.get(path, { maxRedirects: 0 });
      expect([303, 307], `${path} without a session`).toContain(res.status());
      expect(res.headers().location).toMatch(/\/admin\/sign-in$/);
    }
  } finally {
    await anonymous.dispose();
  }
  const unknown = await page.request.post("/api/admin/newsletter", {
    headers: SAME_ORIGIN,
    data: { title: "E2E Strict", month: "May", year: 2026, content: "Text", status: "draft", isPublished: true },
  });
  expect(unknown.status()).toBe(400);
  expect(await unknown.json()).toMatchObject({ fieldErrors: { isPublished: ["This field is not accepted."] } });
  const missing = await page.request.post("/api/admin/blog/99999999", {
    headers: SAME_ORIGIN,
    data: {
      title: "E2E Missing",
      slug: "e2e-missing",
      excerpt: "A post that does not exist.",
      category: "hardware",
      tags: "",
      author: "E2E",
      content: "Text",
      status: "draft",
    },
  });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({
    success: false,
    message: "This post no longer exists. It may have been deleted.",
  });
});

test("an edit page tells no stranger which ids exist: without a session an existing and a missing id answer alike; signed in, a missing id is a 404", async ({
  page,
  playwright,
}) => {
  const ids = await firstIds();
  // Within the id pattern (ten digits at most) and far above any id the tests create.
  const missingId = 2_000_000_000;
  const anonymous = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    for (const [kind, id] of [
      ["blog", ids.post],
      ["newsletter", ids.issue],
    ] as const) {
      const answer = async (path: string) => {
        const res = await anonymous.get(path, { maxRedirects: 0 });
        return { status: res.status(), location: res.headers().location };
      };
      const existing = await answer(`/admin/${kind}/${id}`);
      expect(await answer(`/admin/${kind}/${missingId}`), `/admin/${kind}/<missing id> without a session`).toEqual(
        existing,
      );
      expect([303, 307], `/admin/${kind}/<id> without a session`).toContain(existing.status);
      expect(existing.location).toMatch(/\/admin\/sign-in$/);

      expect(
        (await page.request.get(`/admin/${kind}/${id}`, { maxRedirects: 0 })).status(),
        `/admin/${kind}/<id> signed in`,
      ).toBe(200);
      const missing = await page.request.get(`/admin/${kind}/${missingId}`, { maxRedirects: 0 });
      expect(missing.status(), `/admin/${kind}/<missing id> signed in`).toBe(404);
      expect(await missing.text()).toContain("<h1");
    }
  } finally {
    await anonymous.dispose();
  }
});

async function firstIds(): Promise<{ post: number; issue: number }> {
  const [post] = await queryRows<{ id: number }>(
    `SELECT "id" FROM "BlogPost" WHERE "isPublished" = true ORDER BY "id" LIMIT 1`,
  );
  const [issue] = await queryRows<{ id: number }>(
    `SELECT "id" FROM "NewsletterIssue" WHERE "isPublished" = true ORDER BY "id" LIMIT 1`,
  );
  return { post: Number(post!.id), issue: Number(issue!.id) };
}

/** The editor with its field errors and preview showing. */
async function showErrors(page: Page) {
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
}

for (const path of [
  "/admin/blog",
  "/admin/blog/new",
  "/admin/blog/{post}",
  "/admin/newsletter",
  "/admin/newsletter/new",
  "/admin/newsletter/{issue}",
]) {
  test(`${path}: zero axe violations and zero Nu errors in the three display modes`, async ({ page }) => {
    const ids = await firstIds();
    const url = path.replace("{post}", String(ids.post)).replace("{issue}", String(ids.issue));
    await expectPageQualityInAllModes(page, url, url.endsWith("/new") ? showErrors : undefined);
  });
}
