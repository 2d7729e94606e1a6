import "server-only";
import { BOOKING_RULES } from "@/content/business";
import { feedReader } from "@/lib/booking/feed-fetch";
import type { BusyWindow } from "@/lib/booking/feed-parse";
import { feedSources, refreshFeeds, type FeedRefresh, type FeedSource } from "@/lib/booking/feed-store";
import { bookingHorizon, rangeInterval } from "@/lib/booking/slots";
import { getEnv } from "@/lib/core/env";
import { dateIn, daysBetween } from "@/lib/core/zoned-time";

/**
 * The configured calendar feeds read as the site reads them, for every caller that asks for a
 * refresh (the deliveries job's booking hook; a page view that finds a feed stale): the feeds of
 * BOOKING_BUSY_ICS_URLS, within BOOKING_FEED_MAX_BYTES, reduced to the busy times of the days a
 * visitor can book (docs/decisions/0035-booking-store.md, "Scheduled work and health").
 */

/** The configured feeds, named by position and host (an empty list without BOOKING_BUSY_ICS_URLS). */
export function configuredFeeds(): FeedSource[] {
  return feedSources(getEnv().BOOKING_BUSY_ICS_URLS);
}

/**
 * The stretch of time a feed is read for: from the start of today in Toronto to the end of the
 * last bookable day. Nothing outside it can make a slot busy, so nothing outside it is stored.
 */
export function feedWindow(now: Date): BusyWindow {
  const today = dateIn(now, BOOKING_RULES.hours.timeZone);
  const { last } = bookingHorizon(now);
  const { start, end } = rangeInterval({ from: today, days: daysBetween(today, last) + 1 });
  return { from: start, to: end };
}

/**
 * Reads every configured feed that is due (or, with `force`, every one nobody else reads now) and
 * stores its busy times; what each did, by feed name only.
 */
export async function refreshConfiguredFeeds(options: { now: Date; force?: boolean }): Promise<FeedRefresh[]> {
  const feeds = configuredFeeds();
  if (feeds.length === 0) return [];
  const read = feedReader({ window: feedWindow(options.now), maxBytes: getEnv().BOOKING_FEED_MAX_BYTES });
  // Side by side, each feed under its own claim: a run waits for the slowest feed's time limit
  // (5 s), not for the sum of them, so the deliveries job keeps its time for the sends.
  return (await Promise.all(feeds.map((feed) => refreshFeeds([feed], read, options)))).flat();
}
