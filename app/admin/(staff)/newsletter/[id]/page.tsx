import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { IssueEditor } from "@/components/newsletter/issue-editor";
import { SendIssuePanel } from "@/components/newsletter/send-issue-panel";
import { PublicationEditHeader } from "@/components/publishing/publication-edit-header";
import { TitledSection } from "@/components/ui/titled-section";
import { audienceOf, deliveryOutcomes, getIssueForEdit, type DeliveryOutcomes } from "@/lib/newsletter/staff-issues";
import { parseRecordId } from "@/lib/core/record-id";
import { requireStaffPage } from "@/lib/auth/session";
import { MONTH_NAMES, type MonthName } from "@/lib/newsletter/issue-schema";
import { newsletterIssuePath } from "@/lib/core/paths";

export const metadata: Metadata = { title: "Edit issue" };

const isMonthName = (value: string): value is MonthName => (MONTH_NAMES as readonly string[]).includes(value);
const people = (n: number) => `${n.toLocaleString("en-CA")} subscriber${n === 1 ? "" : "s"}`;

function outcomeText(o: DeliveryOutcomes): string {
  const n = (v: number) => v.toLocaleString("en-CA");
  return [
    `${n(o.sent)} accepted by the e-mail provider`,
    o.waiting ? `${n(o.waiting)} waiting` : "",
    o.failed ? `${n(o.failed)} failed for now (retried automatically; see Deliveries)` : "",
    o.logged ? `${n(o.logged)} only logged, as no e-mail provider is set up` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

export default async function EditIssuePage({ params }: PageProps<"/admin/newsletter/[id]">) {
  await requireStaffPage();
  const id = parseRecordId((await params).id);
  const issue = id === null ? null : await getIssueForEdit(id);
  if (!issue) notFound();
  const [audience, outcomes] = await Promise.all([audienceOf(issue.id), deliveryOutcomes(issue.id)]);
  return (
    <>
      <PublicationEditHeader title="Edit issue" record={issue} publicPath={newsletterIssuePath(issue.id)} />

      <TitledSection
        id="send-heading"
        title="Send to subscribers"
        className="mt-8 rounded-xl border border-line bg-surface-raised p-5 sm:p-6"
        titleClassName="text-xl font-bold text-ink"
      >
        <p className="mt-2 text-ink-muted">
          {issue.deliveries === 0 ? "Not sent yet." : `Sent to ${people(issue.deliveries)}: ${outcomeText(outcomes)}.`}{" "}
          {audience.active === 0
            ? "Nobody is subscribed yet."
            : audience.waiting === 0
              ? `Every active subscriber (${audience.active.toLocaleString("en-CA")}) has it.`
              : `${audience.waiting.toLocaleString("en-CA")} of the ${people(audience.active)} on the list do${audience.waiting === 1 ? "es" : ""} not have it yet.`}
        </p>
        {issue.isPublished ? (
          <SendIssuePanel issueId={issue.id} title={issue.title} waiting={audience.waiting} />
        ) : (
          <p className="mt-3 font-semibold text-ink">
            Publish the issue before sending it: the e-mail links to its page on the website.
          </p>
        )}
      </TitledSection>

      <IssueEditor
        id={issue.id}
        published={issue.isPublished}
        initial={{
          title: issue.title,
          month: isMonthName(issue.month) ? issue.month : undefined,
          year: issue.year,
          content: issue.content,
        }}
      />
    </>
  );
}
