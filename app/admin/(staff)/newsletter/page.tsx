import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, TableRegion, primaryLinkClass } from "@/components/admin/admin-page-header";
import { StatusBadge } from "@/components/admin/status-badge";
import { activeSubscriberCount, listAllIssues } from "@/lib/admin/newsletter";
import { requireStaffPage } from "@/lib/auth/session";
import { formatTorontoDate } from "@/lib/format";

export const metadata: Metadata = { title: "Newsletter issues" };

export default async function AdminNewsletterPage() {
  await requireStaffPage();
  const [issues, active] = await Promise.all([listAllIssues(), activeSubscriberCount()]);
  return (
    <>
      <AdminPageHeader
        title="Newsletter issues"
        action={
          <Link href="/admin/newsletter/new" className={primaryLinkClass}>
            New issue
          </Link>
        }
      >
        <p>
          {active.toLocaleString("en-CA")} active subscriber{active === 1 ? "" : "s"}. A draft issue appears nowhere on the website; publish it, then
          send it from its page.
        </p>
      </AdminPageHeader>
      {issues.length === 0 ? (
        <p className="mt-8 rounded-xl border border-line bg-surface-raised p-6 text-ink-muted">No issues yet. Write the first one with “New issue”.</p>
      ) : (
        <TableRegion label="All newsletter issues">
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption className="sr-only">All newsletter issues, drafts first, then the published ones, newest month first</caption>
            <thead className="border-b border-line bg-surface-alt text-ink">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Title
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Issue
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Sent to
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {issues.map((issue) => (
                <tr key={issue.id} className="border-b border-line last:border-b-0 align-top">
                  <th scope="row" className="px-4 py-3 font-normal">
                    <Link href={`/admin/newsletter/${issue.id}`} className="font-semibold text-link underline-offset-4 hover:underline">
                      {issue.title}
                    </Link>
                    <span className="mt-1 block text-xs text-ink-muted">Edited {formatTorontoDate(issue.updatedAt)}</span>
                  </th>
                  <td className="px-4 py-3 text-ink-muted">
                    {issue.month} {issue.year}
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge published={issue.isPublished} />
                  </td>
                  <td className="px-4 py-3 text-ink-muted">
                    {issue.deliveries === 0 ? "Not sent" : `${issue.deliveries.toLocaleString("en-CA")} subscriber${issue.deliveries === 1 ? "" : "s"}`}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-x-4 gap-y-1">
                      <Link href={`/admin/newsletter/${issue.id}`} className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline">
                        {issue.isPublished ? "Edit or send" : "Edit"}
                        <span className="sr-only"> “{issue.title}”</span>
                      </Link>
                      {issue.isPublished ? (
                        <a href={`/newsletter/${issue.id}`} className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline">
                          View<span className="sr-only"> “{issue.title}” on the website</span>
                        </a>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </>
  );
}
