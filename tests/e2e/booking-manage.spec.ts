import { createHash, randomBytes, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { eventually, executeSql, queryRows, receivedEmails } from "./helpers/db";
import { expectNoAxeViolations, expectValidHtml } from "./helpers/quality";

/**
 * A booking's private page through the built site, at a phone's width: the visitor confirms,
 * reschedules and cancels with the page's own buttons (plain form posts), and opening the page
 * changes nothing. Bookings are seeded straight into the shared database as the booking store
 * writes them (the token's SHA-256 hash only), each at a night-time half hour of its own, far
 * from any slot another spec could book.
 */
test.use({ viewport: { width: 390, height: 844 } });

const HOUR = 3_600_000;
let seeded = 0;

async function seedBooking(status: "pending" | "confirmed") {
  const token = randomBytes(32).toString("base64url");
  // 03:00 UTC onwards, 20 days ahead: outside every bookable slot, one half hour per seed and worker.
  const midnight = new Date(Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR + 20 * 24 * HOUR);
  const k = test.info().parallelIndex * 20 + ++seeded;
  const start = new Date(midnight.getTime() + 3 * HOUR + k * 30 * 60_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const email = `manage-${randomUUID().slice(0, 8)}@example.com`;
  const rows = await queryRows<{ id: number }>(
    `INSERT INTO "Booking" ("uid", "tokenHash", "start", "end", "day", "status", "expiresAt", "meeting", "name",
       "practice", "email", "mailbox", "phone", "notes", "addressHash", "sourcePath", "confirmedAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'phone', 'E2E Visitor', 'E2E Dental', $8, $8, '416-555-0100', '',
       'e2e-address', '/book', $9) RETURNING "id"`,
    [
      `${randomUUID()}@e2e.test`,
      createHash("sha256").update(token).digest("hex"),
      start,
      end,
      start.toISOString().slice(0, 10),
      status,
      new Date(Date.now() + 2 * HOUR),
      email,
      status === "confirmed" ? new Date() : null,
    ],
  );
  return { id: rows[0]!.id, token, email, path: `/book/manage/${token}` };
}

async function bookingRow(id: number) {
  const [row] = await queryRows<{ status: string; start: Date; sequence: number }>(
    `SELECT "status", "start", "sequence" FROM "Booking" WHERE "id" = $1`,
    [id],
  );
  return row!;
}

test("confirming from the private page: opening it changes nothing, the button confirms and the invitation goes out", async ({
  page,
}) => {
  const booking = await seedBooking("pending");
  const response = await page.goto(booking.path);
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["cache-control"]).toContain("no-store");
  expect(headers["x-robots-tag"]).toContain("noindex");
  await expect(page.getByTestId("booking-state")).toContainText("Not confirmed yet");
  await expect(page.getByText(/Times are Toronto time \(Eastern (Standard|Daylight) Time\)/)).toBeVisible();
  await expectValidHtml(page, await response!.text(), "the private page, pending");
  await expectNoAxeViolations(page, "the private page, pending");

  // A second look (a mail scanner's) changed nothing either.
  await page.request.get(booking.path);
  expect((await bookingRow(booking.id)).status).toBe("pending");

  await page.getByRole("button", { name: "Confirm my assessment" }).click();
  await expect(page.getByRole("status")).toContainText("Your assessment is confirmed");
  await expect(page.getByTestId("booking-state")).toHaveText("Confirmed.");
  expect((await bookingRow(booking.id)).status).toBe("confirmed");
  const mails = await eventually(receivedEmails, (all) => all.some((m) => m.to.includes(booking.email)));
  expect(mails.filter((m) => m.to.includes(booking.email)).map((m) => m.subject)).toEqual([
    expect.stringMatching(/^Your IT assessment is confirmed: /),
  ]);

  // "Add to calendar": the current event as a file, and links that carry no private link.
  for (const name of ["Google Calendar", "Outlook.com", "Outlook for Microsoft 365"]) {
    const href = await page.getByRole("link", { name }).getAttribute("href");
    expect(href).not.toContain(booking.token);
  }
  const icsHref = await page.getByRole("link", { name: "Calendar file (.ics)" }).getAttribute("href");
  const ics = await page.request.get(icsHref!);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await ics.text()).toContain("BEGIN:VEVENT");
  await expectValidHtml(page, undefined, "the private page, confirmed");
  await expectNoAxeViolations(page, "the private page, confirmed");
});

test("rescheduling from the private page moves the meeting to the chosen time", async ({ page }) => {
  const booking = await seedBooking("confirmed");
  await page.goto(booking.path);
  const choice = page.getByRole("radio").last();
  const value = await choice.getAttribute("value");
  await choice.check();
  await page.getByRole("button", { name: "Move my assessment to this time" }).click();
  await expect(page.getByRole("status")).toContainText("Your assessment has a new time");
  const row = await bookingRow(booking.id);
  expect(row.start.toISOString().replace(".000Z", "Z")).toBe(value);
  expect(row.sequence).toBe(1);
  await expectNoAxeViolations(page, "the private page, moved");
});

test("cancelling from the private page cancels the meeting", async ({ page }) => {
  const booking = await seedBooking("confirmed");
  await page.goto(booking.path);
  await page.getByRole("button", { name: "Cancel my assessment" }).click();
  await expect(page.getByRole("status")).toContainText("Your assessment is cancelled");
  await expect(page.getByTestId("booking-state")).toHaveText("Cancelled.");
  expect((await bookingRow(booking.id)).status).toBe("cancelled");
  await expect(page.getByRole("button", { name: "Cancel my assessment" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Book another time" })).toHaveAttribute("href", "/book");
  await expectNoAxeViolations(page, "the private page, cancelled");
});

test("an unknown private link is a real 404", async ({ page }) => {
  const response = await page.goto(`/book/manage/${randomBytes(32).toString("base64url")}`);
  expect(response?.status()).toBe(404);
});

test.afterAll(async () => {
  await executeSql(`DELETE FROM "Booking" WHERE "addressHash" = 'e2e-address'`);
});
