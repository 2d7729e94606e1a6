import Link from "@/components/ui/link";
import { EmptyList, Pager, StaffTable, headingsFrom, shownFrom, tdClass } from "@/components/ui/staff-ui";
import { AckTime, Moment, PagingBadge, SeverityBadge } from "@/components/support/urgent-bits";
import { UrgentActions } from "@/components/support/urgent-actions";
import { adminUrgentPath, adminUrgentRequestPath } from "@/lib/core/paths";
import { affectedLabel } from "@/lib/support/events";
import { pagingState } from "@/lib/support/paging-state";
import { staffName, type StaffUrgentRow } from "@/lib/support/staff-requests";

/**
 * The urgent requests as a table: open ones first (each with its buttons), then the closed ones,
 * newest first in each; a row's number opens the request's page.
 */
export function UrgentList({
  list,
  now,
}: {
  list: { rows: readonly StaffUrgentRow[]; total: number; page: number; pageSize: number };
  now: Date;
}) {
  if (list.rows.length === 0)
    return (
      <EmptyList>
        No urgent requests yet. When a client sends one from the website it appears here, open ones first.
      </EmptyList>
    );
  const from = adminUrgentPath(list.page);
  const wide = shownFrom("md");
  return (
    <>
      <StaffTable
        region="Urgent requests"
        caption="Urgent requests: open ones first, then closed ones, newest first"
        className="mt-4 w-full border-collapse text-left text-sm md:min-w-[56rem]"
        headings={[
          "#",
          ...headingsFrom("md", ["Received"]),
          "Practice",
          ...headingsFrom("md", ["Severity", "Affected", "Paging", "Time to acknowledge", "Taken by"]),
        ]}
        actions
      >
        {list.rows.map((r) => {
          const state = pagingState(r, now);
          const takenBy = staffName(r.acknowledgedBy);
          return (
            <tr key={r.id} className={r.closedAt ? "text-ink-muted" : undefined}>
              <td className={tdClass}>
                <Link href={adminUrgentRequestPath(r.id)} className="inline-link">
                  <span className="sr-only">Urgent request </span>#{r.id}
                </Link>
              </td>
              <td className={`${wide} whitespace-nowrap`}>
                <Moment at={r.createdAt} />
              </td>
              <td className={`${tdClass} min-w-32 max-w-xs break-words`}>
                {r.practice}
                {/* On a phone the other columns' facts move here, under the practice. */}
                <span className="mt-1 flex flex-wrap items-center gap-1 text-xs md:hidden">
                  <SeverityBadge severity={r.severity} />
                  <PagingBadge state={state} />
                </span>
                <span className="mt-1 block text-xs md:hidden">
                  <Moment at={r.createdAt} /> · {affectedLabel(r.affected)}
                  {takenBy ? ` · taken by ${takenBy}` : ""}
                </span>
                {r.pagedAt ? (
                  <span className="mt-1 block text-xs md:hidden">
                    <AckTime row={r} now={now} />
                  </span>
                ) : null}
              </td>
              <td className={wide}>
                <SeverityBadge severity={r.severity} />
              </td>
              <td className={wide}>{affectedLabel(r.affected)}</td>
              <td className={`${wide} whitespace-nowrap`}>
                <PagingBadge state={state} />
                {state.attachedTo ? (
                  <Link
                    href={adminUrgentRequestPath(state.attachedTo)}
                    className="mt-1 block text-xs text-link underline"
                  >
                    Open #{state.attachedTo}
                  </Link>
                ) : null}
                {r.escalatedAt ? <span className="mt-1 block text-xs text-danger">Escalated</span> : null}
              </td>
              <td className={`${wide} min-w-36`}>
                <AckTime row={r} now={now} />
              </td>
              <td className={wide}>{takenBy ?? <span className="text-ink-muted">No one yet</span>}</td>
              <td className={tdClass}>
                {r.closedAt ? (
                  <span className="text-xs">
                    Closed <Moment at={r.closedAt} />
                  </span>
                ) : (
                  <UrgentActions id={r.id} from={from} acknowledged={r.acknowledgedAt !== null} closed={false} />
                )}
              </td>
            </tr>
          );
        })}
      </StaffTable>
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} href={adminUrgentPath} />
    </>
  );
}
