import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { BUSINESS, telHref } from "@/content/business";
import { startFeedStandIn, type FeedStandIn } from "../support/ics-feed-stand-in";
import { copyDatabase, type LeadFreeDb } from "./helpers/db-copy";
import { E2E_PORT } from "./helpers/env";
import { expectNoAxeViolations, expectPageQuality } from "./helpers/quality";
import { startServer, type StartedServer } from "./helpers/server";

/**
 * Booking paused at a phone's width: the assessor's calendar feed (a local stand-in that answers
 * 404) has given nothing good for more than an hour, so /book offers no time, says why, and gives
 * the phone and the contact form instead; a form already on a visitor's screen, posted without
 * JavaScript, comes back to the check page with the same words and nothing is booked. The clock
 * state is the feed's row in this server's own database (a copy of the seeded template): its
 * last success two hours ago and its last attempt just now, so no page view reads the feed again
 * while the test runs (and a read would fail anyway).
 */
test.use({ viewport: { width: 390, height: 844 } });

const PORT = E2E_PORT + 4;
const HOUR = 60 * 60_000;
let feeds: FeedStandIn;
let db: LeadFreeDb;
let server: StartedServer;

/** The feed's row: read well just now (booking open), or last read well two hours ago (paused). */
async function setFeed(state: "healthy" | "failing"): Promise<void> {
  const now = Date.now();
  const host = new URL(feeds.baseUrl).host;
  const [lastSuccessAt, lastError] =
    state === "healthy" ? [new Date(now), null] : [new Date(now - 2 * HOUR), "HTTP 404"];
  await db.execute(
    `INSERT INTO "BookingFeed" ("position", "host", "lastSuccessAt", "lastErrorAt", "lastError")
     VALUES (1, $1, $2, $3, $4)
     ON CONFLICT ("position") DO UPDATE SET "host" = $1, "lastSuccessAt" = $2, "lastErrorAt" = $3, "lastError" = $4, "claimedUntil" = NULL`,
    [host, lastSuccessAt, state === "healthy" ? null : new Date(now), lastError],
  );
}

async function bookingCount(): Promise<number> {
  const [row] = await db.rows<{ n: string }>(`SELECT COUNT(*) AS n FROM "Booking"`);
  return Number(row?.n ?? 0);
}

let visitors = 0;
async function visitorContext(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  visitors++;
  return browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${visitors}` },
  });
}

/** What the paused booking section shows: why, the phone, the contact form; no time to choose, no booking form. */
async function expectPausedSection(page: Page) {
  const paused = page.getByRole("status").filter({ hasText: "Online booking is paused for a moment" });
  await expect(paused).toBeVisible();
  await expect(paused).toContainText("We cannot read our assessor's calendar right now");
  await expect(paused.getByRole("link", { name: BUSINESS.phones.main.display })).toHaveAttribute(
    "href",
    telHref(BUSINESS.phones.main),
  );
  await expect(page.getByRole("heading", { name: "Ask for your assessment" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.locator('input[name="slot"]')).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Book the assessment" })).toHaveCount(0);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  feeds = await startFeedStandIn();
  db = await copyDatabase(`booking-paused-${Date.now().toString(36)}`);
  server = await startServer(PORT, {
    DATABASE_URL: db.url,
    // A loopback address is the one kind a feed may be fetched from over plain http (tests).
    BOOKING_BUSY_ICS_URLS: `${feeds.baseUrl}/gone`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await db?.close();
  await feeds?.close();
});

test.describe.configure({ mode: "serial" });

test("without JavaScript: a form posted once booking has paused comes back saying so, with the phone and the contact form filled in with what was typed; nothing is booked, and the message is sent", async ({
  browser,
}) => {
  await setFeed("healthy");
  const context = await visitorContext(browser, false);
  const page = await context.newPage();
  const email = `paused-${Date.now()}@example.com`;
  try {
    // The page as it was while the calendar was read: a week of times.
    await page.goto("/book");
    const slot = page.locator("fieldset.slot-day").first().getByRole("radio").first();
    await expect(slot).toBeVisible();
    const chosen = (await slot.getAttribute("value"))!;
    await slot.check();
    await page.getByLabel(/^Name/).fill("Dr. Lena Park");
    await page.getByLabel(/^Practice name/).fill("Park Family Dental");
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole("textbox", { name: /^Phone/ }).fill("416-555-0142");
    await page.getByLabel(/^Number of workstations/).fill("7");
    await page.getByRole("radio", { name: "Visit to the practice" }).check();

    // Meanwhile the calendar has failed for more than an hour.
    await setFeed("failing");
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/booking") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Book the assessment" }).click();
    const answer = await posted;
    expect(answer.status()).toBe(303);
    expect(answer.headers()["location"]).toBe("/book/check");
    expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);

    await expect(page).toHaveURL(/\/book\/check$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking was not made yet");
    // The refusal in the route's words, then the paused section in place of the form.
    await expect(page.getByRole("main")).toContainText(
      `Online booking is paused for a moment because we cannot read our assessor's calendar.`,
    );
    await expectPausedSection(page);
    expect(await bookingCount(), "nothing is booked").toBe(0);
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);

    // Nothing typed is lost: the contact form holds the details and asks for the time chosen.
    await expect(page.getByLabel(/^Name/)).toHaveValue("Dr. Lena Park");
    await expect(page.getByLabel(/^Practice name/)).toHaveValue("Park Family Dental");
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
    await expect(page.getByRole("textbox", { name: /^Phone/ })).toHaveValue("416-555-0142");
    const message = page.getByRole("textbox", { name: /^Message/ });
    await expect(message).toHaveValue(
      /^I would like to book the free 30-minute IT assessment \(visit to the practice\)\./,
    );
    await expect(message).toHaveValue(
      /The time I chose online: \w+day, \w+ \d+, .* (EST|EDT), or another time that suits you\./,
    );
    await expect(message).toHaveValue(/Workstations: 7\./);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    const [lead] = await db.rows<{ practice: string; sourcePath: string; message: string }>(
      `SELECT "practice", "sourcePath", "message" FROM "ContactMessage" WHERE "email" = $1`,
      [email],
    );
    expect(lead).toMatchObject({ practice: "Park Family Dental", sourcePath: "/book" });
    expect(lead!.message).toContain("The time I chose online:");

    // /book itself: the same, and the slots API and a script's post answer 503 with Retry-After.
    await page.goto("/book");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book your free 30-minute IT assessment");
    await expectPausedSection(page);
    const slots = await page.request.get("/api/booking/slots");
    expect(slots.status()).toBe(503);
    expect(Number(slots.headers()["retry-after"])).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

test("with JavaScript: /book and the check page while paused pass axe and Nu; screenshots at 390 and 1280 px", async ({
  browser,
}, testInfo) => {
  await setFeed("failing");
  const context = await visitorContext(browser, true);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  try {
    await expectPageQuality(page, "/book");
    await expectPausedSection(page);
    await page.screenshot({ path: testInfo.outputPath("book-paused-390.png"), fullPage: true });

    // A refusal stored for the check page, as a browser's own post sends it.
    const refused = await page.request.post("/api/booking", {
      form: {
        slot: "2030-01-07T15:00:00Z",
        meeting: "phone",
        name: "Dr. Lena Park",
        practice: "Park Family Dental",
        email: "paused-check@example.com",
        phone: "416-555-0142",
      },
      headers: { "sec-fetch-dest": "document", "sec-fetch-site": "same-origin", origin: server.baseURL },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(303);
    expect(refused.headers()["location"]).toBe("/book/check");
    await expectPageQuality(page, "/book/check");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking was not made yet");
    await expectPausedSection(page);
    expect(await bookingCount()).toBe(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/book");
    await expectPausedSection(page);
    await expectNoAxeViolations(page, "/book at 1280 px");
    await page.screenshot({ path: testInfo.outputPath("book-paused-1280.png"), fullPage: true });
    expect(problems, "no hydration or script error").toEqual([]);
  } finally {
    await context.close();
  }
});
