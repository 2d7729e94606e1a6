"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { FormField } from "@/components/forms/field";
import {
  PublicationEditor,
  type PublicationFieldsProps,
  type PublicationRecordProps,
  type PublicationWording,
} from "@/components/publishing/publication-editor";
import { ISSUE_LIMITS, MONTH_NAMES, issueFieldsSchema, type IssueFormValues } from "@/lib/newsletter/issue-schema";
import { adminNewsletterApiPath, adminNewsletterIssuePath } from "@/lib/core/paths";

const FIELDS = ["title", "month", "year", "content"] as const;

const WORDING: PublicationWording = {
  newLabel: "New issue",
  editLabel: "Edit issue",
  apiPath: adminNewsletterApiPath,
  editorPath: adminNewsletterIssuePath,
  listPath: "/admin/newsletter",
  backLabel: "Back to all issues",
  unpublishQuestion:
    "Unpublish this issue? It disappears from the website at once, and the link in e-mails already sent stops working until you publish it again.",
  emptyPreview: "Nothing to preview yet: write the content and it appears here as the issue page will show it.",
};

const resolver = zodResolver(issueFieldsSchema);

/**
 * Writing a newsletter issue: title, month and year, content with a live preview through the
 * public pages' renderer; saved as a draft (on no public page) or published. Sending is separate.
 */
export function IssueEditor(props: PublicationRecordProps<IssueFormValues>) {
  return (
    <PublicationEditor<IssueFormValues>
      {...props}
      resolver={resolver}
      fieldNames={FIELDS}
      wording={WORDING}
      Fields={IssueFields}
      previewMeta={({ month, year }) =>
        month && Number.isFinite(year) ? `${month} ${year}` : "Month and year not chosen yet"
      }
    />
  );
}

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
