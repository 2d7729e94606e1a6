import { apiRoute } from "@/lib/core/http/api-route";
import { checkBookingFeeds, checkJobs, type BookingFeedsHealth } from "@/lib/health/jobs";

export const dynamic = "force-dynamic";

/** The booking feeds as a monitor reads them: each feed by position and host, never its address. */
function feedsBody(feeds: BookingFeedsHealth) {
  if (feeds.state === "not-configured") return { state: feeds.state };
  return {
    state: feeds.state,
    paused: feeds.paused,
    feeds: feeds.feeds.map((f) => ({
      feed: f.feed,
      state: f.state,
      lastSuccessAt: f.lastSuccessAt?.toISOString() ?? null,
      lastError: f.lastError,
      lastErrorAt: f.lastErrorAt?.toISOString() ?? null,
    })),
  };
}

/**
 * GET: whether the scheduled jobs run, for an uptime monitor: 200 while the deliveries job ran in
 * the last 5 minutes, the retention purge in the last 26 hours and every calendar feed of the
 * booking (when BOOKING_BUSY_ICS_URLS is set) was read within the hour, else 503 naming each job
 * that is late or never ran, with when it last ran, and each failing feed with its last error
 * (booking is paused then). Job names, feed names (position and host) and times only; never cached.
 */
export const GET = apiRoute(async () => {
  let jobs;
  let feeds;
  try {
    [jobs, feeds] = await Promise.all([checkJobs(), checkBookingFeeds()]);
  } catch {
    return Response.json(
      { status: "unavailable", reason: "database" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
  const healthy = jobs.every((j) => j.state === "ok") && feeds.state !== "failing";
  const body = {
    status: healthy ? "ok" : "unavailable",
    jobs: {
      ...Object.fromEntries(
        jobs.map((j) => [j.name, { state: j.state, lastRunAt: j.lastRunAt?.toISOString() ?? null }]),
      ),
      "booking-feeds": feedsBody(feeds),
    },
  };
  return Response.json(body, { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
