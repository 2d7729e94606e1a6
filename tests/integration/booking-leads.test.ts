import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

/**
 * Bookings as leads against a real PostgreSQL database (docs/decisions/0035-booking-store.md,
 * "Staff side"): a booking counts from its confirmation, never while pending or once released
 * unconfirmed; on the leads list, marked handled, in the CSV export with the campaign columns
 * (each cell safe for a spreadsheet), and on the dashboard's weekly leads, "bookings per week",
 * sources and pages, in the Toronto week of the confirmation.
 */
let database: TempDatabase;

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  Object.assign(process.env, { SITE_URL: "https://www.example.ca", RATE_LIMIT_SCALE: "1" });
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

const MINUTE = 60_000;
// Tuesday 2026-11-24, 08:00 in Toronto; this week's Monday 00:00 EST is 05:00 UTC.
const NOW = new Date("2026-11-24T13:00:00.000Z");
const THIS_MONDAY = new Date("2026-11-23T05:00:00.000Z");
const LAST_SUNDAY = new Date(THIS_MONDAY.getTime() - 1000);

let n = 0;

/**
 * A booking made through the store at `madeAt` for a meeting days later, confirmed at
 * `confirmedAt` when given.
 */
async function book(
  madeAt: Date,
  options: { confirmedAt?: Date; campaign?: Record<string, string | null>; name?: string; sourcePath?: string } = {},
) {
  const { holdSlot, confirmBooking } = await import("@/lib/booking/store");
  n++;
  // Each meeting its own half hour, days after any booking here is made.
  const start = new Date(NOW.getTime() + 2 * 24 * 60 * MINUTE + n * 30 * MINUTE);
  const held = await holdSlot(
    {
      start,
      end: new Date(start.getTime() + 30 * MINUTE),
      day: new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(start),
      meeting: "visit",
      name: options.name ?? `Dr. Booker ${n}`,
      practice: `Booked Dental ${n}`,
      email: `booker${n}@example.com`,
      phone: "416-555-0133",
      workstations: 8,
      notes: "Backups, please.",
      sourcePath: options.sourcePath ?? "/book",
      campaign: { utmSource: null, utmMedium: null, utmCampaign: null, referrerDomain: null, ...options.campaign },
      address: `198.51.100.${n}`,
    },
    { now: madeAt, dailyCap: 100, afterHold: async () => {} },
  );
  assert.ok(held.held);
  if (options.confirmedAt) {
    const confirmed = await confirmBooking(held.token, { now: options.confirmedAt, afterConfirm: async () => {} });
    assert.ok(confirmed.confirmed, JSON.stringify(confirmed));
  }
  return held.booking.id;
}

test("bookings are leads from their confirmation: list, handled, CSV, dashboard", async () => {
  const { getDb } = await import("@/lib/core/db");
  const { exportRows, listBookings, setHandled } = await import("@/lib/leads/leads");
  const { toCsv } = await import("@/lib/leads/csv");
  const { getDashboard } = await import("@/lib/leads/dashboard-data");

  // Made last Sunday, confirmed this Monday: counted in this week.
  const confirmedThisWeek = await book(new Date(LAST_SUNDAY.getTime() - 30 * MINUTE), {
    confirmedAt: new Date(THIS_MONDAY.getTime() + MINUTE),
    campaign: { utmSource: "google", utmMedium: "cpc", utmCampaign: "spring" },
  });
  // Confirmed last Sunday, one second before this week began.
  const confirmedLastWeek = await book(new Date(LAST_SUNDAY.getTime() - 60 * MINUTE), {
    confirmedAt: LAST_SUNDAY,
    campaign: { referrerDomain: "bing.com" },
    sourcePath: "/book?from=faq",
  });
  // Cancelled after its confirmation: still a lead.
  const cancelledLater = await book(new Date(THIS_MONDAY.getTime() + 60 * MINUTE), {
    confirmedAt: new Date(THIS_MONDAY.getTime() + 61 * MINUTE),
    name: '=HYPERLINK("https://evil.example")',
  });
  await getDb().booking.update({
    where: { id: cancelledLater },
    data: { status: "cancelled", cancelledAt: NOW, cancelledBy: "visitor" },
  });
  // Pending, and released without a confirmation: no leads.
  await book(new Date(NOW.getTime() - 30 * MINUTE));
  const released = await book(new Date(THIS_MONDAY.getTime() + 2 * 60 * MINUTE));
  await getDb().booking.update({ where: { id: released }, data: { status: "released", releasedAt: NOW } });

  const list = await listBookings({});
  assert.deepEqual(
    list.rows.map((r) => r.id),
    [cancelledLater, confirmedThisWeek, confirmedLastWeek],
    "confirmed ones only, the latest confirmation first",
  );
  assert.equal(list.rows[0]!.emailOutcome, null);
  assert.deepEqual(
    (await listBookings({ q: "BOOKED DENTAL 1" })).rows.map((r) => r.id),
    [confirmedThisWeek],
    "search by practice, case-insensitive",
  );

  assert.equal(await setHandled("bookings", confirmedLastWeek, true), true);
  assert.equal(await setHandled("bookings", released, true), false, "a booking never confirmed is no lead");

  const { header, rows } = await exportRows("bookings", undefined);
  assert.deepEqual(header.slice(-4), ["Campaign source", "Campaign medium", "Campaign name", "Referring site"]);
  assert.equal(rows.length, 3);
  const google = rows.find((r) => r[0] === confirmedThisWeek)!;
  assert.deepEqual(google.slice(-4), ["google", "cpc", "spring", ""]);
  assert.equal(google[header.indexOf("Confirmed")], new Date(THIS_MONDAY.getTime() + MINUTE).toISOString());
  assert.equal(google[header.indexOf("Meeting")], "visit");
  const csv = toCsv(header, rows);
  // A formula typed as a name stays text in a spreadsheet.
  assert.match(csv, /,"'=HYPERLINK\(""https:\/\/evil\.example""\)",/);

  const d = await getDashboard(NOW);
  const week = (monday: string) => d.weeks.findIndex((w) => w.monday === monday);
  const expected = d.weeks.map(() => 0);
  expected[week("2026-11-23")] = 2;
  expected[week("2026-11-16")] = 1;
  assert.deepEqual(d.weekly.bookings, expected, "bookings per week, by the week of their confirmation");
  assert.deepEqual(d.unhandled.bookings, 2);
  assert.deepEqual(
    d.campaignSources.map((r) => [r.source, r.total]),
    [
      ["direct / unknown", 1],
      ["bing.com", 1],
      ["google", 1],
    ].sort((a, b) => Number(b[1]) - Number(a[1]) || String(a[0]).localeCompare(String(b[0]))),
  );
  assert.deepEqual(
    d.sources.map((s) => [s.page, s.bookings, s.total]),
    [
      ["/book", 2, 2],
      ["/book?from=faq", 1, 1],
    ],
  );
});
