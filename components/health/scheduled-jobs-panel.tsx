import { StaffPanel, staffDate } from "@/components/ui/staff-ui";
import type { JobHealth, JobName } from "@/lib/health/jobs";

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
 * retries and escalations without a sound).
 */
export function ScheduledJobsPanel({ jobs }: { jobs: JobHealth[] }) {
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
      </ul>
    </StaffPanel>
  );
}
