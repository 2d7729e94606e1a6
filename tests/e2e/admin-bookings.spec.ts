import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { executeSql, queryRows } from "./helpers/db";
import { expectNoAxeViolations } from "./helpers/quality";
import { signIn } from "./helpers/staff";

/**
 * The staff side of bookings through the built site, at a phone's width and a desk's: the list of
 * upcoming bookings by day with their state, a past meeting marked attended, a pending booking
 * released (its slot free again), the calendar feed's address made once; axe on each view.
 * Bookings are stored here as the booking store stores them (the visitor's pages are tested apart).
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Stored {
  id: number;
  name: string;
}

let made = 0;

/** A booking row of the half hour at `start`, pending (holding until `expiresAt`) or confirmed. */
async function store(start: Date, status: "pending" | "confirmed", who: string): Promise<Stored> {
  made++;
  const name = `${who} ${test.info().parallelIndex}-${made}`;
  const end = new Date(start.getTime() + 30 * MINUTE);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(start);
  const expiresAt = status === "pending" ? new Date(Math.min(Date.now() + 2 * 60 * MINUTE, start.getTime())) : start;
  const [row] = await queryRows<{ id: number }>(
    `INSERT INTO "Booking" ("uid", "tokenHash", "start", "end", "day", "status", "expiresAt", "meeting", "name",
       "practice", "email", "mailbox", "phone", "workstations", "notes", "addressHash", "utmSource", "sourcePath",
       "createdAt", "confirmedAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'visit', $8, $9, $10, $10, '416-555-0142', 6, 'The server is slow.', $11,
       'newsletter', '/book', now(), $12) RETURNING "id"`,
    [
      `${randomUUID()}@e2e.test`,
      randomUUID(),
      start,
      end,
      day,
      status,
      expiresAt,
      name,
      `E2E Practice ${made}`,
      `e2e-booking-${randomUUID().slice(0, 8)}@example.com`,
      randomUUID(),
      status === "confirmed" ? new Date() : null,
    ],
  );
  return { id: row!.id, name };
}

/**
 * A half hour no other test of this run books: each worker on days of its own (20 apart), each
 * test on its own day (`daysAhead`, negative for the past), at 15:00 UTC or the hour given.
 */
function slot(daysAhead: number, hourUtc = 15): Date {
  const offset = daysAhead + Math.sign(daysAhead) * 20 * test.info().parallelIndex;
  const date = new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
  return new Date(`${date}T${String(hourUtc).padStart(2, "0")}:00:00Z`);
}

async function statusOf(id: number): Promise<{ status: string; outcome: string | null }> {
  const [row] = await queryRows<{ status: string; outcome: string | null }>(
    `SELECT "status", "outcome" FROM "Booking" WHERE "id" = $1`,
    [id],
  );
  return row!;
}

async function fitsWidth(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

test.afterAll(async () => {
  await executeSql(`DELETE FROM "Booking" WHERE "practice" LIKE 'E2E Practice %'`);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
    });

    test("upcoming bookings by day with their state; a pending one released frees its slot", async ({ page }) => {
      const pending = await store(slot(width === 390 ? 30 : 31, 15), "pending", "Pat Pending");
      const confirmed = await store(slot(width === 390 ? 30 : 31, 17), "confirmed", "Cory Confirmed");
      await page.goto("/admin/bookings");
      await expect(page.getByRole("link", { name: "Bookings", exact: true })).toHaveAttribute("aria-current", "page");
      const pendingRow = page.locator(`#booking-${pending.id}`);
      const confirmedRow = page.locator(`#booking-${confirmed.id}`);
      await expect(pendingRow).toContainText(pending.name);
      await expect(pendingRow).toContainText("Pending");
      await expect(pendingRow).toContainText(/held until/);
      await expect(confirmedRow).toContainText("Confirmed");
      await expect(confirmedRow).toContainText("Visit to the practice");
      await expect(confirmedRow).toContainText("6 workstations");
      await expect(confirmedRow).toContainText("newsletter");
      await expect(page.getByRole("form", { name: "Cancel bookings" })).toBeVisible();
      await expect(
        confirmedRow.getByRole("checkbox", { name: new RegExp(`Cancel the booking of ${confirmed.name}`) }),
      ).toBeVisible();
      await fitsWidth(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`admin-bookings-${width}.png`), fullPage: true });

      await pendingRow.getByText("Release", { exact: false }).first().click();
      await pendingRow.getByRole("button", { name: "Yes, release it" }).click();
      await expect(page.getByText(/The booking is released/).first()).toBeVisible();
      await expect(pendingRow).toHaveCount(0);
      expect((await statusOf(pending.id)).status).toBe("released");
      await page.goto("/admin/bookings?view=cancelled");
      await expect(page.locator(`#booking-${pending.id}`)).toContainText("Released");
      await expectNoAxeViolations(page);
    });

    test("a past meeting is marked attended", async ({ page }) => {
      const past = await store(slot(width === 390 ? -3 : -4), "confirmed", "Alex Attended");
      await page.goto("/admin/bookings?view=past");
      const pastRow = page.locator(`#booking-${past.id}`);
      await expect(pastRow).toContainText(past.name);
      await fitsWidth(page);
      await expectNoAxeViolations(page);
      await pastRow.getByRole("button", { name: "Attended" }).click();
      await expect(pastRow).toContainText(/Attended/);
      await expect.poll(async () => (await statusOf(past.id)).outcome).toBe("attended");
    });
  });
}

test("the calendar feed's address is shown once and opens the feed", async ({ page, request }) => {
  await signIn(page);
  const booked = await store(slot(33, 16), "confirmed", "Fern Feed");
  await page.goto("/admin/bookings");
  const panel = page.getByRole("region", { name: "Calendar feed" });
  await expect(panel).toContainText(/Outlook and Google refresh a subscribed calendar only every few hours/);
  page.once("dialog", (d) => void d.accept());
  await panel.getByRole("button", { name: /Make (a new|the) address/ }).click();
  const address = (await panel.locator(".font-mono").textContent())!.trim();
  expect(address).toMatch(/\/api\/booking\/staff-feed\/[A-Za-z0-9_-]{43}$/);
  await expect(panel).toContainText(/made on .* by e2e-staff/);
  const feed = await request.get(new URL(address).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
  const text = (await feed.text()).replace(/\r\n /g, "");
  expect(text).toContain(`${booked.name}\\, E2E Practice`);
  expect(text).toContain(`/admin/bookings#booking-${booked.id}`);
  expect(text).not.toContain("@example.com");
  await expectNoAxeViolations(page);
});

for (const script of [true, false]) {
  test.describe(`staff cancel ${script ? "with" : "without"} JavaScript, at 390 px`, () => {
    test.use({ javaScriptEnabled: script, viewport: { width: 390, height: 900 } });

    test("two ticked bookings are cancelled with one note; the one left unticked stays", async ({ page }) => {
      await signIn(page);
      const day = script ? 36 : 37;
      const first = await store(slot(day, 14), "confirmed", "Cass Cancel");
      const second = await store(slot(day, 15), "pending", "Cleo Cancel");
      const kept = await store(slot(day, 16), "confirmed", "Kit Kept");
      await page.goto("/admin/bookings");
      for (const b of [first, second])
        await page
          .locator(`#booking-${b.id}`)
          .getByRole("checkbox", { name: new RegExp(`Cancel the booking of ${b.name}`) })
          .check();
      const form = page.getByRole("form", { name: "Cancel bookings" });
      await form.getByLabel("Note to the visitor").fill("Our assessor is away that week; please book another time.");
      if (script) page.once("dialog", (d) => void d.accept());
      await form.getByRole("button", { name: "Cancel the ticked bookings" }).click();
      // With a script the answer is a toast; a plain form comes back to the list with a sentence.
      if (script) await expect(page.getByText(/2 bookings cancelled/).first()).toBeVisible();
      else {
        await expect(page).toHaveURL(/\/admin\/bookings\?notice=cancelled$/);
        await expect(page.getByText(/The ticked bookings are cancelled/)).toBeVisible();
      }
      await expect(page.locator(`#booking-${first.id}`)).toHaveCount(0);
      await expect(page.locator(`#booking-${kept.id}`)).toContainText(kept.name);
      await expect.poll(async () => (await statusOf(first.id)).status).toBe("cancelled");
      expect((await statusOf(second.id)).status).toBe("cancelled");
      expect((await statusOf(kept.id)).status).toBe("confirmed");
      const [note] = await queryRows<{ cancelNote: string | null; cancelledBy: string | null }>(
        `SELECT "cancelNote", "cancelledBy" FROM "Booking" WHERE "id" = $1`,
        [first.id],
      );
      expect(note).toEqual({
        cancelNote: "Our assessor is away that week; please book another time.",
        cancelledBy: "e2e-staff",
      });
      await fitsWidth(page);
    });
  });
}
