import Link from "@/components/ui/link";
import { BarChart } from "@/components/leads/charts/bar-chart";
import { Panel, weekBars } from "@/components/leads/lead-dashboard";
import { severityName } from "@/components/support/urgent-bits";
import { ScrollRegion } from "@/components/ui/staff-ui";
import { statText, type UrgentDashboard } from "@/lib/support/dashboard";

const CELL = "border-b border-line px-3 py-2";

/**
 * The dashboard's urgent requests: how many came in each week, and per tier how long paged
 * requests waited for someone to take them (median and worst) beside what the tier promises.
 */
export function UrgentPanel({ data }: { data: UrgentDashboard }) {
  const first = data.weeks[0];
  return (
    <Panel id="urgent-heading" title="Urgent requests">
      <p className="mt-2 max-w-3xl text-ink-muted">
        Requests from client practices since the week of {first?.monday} (Monday to Sunday, Toronto time; the last bar
        is this week so far), and how long the paged ones waited from the page to “I&apos;ve got it”.
      </p>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <BarChart
          title="Urgent requests per week"
          bars={weekBars(data.weeks, data.weekly)}
          labelHeading="Week"
          valueHeading="Requests"
        />
        <div className="min-w-0">
          <ScrollRegion label="Time to acknowledge">
            <table className="w-full min-w-[26rem] border-collapse text-left text-sm text-ink">
              <caption className="mb-2 text-left font-semibold text-ink">Time to acknowledge, by tier</caption>
              <thead>
                <tr>
                  <th scope="col" className={CELL}>
                    Tier
                  </th>
                  <th scope="col" className={CELL}>
                    Promise
                  </th>
                  <th scope="col" className={`${CELL} text-right`}>
                    Median
                  </th>
                  <th scope="col" className={`${CELL} text-right`}>
                    Worst
                  </th>
                  <th scope="col" className={`${CELL} text-right`}>
                    Late
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.tiers.map((t) => (
                  <tr key={t.severity}>
                    <th scope="row" className={`${CELL} font-semibold`}>
                      {severityName(t.severity)}
                      <span className="block text-xs font-normal text-ink-muted">{t.acknowledged} paged and taken</span>
                    </th>
                    <td className={`${CELL} whitespace-nowrap`}>{t.promise.label}</td>
                    <td className={`${CELL} text-right tabular-nums`}>{statText(t.median)}</td>
                    <td className={`${CELL} text-right tabular-nums ${t.worstLate ? "font-semibold text-danger" : ""}`}>
                      {statText(t.worst)}
                    </td>
                    <td className={`${CELL} text-right tabular-nums`}>{t.acknowledged > 0 ? t.late : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <p className="mt-3 text-sm text-ink-muted">
            Times are clock time from the page; whether one was late is judged on the tier&rsquo;s promise, which for
            major counts only the help desk&rsquo;s open hours. A request never paged (no valid code, standard, outside
            the limits) is counted by week but not timed.{" "}
            <Link href="/admin/urgent" className="inline-link">
              All urgent requests
            </Link>
          </p>
        </div>
      </div>
    </Panel>
  );
}
