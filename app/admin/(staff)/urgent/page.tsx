import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { UrgentList } from "@/components/support/urgent-list";
import { StaffNotice } from "@/components/ui/staff-ui";
import { requireStaffPage } from "@/lib/auth/session";
import { ACK_PROMISES } from "@/lib/support/ack-times";
import { listUrgentRequests } from "@/lib/support/staff-requests";
import { noticeText } from "@/lib/support/staff-notices";

export const metadata: Metadata = { title: "Urgent requests" };

type Props = { searchParams: Promise<{ page?: string | string[]; notice?: string | string[] }> };

export default async function UrgentRequestsPage({ searchParams }: Props) {
  // The layout is not re-rendered on client navigation: the page checks the session itself.
  await requireStaffPage();
  const sp = await searchParams;
  // The page shown is the nearest one the list has, whatever `?page=` says.
  const list = await listUrgentRequests(sp.page);
  return (
    <>
      <AdminPageHeader
        title="Urgent requests"
        action={
          <Link
            href="/admin/urgent/codes"
            className="inline-flex min-h-11 items-center rounded-md border border-brand px-4 font-semibold text-brand hover:bg-brand-soft"
          >
            Client support codes
          </Link>
        }
      >
        <p>
          Requests from client practices, open ones first. {list.open} open. Time to acknowledge counts from the page to
          the on-call technician, against each tier&apos;s promise: critical {ACK_PROMISES.critical.label}, major{" "}
          {ACK_PROMISES.major.label}, standard {ACK_PROMISES.standard.label}. “I&apos;ve got it” tells the client (on
          their request&apos;s page) that someone has it, and stops the paging service&apos;s escalation.
        </p>
      </AdminPageHeader>
      <StaffNotice text={noticeText(sp.notice)} />
      <UrgentList list={list} now={new Date()} />
    </>
  );
}
