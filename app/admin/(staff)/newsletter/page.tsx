import type { Metadata } from "next";
import { PublicationListPage } from "@/components/publishing/publication-list";
import { PublicationBadge } from "@/components/ui/staff-ui";
import { activeSubscriberCount, listAllIssues } from "@/lib/newsletter/staff-issues";
import { requireStaffPage } from "@/lib/auth/session";
import { formatTorontoDate } from "@/lib/core/format";
import { adminNewsletterIssuePath, newsletterIssuePath } from "@/lib/core/paths";
import { unconfirmedRestore } from "@/lib/backup/record";
import { ActionButton } from "@/components/ui/action-button";

export const metadata: Metadata = { title: "Newsletter issues" };

const sentTo = (n: number) =>
  n === 0 ? "Not sent" : `Sent to ${n.toLocaleString("en-CA")} subscriber${n === 1 ? "" : "s"}`;

export default async function AdminNewsletterPage() {
  await requireStaffPage();
  const [issues, active, restore] = await Promise.all([listAllIssues(), activeSubscriberCount(), unconfirmedRestore()]);
  return (
    <PublicationListPage
      title="Newsletter issues"
      newHref="/admin/newsletter/new"
      newLabel="New issue"
      summary={
        <>
          {active.toLocaleString("en-CA")} active subscriber{active === 1 ? "" : "s"}. A draft issue appears nowhere on
          the website; publish it, then send it from its page.
          {restore ? (
            <span role="status" className="mt-4 block rounded-xl border border-warning bg-surface-raised p-4 text-ink">
              <strong className="block">Sending is paused after a database restore.</strong>
              The database was restored from a backup taken {formatTorontoDate(restore.backupTakenAt)}. People who
              unsubscribed after that are subscribed again in it: unsubscribe each of them again, from the requests
              received since then (the e-mail provider’s log of unsubscribe links, requests by e-mail or phone), then
              confirm here. No issue can be sent until you do.
              <ActionButton
                url="/api/admin/newsletter/restore-confirm"
                label="Unsubscribes re-applied"
                busyLabel="Confirming..."
                confirm="Every unsubscribe received since the backup was taken has been applied again?"
                className="mt-3"
              />
            </span>
          ) : null}
        </>
      }
      records={issues}
      emptyText="No issues yet. Write the first one with “New issue”."
      tableLabel="All newsletter issues"
      caption="All newsletter issues, drafts first, then the published ones, newest month first"
      tableClassName="w-full border-collapse text-left text-sm sm:min-w-[44rem]"
      columns={[
        {
          header: "Issue",
          cellClassName: "hidden px-4 py-3 text-ink-muted sm:table-cell",
          cell: (issue) => (
            <>
              {issue.month} {issue.year}
            </>
          ),
        },
        {
          header: "Status",
          cellClassName: "hidden px-4 py-3 sm:table-cell",
          cell: (issue) => <PublicationBadge published={issue.isPublished} />,
        },
        {
          header: "Sent",
          cellClassName: "hidden px-4 py-3 text-ink-muted sm:table-cell",
          cell: (issue) => sentTo(issue.deliveries),
        },
      ]}
      titleDetail={(issue) => (
        <span className="mt-1 hidden text-xs text-ink-muted sm:block">Edited {formatTorontoDate(issue.updatedAt)}</span>
      )}
      phoneSummary={(issue) => (
        <>
          {issue.month} {issue.year} · {sentTo(issue.deliveries)}
        </>
      )}
      editHref={(issue) => adminNewsletterIssuePath(issue.id)}
      editLabel={(issue) => (issue.isPublished ? "Edit or send" : "Edit")}
      viewHref={(issue) => newsletterIssuePath(issue.id)}
    />
  );
}
