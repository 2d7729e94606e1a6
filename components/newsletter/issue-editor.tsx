"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { FormField } from "@/components/forms/field";
import { publicationEditor, type PublicationFieldsProps } from "@/components/publishing/publication-editor";
import { ISSUE_LIMITS, MONTH_NAMES, issueFieldsSchema, type IssueFormValues } from "@/lib/newsletter/issue-schema";
import { adminNewsletterApiPath, adminNewsletterIssuePath } from "@/lib/core/paths";

/**
 * Writing a newsletter issue: title, month and year, content with a live preview through the
 * public pages' renderer; saved as a draft (on no public page) or published. Sending is separate.
 */
export const IssueEditor = publicationEditor<IssueFormValues>({
  noun: "issue",
  apiPath: adminNewsletterApiPath,
  editorPath: adminNewsletterIssuePath,
  listPath: "/admin/newsletter",
  unpublishQuestion:
    "Unpublish this issue? It disappears from the website at once, and the link in e-mails already sent stops working until you publish it again.",
  resolver: zodResolver(issueFieldsSchema),
  fieldNames: ["title", "month", "year", "content"],
  Fields: IssueFields,
  previewMeta: ({ month, year }) =>
    month && Number.isFinite(year) ? `${month} ${year}` : "Month and year not chosen yet",
});

function IssueFields({ field, initial }: PublicationFieldsProps<IssueFormValues>) {
  return (
    <>
      <FormField {...field("title")} label="Title" required hint="Also the subject line of the e-mail." type="text" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField as="select" {...field("month")} label="Month" required>
          {!initial.month ? <option value="">Choose a month...</option> : null}
          {MONTH_NAMES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </FormField>
        <FormField
          {...field("year", { valueAsNumber: true })}
          label="Year"
          required
          type="number"
          inputMode="numeric"
          min={ISSUE_LIMITS.yearMin}
          max={ISSUE_LIMITS.yearMax}
          step={1}
        />
      </div>
    </>
  );
}
