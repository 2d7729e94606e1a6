/**
 * The bookings' share of the every-minute deliveries job (lib/booking/hooks.ts,
 * docs/decisions/0035-booking-store.md "Scheduled work and health"), run as the cron route runs
 * it, with every domain's hook, against PostgreSQL and the calendar-feed stand-in serving the
 * Outlook and Google fixtures (each address carrying a secret): runs fired at once read each feed
 * once and store its busy times; a feed failing for over an hour makes /api/health/jobs name it
 * (position and host, never its address) and pauses booking; expired pending bookings are
 * released once, by a fixed clock; the run's record holds the hook's counts; a failing hook stops
 * no send, and the time the hooks take comes off the sends' budget.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, before, beforeEach, test } from "node:test";
import { startFeedStandIn, type FeedStandIn } from "../support/ics-feed-stand-in";
import { createTempDatabase, runScheduledJob, useDatabase, type TempDatabase } from "./helpers";

const FIXTURES = path.resolve(__dirname, "../fixtures/ics");
const OUTLOOK = readFileSync(path.join(FIXTURES, "outlook-busy.ics"), "utf8");
const GOOGLE = readFileSync(path.join(FIXTURES, "google-busy.ics"), "utf8");
/** Feeds carry their secret in the address: nothing stored, reported or answered may quote it. */
const SECRET = "private-9c8b7a6f5e4d3c2b1a00";
const MINUTE = 60_000;
/** Monday 30 November 2026, 9:00 in Toronto: the fixtures' week is inside the booking horizon. */
const T0 = new Date("2026-11-30T14:00:00Z");
const at = (minutes: number, from = T0) => new Date(from.getTime() + minutes * MINUTE);

let database: TempDatabase;
let feeds: FeedStandIn;
/** What the stand-in serves, by name: a feed removed from it answers 404. */
const served: Record<string, string> = {};

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  feeds = await startFeedStandIn({ fixtures: served });
  Object.assign(process.env, {
    SITE_URL: "https://booking-jobs.test",
    CRON_SECRET: "cron-secret-for-booking-jobs-tests-0123456789",
    BOOKING_BUSY_ICS_URLS: `${feeds.baseUrl}/feeds/outlook.ics?token=${SECRET}, ${feeds.baseUrl}/feeds/google.ics?token=${SECRET}`,
  });
  delete process.env.RESEND_API_KEY;
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await feeds.close();
  await database.cleanup();
});

beforeEach(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().bookingFeed.deleteMany();
  await getDb().booking.deleteMany();
  await getDb().jobRun.deleteMany();
  Object.assign(served, { outlook: OUTLOOK, google: GOOGLE });
  feeds.requests.length = 0;
});

const reads = (name: string) => feeds.requests.filter((p) => p === `/feeds/${name}.ics`).length;

type BookingCounts = { feedsRead: number; feedsFailed: number; feedsNotDue: number; bookingsReleased: number };
const bookingsOf = (report: { hooks: Record<string, Record<string, number>> }) =>
  report.hooks.bookings as BookingCounts;

test("two runs fired at once read each feed once and store its busy times, within the booking horizon", async () => {
  const { getDb } = await import("@/lib/core/db");
  const { parseBusyIntervals } = await import("@/lib/booking/feed-parse");
  const { feedWindow } = await import("@/lib/booking/feed-refresh");

  const reports = await Promise.all([runScheduledJob({ now: T0 }), runScheduledJob({ now: T0 })]);
  assert.equal(reads("outlook"), 1);
  assert.equal(reads("google"), 1);
  const counts = reports.map(bookingsOf);
  assert.equal(
    counts.reduce((n, c) => n + c.feedsRead, 0),
    2,
    "two feeds read in all",
  );
  assert.equal(
    counts.reduce((n, c) => n + c.feedsNotDue, 0),
    2,
    "the other run found each claimed",
  );
  assert.equal(
    counts.reduce((n, c) => n + c.feedsFailed, 0),
    0,
  );

  // What is stored is exactly what the parser makes of each feed inside the window.
  const window = feedWindow(T0);
  assert.equal(window.from.toISOString(), "2026-11-30T05:00:00.000Z", "from the start of today in Toronto");
  for (const [position, text] of [
    [1, OUTLOOK],
    [2, GOOGLE],
  ] as const) {
    const expected = parseBusyIntervals(text, window).map((i) => [i.start.toISOString(), i.end.toISOString()]);
    assert.ok(expected.length > 0);
    const stored = await getDb().bookingBusyInterval.findMany({
      where: { feedPosition: position },
      orderBy: { start: "asc" },
    });
    assert.deepEqual(
      stored.map((i) => [i.start.toISOString(), i.end.toISOString()]),
      expected,
      `feed ${position}'s busy times`,
    );
  }
  const rows = await getDb().bookingFeed.findMany({ orderBy: { position: "asc" } });
  assert.deepEqual(
    rows.map((r) => [r.position, r.host, r.lastSuccessAt?.toISOString(), r.lastError, r.claimedUntil]),
    [
      [1, new URL(feeds.baseUrl).host, T0.toISOString(), null, null],
      [2, new URL(feeds.baseUrl).host, T0.toISOString(), null, null],
    ],
  );

  // A minute later nothing is due: no feed is asked again.
  await runScheduledJob({ now: at(1) });
  assert.equal(reads("outlook") + reads("google"), 2);
  // Five minutes after the read both are read again.
  await runScheduledJob({ now: at(5) });
  assert.equal(reads("outlook") + reads("google"), 4);
});

/** A booking row as the store writes it, for visitor `n`. */
function booking(n: number, fields: { status: string; expiresAt: Date; start: Date }) {
  return {
    uid: `booking-${n}@booking-jobs.test`,
    tokenHash: `token-hash-${n}`,
    start: fields.start,
    end: at(30, fields.start),
    day: fields.start.toISOString().slice(0, 10),
    status: fields.status,
    expiresAt: fields.expiresAt,
    meeting: "phone",
    name: `Visitor ${n}`,
    practice: `Practice ${n}`,
    email: `visitor${n}@example.com`,
    mailbox: `visitor${n}@example.com`,
    phone: "416-555-0100",
    addressHash: `address-hash-${n}`,
    createdAt: at(-120),
  };
}

test("expired pending bookings are released once by runs fired at once, and the run's record holds the counts", async () => {
  const { getDb } = await import("@/lib/core/db");
  const meeting = new Date("2026-12-02T15:00:00Z");
  const slot = (i: number) => at(30 * i, meeting);
  await getDb().booking.createMany({
    data: [
      booking(1, { status: "pending", expiresAt: at(-1), start: slot(0) }),
      booking(2, { status: "pending", expiresAt: T0, start: slot(1) }), // expires this very moment
      booking(3, { status: "pending", expiresAt: at(-60), start: slot(2) }),
      booking(4, { status: "pending", expiresAt: at(1), start: slot(3) }), // still time to confirm
      booking(5, { status: "confirmed", expiresAt: at(-60), start: slot(4) }),
      booking(6, { status: "cancelled", expiresAt: at(-60), start: slot(5) }),
    ],
  });

  const reports = await Promise.all(Array.from({ length: 4 }, () => runScheduledJob({ now: T0 })));
  assert.equal(
    reports.reduce((n, r) => n + bookingsOf(r).bookingsReleased, 0),
    3,
    "each expired booking released by one run",
  );
  const rows = await getDb().booking.findMany({ orderBy: { id: "asc" } });
  assert.deepEqual(
    rows.map((r) => [r.name, r.status, r.releasedAt?.toISOString() ?? null]),
    [
      ["Visitor 1", "released", T0.toISOString()],
      ["Visitor 2", "released", T0.toISOString()],
      ["Visitor 3", "released", T0.toISOString()],
      ["Visitor 4", "pending", null],
      ["Visitor 5", "confirmed", null],
      ["Visitor 6", "cancelled", null],
    ],
  );

  // The record of the run: the hook's counts, and nothing that names a visitor or a feed's address.
  const run = await getDb().jobRun.findUniqueOrThrow({ where: { name: "deliveries" } });
  const recorded = JSON.parse(run.lastReport) as { hooks: Record<string, BookingCounts> };
  assert.deepEqual(Object.keys(recorded.hooks.bookings!).sort(), [
    "bookingsReleased",
    "feedsFailed",
    "feedsNotDue",
    "feedsRead",
  ]);
  assert.equal(run.lastReport.includes(SECRET), false);
  assert.doesNotMatch(run.lastReport, /visitor|example\.com|\/feeds\//i);

  // Visitor 4's time passes: the next run releases it.
  const next = await runScheduledJob({ now: at(1) });
  assert.equal(bookingsOf(next).bookingsReleased, 1);
  assert.equal((await getDb().booking.findFirstOrThrow({ where: { name: "Visitor 4" } })).status, "released");
});

test("a feed failing for over an hour: /api/health/jobs names it without its address, and booking pauses", async () => {
  const { getDb } = await import("@/lib/core/db");
  const { GET } = await import("@/app/api/health/jobs/route");
  const { feedHealth } = await import("@/lib/booking/feed-store");
  const { configuredFeeds, refreshConfiguredFeeds } = await import("@/lib/booking/feed-refresh");
  // The health address reads the real clock; the runs happen at fixed moments before it.
  const now = new Date();
  await getDb().jobRun.create({ data: { name: "retention", lastRunAt: now } });

  await runScheduledJob({ now: at(-70, now) });
  delete served.google; // the calendar is no longer published: 404
  const failed = await runScheduledJob({ now: at(-64, now) });
  assert.deepEqual(bookingsOf(failed), { feedsRead: 1, feedsFailed: 1, feedsNotDue: 0, bookingsReleased: 0 });
  await runScheduledJob({ now: at(-2, now) });

  const response = await GET(new Request("http://localhost/api/health/jobs"));
  const text = await response.text();
  assert.equal(response.status, 503);
  assert.equal(text.includes(SECRET), false, "no secret");
  assert.doesNotMatch(text, /\/feeds\/|token=/, "no part of a feed's address past its host");
  const host = new URL(feeds.baseUrl).host;
  const body = JSON.parse(text) as {
    status: string;
    jobs: Record<string, { state: string; paused?: boolean; feeds?: Record<string, unknown>[] }>;
  };
  assert.equal(body.jobs.deliveries?.state, "ok");
  assert.equal(body.jobs.retention?.state, "ok");
  const booking = body.jobs["booking-feeds"]!;
  assert.equal(booking.state, "failing");
  assert.equal(booking.paused, true);
  assert.deepEqual(
    booking.feeds!.map((f) => [f.feed, f.state, f.lastSuccessAt]),
    [
      [`feed 1 (${host})`, "ok", at(-2, now).toISOString()],
      [`feed 2 (${host})`, "failing", at(-70, now).toISOString()],
    ],
  );
  assert.match(String(booking.feeds![1]!.lastError), /^FeedFetchError: feed 2 \(127\.0\.0\.1:\d+\): answered 404$/);
  assert.equal(booking.feeds![1]!.lastErrorAt, at(-2, now).toISOString());
  assert.equal((await feedHealth(configuredFeeds(), now)).paused, true);

  // Published again: one read and the health address is satisfied.
  served.google = GOOGLE;
  await refreshConfiguredFeeds({ now: new Date(), force: true });
  const mended = await GET(new Request("http://localhost/api/health/jobs"));
  assert.equal(mended.status, 200);
  assert.equal(((await mended.json()) as typeof body).jobs["booking-feeds"]?.state, "ok");
});

test("a hook that fails is reported and stops neither the other hooks nor the sends", async () => {
  const { getDb } = await import("@/lib/core/db");
  const { runDeliveriesJob } = await import("@/lib/deliveries/job");
  const { DELIVERIES_HOOKS } = await import("@/lib/site/deliveries-hooks");
  const { id } = await getDb().delivery.create({
    data: {
      kind: "contact-notification",
      toAddress: "office@example.com",
      subject: "New message",
      text: "Text",
      html: "<p>Text</p>",
      nextAttemptAt: at(-1),
    },
  });
  await getDb().booking.create({ data: booking(7, { status: "pending", expiresAt: at(-1), start: at(60 * 24) }) });
  const broken = {
    name: "broken",
    beforeSends: async (): Promise<never> => {
      throw new Error("the domain's database table is missing");
    },
  };
  const report = await runDeliveriesJob({ now: T0 }, [broken, ...DELIVERIES_HOOKS]);
  assert.deepEqual(report.hooks.broken, { failed: 1 });
  assert.equal(bookingsOf(report).bookingsReleased, 1);
  assert.equal(bookingsOf(report).feedsRead, 2);
  assert.equal(report.logged, 1, "the due e-mail still went out (logged: no provider is configured here)");
  assert.equal((await getDb().delivery.findUniqueOrThrow({ where: { id } })).status, "logged");
});

test("the run's time budget counts from its start: what the hooks before the sends took comes off the sends'", async () => {
  const { getDb } = await import("@/lib/core/db");
  const { runDeliveriesJob } = await import("@/lib/deliveries/job");
  const { id } = await getDb().delivery.create({
    data: {
      kind: "contact-notification",
      toAddress: "office@example.com",
      subject: "New message",
      text: "Text",
      html: "<p>Text</p>",
      nextAttemptAt: at(-1),
    },
  });
  // A hook that takes 20 of the cron route's 25 seconds (feeds slow to answer), told by moving
  // the clock rather than by waiting: 5 seconds leave no room for a send's 10-second time limit.
  const realNow = Date.now;
  const slow = {
    name: "slow",
    beforeSends: async () => {
      Date.now = () => realNow() + 20_000;
      return { report: {} };
    },
  };
  let report;
  try {
    report = await runDeliveriesJob({ now: T0, budgetMs: 25_000 }, [slow]);
  } finally {
    Date.now = realNow;
  }
  assert.equal(report.attempted, 0);
  assert.equal(report.left, 1, "left due for the next run");
  assert.equal((await getDb().delivery.findUniqueOrThrow({ where: { id } })).status, "pending");

  // The same budget with no time spent before the sends: it goes out.
  const next = await runDeliveriesJob({ now: T0, budgetMs: 25_000 }, []);
  assert.equal(next.logged, 1);
});
