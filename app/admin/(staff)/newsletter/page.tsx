import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, TableRegion, primaryLinkClass } from "@/components/layout/admin-page-header";
import { PublicationBadge } from "@/components/ui/staff-ui";
import { activeSubscriberCount, listAllIssues } from "@/lib/newsletter/staff-issues";
import { requireStaffPage } from "@/lib/auth/session";
import { formatTorontoDate } from "@/lib/core/format";

export const metadata: Metadata = { title: "Newsletter issues" };

const sentTo = (n: number) =>
  n === 0 ? "Not sent" : `Sent to ${n.toLocaleString("en-CA")} subscriber${n === 1 ? "" : "s"}`;

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
          {active.toLocaleString("en-CA")} active subscriber{active === 1 ? "" : "s"}. A draft issue appears nowhere on
          the website; publish it, then send it from its page.
        </p>
      </AdminPageHeader>
      {issues.length === 0 ? (
        <p className="mt-8 rounded-xl border border-line bg-surface-raised p-6 text-ink-muted">
          No issues yet. Write the first one with “New issue”.
        </p>
      ) : (
        <TableRegion label="All newsletter issues">
          <table className="w-full border-collapse text-left text-sm sm:min-w-[44rem]">
            <caption className="sr-only">
              All newsletter issues, drafts first, then the published ones, newest month first
            </caption>
            <thead className="border-b border-line bg-surface-alt text-ink">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Title
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  Issue
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  Status
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  Sent
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
                    <Link
                      href={`/admin/newsletter/${issue.id}`}
                      className="font-semibold text-link underline-offset-4 hover:underline"
                    >
                      {issue.title}
                    </Link>
                    <span className="mt-1 hidden text-xs text-ink-muted sm:block">
                      Edited {formatTorontoDate(issue.updatedAt)}
                    </span>
                    <span className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted sm:hidden">
                      <PublicationBadge published={issue.isPublished} />
                      <span>
                        {issue.month} {issue.year} · {sentTo(issue.deliveries)}
                      </span>
                    </span>
                  </th>
                  <td className="hidden px-4 py-3 text-ink-muted sm:table-cell">
                    {issue.month} {issue.year}
                  </td>
                  <td className="hidden px-4 py-3 sm:table-cell">
                    <PublicationBadge published={issue.isPublished} />
                  </td>
                  <td className="hidden px-4 py-3 text-ink-muted sm:table-cell">{sentTo(issue.deliveries)}</td>
                  <td className="px-4 py-0">
                    <div className="flex flex-wrap gap-x-4 whitespace-nowrap sm:flex-nowrap">
                      <Link
                        href={`/admin/newsletter/${issue.id}`}
                        className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline"
                      >
                        {issue.isPublished ? "Edit or send" : "Edit"}
                        <span className="sr-only"> “{issue.title}”</span>
                      </Link>
                      {issue.isPublished ? (
                        <a
                          href={`/newsletter/${issue.id}`}
                          className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline"
                        >
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
