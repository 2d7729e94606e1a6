import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { IssueEditor } from "@/components/admin/issue-editor";
import { SendIssuePanel } from "@/components/admin/send-issue-panel";
import { StatusBadge } from "@/components/admin/status-badge";
import { audienceOf, deliveryOutcomes, getIssueForEdit } from "@/lib/admin/newsletter";
import { parseRecordId } from "@/lib/admin/records";
import { requireStaffPage } from "@/lib/auth/session";
import { formatTorontoDate } from "@/lib/format";
import { MONTH_NAMES, type MonthName } from "@/lib/validation/newsletter-issue";

export const metadata: Metadata = { title: "Edit issue" };

const isMonthName = (value: string): value is MonthName => (MONTH_NAMES as readonly string[]).includes(value);
const people = (n: number) => `${n.toLocaleString("en-CA")} subscriber${n === 1 ? "" : "s"}`;

export default async function EditIssuePage({ params }: PageProps<"/admin/newsletter/[id]">) {
  await requireStaffPage();
  const id = parseRecordId((await params).id);
  const issue = id === null ? null : await getIssueForEdit(id);
  if (!issue) notFound();
  const [audience, outcomes] = await Promise.all([audienceOf(issue.id), deliveryOutcomes(issue.id)]);
  return (
    <>
      <AdminPageHeader title="Edit issue">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusBadge published={issue.isPublished} />
          {issue.isPublished ? (
            <span>
              On the website since {formatTorontoDate(issue.publishedAt ?? issue.updatedAt)}:{" "}
              <a href={`/newsletter/${issue.id}`} className="font-semibold text-link underline underline-offset-4">
                /newsletter/{issue.id}
              </a>
            </span>
          ) : (
            <span>{issue.publishedAt ? `Unpublished; first published ${formatTorontoDate(issue.publishedAt)}.` : "Not on the website yet."}</span>
          )}
          <span>Last saved {formatTorontoDate(issue.updatedAt)}.</span>
        </p>
      </AdminPageHeader>

      <section aria-labelledby="send-heading" className="mt-8 rounded-xl border border-line bg-surface-raised p-5 sm:p-6">
        <h2 id="send-heading" className="text-xl font-bold text-ink">
          Send to subscribers
        </h2>
        <p className="mt-2 text-ink-muted">
          Sent to {people(issue.deliveries)} so far
          {issue.deliveries > 0
            ? ` (${outcomes.sent.toLocaleString("en-CA")} delivered to the provider, ${outcomes.waiting.toLocaleString("en-CA")} waiting, ${outcomes.failed.toLocaleString("en-CA")} failed and retried automatically${outcomes.logged ? `, ${outcomes.logged.toLocaleString("en-CA")} only logged because no e-mail provider is set up` : ""})`
            : ""}
          . {audience.waiting === 0 ? `Every one of the ${people(audience.active)} on the list has it.` : `${people(audience.waiting)} of ${audience.active.toLocaleString("en-CA")} active do not have it yet.`}
        </p>
        {issue.isPublished ? (
          <SendIssuePanel issueId={issue.id} title={issue.title} waiting={audience.waiting} />
        ) : (
          <p className="mt-3 font-semibold text-ink">Publish the issue before sending it: the e-mail links to its page on the website.</p>
        )}
      </section>

      <div className="mt-8">
        <IssueEditor
          id={issue.id}
          published={issue.isPublished}
          initial={{ title: issue.title, month: isMonthName(issue.month) ? issue.month : undefined, year: issue.year, content: issue.content }}
        />
      </div>
    </>
  );
}
