/**
 * The staff dashboard's numbers against a real PostgreSQL database: leads seeded on both sides of
 * Toronto week boundaries (Monday 00:00 local, which is 05:00 or 04:00 UTC, daylight saving time
 * included) must land in exactly the expected weeks, whatever the database server's own time zone.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { withAdmin } from "../support/postgres";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

let database: TempDatabase;

before(async () => {
  database = await createTempDatabase();
  // A server far from Toronto: the weeks must come from the office's time zone, not the session's.
  const name = new URL(database.url).pathname.slice(1);
  await withAdmin((c) => c.query(`ALTER DATABASE "${name}" SET timezone TO 'Pacific/Auckland'`));
  useDatabase(database.url);
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

// Tuesday 2026-11-24, 08:00 in Toronto. Weeks shown: Monday 2026-08-31 … Monday 2026-11-23.
const NOW = new Date("2026-11-24T13:00:00.000Z");
const THIS_MONDAY = new Date("2026-11-23T05:00:00.000Z"); // EST
const OCT_26 = new Date("2026-10-26T04:00:00.000Z"); // EDT: the week the clocks go back
const FIRST_MONDAY = new Date("2026-08-31T04:00:00.000Z");
const SECOND = 1000;
const at = (d: Date, ms: number) => new Date(d.getTime() + ms);

test("counts leads per Toronto week, score bands, source pages, unhandled leads and e-mail trouble", async () => {
  const { getDb } = await import("@/lib/core/db");
  const { getDashboard } = await import("@/lib/leads/dashboard-data");
  const db = getDb();
  const contact = (createdAt: Date, sourcePath: string, handled = false) =>
    db.contactMessage.create({
      data: {
        name: "A",
        email: "a@example.com",
        message: "Hi",
        sourcePath,
        createdAt,
        handledAt: handled ? createdAt : null,
      },
    });
  await contact(THIS_MONDAY, "/contact"); // first moment of this week
  await contact(at(THIS_MONDAY, -SECOND), "/contact"); // Sunday 23:59:59: last week
  await contact(at(OCT_26, 7 * 24 * 3600 * SECOND), "/", true); // Sunday 23:00 EST, Nov 1: still the week of Oct 26
  await contact(OCT_26, "/locations/toronto", true);
  await contact(at(FIRST_MONDAY, -SECOND), "/contact"); // before the first week shown: not counted
  for (const [score, createdAt] of [
    [90, THIS_MONDAY],
    [80, THIS_MONDAY],
    [79, OCT_26],
    [49, FIRST_MONDAY],
  ] as const) {
    await db.checklistSubmission.create({
      data: { email: "c@example.com", score, categoryScores: "[]", answers: "{}", createdAt },
    });
  }
  const subscriber = await db.newsletterSubscriber.create({
    data: { email: "s@example.com", name: "S", subscribed: true },
  });
  await db.newsletterConsent.create({
    data: { subscriberId: subscriber.id, givenAt: at(THIS_MONDAY, 3600 * SECOND), sourcePath: "/blog", wording: "w" },
  });
  await db.newsletterSubscriber.create({
    data: { email: "p@example.com", name: "P", subscribed: false, confirmRequestedAt: NOW },
  });
  const mail = (status: string, attempts = 0, nextAttemptAt = NOW) =>
    db.delivery.create({
      data: {
        kind: "k",
        toAddress: "x@example.com",
        subject: "s",
        text: "t",
        html: "h",
        status,
        attempts,
        nextAttemptAt,
        createdAt: NOW,
      },
    });
  await mail("failed", 1);
  await mail("failed", 99);
  await mail("held", 0, new Date("2026-11-24T14:00:00.000Z"));
  await mail("held", 0, new Date("2026-11-24T15:00:00.000Z"));
  await mail("digested");
  await mail("sent");

  const d = await getDashboard(NOW);
  assert.equal(d.weeks.length, 13);
  const week = (monday: string) => d.weeks.findIndex((w) => w.monday === monday);
  const expectedContact = d.weeks.map(() => 0);
  expectedContact[week("2026-11-23")] = 1;
  expectedContact[week("2026-11-16")] = 1;
  expectedContact[week("2026-10-26")] = 2;
  assert.deepEqual(d.weekly.contact, expectedContact);
  const expectedChecklist = d.weeks.map(() => 0);
  expectedChecklist[week("2026-11-23")] = 2;
  expectedChecklist[week("2026-10-26")] = 1;
  expectedChecklist[week("2026-08-31")] = 1;
  assert.deepEqual(d.weekly.checklist, expectedChecklist);
  assert.equal(d.weekly.subscribers[week("2026-11-23")], 1);
  assert.equal(
    d.weekly.subscribers.reduce((a, b) => a + b, 0),
    1,
  );

  assert.deepEqual(d.bands, { good: 2, "needs-improvement": 1, "at-risk": 1 });
  assert.deepEqual(
    d.sources.map((s) => [s.page, s.contact, s.subscribers, s.checklist, s.total]),
    [
      ["/health-checklist", 0, 0, 4, 4],
      ["/contact", 2, 0, 0, 2],
      ["/", 1, 0, 0, 1],
      ["/blog", 0, 1, 0, 1],
      ["/locations/toronto", 1, 0, 0, 1],
    ],
  );
  // Handled contacts are not to do; an unconfirmed sign-up is not a lead yet.
  assert.deepEqual(d.unhandled, { contact: 3, checklist: 4, subscribers: 1, bookings: 0 });
  assert.equal(d.email.failed, 2);
  assert.equal(d.email.failedForGood, 1);
  assert.equal(d.email.held, 2);
  assert.equal(d.email.nextDigestAt?.toISOString(), "2026-11-24T14:00:00.000Z");
  assert.equal(d.email.digested, 1);
  assert.deepEqual(d.retention, { ran: false });
});
