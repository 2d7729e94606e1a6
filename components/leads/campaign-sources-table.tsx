import type { DashboardWeek } from "@/lib/leads/dashboard";
import { weekTotals, type SourceWeeks } from "@/lib/leads/source-weeks";
import { DIRECT_SOURCE } from "@/lib/core/campaign";

const CELL = "border-b border-line px-2 py-2";

/**
 * Leads per source per week as a table: a row per source, a column per week (the month named
 * above its first week, as on the charts), the total last. Too wide for a phone, so it scrolls
 * sideways inside a labelled region that takes keyboard focus.
 */
export function CampaignSourcesTable({
  weeks,
  rows,
}: {
  weeks: readonly DashboardWeek[];
  rows: readonly SourceWeeks[];
}) {
  if (rows.length === 0)
    return (
      <p className="mt-4 rounded-lg border border-line p-4 text-ink-muted">
        No contact messages, checklist results or confirmed sign-ups in these weeks yet.
      </p>
    );
  const totals = weekTotals(rows, weeks.length);
  return (
    <div role="region" aria-label="Leads per source per week" tabIndex={0} className="relative mt-4 overflow-x-auto">
      <table className="w-full min-w-[52rem] border-collapse text-left text-sm text-ink">
        <caption className="mb-2 text-left font-semibold text-ink">Leads per source per week</caption>
        <thead>
          <tr>
            <th scope="col" className={`${CELL} sticky left-0 bg-surface-raised`}>
              Source
            </th>
            {weeks.map((w) => (
              <th key={w.monday} scope="col" className={`${CELL} text-right font-semibold tabular-nums`}>
                <span className="sr-only">Week of </span>
                <time dateTime={w.monday}>{w.label}</time>
                {w.current ? <span className="block text-xs font-normal text-ink-muted">so far</span> : null}
              </th>
            ))}
            <th scope="col" className={`${CELL} text-right`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.source}>
              <th
                scope="row"
                className={`${CELL} sticky left-0 max-w-40 break-words bg-surface-raised font-semibold ${r.source === DIRECT_SOURCE ? "italic" : ""}`}
              >
                {r.source}
              </th>
              {r.weekly.map((n, i) => (
                <td
                  key={weeks[i]!.monday}
                  className={`${CELL} text-right tabular-nums ${n === 0 ? "text-ink-muted" : ""}`}
                >
                  {n}
                </td>
              ))}
              <td className={`${CELL} text-right font-semibold tabular-nums`}>{r.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${CELL} sticky left-0 bg-surface-raised`}>
              All sources
            </th>
            {totals.map((n, i) => (
              <td key={weeks[i]!.monday} className={`${CELL} text-right font-semibold tabular-nums`}>
                {n}
              </td>
            ))}
            <td className={`${CELL} text-right font-semibold tabular-nums`}>{totals.reduce((a, b) => a + b, 0)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
