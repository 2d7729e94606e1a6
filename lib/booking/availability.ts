import "server-only";
import { busyBetween, feedHealth } from "@/lib/booking/feed-store";
import { configuredFeeds, refreshConfiguredFeeds } from "@/lib/booking/feed-refresh";
import { slotValue } from "@/lib/booking/display";
import { liveBookingsBetween } from "@/lib/booking/store";
import { MAX_SLOT_RANGE_DAYS, openSlots, rangeInterval, type Slot, type SlotContext } from "@/lib/booking/slots";
import { describeError, logWarn } from "@/lib/core/log";
import { dateIn, type CalendarDate } from "@/lib/core/zoned-time";
import { BOOKING_RULES } from "@/content/business";
import type { Schedule } from "@/lib/deliveries/store";

/**
 * What is open for booking, read per request from the database: the live bookings and the busy
 * times the feeds last gave (lib/booking/feed-store.ts). The slots API, the booking page and the
 * booking's own check all read it here, so they agree; none of them ever fetches a feed while a
 * visitor waits. A feed found stale is refreshed after the answer, through `schedule` (the
 * request's `after()`), so a site without a scheduler still keeps its calendars fresh.
 */

/** How long a paused booking asks a client to wait before asking again (the feeds' refresh interval). */
export const PAUSED_RETRY_AFTER_SECONDS = 300;

export const PAUSED_MESSAGE =
  "Online booking is paused for a moment because we cannot read our assessor's calendar. Please call us, or send a message through the contact form, and we will find a time with you.";

export type Availability =
  | { paused: true; slots: [] }
  | {
      paused: false;
      slots: Slot[];
      /** What the slots were decided with, for a check of one slot against the same facts. */
      context: SlotContext;
    };

/**
 * The open slots of `days` Toronto dates from `from`, or that booking is paused (a feed has given
 * nothing for an hour). Asks for a refresh of stale feeds after the answer.
 */
export async function readAvailability(
  range: { from: CalendarDate; days: number },
  now: Date,
  schedule?: Schedule,
): Promise<Availability> {
  const feeds = configuredFeeds();
  const health = await feedHealth(feeds, now);
  if (schedule && health.feeds.some((f) => f.stale)) schedule(() => refreshStale(now));
  if (health.paused) return { paused: true, slots: [] };
  const { start, end } = rangeInterval(range);
  const [bookings, busy] = await Promise.all([
    liveBookingsBetween(start, end, now),
    busyBetween(feeds, start, end, now),
  ]);
  const context: SlotContext = { now, bookings, busy };
  return { paused: false, slots: openSlots(context, range), context };
}

/** Every bookable slot from today: the range the slots API gives by default. */
export function wholeHorizon(now: Date): { from: CalendarDate; days: number } {
  return { from: dateIn(now, BOOKING_RULES.hours.timeZone), days: MAX_SLOT_RANGE_DAYS };
}

/** The slots as the API writes them. */
export function slotsJson(slots: readonly Slot[]): { start: string; end: string }[] {
  return slots.map((s) => ({ start: slotValue(s.start), end: slotValue(s.end) }));
}

async function refreshStale(now: Date): Promise<void> {
  try {
    // Not forced: a stale feed (no success for 10 minutes) whose last attempt is older than the
    // refresh interval is read; one that failed minutes ago is not read again for every page view,
    // and a claim held by another instance still wins, so a burst of page views reads a feed once.
    await refreshConfiguredFeeds({ now });
  } catch (error) {
    logWarn("booking.feed-refresh-error", describeError(error));
  }
}
