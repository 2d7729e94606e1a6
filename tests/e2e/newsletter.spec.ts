import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { BUSINESS, formatAddress } from "@/content/business";
import {
  CONFIRM_BUTTON,
  CONFIRMED_TITLE,
  NEWSLETTER,
  SUBSCRIBE_SUCCESS,
  newsletterConsentText,
} from "@/content/newsletter";
import { markupToText } from "@/lib/core/markup";
import { expectPageQualityInAllModes } from "./helpers/display-modes";
import { countRows, eventually, queryRows, receivedEmails } from "./helpers/db";
import { expectHydrated } from "./helpers/hydration";
import { confirmPost, confirmationEmailsTo, latestConfirmPath, subscribeConfirmed } from "./helpers/newsletter";

let n = 0;
/** A unique forwarded address per test, so rate limits never decide a result. */
function forwardedFor(): string {
  n++;
  return `203.0.${Math.floor(Math.random() * 200) + 20}.${(n % 250) + 1}`;
}

interface IssueRow {
  id: number;
  title: string;
  month: string;
  year: number;
}
/** Every issue, newest first by year then month, as the database holds them. */
const issuesNewestFirst = () =>
  queryRows<IssueRow>(
    `SELECT "id", "title", "month", "year" FROM "NewsletterIssue" WHERE "isPublished" = true ORDER BY "year" DESC, "monthNumber" DESC, "id" DESC`,
  );

async function subscribeThroughForm(
  page: Page,
  email: string,
  name = "Dr. Avery Chen",
  practiceName = "Queen West Dental",
) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: /Subscrib/ }) });
  // These tests are of the scripted form: a press before hydration would be the browser's own post.
  await expectHydrated(form);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Practice name/).fill(practiceName);
  return form;
}

const welcomesTo = async (email: string) =>
  (await receivedEmails()).filter((m) => m.to.includes(email) && /Welcome/.test(m.subject));

async function subscriberRow(email: string) {
  const rows = await queryRows<{ id: number; subscribed: boolean; unsubscribedAt: Date | null; name: string }>(
    `SELECT "id", "subscribed", "unsubscribedAt", "name" FROM "NewsletterSubscriber" WHERE "email" = $1`,
    [email],
  );
  return rows;
}

function linksOf(text: string | undefined): { page: string } {
  const page = /(http:\/\/[^\s]+\/newsletter\/unsubscribe\?token=[^\s]+)/.exec(text ?? "")?.[1];
  if (!page) throw new Error("no unsubscribe link in the e-mail");
  return { page };
}

async function apiSubscribe(request: APIRequestContext, email: string, name = "Pat Lee") {
  return request.post("/api/newsletter/subscribe", {
    headers: { "X-Forwarded-For": forwardedFor() },
    data: { email, name, practiceName: "" },
  });
}

/** Subscribed and confirmed, so the welcome (with its unsubscribe link) is on its way. */
const activeSubscriber = (request: APIRequestContext, email: string, name = "Pat Lee") =>
  subscribeConfirmed(request, { email, name }, forwardedFor);

test("/newsletter: heading, why subscribe, the free consultation offer, the form with its consent wording and three issues from the server", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/newsletter")).text();
  // The first page of issues is in the server's HTML (as elements; the page's payload names them too).
  expect(html.match(/>Read Full Issue</g)).toHaveLength(NEWSLETTER.issuesPageSize);
  // ...as cards only: each issue's full text stays on the server (its closing words, a run of plain
  // letters that no HTML or JSON escaping would change, are nowhere in the page or its payload).
  const served = await queryRows<{ content: string }>(
    `SELECT "content" FROM "NewsletterIssue" WHERE "isPublished" = true ORDER BY "year" DESC, "monthNumber" DESC, "id" DESC LIMIT $1`,
    [NEWSLETTER.issuesPageSize],
  );
  for (const { content } of served) {
    const closing = [...markupToText(content).matchAll(/[A-Za-z0-9 ,]{30,}/g)].at(-1)?.[0];
    expect(closing, "an issue's text ends with a run of plain words").toBeDefined();
    expect(html).not.toContain(closing!);
  }

  expect((await page.goto("/newsletter"))?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Monthly Dental Tech Trends Newsletter");
  await expect(main.getByRole("region", { name: "Why Subscribe?" }).getByRole("listitem")).toHaveCount(4);
  const offer = main.getByRole("region", { name: "Free Consultation Offer" });
  await expect(offer).toContainText("30-minute");
  await expect(offer.getByRole("link", { name: BUSINESS.phones.main.display })).toHaveAttribute("href", /^tel:/);
  await expect(offer.getByRole("link", { name: "Book your free assessment" })).toHaveAttribute("href", "/book");
  const button = main.getByRole("button", { name: "Subscribe", exact: true });
  await expect(button).toHaveAccessibleDescription(newsletterConsentText());

  const issues = await issuesNewestFirst();
  const cards = main.getByRole("region", { name: "Recent Newsletter Issues" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  const first = cards.first();
  await expect(first.getByRole("heading")).toHaveText(issues[0]!.title);
  await expect(first).toContainText(`${issues[0]!.month} ${issues[0]!.year}`);
  const previewText = (await first.locator("p").nth(1).textContent()) ?? "";
  expect(previewText.endsWith("...")).toBe(true);
  expect(previewText.length).toBeLessThanOrEqual(NEWSLETTER.previewLength + 3);
  const link = first.getByRole("link", { name: /Read Full Issue/ });
  await expect(link).toHaveAttribute("href", `/newsletter/${issues[0]!.id}`);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
});

test("Load More Issues grows the list by three, shows skeletons while loading, and disappears at the end", async ({
  page,
}) => {
  const issues = await issuesNewestFirst();
  expect(issues.length).toBeGreaterThan(6);
  // Each page of issues waits at a gate opened after its skeletons were seen; the gate is made
  // before the click, so a request intercepted after the release passes at once.
  let release: () => void = () => {};
  let gate = Promise.resolve();
  await page.route("**/api/newsletter/issues/recent**", async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/newsletter");
  const region = page.getByRole("main").getByRole("region", { name: "Recent Newsletter Issues" });
  const cards = region.getByRole("heading", { level: 3 });
  await expect(cards).toHaveCount(3);
  const more = region.getByRole("button", { name: "Load More Issues" });
  let shown = 3;
  while (shown < issues.length) {
    gate = new Promise<void>((resolve) => (release = resolve));
    await more.click();
    await expect(region.locator('li[aria-hidden="true"]')).toHaveCount(3);
    release();
    shown = Math.min(shown + 3, issues.length);
    await expect(cards).toHaveCount(shown);
    await expect(region.locator('li[aria-hidden="true"]')).toHaveCount(0);
  }
  expect(await cards.allTextContents()).toEqual(issues.map((i) => i.title));
  // The last answer held fewer than three (or the list ended exactly on a page boundary and one more empty page was asked).
  if (issues.length % 3 !== 0) await expect(more).toHaveCount(0);
});

test("a failed Load More shows its error text and lets the visitor try again", async ({ page }) => {
  await page.route("**/api/newsletter/issues/recent**", (route) => route.fulfill({ status: 503, body: "{}" }));
  await page.goto("/newsletter");
  const region = page.getByRole("main").getByRole("region", { name: "Recent Newsletter Issues" });
  await region.getByRole("button", { name: "Load More Issues" }).click();
  await expect(
    region.getByText("Unable to load newsletter issues at this time. Please check back later."),
  ).toBeVisible();
  await page.unroute("**/api/newsletter/issues/recent**");
  await region.getByRole("button", { name: "Try Again" }).click();
  await expect(region.getByRole("heading", { level: 3 })).toHaveCount(6);
});

test("subscribe: a pending row and a confirmation e-mail without the typed name; its page confirms, records consent and sends one welcome; again: nothing new, same answer", async ({
  page,
  request,
}) => {
  const email = `e2e-subscriber-${Date.now()}@example.com`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
  await page.goto("/newsletter");
  let answers = 0;
  let hold: () => void = () => {};
  // The button turns busy before the request leaves (the island first loads its schema and checks
  // the fields), so the request is released only once it has really been held; releasing it
  // earlier would leave it held for ever.
  let held: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (held = resolve));
  await page.route("**/api/newsletter/subscribe", async (route) => {
    answers++;
    if (answers === 1) {
      const released = new Promise<void>((resolve) => (hold = resolve));
      held();
      await released;
    }
    await route.continue();
  });
  const form = await subscribeThroughForm(page, `  ${email.toUpperCase()} `);
  await form.getByRole("button", { name: "Subscribe", exact: true }).click();
  const busy = form.getByRole("button", { name: "Subscribing..." });
  await expect(busy).toBeDisabled();
  await arrived;
  hold();
  await expect(page.getByText("Subscription Successful!").first()).toBeVisible();
  await expect(page.getByText(SUBSCRIBE_SUCCESS).first()).toBeVisible();
  await expect(form.getByLabel(/^Email/)).toHaveValue("");
  await expect(form.getByLabel(/^Name/)).toHaveValue("");

  // Pending: nothing active, no consent, no welcome until the owner confirms.
  const pending = await subscriberRow(email);
  expect(pending).toHaveLength(1);
  expect(pending[0]!.subscribed).toBe(false);
  expect(
    await countRows(`SELECT COUNT(*) AS n FROM "NewsletterConsent" WHERE "subscriberId" = $1`, [pending[0]!.id]),
  ).toBe(0);

  // The confirmation e-mail names the address and nothing else that was typed.
  const confirmPath = await latestConfirmPath(email);
  const [confirmation] = await confirmationEmailsTo(email);
  expect(confirmation!.subject).toBe(`Please confirm your subscription to the ${BUSINESS.name} newsletter`);
  for (const typed of ["Avery", "Chen", "Queen West"]) {
    expect(confirmation!.subject).not.toContain(typed);
    expect(confirmation!.text).not.toContain(typed);
  }
  expect(confirmation!.text).toContain(email);
  expect(confirmation!.text).toContain("If you did not ask for this, ignore this e-mail; you will not be subscribed.");
  expect(confirmation!.text).toContain(formatAddress());
  expect(confirmPath).toMatch(/^\/newsletter\/confirm\?token=\d+\.[\w-]{43}$/);

  // A mail scanner's GET of the link changes nothing.
  expect((await request.get(confirmPath)).status()).toBe(200);
  expect((await subscriberRow(email))[0]!.subscribed).toBe(false);

  await page.goto(confirmPath);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expect(main).not.toContainText(email);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const confirm = main.getByRole("button", { name: CONFIRM_BUTTON });
  await expect(confirm).toHaveAccessibleDescription(newsletterConsentText());
  await confirm.click();
  await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(CONFIRMED_TITLE);

  const rows = await subscriberRow(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.subscribed).toBe(true);
  expect(rows[0]!.name).toBe("Dr. Avery Chen");
  const consents = await queryRows<{ sourcePath: string; wording: string; givenAt: Date }>(
    `SELECT "sourcePath", "wording", "givenAt" FROM "NewsletterConsent" WHERE "subscriberId" = $1`,
    [rows[0]!.id],
  );
  expect(consents).toEqual([
    { sourcePath: "/newsletter", wording: newsletterConsentText(), givenAt: expect.any(Date) },
  ]);

  const welcomes = await eventually(
    () => welcomesTo(email),
    (m) => m.length > 0,
  );
  expect(welcomes).toHaveLength(1);
  const mail = welcomes[0]!;
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.headers?.["List-Unsubscribe"]).toMatch(
    /^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}>$/,
  );
  expect(mail.text).toContain(formatAddress());
  expect(mail.text).toContain(BUSINESS.name);
  linksOf(mail.text);

  // The link again: already confirmed; its button again (a second tab) changes nothing.
  await page.goto(confirmPath);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Your subscription is already confirmed");
  expect((await confirmPost(page.request, confirmPath, forwardedFor())).status()).toBe(200);

  // The same address again (through the API this time): same answer, no new row, no e-mail.
  const again = await apiSubscribe(page.request, email);
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ success: true, message: SUBSCRIBE_SUCCESS });
  expect(await countRows(`SELECT COUNT(*) AS n FROM "NewsletterSubscriber" WHERE "email" = $1`, [email])).toBe(1);
  expect(
    await countRows(`SELECT COUNT(*) AS n FROM "Delivery" WHERE "kind" = 'newsletter-confirm' AND "toAddress" = $1`, [
      email,
    ]),
  ).toBe(1);
  await page.waitForTimeout(1500);
  expect(await welcomesTo(email)).toHaveLength(1);
  expect(await confirmationEmailsTo(email)).toHaveLength(1);
  expect(
    await countRows(`SELECT COUNT(*) AS n FROM "Delivery" WHERE "kind" = 'newsletter-welcome' AND "toAddress" = $1`, [
      email,
    ]),
  ).toBe(1);
  expect(
    await countRows(`SELECT COUNT(*) AS n FROM "NewsletterConsent" WHERE "subscriberId" = $1`, [rows[0]!.id]),
  ).toBe(1);
});

test("a tampered or unknown confirmation link gets a clear page with a way to subscribe again, and its POST confirms nothing", async ({
  page,
  request,
}) => {
  const email = `e2e-unconfirmed-${Date.now()}@example.com`;
  expect((await apiSubscribe(request, email)).status()).toBe(200);
  const real = new URL(await latestConfirmPath(email), "http://localhost").searchParams.get("token")!;
  const tampered = `${real.slice(0, -1)}${real.endsWith("A") ? "B" : "A"}`;
  for (const token of ["", tampered, "1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "<script>alert(1)</script>"]) {
    const res = await page.goto(`/newsletter/confirm?token=${encodeURIComponent(token)}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This confirmation link is not valid");
    await expect(page.getByRole("main").getByRole("link", { name: "Subscribe to the newsletter" })).toHaveAttribute(
      "href",
      "/newsletter#subscribe",
    );
    const refused = await confirmPost(
      request,
      `/newsletter/confirm?token=${encodeURIComponent(token)}`,
      forwardedFor(),
    );
    expect(refused.status()).toBe(400);
  }
  expect((await request.get(`/api/newsletter/confirm?token=${real}`)).status()).toBe(405);
  expect((await subscriberRow(email))[0]!.subscribed).toBe(false);
});

test("an invalid e-mail shows the 'Invalid Email' notice and posts nothing", async ({ page }) => {
  await page.goto("/newsletter");
  let posted = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/newsletter/subscribe")) posted++;
  });
  const form = await subscribeThroughForm(page, "not-an-address");
  await form.getByRole("button", { name: "Subscribe", exact: true }).click();
  await expect(page.getByText("Invalid Email").first()).toBeVisible();
  await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
  await expect(form.getByLabel(/^Email/)).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(0);
});

test("the server's refusal is shown as 'Subscription Failed' with its message", async ({ page }) => {
  await page.goto("/newsletter");
  await page.route("**/api/newsletter/subscribe", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "Too many requests. Please wait 60 seconds and try again." }),
    }),
  );
  const form = await subscribeThroughForm(page, `e2e-refused-${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Subscribe", exact: true }).click();
  await expect(page.getByText("Subscription Failed").first()).toBeVisible();
  await expect(page.getByText("Too many requests. Please wait 60 seconds and try again.").first()).toBeVisible();
  // What was typed stays.
  await expect(form.getByLabel(/^Name/)).toHaveValue("Dr. Avery Chen");
});

test("unsubscribe: the e-mailed link opens a confirm page that changes nothing; its POST unsubscribes; subscribing again sends one new welcome", async ({
  page,
  request,
}) => {
  const email = `e2e-leaver-${Date.now()}@example.com`;
  await activeSubscriber(request, email);
  const welcome = (
    await eventually(
      () => welcomesTo(email),
      (m) => m.length > 0,
    )
  )[0]!;
  const { page: link } = linksOf(welcome.text);

  // A mail scanner's GET changes nothing.
  expect((await request.get(link)).status()).toBe(200);
  expect((await subscriberRow(email))[0]!.subscribed).toBe(true);

  await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
  await page.goto(link.replace(/^http:\/\/localhost:\d+/, ""));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter?");
  // Only a masked address.
  await expect(main).not.toContainText(email);
  await expect(main).toContainText("@example.com");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await main.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  const row = (await subscriberRow(email))[0]!;
  expect(row.subscribed).toBe(false);
  expect(row.unsubscribedAt).not.toBeNull();

  // Asking again changes nothing until the owner confirms from the new e-mail.
  expect((await apiSubscribe(request, email, "Pat Lee-Wong")).status()).toBe(200);
  const asked = (await subscriberRow(email))[0]!;
  expect(asked.subscribed).toBe(false);
  expect(asked.unsubscribedAt).toEqual(row.unsubscribedAt);
  expect(asked.name).toBe("Pat Lee");
  expect((await confirmPost(request, await latestConfirmPath(email, 2), forwardedFor())).status()).toBe(200);

  // Back again: active, a second opt-in on record, one new welcome.
  const back = (await subscriberRow(email))[0]!;
  expect(back.subscribed).toBe(true);
  expect(back.unsubscribedAt).toBeNull();
  expect(back.name).toBe("Pat Lee-Wong");
  expect(await countRows(`SELECT COUNT(*) AS n FROM "NewsletterConsent" WHERE "subscriberId" = $1`, [back.id])).toBe(2);
  expect(
    await eventually(
      () => welcomesTo(email),
      (m) => m.length === 2,
    ),
  ).toHaveLength(2);
});

test("RFC 8058 one-click: a POST to the List-Unsubscribe address unsubscribes; a GET there or a tampered token changes nothing", async ({
  request,
}) => {
  const email = `e2e-oneclick-${Date.now()}@example.com`;
  await activeSubscriber(request, email);
  const welcome = (
    await eventually(
      () => welcomesTo(email),
      (m) => m.length > 0,
    )
  )[0]!;
  const url = /^<(.+)>$/.exec(welcome.headers!["List-Unsubscribe"]!)![1]!.replace(/^http:\/\/localhost:\d+/, "");

  expect((await request.get(url)).status()).toBe(405);
  const token = new URL(url, "http://x").searchParams.get("token")!;
  const tampered = url.replace(token, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
  const refused = await request.post(tampered, {
    headers: { "X-Forwarded-For": forwardedFor() },
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(refused.status()).toBe(400);
  expect((await subscriberRow(email))[0]!.subscribed).toBe(true);

  // Mail clients may send multipart/form-data (RFC 8058 §3.1).
  const done = await request.post(url, {
    headers: { "X-Forwarded-For": forwardedFor() },
    multipart: { "List-Unsubscribe": "One-Click" },
  });
  expect(done.status()).toBe(200);
  expect((await subscriberRow(email))[0]!.subscribed).toBe(false);
  // Idempotent.
  expect(
    (
      await request.post(url, {
        headers: { "X-Forwarded-For": forwardedFor() },
        form: { "List-Unsubscribe": "One-Click" },
      })
    ).status(),
  ).toBe(200);
});

test("a tampered or unknown token gets a clear page", async ({ page }) => {
  for (const token of [
    "",
    "1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "999999.abc",
    "<script>alert(1)</script>",
  ]) {
    const res = await page.goto(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link is not valid");
    await expect(page.getByRole("main").getByRole("link", { name: BUSINESS.emails.info })).toBeVisible();
  }
});

test("GET /api/newsletter/issues/recent: newest first by year then month, limit 1–50 and offset ≥ 0, 400 otherwise", async ({
  request,
}) => {
  const issues = await issuesNewestFirst();
  const all = await request.get("/api/newsletter/issues/recent?limit=50");
  expect(all.status()).toBe(200);
  const body = (await all.json()) as { id: number; title: string; content: string; month: string; year: number }[];
  expect(body.map((i) => i.id)).toEqual(issues.map((i) => i.id));
  expect(Object.keys(body[0]!).sort()).toEqual(["content", "id", "month", "title", "year"]);
  const second = (await (await request.get("/api/newsletter/issues/recent?limit=3&offset=3")).json()) as {
    id: number;
  }[];
  expect(second.map((i) => i.id)).toEqual(issues.slice(3, 6).map((i) => i.id));
  expect(((await (await request.get("/api/newsletter/issues/recent")).json()) as unknown[]).length).toBe(3);
  expect(await (await request.get(`/api/newsletter/issues/recent?limit=3&offset=${issues.length}`)).json()).toEqual([]);
  for (const query of [
    "limit=0",
    "limit=51",
    "limit=abc",
    "limit=-1",
    "limit=1.5",
    "limit=",
    "offset=-1",
    "offset=x",
    "limit=3&extra=1",
  ]) {
    const res = await request.get(`/api/newsletter/issues/recent?${query}`);
    expect(res.status(), query).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/limit from 1 to 50/);
  }
});

test("/newsletter/{id}: the issue through the shared renderer with a subscribe call to action; unknown or non-numeric ids are 404", async ({
  page,
  request,
}) => {
  const issue = (await issuesNewestFirst())[1]!;
  expect((await page.goto(`/newsletter/${issue.id}`))?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(issue.title);
  await expect(main).toContainText(`${issue.month} ${issue.year}`);
  expect(await main.locator("article h2").count()).toBeGreaterThan(0);
  await expect(main.getByRole("link", { name: "Subscribe to the Newsletter" })).toHaveAttribute(
    "href",
    "/newsletter#subscribe",
  );
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
  const article = ld.find((d) => d["@type"] === "Article")!;
  expect(article.headline).toBe(issue.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/newsletter/${issue.id}$`));
  for (const path of ["/newsletter/999999", "/newsletter/abc", `/newsletter/0${issue.id}`, "/newsletter/1.5"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

// /newsletter and its issues are swept by site-sweep.spec.ts; the unlisted confirm and unsubscribe pages are checked here.
test("the confirm, confirmed and unsubscribe pages, with real and bad tokens: zero axe violations and zero Nu errors in the three display modes", async ({
  page,
  request,
}) => {
  // Six pages, each checked by axe and the Nu validator in three display modes: about a minute on
  // an idle machine, so the default minute is no bound for a busy one.
  test.setTimeout(180_000);
  const email = `e2e-quality-${Date.now()}@example.com`;
  expect((await apiSubscribe(request, email)).status()).toBe(200);
  const confirmPath = await latestConfirmPath(email);
  await expectPageQualityInAllModes(page, confirmPath);
  await expectPageQualityInAllModes(page, "/newsletter/confirm?token=bad");
  expect((await confirmPost(request, confirmPath, forwardedFor())).status()).toBe(200);
  await expectPageQualityInAllModes(page, confirmPath);
  await expectPageQualityInAllModes(page, "/newsletter/confirmed");
  const welcome = (
    await eventually(
      () => welcomesTo(email),
      (m) => m.length > 0,
    )
  )[0]!;
  await expectPageQualityInAllModes(page, linksOf(welcome.text).page.replace(/^http:\/\/localhost:\d+/, ""));
  await expectPageQualityInAllModes(page, "/newsletter/unsubscribe?token=bad");
});
