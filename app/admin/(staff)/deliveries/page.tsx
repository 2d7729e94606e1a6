import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/auth/session";
import { ActionButton } from "@/components/ui/action-button";
import { EmptyList, Pager, StaffTable, StatusBadge, staffDate, tdClass, StaffTabs } from "@/components/ui/staff-ui";
import {
  CHANNEL_LABELS,
  DELIVERIES_PAGE_SIZE,
  DELIVERY_FILTERS,
  FAILED_FOR_GOOD,
  isFailedForGood,
  listDeliveries,
  type DeliveryFilter,
} from "@/lib/deliveries/retry";
import { ADMIN_PAUSED_DELIVERIES_API, adminDeliveriesPath, adminDeliveryRetryApiPath } from "@/lib/core/paths";

export const metadata: Metadata = { title: "Deliveries" };

type Props = { searchParams: Promise<{ status?: string; page?: string | string[] }> };

export default async function DeliveriesPage({ searchParams }: Props) {
  // The layout is not re-rendered on client navigation: the page checks the session itself.
  await requireStaffPage();
  const sp = await searchParams;
  const filter: DeliveryFilter = (DELIVERY_FILTERS as readonly string[]).includes(sp.status ?? "")
    ? (sp.status as DeliveryFilter)
    : "all";
  // The page shown is the nearest one the list has, whatever `?page=` says.
  const { rows, total, counts, page } = await listDeliveries(filter, sp.page);
  const filters: DeliveryFilter[] = ["all", ...DELIVERY_FILTERS];

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink">Deliveries</h1>
        <div className="flex flex-wrap gap-2">
          {filter === "paused" && counts.paused > 0 ? (
            <>
              <ActionButton
                url={ADMIN_PAUSED_DELIVERIES_API}
                body={{ action: "release" }}
                label="Release all paused"
                busyLabel="Releasing..."
                confirm={`Send all ${counts.paused} paused deliveries from now on? Some may already have gone out before the restore.`}
              />
              <ActionButton
                url={ADMIN_PAUSED_DELIVERIES_API}
                body={{ action: "discard" }}
                label="Discard all paused"
                busyLabel="Discarding..."
                variant="danger"
                confirm={`Never send the ${counts.paused} paused deliveries?`}
              />
            </>
          ) : null}
          <ActionButton
            url="/api/admin/deliveries/retry"
            label="Retry all due"
            busyLabel="Retrying..."
            variant="primary"
          />
        </div>
      </div>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Everything the site sends is stored here first, with the record it belongs to: e-mails, pages to the on-call
        technician and leads posted to the office’s CRM. Failed deliveries are retried on a schedule; “logged” ones were
        kept without sending because the service is not set up (no e-mail provider key, no paging address) or because
        this is a preview, which never pages anyone or posts to the CRM; “held” notifications to the office (past the
        hourly limit) go out as one digest per hour, after which they show as “digested”. A delivery “failed for good”
        has used all its automatic tries, or was refused by the receiving service as it is: only “Retry now” sends it.
        After a database restore, every delivery that could still have gone out is “paused”, since it may already have
        gone out after the backup was taken: nothing sends it until you release it (sent from now on) or discard it
        (never sent).
      </p>
      <StaffTabs
        label="Filter by status"
        className="capitalize"
        tabs={filters.map((f) => ({
          key: f,
          href: adminDeliveriesPath(f),
          text: `${f === FAILED_FOR_GOOD ? "failed for good" : f} (${counts[f]})`,
          current: f === filter,
        }))}
      />
      {rows.length === 0 ? (
        <EmptyList>Nothing here.</EmptyList>
      ) : (
        <StaffTable
          region="Deliveries"
          caption="Deliveries, newest first"
          headings={["#", "Created", "Kind", "To", "Subject", "Status", "Attempts"]}
          actions
        >
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={tdClass}>{r.id}</td>
              <td className={tdClass}>
                {staffDate(r.createdAt)}
                {r.sentAt ? <span className="block text-xs text-ink-muted">sent {staffDate(r.sentAt)}</span> : null}
              </td>
              <td className={tdClass}>
                {r.kind}
                <span className="block text-xs text-ink-muted">{CHANNEL_LABELS[r.channel] ?? r.channel}</span>
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>{r.toAddress}</td>
              <td className={`${tdClass} min-w-48 max-w-xs break-words`}>{r.subject}</td>
              <td className={tdClass}>
                <StatusBadge status={r.status} detail={r.lastError} />
                {r.status === "failed" ? (
                  <span className="block text-xs text-ink-muted">
                    {isFailedForGood(r)
                      ? "failed for good: no more automatic tries"
                      : `next try ${staffDate(r.nextAttemptAt)}`}
                  </span>
                ) : null}
                {r.status === "discarded" && r.discardedAt ? (
                  <span className="block text-xs text-ink-muted">
                    by {r.discardedBy ?? "staff"}, {staffDate(r.discardedAt)}
                  </span>
                ) : null}
                {r.status === "held" ? (
                  <span className="block text-xs text-ink-muted">in the digest after {staffDate(r.nextAttemptAt)}</span>
                ) : null}
              </td>
              <td className={tdClass}>{r.attempts}</td>
              <td className={tdClass}>
                {r.status === "failed" || r.status === "pending" ? (
                  <ActionButton url={adminDeliveryRetryApiPath(r.id)} label="Retry now" busyLabel="Retrying..." />
                ) : null}
                {r.status === "paused" ? (
                  <div className="flex gap-2">
                    <ActionButton
                      url={ADMIN_PAUSED_DELIVERIES_API}
                      body={{ action: "release", id: r.id }}
                      label="Release"
                      busyLabel="Releasing..."
                    />
                    <ActionButton
                      url={ADMIN_PAUSED_DELIVERIES_API}
                      body={{ action: "discard", id: r.id }}
                      label="Discard"
                      busyLabel="Discarding..."
                      variant="danger"
                    />
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Pager page={page} pageSize={DELIVERIES_PAGE_SIZE} total={total} href={(p) => adminDeliveriesPath(filter, p)} />
    </>
  );
}
