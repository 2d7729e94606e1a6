import { StaffPanel, staffDate } from "@/components/ui/staff-ui";
import type { BookingFeedsHealth, JobHealth, JobName } from "@/lib/health/jobs";

/** What each scheduled job does, in the office's words, and how to run it by hand. */
const JOBS: Record<JobName, { label: string; every: string; command: string }> = {
  deliveries: {
    label: "Deliveries (e-mail retries, held notices, pages and escalations)",
    every: "every minute",
    command: "npm run deliveries:run",
  },
  retention: { label: "Data retention purge", every: "once a day", command: "npm run retention:purge" },
};

/**
 * The staff dashboard's view of what GET /api/health/jobs tells a monitor: when each scheduled job
 * last ran, and a warning for one that is late or never ran (a schedule lost in a move stops
 * retries and escalations without a sound); and the calendar feeds the deliveries job reads for
 * the booking, with a warning naming each failing feed and its error while booking is paused.
 */
export function ScheduledJobsPanel({ jobs, feeds }: { jobs: JobHealth[]; feeds?: BookingFeedsHealth }) {
  return (
    <StaffPanel id="jobs-heading" title="Scheduled jobs">
      <ul className="mt-4 grid gap-3">
        {jobs.map((job) => {
          const about = JOBS[job.name];
          return (
            <li key={job.name} className="text-sm">
              <span className="font-semibold text-ink">{about.label}</span>, {about.every}:{" "}
              {job.lastRunAt ? (
                <>
                  last ran <time dateTime={job.lastRunAt.toISOString()}>{staffDate(job.lastRunAt)}</time>
                </>
              ) : (
                "never ran"
              )}
              {job.state !== "ok" ? (
                <p className="mt-2 rounded-md border border-warning bg-warning-soft p-3 text-warning">
                  <strong>Warning:</strong> {job.state === "late" ? "it is late" : "it has never run"}, so its schedule
                  may be missing. Check the schedule, or run <code>{about.command}</code> on the server.
                </p>
              ) : null}
            </li>
          );
        })}
        {feeds ? <BookingFeedsItem feeds={feeds} /> : null}
      </ul>
    </StaffPanel>
  );
}

/** The assessor's calendar feeds: read by the deliveries job at most every 5 minutes each. */
function BookingFeedsItem({ feeds }: { feeds: BookingFeedsHealth }) {
  const label = <span className="font-semibold text-ink">Booking calendar feeds</span>;
  if (feeds.state === "not-configured")
    return (
      <li className="text-sm">
        {label}: not configured (BOOKING_BUSY_ICS_URLS is empty), so only the site&rsquo;s own bookings and the booking
        rules decide the free times.
      </li>
    );
  const failing = feeds.feeds.filter((f) => f.state === "failing");
  return (
    <li className="text-sm">
      {label}, read by the deliveries job:{" "}
      {failing.length === 0
        ? `all ${feeds.feeds.length} read within the hour.`
        : `${failing.length} of ${feeds.feeds.length} not read within the hour.`}
      {feeds.paused ? (
        <div className="mt-2 rounded-md border border-warning bg-warning-soft p-3 text-warning">
          <p>
            <strong>Warning: booking is paused.</strong> The booking page offers no times and shows the phone and the
            contact form until every feed is read again.
          </p>
          <ul className="mt-2 grid gap-1">
            {failing.map((f) => (
              <li key={f.feed}>
                <strong>{f.feed}</strong>:{" "}
                {f.lastSuccessAt ? (
                  <>
                    last read <time dateTime={f.lastSuccessAt.toISOString()}>{staffDate(f.lastSuccessAt)}</time>
                  </>
                ) : (
                  "never read"
                )}
                {f.lastError ? (
                  <>
                    ; last error
                    {f.lastErrorAt ? (
                      <>
                        {" "}
                        <time dateTime={f.lastErrorAt.toISOString()}>{staffDate(f.lastErrorAt)}</time>
                      </>
                    ) : null}
                    : <code>{f.lastError}</code>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="mt-2">
            Check that the calendar is still published and that its address in BOOKING_BUSY_ICS_URLS is current
            (Outlook: &ldquo;Publish calendar&rdquo;; Google: &ldquo;Secret address in iCal format&rdquo;).
          </p>
        </div>
      ) : null}
    </li>
  );
}
