import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { NewCodeForm } from "@/components/support/new-code-form";
import { SupportCodeList } from "@/components/support/support-code-list";
import { StaffNotice } from "@/components/ui/staff-ui";
import { requireStaffPage } from "@/lib/auth/session";
import { adminSupportCodeApiPath } from "@/lib/core/paths";
import { PRACTICE_NAME_MAX, listSupportCodes } from "@/lib/support/code-store";
import { noticeText } from "@/lib/support/staff-notices";

export const metadata: Metadata = { title: "Client support codes" };

type Props = { searchParams: Promise<{ notice?: string | string[] }> };

export default async function SupportCodesPage({ searchParams }: Props) {
  // The layout is not re-rendered on client navigation: the page checks the session itself.
  await requireStaffPage();
  const [codes, { notice }] = await Promise.all([listSupportCodes(), searchParams]);
  return (
    <>
      <p className="text-sm font-semibold text-ink-muted">
        <Link href="/admin/urgent" className="text-link underline">
          Urgent requests
        </Link>
      </p>
      <AdminPageHeader title="Client support codes">
        <p>
          A client practice types its code into the urgent request form: with a valid code, a critical request pages the
          on-call technician at once and a major one during the help desk&apos;s hours. The code is shown once, when it
          is made; here each is told apart by its last two characters.
        </p>
      </AdminPageHeader>
      <StaffNotice text={noticeText(notice)} />
      <NewCodeForm action={adminSupportCodeApiPath(null)} maxLength={PRACTICE_NAME_MAX} />
      <h2 className="mt-8 text-xl font-bold text-ink">Codes</h2>
      <SupportCodeList codes={codes} maxLength={PRACTICE_NAME_MAX} />
    </>
  );
}
