import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UrgentRequestView } from "@/components/support/urgent-request-view";
import { requireStaffPage } from "@/lib/auth/session";
import { adminUrgentRequestPath } from "@/lib/core/paths";
import { parseRecordId } from "@/lib/core/record-id";
import { getUrgentRequestForStaff } from "@/lib/support/staff-requests";
import { noticeText } from "@/lib/support/staff-notices";

export const metadata: Metadata = { title: "Urgent request" };

/**
 * The page an urgent request's page and e-mail link to. Opening it changes nothing (a mail
 * scanner or a link preview may open it first): only its buttons, which post, do.
 */
export default async function UrgentRequestPage({ params, searchParams }: PageProps<"/admin/urgent/[id]">) {
  const segment = (await params).id;
  const id = parseRecordId(segment);
  // A technician opening the link without a session signs in and comes back here.
  await requireStaffPage(id === null ? undefined : adminUrgentRequestPath(id));
  const request = id === null ? null : await getUrgentRequestForStaff(id);
  if (!request) notFound();
  const { notice } = await searchParams;
  return <UrgentRequestView request={request} now={new Date()} notice={noticeText(notice)} />;
}
