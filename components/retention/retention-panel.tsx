import type { ReactNode } from "react";
import { StaffPanel, staffDate } from "@/components/ui/staff-ui";
import { RETENTION } from "@/content/retention";
import type { RetentionReport } from "@/lib/retention/report";
import type { RetentionStatus } from "@/lib/retention/status";

/** What each count of a run's report is, in the office's words (counts only: no one is named). */
const REMOVED: { key: Exclude<keyof RetentionReport, "unsentDeliveriesKept">; label: string }[] = [
  { key: "contactMessages", label: "Contact messages" },
  { key: "checklistSubmissions", label: "Checklist results" },
  { key: "bookings", label: "Confirmed bookings" },
  { key: "releasedBookings", label: "Bookings never confirmed" },
  { key: "urgentRequests", label: "Urgent requests" },
  { key: "unsubscribedSubscribers", label: `Subscribers unsubscribed over ${RETENTION.unsubscribedYears} years ago` },
  { key: "pendingSubscribers", label: "Sign-ups never confirmed" },
  { key: "newsletterConsents", label: "Consent records" },
  { key: "newsletterDeliveries", label: "Newsletter delivery records" },
  { key: "confirmRequests", label: "Confirmation requests" },
  { key: "staleConfirmationsCleared", label: "Unanswered requests to resubscribe" },
  { key: "deliveryCopies", label: "Copies of sent e-mail" },
  { key: "formChecks", label: "Refused form posts" },
  { key: "rateLimitCounters", label: "Rate-limit counters" },
  { key: "webVitalSamples", label: "Page-speed measurements" },
  { key: "webVitalPageViews", label: "Page views no longer linked to their measurements" },
];

function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 rounded-md border border-warning bg-warning-soft p-3 text-sm text-warning">
      <strong>Warning:</strong> {children}
    </p>
  );
}

/** The staff dashboard's account of the daily retention purge: when it last ran and what it removed. */
export function RetentionPanel({ status }: { status: RetentionStatus }) {
  return (
    <StaffPanel id="retention-heading" title="Data retention">
      <p className="mt-2 max-w-3xl text-ink-muted">
        Once a day the website deletes what the privacy policy says it no longer keeps: leads after{" "}
        {RETENTION.leadMonths} months (confirmed bookings too), bookings never confirmed after{" "}
        {RETENTION.releasedBookingDays} days, unsubscribed addresses after {RETENTION.unsubscribedYears} years,
        unconfirmed sign-ups after {RETENTION.pendingSignupDays} days, copies of sent e-mail after{" "}
        {RETENTION.deliveryMonths} months and page-speed measurements after {RETENTION.webVitalMonths} months.
      </p>
      {!status.ran ? (
        <Warning>
          The purge has never run. Check that the daily job is scheduled, or run <code>npm run retention:purge</code> on
          the server.
        </Warning>
      ) : (
        <>
          <p className="mt-4 text-ink">
            Last run: <time dateTime={status.lastRunAt.toISOString()}>{staffDate(status.lastRunAt)}</time> (Toronto
            time)
          </p>
          {status.stale ? (
            <Warning>
              The last run is more than 2 days old, so the daily job may have stopped. Check its schedule, or run{" "}
              <code>npm run retention:purge</code> on the server.
            </Warning>
          ) : null}
          {status.report ? (
            <>
              <h3 className="mt-6 text-lg font-semibold text-ink">Removed by the last run</h3>
              <dl className="mt-2 grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
                {REMOVED.map(({ key, label }) => (
                  <div key={key} className="contents">
                    <dt className="text-ink">{label}</dt>
                    <dd className="text-right font-semibold tabular-nums text-ink">{status.report![key]}</dd>
                  </div>
                ))}
              </dl>
              {status.report.unsentDeliveriesKept > 0 ? (
                <p className="mt-4 text-sm text-ink">
                  {status.report.unsentDeliveriesKept} e-mail{" "}
                  {status.report.unsentDeliveriesKept === 1 ? "message is" : "messages are"} older than{" "}
                  {RETENTION.deliveryMonths} months but not sent yet, so{" "}
                  {status.report.unsentDeliveriesKept === 1 ? "it was" : "they were"} kept: see Deliveries.
                </p>
              ) : null}
            </>
          ) : (
            <p className="mt-4 text-sm text-ink-muted">The last run&apos;s report cannot be read.</p>
          )}
        </>
      )}
    </StaffPanel>
  );
}
