import "server-only";
import { configuredFeeds } from "@/lib/booking/feed-refresh";
import { feedHealth } from "@/lib/booking/feed-store";
import { getDb } from "@/lib/core/db";

/**
 * Whether the scheduled jobs are being called, for an uptime monitor: a cron lost in a move stops
 * retries, held office notices and escalations without a sound, and only the time of each job's
 * last scheduled run shows it. Each job records its runs in JobRun (the deliveries job's scheduled
 * runs only, never a staff "retry all"); a job is late past its allowance, and one with no run at
 * all is named as never run.
 */
export const SCHEDULED_JOBS = [
  /** Every minute; five minutes allows a few missed calls before anyone is woken. */
  { name: "deliveries", withinMs: 5 * 60_000 },
  /** Daily; 26 hours allows a late run and the change of the clocks. */
  { name: "retention", withinMs: 26 * 60 * 60_000 },
] as const;

export type JobName = (typeof SCHEDULED_JOBS)[number]["name"];

export interface JobHealth {
  name: JobName;
  state: "ok" | "late" | "never-run";
  lastRunAt: Date | null;
}

export async function checkJobs(now = new Date()): Promise<JobHealth[]> {
  const rows = await getDb().jobRun.findMany({
    where: { name: { in: SCHEDULED_JOBS.map((j) => j.name) } },
    select: { name: true, lastRunAt: true },
  });
  const last = new Map(rows.map((r) => [r.name, r.lastRunAt]));
  return SCHEDULED_JOBS.map(({ name, withinMs }) => {
    const lastRunAt = last.get(name) ?? null;
    const state = !lastRunAt ? "never-run" : now.getTime() - lastRunAt.getTime() > withinMs ? "late" : "ok";
    return { name, state, lastRunAt };
  });
}

/** One calendar feed as the health address and the dashboard name it: position and host, never its address. */
export interface FeedState {
  feed: string;
  state: "ok" | "failing";
  lastSuccessAt: Date | null;
  /** The kind of its last failure (its text names the feed by position and host only). */
  lastError: string | null;
  lastErrorAt: Date | null;
}

/**
 * The assessor's calendar feeds, read by the deliveries job's booking hook: "failing" while any
 * configured feed has had no successful read for an hour (booking is paused then, and only a
 * person can mend a feed's address or the calendar's publishing), "not-configured" without
 * BOOKING_BUSY_ICS_URLS (only the site's own bookings and rules count: nothing to watch).
 */
export type BookingFeedsHealth =
  { state: "not-configured" } | { state: "ok" | "failing"; paused: boolean; feeds: FeedState[] };

export async function checkBookingFeeds(now = new Date()): Promise<BookingFeedsHealth> {
  const feeds = configuredFeeds();
  if (feeds.length === 0) return { state: "not-configured" };
  const health = await feedHealth(feeds, now);
  return {
    state: health.paused ? "failing" : "ok",
    paused: health.paused,
    feeds: health.feeds.map((f) => ({
      feed: f.feed,
      state: f.failing ? "failing" : "ok",
      lastSuccessAt: f.lastSuccessAt,
      lastError: f.lastError,
      lastErrorAt: f.lastErrorAt,
    })),
  };
}
