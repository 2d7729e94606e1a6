import "server-only";
import { getDb } from "@/lib/core/db";
import { MINUTE } from "@/lib/core/rate-limit";

/**
 * The busy times of the assessor's published calendars as the site keeps them
 * (docs/decisions/0035-booking-store.md): a feed is read at most every few minutes, by one
 * instance at a time, into rows of busy intervals only; visitors' pages read those rows and never
 * wait for a feed. A feed that fails keeps its last good intervals for an hour; past that, booking
 * pauses rather than offer times the assessor may not have.
 */

/** One configured feed: its position in the list of addresses and its host (its address is secret). */
export interface FeedSource {
  position: number;
  url: string;
  host: string;
}

export interface BusyInterval {
  start: Date;
  end: Date;
}

/** A feed is read again when its last attempt is older than this. */
export const FEED_REFRESH_MS = 5 * MINUTE;
/** A page view that finds a feed's last success older than this asks for a refresh after its answer. */
export const FEED_STALE_MS = 10 * MINUTE;
/** How long the last good intervals of a failing feed still count; past that, booking pauses. */
export const FEED_GRACE_MS = 60 * MINUTE;
/** How long a refresher's claim lasts: longer than a read may take (its timeout), so claims never overlap. */
const CLAIM_MS = 2 * MINUTE;

/** The configured feeds from the comma-separated list of addresses, named by position and host. */
export function feedSources(list: string | undefined): FeedSource[] {
  return (list ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean)
    .map((url, index) => ({ position: index + 1, url, host: new URL(url).host }));
}

/** What a feed's refresh did, for the deliveries job's report (no address, no content). */
export interface FeedRefresh {
  feed: string;
  outcome: "read" | "failed" | "not-due";
  intervals?: number;
  error?: string;
}

export const feedName = (feed: Pick<FeedSource, "position" | "host">) => `feed ${feed.position} (${feed.host})`;

/**
 * Claims a feed for reading when it is due and nobody else reads it: one UPDATE on its row, so
 * instances that try at once get it once.
 */
async function claim(feed: FeedSource, now: Date, force: boolean): Promise<boolean> {
  const db = getDb();
  await db.bookingFeed.upsert({
    where: { position: feed.position },
    create: { position: feed.position, host: feed.host },
    update: { host: feed.host },
  });
  const dueBefore = new Date(now.getTime() - (force ? 0 : FEED_REFRESH_MS));
  // GREATEST skips nulls: a feed never tried has no last attempt and is due.
  const claimed = await db.$executeRaw`
    UPDATE "BookingFeed" SET "claimedUntil" = ${new Date(now.getTime() + CLAIM_MS)}
    WHERE "position" = ${feed.position}
      AND ("claimedUntil" IS NULL OR "claimedUntil" <= ${now})
      AND (GREATEST("lastSuccessAt", "lastErrorAt") IS NULL OR GREATEST("lastSuccessAt", "lastErrorAt") <= ${dueBefore})`;
  return claimed === 1;
}

/**
 * Reads every due feed (`read` fetches and parses one, returning its busy intervals) and stores
 * what it found: a read replaces the feed's intervals in one transaction; a failure keeps them and
 * records its kind. `force` reads a feed whatever the time of its last attempt, though never while
 * another instance reads it.
 */
export async function refreshFeeds(
  feeds: readonly FeedSource[],
  read: (feed: FeedSource) => Promise<BusyInterval[]>,
  options: { now: Date; force?: boolean },
): Promise<FeedRefresh[]> {
  const { now } = options;
  const db = getDb();
  const report: FeedRefresh[] = [];
  for (const feed of feeds) {
    if (!(await claim(feed, now, options.force ?? false))) {
      report.push({ feed: feedName(feed), outcome: "not-due" });
      continue;
    }
    try {
      const intervals = await read(feed);
      await db.$transaction([
        db.bookingBusyInterval.deleteMany({ where: { feedPosition: feed.position } }),
        db.bookingBusyInterval.createMany({
          data: intervals.map((i) => ({ feedPosition: feed.position, start: i.start, end: i.end })),
        }),
        db.bookingFeed.update({
          where: { position: feed.position },
          data: { lastSuccessAt: now, lastError: null, claimedUntil: null },
        }),
      ]);
      report.push({ feed: feedName(feed), outcome: "read", intervals: intervals.length });
    } catch (error) {
      const kind = feedErrorKind(error);
      await db.bookingFeed.update({
        where: { position: feed.position },
        data: { lastErrorAt: now, lastError: kind, claimedUntil: null },
      });
      report.push({ feed: feedName(feed), outcome: "failed", error: kind });
    }
  }
  return report;
}

/**
 * A failure's kind as staff and logs may see it: the error's name and message, cut short. A
 * reader's errors name the feed by position and host only; a message holding the address's path
 * would be cut at the first slash after the scheme, so a secret never reaches the table.
 */
function feedErrorKind(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/https?:\/\/[^\s/]+\/\S*/g, (url) => url.slice(0, url.indexOf("/", 8)) + "/…").slice(0, 200);
}

export interface FeedHealth {
  feed: string;
  lastSuccessAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  /** Its last success is older than the grace period (or it never succeeded). */
  failing: boolean;
  /** Its last success is older than a page view accepts without asking for a refresh. */
  stale: boolean;
}

/** The state of every configured feed; booking is paused while any is failing. */
export async function feedHealth(
  feeds: readonly FeedSource[],
  now: Date,
): Promise<{ paused: boolean; feeds: FeedHealth[] }> {
  if (feeds.length === 0) return { paused: false, feeds: [] };
  const rows = await getDb().bookingFeed.findMany({
    where: { position: { in: feeds.map((f) => f.position) } },
  });
  const byPosition = new Map(rows.map((row) => [row.position, row]));
  const health = feeds.map((feed): FeedHealth => {
    const row = byPosition.get(feed.position);
    const age = row?.lastSuccessAt ? now.getTime() - row.lastSuccessAt.getTime() : Infinity;
    return {
      feed: feedName(feed),
      lastSuccessAt: row?.lastSuccessAt ?? null,
      lastError: row?.lastError ?? null,
      lastErrorAt: row?.lastErrorAt ?? null,
      failing: age > FEED_GRACE_MS,
      stale: age > FEED_STALE_MS,
    };
  });
  return { paused: health.some((h) => h.failing), feeds: health };
}

/**
 * The busy intervals of the configured feeds that overlap [from, to), combined: a slot is free
 * only when no feed is busy then. Only feeds read within the grace period count (a paused booking
 * shows no slots at all).
 */
export async function busyBetween(
  feeds: readonly FeedSource[],
  from: Date,
  to: Date,
  now: Date,
): Promise<BusyInterval[]> {
  if (feeds.length === 0) return [];
  const rows = await getDb().bookingBusyInterval.findMany({
    where: {
      start: { lt: to },
      end: { gt: from },
      feed: {
        position: { in: feeds.map((f) => f.position) },
        lastSuccessAt: { gte: new Date(now.getTime() - FEED_GRACE_MS) },
      },
    },
    select: { start: true, end: true },
    orderBy: { start: "asc" },
  });
  return rows;
}
