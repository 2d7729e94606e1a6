import { StatusBadge, tdClass, thClass } from "@/components/ui/staff-ui";
import { RETENTION } from "@/content/retention";
import { METRICS, METRIC_INFO, formatMetric, type MetricName } from "@/lib/vitals/metrics";
import {
  MIN_P75_SAMPLES,
  goodShare,
  passes,
  showsP75,
  type VitalsCell,
  type VitalsDashboard,
  type VitalsKindTable,
} from "@/lib/vitals/dashboard";
import { OTHER_PAGE_KIND } from "@/lib/vitals/page-kinds";

function kindLabel(pageKind: string): string {
  return pageKind === OTHER_PAGE_KIND ? "Other (404 pages)" : pageKind;
}

const visits = (n: number) => `${n.toLocaleString("en-CA")} ${n === 1 ? "visit" : "visits"}`;

/**
 * One metric of one week: the p75 with its verdict in words, the share of good visits, the count;
 * under MIN_P75_SAMPLES only the count, since a few visits make no percentile.
 */
function Cell({ metric, cell }: { metric: MetricName; cell: VitalsCell | undefined }) {
  if (!cell) return <span className="text-ink-muted">No samples</span>;
  if (!showsP75(cell))
    return (
      <span className="flex flex-col gap-1 whitespace-nowrap">
        <span className="text-ink-muted">Too few visits</span>
        <span className="text-xs text-ink-muted tabular-nums">{visits(cell.samples)}</span>
      </span>
    );
  const ok = passes(metric, cell.p75);
  return (
    <span className="flex flex-col gap-1 whitespace-nowrap">
      <span className="flex items-center gap-2">
        <span className="font-semibold tabular-nums">{formatMetric(metric, cell.p75)}</span>
        <StatusBadge status={ok ? "good" : "over"} label={ok ? "Good" : "Over"} tone={ok ? "success" : "warning"} />
      </span>
      <span className="text-xs text-ink-muted tabular-nums">
        {goodShare(cell)}% good · {visits(cell.samples)}
      </span>
    </span>
  );
}

function KindTable({ kind, index }: { kind: VitalsKindTable; index: number }) {
  const headingId = `vitals-kind-${index}`;
  return (
    <div className="mt-6">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {/* A long pattern (/services/[key]/[location]) breaks anywhere rather than widen a phone's page. */}
        <code className="break-all">{kindLabel(kind.pageKind)}</code>{" "}
        <span className="text-sm font-normal text-ink-muted">
          ({kind.samples.toLocaleString("en-CA")} {kind.samples === 1 ? "sample" : "samples"})
        </span>
      </h3>
      <div role="region" aria-labelledby={headingId} tabIndex={0} className="relative mt-2 overflow-x-auto">
        <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
          <caption className="sr-only">
            75th percentile of each metric by week for {kindLabel(kind.pageKind)}, with the share of good visits
          </caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Week of
              </th>
              {METRICS.map((m) => (
                <th key={m} scope="col" className={thClass}>
                  <abbr title={METRIC_INFO[m].title}>{m}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kind.weeks.map((week) => (
              <tr key={week.monday}>
                <th scope="row" className={`${thClass} whitespace-nowrap`}>
                  {week.monday}
                  {week.current ? <span className="block text-xs text-ink-muted">this week, so far</span> : null}
                </th>
                {METRICS.map((m) => (
                  <td key={m} className={tdClass}>
                    <Cell metric={m} cell={week.cells[m]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The staff dashboard's real-user Core Web Vitals: for each page kind, week by week, the 75th
 * percentile of each metric against Google's "good" threshold, and the share of visits that were
 * good. Text says every verdict; colour only repeats it.
 */
export function WebVitalsPanel({ data }: { data: VitalsDashboard }) {
  return (
    <section
      aria-labelledby="vitals-heading"
      className="mt-8 min-w-0 rounded-xl border border-line bg-surface-raised p-6"
    >
      <h2 id="vitals-heading" className="text-xl font-bold text-ink">
        Page speed for real visitors
      </h2>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Core Web Vitals measured in visitors&apos; browsers on the public pages, by page kind and week (Toronto time,
        weeks from Monday), since {data.since}. Each cell shows the 75th percentile, whether it is within Google&apos;s
        &ldquo;good&rdquo; threshold, and the share of visits that were good; a cell of fewer than {MIN_P75_SAMPLES}{" "}
        visits shows only their number. Kept {RETENTION.webVitalMonths} months; no cookie or address is stored, and a
        page view can be told apart for {RETENTION.pageViewLinkHours} hours only, to count its values once.
      </p>
      <dl className="mt-4 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {METRICS.map((m) => (
          <div key={m} className="contents">
            <dt className="font-semibold text-ink">
              <abbr title={METRIC_INFO[m].title}>{m}</abbr>
            </dt>
            <dd className="text-ink-muted">
              {METRIC_INFO[m].title}: good at or under {formatMetric(m, METRIC_INFO[m].good)}
            </dd>
          </div>
        ))}
      </dl>
      {data.kinds.length === 0 ? (
        <p className="mt-6 rounded-md border border-line p-3 text-ink-muted">
          No measurements in these weeks yet. They arrive as visitors open the public pages.
        </p>
      ) : (
        data.kinds.map((kind, i) => <KindTable key={kind.pageKind} kind={kind} index={i} />)
      )}
    </section>
  );
}
