import { expect, test, type Page } from "@playwright/test";
import { eventually, queryRows, receivedEmails } from "./helpers/db";
import { tabUntil } from "./helpers/keyboard";
import { watchLayoutShifts } from "./helpers/layout-shift";
import { expectNoAxeViolations, expectPageQuality } from "./helpers/quality";

/**
 * Booking the free assessment on /book at a phone's width: without JavaScript (the week's times
 * as radios, pages for answers), with it (a day, then a time), by keyboard alone; each booking
 * is held as a pending row with one confirmation request sent to the visitor. axe and the Nu
 * validator on the page and its answer pages. Each test books a day of its own (the day's cap is
 * 4) from an address of its own (one pending booking per address).
 */
test.use({ viewport: { width: 390, height: 844 } });

let n = 0;
function forwardedFor(): string {
  n++;
  return `203.0.${Math.floor(Math.random() * 200) + 1}.${(n % 250) + 1}`;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
});

async function fillDetails(page: Page, email: string) {
  await page.getByLabel(/^Name/).fill("Dr. Lena Park");
  await page.getByLabel(/^Practice name/).fill("Park Family Dental");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole("textbox", { name: /^Phone/ }).fill("416-555-0142");
  await page.getByLabel(/^Number of workstations/).fill("9");
}

interface BookingRow {
  start: Date;
  status: string;
  meeting: string;
  workstations: number | null;
  sourcePath: string;
}

async function bookingOf(email: string): Promise<BookingRow[]> {
  return queryRows<BookingRow>(
    `SELECT "start", "status", "meeting", "workstations", "sourcePath" FROM "Booking" WHERE "email" = $1`,
    [email],
  );
}

/** The one confirmation request to `email`: sent, with the private link and none of the typed details. */
async function expectConfirmationRequest(email: string) {
  const mails = await eventually(
    async () => (await receivedEmails()).filter((m) => m.to.includes(email)),
    (list) => list.length > 0,
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toMatch(/\/book\/manage\/[A-Za-z0-9_-]{43}/);
  expect(mails[0]!.text).not.toContain("Lena");
  expect(mails[0]!.text).not.toContain("Park Family Dental");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a week of times as radios; a booking lands on the received page; a refusal keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/book");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book your free 30-minute IT assessment");
    const days = page.locator("fieldset.slot-day");
    expect(await days.count()).toBeGreaterThan(0);
    await expect(days.first().locator("legend")).toContainText(/times in Eastern (Standard|Daylight) Time/);
    const radio = days.first().getByRole("radio").first();
    const value = await radio.getAttribute("value");
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
    await expect(page.getByRole("link", { name: "Next week →" })).toHaveAttribute("href", "/book?week=2");
    // The day buttons and the chosen-time line need scripts: not shown without them.
    await expect(page.getByRole("group", { name: "Choose a day" })).toBeHidden();
    await expect(page.locator(".slot-choice")).toBeHidden();
    await expect(days.nth(1)).toBeVisible();

    // Refused first: no time chosen. The check page keeps what was typed.
    await fillDetails(page, `nojs-refused-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Book the assessment" }).click();
    await expect(page).toHaveURL(/\/book\/check$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking was not made yet");
    await expect(page.getByLabel(/^Practice name/)).toHaveValue("Park Family Dental");
    await expect(page.locator("#slot-error")).not.toBeEmpty();

    // Then a time from the second day, as a visit.
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto("/book");
    const second = page.locator("fieldset.slot-day").nth(1).getByRole("radio").nth(2);
    const chosen = (await second.getAttribute("value"))!;
    await second.check();
    await page.getByRole("radio", { name: "Visit to the practice" }).check();
    await fillDetails(page, email);
    await page.getByRole("button", { name: "Book the assessment" }).click();
    await expect(page).toHaveURL(/\/book\/received$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
    const rows = await bookingOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", meeting: "visit", workstations: 9, sourcePath: "/book" });
    expect(new Date(rows[0]!.start).toISOString().replace(".000", "")).toBe(chosen);
    await expectConfirmationRequest(email);

    // The time is gone from the page.
    await page.goto("/book");
    await expect(page.locator(`input[value="${chosen}"]`)).toHaveCount(0);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, nothing on the page moves as the picker takes over the week's times`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const layout = await watchLayoutShifts(page);
    await page.goto("/book");
    // Taken over: the later days are hidden behind their buttons.
    await expect(page.locator("fieldset.slot-day").nth(1)).toBeHidden();
    await expect(page.locator("fieldset.slot-day").first()).toBeVisible();
    // Shifts are reported at the end of the frame that made them: two frames on, every one is in.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await layout.shifts()).toEqual([]);
  });
}

test("with JavaScript: a day, then a time, then the booking", async ({ page }) => {
  const email = `js-${Date.now()}@example.com`;
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto("/book");
  const dayButtons = page.getByRole("group", { name: "Choose a day" }).getByRole("button");
  // The island has taken over once the day buttons are there.
  await expect(dayButtons.nth(2)).toBeVisible();
  await expect(dayButtons.first()).toHaveAttribute("aria-pressed", "true");
  // One day's times at a time.
  await expect(page.locator("fieldset.slot-day:visible")).toHaveCount(1);
  await dayButtons.nth(2).click();
  await expect(dayButtons.nth(2)).toHaveAttribute("aria-pressed", "true");
  await expect(dayButtons.first()).toHaveAttribute("aria-pressed", "false");
  const shown = page.locator("fieldset.slot-day:visible");
  await expect(shown).toHaveCount(1);
  const radio = shown.getByRole("radio").nth(1);
  const chosen = (await radio.getAttribute("value"))!;
  await radio.check();
  await expect(page.locator(".slot-choice")).toContainText(/Your time: \w+day, \w+ \d+, .* (EST|EDT)/);
  await expectNoAxeViolations(page);
  expect(problems, "no hydration or script error").toEqual([]);
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Book the assessment" }).click();
  await expect(page).toHaveURL(/\/book\/received$/);
  const rows = await bookingOf(email);
  expect(rows).toHaveLength(1);
  expect(new Date(rows[0]!.start).toISOString().replace(".000", "")).toBe(chosen);
  expect(rows[0]!.meeting).toBe("phone");
  await expectConfirmationRequest(email);
});

test("with JavaScript, a send without a time is stopped in the page and says so", async ({ page }) => {
  let posted = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/booking")) posted = true;
  });
  await page.goto("/book");
  await fillDetails(page, `js-none-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Book the assessment" }).click();
  await expect(page.locator("#slot-error")).toHaveText("Please choose a time.");
  await expect(page.getByRole("group", { name: "Choose a day" }).getByRole("button").first()).toBeFocused();
  expect(posted).toBe(false);
});

test("by keyboard alone: Tab to a day, Enter, Tab to its times, Space, the details, Enter", async ({ page }) => {
  const email = `keys-${Date.now()}@example.com`;
  await page.goto("/book");
  const dayButtons = page.getByRole("group", { name: "Choose a day" }).getByRole("button");
  await tabUntil(page, dayButtons.nth(3));
  await page.keyboard.press("Enter");
  await expect(dayButtons.nth(3)).toHaveAttribute("aria-pressed", "true");
  const times = page.locator("fieldset.slot-day:visible").getByRole("radio");
  await tabUntil(page, times.first());
  await page.keyboard.press("ArrowDown");
  await expect(times.nth(1)).toBeChecked();
  await expect(times.nth(1)).toBeFocused();
  const chosen = (await times.nth(1).getAttribute("value"))!;
  await tabUntil(page, page.getByLabel(/^Name/));
  await page.keyboard.type("Dr. Lena Park");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Park Family Dental");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("416-555-0142");
  await tabUntil(page, page.getByRole("button", { name: "Book the assessment" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/book\/received$/);
  const rows = await bookingOf(email);
  expect(rows).toHaveLength(1);
  expect(new Date(rows[0]!.start).toISOString().replace(".000", "")).toBe(chosen);
});

test("axe and Nu on /book, its second week, the received page and the check page; screenshots at 390 and 1280 px", async ({
  page,
}, testInfo) => {
  await expectPageQuality(page, "/book");
  await expectPageQuality(page, "/book?week=2");
  await expectPageQuality(page, "/book/received");
  // A form post refused (a time off the grid), as the browser sends it: the check page's cookie
  // lands in this context, and the page shows the refusal with what was typed.
  const refused = await page.request.post("/api/booking", {
    form: {
      slot: "2030-01-07T14:15:00Z",
      meeting: "phone",
      name: "Dr. Lena Park",
      practice: "Park Family Dental",
      email: "check@example.com",
      phone: "416-555-0142",
    },
    headers: { "sec-fetch-dest": "document", "sec-fetch-site": "same-origin" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  expect(refused.headers()["location"]).toBe("/book/check");
  await expectPageQuality(page, "/book/check");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking was not made yet");
  await expect(page.getByLabel(/^Practice name/)).toHaveValue("Park Family Dental");
  await page.goto("/book");
  await page.screenshot({ path: testInfo.outputPath("book-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/book");
  await page.screenshot({ path: testInfo.outputPath("book-1280.png"), fullPage: true });
});

test("every offer of a meeting opens /book; the health checklist's own button stays the checklist", async ({
  page,
}) => {
  const main = page.getByRole("main");
  const offers: [string, string][] = [
    ["/", "Schedule a Consultation"],
    ["/about", "Schedule a Consultation"],
    ["/managed-it", "Schedule a Consultation"],
    ["/faq", "Request Consultation"],
    ["/newsletter", "Book your free assessment"],
    ["/contact", "Book your free 30-minute IT assessment"],
  ];
  for (const [path, name] of offers) {
    await page.goto(path);
    await expect(main.getByRole("link", { name, exact: true }).first(), `${path}: ${name}`).toHaveAttribute(
      "href",
      "/book",
    );
  }
  await page.goto("/");
  await expect(main.getByRole("link", { name: "Take the Free Assessment" })).toHaveAttribute(
    "href",
    "/health-checklist",
  );
  // A newsletter issue's page offers it too.
  await page.goto("/newsletter");
  const issue = (await main.locator('a[href^="/newsletter/"]').first().getAttribute("href"))!;
  await page.goto(issue);
  await expect(main.getByRole("link", { name: "free 30-minute technology assessment" })).toHaveAttribute(
    "href",
    "/book",
  );
  // Its closing line (a seeded issue's) links to it.
  await expect(main.getByRole("link", { name: /^Book a time/ })).toHaveAttribute("href", "/book");
});
