import { Fragment } from "react";
import type { DashboardWeek } from "@/lib/leads/dashboard";
import { weekTotals, type SourceWeeks } from "@/lib/leads/source-weeks";
import { DIRECT_SOURCE } from "@/lib/core/campaign";

const CELL = "border-b border-line px-2 py-2";
const CAPTION = "Leads per source per week, newest week first";

/** A host name that may wrap after its dots rather than in the middle of a word. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(".");
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

/**
 * Leads per source per week as a table: a row per source, its total, then a column per week,
 * newest first, so a phone shows the total and the latest weeks before any scrolling. Too wide
 * for a phone all the same: it scrolls sideways inside a labelled region that takes keyboard focus.
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
  const newestFirst = weeks.map((_, i) => weeks.length - 1 - i);
  const total = (n: number) => <td className={`${CELL} text-right font-semibold tabular-nums`}>{n}</td>;
  return (
    <>
      {/* Above the region, not in the table's caption: a caption is as wide as the table and would
          scroll out of sight on a phone. */}
      <p aria-hidden="true" className="mt-4 text-sm font-semibold text-ink">
        {CAPTION}
      </p>
      <div role="region" aria-label="Leads per source per week" tabIndex={0} className="relative mt-2 overflow-x-auto">
        <table className="w-full min-w-[52rem] border-collapse text-left text-sm text-ink">
          <caption className="sr-only">{CAPTION}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${CELL} sticky left-0 bg-surface-raised`}>
                Source
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                Total
              </th>
              {newestFirst.map((i) => (
                <th
                  key={weeks[i]!.monday}
                  scope="col"
                  className={`${CELL} whitespace-nowrap text-right font-semibold tabular-nums`}
                >
                  <span className="sr-only">Week of </span>
                  <time dateTime={weeks[i]!.monday}>{weeks[i]!.label}</time>
                  {weeks[i]!.current ? <span className="block text-xs font-normal text-ink-muted">so far</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.source}>
                <th
                  scope="row"
                  className={`${CELL} sticky left-0 min-w-36 max-w-44 bg-surface-raised font-semibold [overflow-wrap:anywhere] ${r.source === DIRECT_SOURCE ? "italic" : ""}`}
                >
                  <Breakable text={r.source} />
                </th>
                {total(r.total)}
                {newestFirst.map((i) => (
                  <td
                    key={weeks[i]!.monday}
                    className={`${CELL} text-right tabular-nums ${r.weekly[i] === 0 ? "text-ink-muted" : ""}`}
                  >
                    {r.weekly[i] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={`${CELL} sticky left-0 bg-surface-raised`}>
                All sources
              </th>
              {total(totals.reduce((a, b) => a + b, 0))}
              {newestFirst.map((i) => (
                <td key={weeks[i]!.monday} className={`${CELL} text-right font-semibold tabular-nums`}>
                  {totals[i] ?? 0}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
