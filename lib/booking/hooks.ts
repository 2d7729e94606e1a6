import "server-only";
import { refreshConfiguredFeeds } from "@/lib/booking/feed-refresh";
import { releaseAllExpired } from "@/lib/booking/store";
import { logWarn } from "@/lib/core/log";
import type { DeliveriesJobHook } from "@/lib/deliveries/job";

/**
 * The bookings' share of the every-minute deliveries job (docs/decisions/0032-deliveries-job-and-hooks.md,
 * docs/decisions/0035-booking-store.md "Scheduled work and health"), before the sends:
 * - the calendar feeds that are due are read (each at most every 5 minutes, one instance at a
 *   time: the feed store's claim), so visitors' pages find fresh busy times without waiting for a
 *   feed themselves;
 * - every pending booking whose time to confirm has passed lets its slot go. A booking already
 *   releases the expired ones of its own day, mailbox and address; this release is for the
 *   calendar the staff and the dashboard see, and for the limits' counts.
 * The run's report gets counts only: feeds read, failed and not due, bookings released. A failing
 * feed is logged by its name (position and host), never its address.
 */
export const bookingsHook: DeliveriesJobHook = {
  name: "bookings",
  async beforeSends({ now }) {
    // Released first: it needs the database only, and a slow feed must not hold it up.
    const released = await releaseAllExpired(now);
    const feeds = await refreshConfiguredFeeds({ now });
    for (const feed of feeds)
      if (feed.outcome === "failed") logWarn("booking.feed-failed", { feed: feed.feed, error: feed.error ?? "" });
    const count = (outcome: (typeof feeds)[number]["outcome"]) => feeds.filter((f) => f.outcome === outcome).length;
    return {
      report: {
        feedsRead: count("read"),
        feedsFailed: count("failed"),
        feedsNotDue: count("not-due"),
        bookingsReleased: released,
      },
    };
  },
};
