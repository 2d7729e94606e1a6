import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { IssueEditor } from "@/components/newsletter/issue-editor";
import { requireStaffPage } from "@/lib/auth/session";
import { MONTH_NAMES } from "@/lib/newsletter/issue-schema";

export const metadata: Metadata = { title: "New issue" };

/** The month an issue is usually written for: this one, in Toronto. */
function currentMonth(): { month: (typeof MONTH_NAMES)[number]; year: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "numeric",
  }).formatToParts(new Date());
  const month = Number(parts.find((p) => p.type === "month")?.value ?? "1");
  const year = Number(parts.find((p) => p.type === "year")?.value ?? "2026");
  return { month: MONTH_NAMES[month - 1] ?? "January", year };
}

export default async function NewIssuePage() {
  await requireStaffPage();
  const { month, year } = currentMonth();
  return (
    <>
      <AdminPageHeader title="New issue">
        <p>
          Write the issue and check the preview. “Save as draft” keeps it off the website; publish it, then send it to
          the subscribers from its page.
        </p>
      </AdminPageHeader>
      <IssueEditor id={null} published={false} initial={{ title: "", month, year, content: "" }} />
    </>
  );
}
