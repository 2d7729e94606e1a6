import Link from "@/components/ui/link";
import type { ComponentProps, ReactNode } from "react";
import { BarChart, type Bar } from "@/components/leads/charts/bar-chart";
import { StaffPanel, panelClass, staffDate } from "@/components/ui/staff-ui";
import type { DashboardWeek } from "@/lib/leads/dashboard";
import type { Dashboard, WeeklySeries } from "@/lib/leads/dashboard-data";
import { BAND_LABELS, GOOD_FROM, NEEDS_IMPROVEMENT_FROM, type ScoreBand } from "@/lib/checklist/scoring";
import { adminDeliveriesPath } from "@/lib/core/paths";
import { DIRECT_SOURCE } from "@/lib/core/campaign";
import { CampaignSourcesTable } from "@/components/leads/campaign-sources-table";

const SERIES: { key: WeeklySeries; title: string; noun: string }[] = [
  { key: "contact", title: "Contact messages", noun: "Messages" },
  { key: "checklist", title: "Checklist results", noun: "Results" },
  { key: "subscribers", title: "Confirmed newsletter sign-ups", noun: "Sign-ups" },
  { key: "bookings", title: "Confirmed bookings", noun: "Bookings" },
];

const BAND_RANGES: Record<ScoreBand, string> = {
  good: `${GOOD_FROM}–100`,
  "needs-improvement": `${NEEDS_IMPROVEMENT_FROM}–${GOOD_FROM - 1}`,
  "at-risk": `0–${NEEDS_IMPROVEMENT_FROM - 1}`,
};

/** Columns of weeks: the day of each Monday, with the month under the first week of each month. */
export function weekBars(weeks: readonly DashboardWeek[], values: readonly number[]): Bar[] {
  return weeks.map((w, i) => {
    const [month, day] = w.label.split(" ");
    const newMonth = i === 0 || weeks[i - 1]!.label.split(" ")[0] !== month;
    return {
      key: w.monday,
      label: `Week of ${w.monday}${w.current ? " (this week, so far)" : ""}`,
      value: values[i] ?? 0,
      axisLabel: day,
      axisSubLabel: newMonth ? month : undefined,
    };
  });
}

export function Panel({ className = "", ...panel }: ComponentProps<typeof StaffPanel>) {
  return <StaffPanel {...panel} className={`mt-8 min-w-0 ${panelClass} ${className}`} />;
}

function Figure({ label, value, href, note }: { label: string; value: number; href?: string; note?: ReactNode }) {
  return (
    <div className="rounded-lg border border-line p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-ink">
        {href && value > 0 ? (
          <Link href={href} className="text-link underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
      {note ? <dd className="mt-1 text-sm text-ink-muted">{note}</dd> : null}
    </div>
  );
}

/** The dashboard's numbers: leads by week, score bands, source pages, what is left to do, e-mail trouble. */
export function LeadDashboard({ data }: { data: Dashboard }) {
  const first = data.weeks[0];
  const totalUnhandled =
    data.unhandled.contact + data.unhandled.checklist + data.unhandled.subscribers + data.unhandled.bookings;
  return (
    <>
      <Panel id="weekly-heading" title="Leads by week">
        <p className="mt-2 max-w-3xl text-ink-muted">
          Weeks run from Monday to Sunday, Toronto time, starting with the week of {first?.monday}. The last bar is this
          week so far. A booked assessment counts in the week it was confirmed.
        </p>
        <div className="mt-4 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {SERIES.map((s) => (
            <BarChart
              key={s.key}
              title={`${s.title} per week`}
              bars={weekBars(data.weeks, data.weekly[s.key])}
              labelHeading="Week"
              valueHeading={s.noun}
            />
          ))}
        </div>
      </Panel>

      <Panel id="campaign-sources-heading" title="Leads by source">
        <p className="mt-2 max-w-3xl text-ink-muted">
          Contact messages, checklist results, confirmed sign-ups and confirmed bookings per week since the week of{" "}
          {first?.monday}, by where the visit began: the campaign&apos;s source (<code>utm_source</code>) of the page
          the visitor landed on, else the site that linked to it, else &ldquo;{DIRECT_SOURCE}&rdquo; (typed in, a
          bookmark, no JavaScript, or a site that sent no referrer). Urgent requests keep their source but are not
          counted here: they come from clients.
        </p>
        <CampaignSourcesTable weeks={data.weeks} rows={data.campaignSources} />
      </Panel>

      <div className="grid gap-x-8 lg:grid-cols-2">
        <Panel id="to-do-heading" title="Waiting for staff">
          <dl className="mt-4 grid grid-cols-2 gap-4">
            <Figure label="Leads not yet handled" value={totalUnhandled} />
            <Figure label="Contact messages" value={data.unhandled.contact} href="/admin/leads?kind=contact" />
            <Figure label="Checklist results" value={data.unhandled.checklist} href="/admin/leads?kind=checklist" />
            <Figure label="Subscribers" value={data.unhandled.subscribers} href="/admin/leads?kind=subscribers" />
            <Figure label="Confirmed bookings" value={data.unhandled.bookings} href="/admin/leads?kind=bookings" />
          </dl>
        </Panel>
        <Panel id="email-heading" title="E-mail">
          <dl className="mt-4 grid grid-cols-2 gap-4">
            <Figure
              label="Failed e-mails"
              value={data.email.failed}
              href={adminDeliveriesPath("failed")}
              note="Still retried automatically unless failed for good."
            />
            <Figure
              label="Failed for good"
              value={data.email.failedForGood}
              href={data.email.failedForGoodHref}
              note="Only a staff retry sends these."
            />
            <Figure
              label="Held for the next digest"
              value={data.email.held}
              href={adminDeliveriesPath("held")}
              note={
                data.email.nextDigestAt ? (
                  <>
                    Next digest:{" "}
                    <time dateTime={data.email.nextDigestAt.toISOString()}>{staffDate(data.email.nextDigestAt)}</time>
                  </>
                ) : (
                  "Office notifications past the sending ceiling wait here for one digest."
                )
              }
            />
            <Figure
              label={`Sent in digests since ${first?.monday ?? ""}`}
              value={data.email.digested}
              href={adminDeliveriesPath("digested")}
            />
          </dl>
        </Panel>
      </div>

      <div className="grid gap-x-8 lg:grid-cols-2">
        <Panel id="bands-heading" title="Checklist score bands">
          <p className="mt-2 text-ink-muted">
            Checklist results since {first?.monday}, by the band their score fell in.
          </p>
          <div className="mt-4">
            <BarChart
              title="Checklist results by score band"
              labelHeading="Band"
              valueHeading="Results"
              bars={(Object.keys(BAND_LABELS) as ScoreBand[]).map((band) => ({
                key: band,
                label: `${BAND_LABELS[band]} (${BAND_RANGES[band]})`,
                value: data.bands[band],
                axisLabel: BAND_LABELS[band],
                axisSubLabel: BAND_RANGES[band],
              }))}
            />
          </div>
        </Panel>
        <Panel id="sources-heading" title="Where leads came from">
          <p className="mt-2 text-ink-muted">
            Pages that contact messages, confirmed sign-ups, confirmed bookings and checklist results since{" "}
            {first?.monday} were sent from.
          </p>
          <div className="mt-4">
            <BarChart
              title="Leads by page"
              labelHeading="Page"
              valueHeading="Leads"
              layout="rows"
              bars={data.sources.map((s) => ({ key: s.page, label: s.page, value: s.total }))}
            />
          </div>
        </Panel>
      </div>
    </>
  );
}
