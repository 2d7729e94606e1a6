import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

/**
 * The busy times of the assessor's calendars as stored (docs/decisions/0035-booking-store.md):
 * refreshes fired at once read a feed once; a feed is read again only after a few minutes; a
 * failure keeps the last good times for an hour, then booking pauses; busy times of all feeds are
 * combined, and nothing but times and the failure's kind is stored. A fixed clock throughout.
 */
let database: TempDatabase;

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

beforeEach(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().bookingFeed.deleteMany();
});

const MINUTE = 60_000;
const T0 = new Date("2027-02-01T14:00:00Z");
const later = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const interval = (start: string, minutes = 30) => ({
  start: new Date(start),
  end: new Date(Date.parse(start) + minutes * MINUTE),
});

async function feeds() {
  return import("@/lib/booking/feed-store");
}

const SOURCES =
  "https://outlook.office365.com/owa/calendar/abc/def/reachcalendar.ics, https://calendar.google.com/calendar/ical/x%40group/private-secret/basic.ics";

test("feeds are named by position and host only", async () => {
  const { feedSources, feedName } = await feeds();
  const sources = feedSources(SOURCES);
  assert.deepEqual(sources.map(feedName), ["feed 1 (outlook.office365.com)", "feed 2 (calendar.google.com)"]);
  assert.deepEqual(feedSources(""), []);
  assert.deepEqual(feedSources(undefined), []);
});

test("ten refreshes at once read each feed once; a feed is read again only when due", async () => {
  const { feedSources, refreshFeeds } = await feeds();
  const sources = feedSources(SOURCES);
  const reads = new Map<number, number>();
  const read = async (feed: { position: number }) => {
    reads.set(feed.position, (reads.get(feed.position) ?? 0) + 1);
    return [interval("2027-02-02T15:00:00Z")];
  };
  const reports = await Promise.all(Array.from({ length: 10 }, () => refreshFeeds(sources, read, { now: T0 })));
  assert.deepEqual([...reads.entries()].sort(), [
    [1, 1],
    [2, 1],
  ]);
  assert.equal(reports.flat().filter((r) => r.outcome === "read").length, 2);

  await refreshFeeds(sources, read, { now: later(4) });
  assert.equal(reads.get(1), 1, "not due four minutes later");
  await refreshFeeds(sources, read, { now: later(5) });
  assert.equal(reads.get(1), 2, "due five minutes later");
  // A page view's refresh reads it at once, but never beside another reader.
  await refreshFeeds(sources, read, { now: later(6), force: true });
  assert.equal(reads.get(1), 3);
});

test("a read replaces the feed's busy times; the busy times of all feeds are combined", async () => {
  const { feedSources, refreshFeeds, busyBetween } = await feeds();
  const sources = feedSources(SOURCES);
  const first: Record<number, ReturnType<typeof interval>[]> = {
    1: [interval("2027-02-02T15:00:00Z"), interval("2027-02-03T15:00:00Z")],
    2: [interval("2027-02-02T18:00:00Z", 60)],
  };
  await refreshFeeds(sources, async (feed) => first[feed.position]!, { now: T0 });
  const day = [new Date("2027-02-02T00:00:00Z"), new Date("2027-02-03T00:00:00Z")] as const;
  assert.deepEqual(
    (await busyBetween(sources, ...day, T0)).map((b) => b.start.toISOString()),
    ["2027-02-02T15:00:00.000Z", "2027-02-02T18:00:00.000Z"],
  );
  await refreshFeeds(sources, async (feed) => (feed.position === 1 ? [interval("2027-02-02T16:00:00Z")] : []), {
    now: later(5),
  });
  assert.deepEqual(
    (await busyBetween(sources, ...day, later(5))).map((b) => b.start.toISOString()),
    ["2027-02-02T16:00:00.000Z"],
  );
});

test("a failing feed keeps its last good busy times for an hour, then booking pauses; its address is never stored", async () => {
  const { feedSources, refreshFeeds, busyBetween, feedHealth } = await feeds();
  const { getDb } = await import("@/lib/core/db");
  const sources = feedSources(SOURCES).slice(0, 1);
  const day = [new Date("2027-02-02T00:00:00Z"), new Date("2027-02-03T00:00:00Z")] as const;

  assert.equal((await feedHealth(sources, T0)).paused, true, "never read: nothing is known about the calendar");
  await refreshFeeds(sources, async () => [interval("2027-02-02T15:00:00Z")], { now: T0 });
  assert.deepEqual(await feedHealth(sources, T0).then((h) => h.paused), false);

  const failing = async () => {
    throw new Error(`Feed #1 outlook.office365.com timed out (${sources[0]!.url})`);
  };
  const report = await refreshFeeds(sources, failing, { now: later(30) });
  assert.equal(report[0]!.outcome, "failed");
  assert.equal((await busyBetween(sources, ...day, later(30))).length, 1, "the last good times still count");
  const atTheHour = await feedHealth(sources, later(60));
  assert.equal(atTheHour.paused, false);
  assert.equal(atTheHour.feeds[0]!.stale, true);

  const at61 = await feedHealth(sources, later(61));
  assert.equal(at61.paused, true);
  assert.equal(at61.feeds[0]!.feed, "feed 1 (outlook.office365.com)");
  assert.match(at61.feeds[0]!.lastError!, /timed out/);
  assert.equal((await busyBetween(sources, ...day, later(61))).length, 0);

  const stored = JSON.stringify(await getDb().bookingFeed.findMany());
  assert.doesNotMatch(stored, /reachcalendar|\/owa\//, "no part of the secret address is stored");
});

test("without feeds, booking is never paused and nothing is busy", async () => {
  const { feedHealth, busyBetween } = await feeds();
  assert.deepEqual(await feedHealth([], T0), { paused: false, feeds: [] });
  assert.deepEqual(await busyBetween([], T0, later(60), T0), []);
});

test("the staff feed's address: five rotations at once leave one that opens it; the old ones never do", async () => {
  const { rotateStaffFeed, staffFeedOpens, staffFeedMade } = await import("@/lib/booking/staff-feed");
  assert.equal(await staffFeedMade(), null);
  const first = await rotateStaffFeed("owner@example.com");
  assert.equal(await staffFeedOpens(first), true);
  const tokens = await Promise.all(Array.from({ length: 5 }, (_, i) => rotateStaffFeed(`staff${i}@example.com`)));
  const opening = (await Promise.all([first, ...tokens].map(staffFeedOpens))).filter(Boolean);
  assert.equal(opening.length, 1);
  assert.equal(await staffFeedOpens("not-a-token"), false);
  assert.match((await staffFeedMade())!.createdBy, /^staff\d@example\.com$/);
});
