import type { ReactNode } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Pager, StaffTable, StatusBadge, staffDate, tdClass } from "@/components/ui/staff-ui";
import type { EmailOutcome, LeadKind } from "@/lib/leads/leads";
import { adminLeadApiPath } from "@/lib/core/paths";

/**
 * What every list on the leads page is shown for: the search, the page asked for (the `?page=`
 * value as sent; the list shows the nearest page it has) and the pages' addresses.
 */
export type LeadListProps = { q: string; page: string | string[] | undefined; href: (p: number) => string };

/** What every lead has, whatever its kind: the e-mail it caused and whether someone handled it. */
interface LeadRow {
  id: number;
  emailOutcome: EmailOutcome | null;
  handledAt: Date | null;
}

function Outcome({ outcome }: { outcome: EmailOutcome | null }) {
  return outcome ? (
    <StatusBadge status={outcome.status} detail={outcome.status === "failed" ? outcome.lastError : null} />
  ) : (
    <StatusBadge status="none" />
  );
}

function Handled({ kind, id, handledAt }: { kind: LeadKind; id: number; handledAt: Date | null }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge status={handledAt ? "handled" : "to do"} />
      <ActionButton
        url={adminLeadApiPath(kind, id)}
        body={{ handled: !handledAt }}
        label={handledAt ? "Mark to do" : "Mark handled"}
      />
    </div>
  );
}

function Empty({ q }: { q: string }) {
  return (
    <p className="mt-6 rounded-xl border border-line bg-surface-raised p-6 text-ink-muted">
      {q ? `Nothing matches “${q}”.` : "Nothing here yet."}
    </p>
  );
}

/**
 * One page of a kind of lead as a table: when it came in, the kind's own cells, the e-mail it
 * caused and its handled status with the button that changes it; then the pages. A search that
 * finds nothing (or an empty list) says so instead.
 */
export function LeadTable<R extends LeadRow>({
  kind,
  q,
  href,
  list,
  caption,
  headings,
  receivedAt,
  cells,
}: LeadListProps & {
  kind: LeadKind;
  list: { rows: readonly R[]; total: number; page: number; pageSize: number };
  caption: string;
  headings: readonly string[];
  receivedAt: (row: R) => Date | null;
  /** The cells between the date and the e-mail's outcome. */
  cells: (row: R) => ReactNode;
}) {
  if (list.rows.length === 0) return <Empty q={q} />;
  return (
    <>
      <StaffTable caption={caption} headings={headings}>
        {list.rows.map((r) => (
          <tr key={r.id}>
            <td className={tdClass}>{staffDate(receivedAt(r))}</td>
            {cells(r)}
            <td className={tdClass}>
              <Outcome outcome={r.emailOutcome} />
            </td>
            <td className={tdClass}>
              <Handled kind={kind} id={r.id} handledAt={r.handledAt} />
            </td>
          </tr>
        ))}
      </StaffTable>
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} href={href} />
    </>
  );
}
