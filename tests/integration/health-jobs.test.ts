/**
 * GET /api/health/jobs: a monitor's view of the scheduled jobs. Late or never-run jobs are named;
 * only the scheduled deliveries run (its cron route) counts, never a staff "retry all". The
 * booking's calendar feeds (read by that run) are reported too: not configured and healthy without
 * BOOKING_BUSY_ICS_URLS, failing once a feed has had no read for an hour, named by position and
 * host only.
 */
import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

let database: TempDatabase;
let getDb: (typeof import("@/lib/core/db"))["getDb"];
const CRON_SECRET = "cron-secret-for-health-jobs-tests-0123456789";
const MINUTE = 60_000;

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  process.env.CRON_SECRET = CRON_SECRET;
  ({ getDb } = await import("@/lib/core/db"));
});

after(async () => {
  await getDb().$disconnect();
  await database.cleanup();
});

beforeEach(async () => {
  await getDb().jobRun.deleteMany();
  await getDb().bookingFeed.deleteMany();
  await useFeeds(undefined);
});

/** Sets BOOKING_BUSY_ICS_URLS for the next requests (lib/core/env caches what it parsed). */
async function useFeeds(list: string | undefined): Promise<void> {
  if (list === undefined) delete process.env.BOOKING_BUSY_ICS_URLS;
  else process.env.BOOKING_BUSY_ICS_URLS = list;
  (await import("@/lib/core/env")).resetEnvCache();
}

interface FeedsBody {
  state: string;
  paused?: boolean;
  feeds?: { feed: string; state: string; lastSuccessAt: string | null; lastError: string | null }[];
}

async function jobs(): Promise<{
  status: number;
  text: string;
  body: { status: string; jobs: Record<string, { state: string }> & { "booking-feeds"?: FeedsBody } };
}> {
  const { GET } = await import("@/app/api/health/jobs/route");
  const response = await GET(new Request("http://localhost/api/health/jobs"));
  assert.match(response.headers.get("cache-control") ?? "", /no-store/);
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

const ranAgo = (name: string, ms: number) =>
  getDb().jobRun.create({ data: { name, lastRunAt: new Date(Date.now() - ms) } });

test("jobs that never ran answer 503, each named as never run", async () => {
  const answer = await jobs();
  assert.equal(answer.status, 503);
  assert.deepEqual(Object.fromEntries(Object.entries(answer.body.jobs).map(([k, v]) => [k, v.state])), {
    deliveries: "never-run",
    retention: "never-run",
    "booking-feeds": "not-configured",
  });
});

test("both within their allowance answer 200; a deliveries run 6 minutes old, or a purge 27 hours old, is late", async () => {
  await ranAgo("deliveries", 1 * MINUTE);
  await ranAgo("retention", 25 * 60 * MINUTE);
  assert.equal((await jobs()).status, 200);

  await getDb().jobRun.update({
    where: { name: "deliveries" },
    data: { lastRunAt: new Date(Date.now() - 6 * MINUTE) },
  });
  let answer = await jobs();
  assert.equal(answer.status, 503);
  assert.equal(answer.body.jobs.deliveries?.state, "late");
  assert.equal(answer.body.jobs.retention?.state, "ok");

  await getDb().jobRun.update({ where: { name: "deliveries" }, data: { lastRunAt: new Date() } });
  await getDb().jobRun.update({
    where: { name: "retention" },
    data: { lastRunAt: new Date(Date.now() - 27 * 60 * MINUTE) },
  });
  answer = await jobs();
  assert.equal(answer.status, 503);
  assert.equal(answer.body.jobs.retention?.state, "late");
});

test("a staff 'retry all' does not count as the scheduled run; the cron route does", async () => {
  await ranAgo("retention", MINUTE);
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  await runDueDeliveries({});
  assert.equal((await jobs()).body.jobs.deliveries?.state, "never-run");

  const { GET } = await import("@/app/api/cron/deliveries/route");
  const cron = await GET(
    new Request("http://localhost/api/cron/deliveries", { headers: { Authorization: `Bearer ${CRON_SECRET}` } }),
  );
  assert.equal(cron.status, 200);
  const answer = await jobs();
  assert.equal(answer.body.jobs.deliveries?.state, "ok");
  assert.equal(answer.status, 200);
});

test("without BOOKING_BUSY_ICS_URLS the booking feeds are not configured and the answer stays 200", async () => {
  await ranAgo("deliveries", MINUTE);
  await ranAgo("retention", MINUTE);
  const answer = await jobs();
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body.jobs["booking-feeds"], { state: "not-configured" });
});

test("a feed without a read for over an hour answers 503 naming it by position and host, with its error", async () => {
  const SECRET = "reach-secret-0f1e2d3c4b5a";
  await useFeeds(
    `https://outlook.office365.com/owa/calendar/${SECRET}/reachcalendar.ics, https://calendar.google.com/calendar/ical/x/private-${SECRET}/basic.ics`,
  );
  await ranAgo("deliveries", MINUTE);
  await ranAgo("retention", MINUTE);

  // Configured but never read (just deployed, or restored): nothing is known of the calendar.
  let answer = await jobs();
  assert.equal(answer.status, 503);
  assert.deepEqual(
    answer.body.jobs["booking-feeds"]?.feeds?.map((f) => [f.feed, f.state, f.lastSuccessAt]),
    [
      ["feed 1 (outlook.office365.com)", "failing", null],
      ["feed 2 (calendar.google.com)", "failing", null],
    ],
  );

  const read = (position: number, host: string, minutesAgo: number, lastError: string | null = null) =>
    getDb().bookingFeed.upsert({
      where: { position },
      create: { position, host, lastSuccessAt: new Date(Date.now() - minutesAgo * MINUTE), lastError },
      update: { lastSuccessAt: new Date(Date.now() - minutesAgo * MINUTE), lastError },
    });
  await read(1, "outlook.office365.com", 2);
  await read(2, "calendar.google.com", 59, "FeedFetchError: feed 2 (calendar.google.com): answered 404");
  answer = await jobs();
  assert.equal(answer.status, 200, "a failing feed's last good read counts for an hour");
  assert.equal(answer.body.jobs["booking-feeds"]?.state, "ok");

  await read(2, "calendar.google.com", 61, "FeedFetchError: feed 2 (calendar.google.com): answered 404");
  answer = await jobs();
  assert.equal(answer.status, 503);
  assert.equal(answer.body.status, "unavailable");
  const feeds = answer.body.jobs["booking-feeds"]!;
  assert.equal(feeds.state, "failing");
  assert.equal(feeds.paused, true);
  assert.deepEqual(
    feeds.feeds!.map((f) => [f.feed, f.state, f.lastError]),
    [
      ["feed 1 (outlook.office365.com)", "ok", null],
      ["feed 2 (calendar.google.com)", "failing", "FeedFetchError: feed 2 (calendar.google.com): answered 404"],
    ],
  );
  assert.equal(answer.text.includes(SECRET), false, "no feed's address");
  assert.equal(answer.body.jobs.deliveries?.state, "ok");
});
