import type { Metadata } from "next";
import { AccountForm } from "@/components/auth/account-form";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { StaffNotice } from "@/components/ui/staff-ui";
import { getAccount } from "@/lib/auth/account";
import { DISPLAY_NAME_MAX } from "@/lib/auth/schema";
import { requireStaffPage } from "@/lib/auth/session";
import { NO_DISPLAY_NAME } from "@/lib/support/status";

export const metadata: Metadata = { title: "Your account" };

type Props = { searchParams: Promise<{ notice?: string | string[] }> };

export default async function AccountPage({ searchParams }: Props) {
  // The layout is not re-rendered on client navigation: the page checks the session itself.
  const staff = await requireStaffPage();
  const [account, { notice }] = await Promise.all([getAccount(staff.userId), searchParams]);
  const name = account?.displayName ?? "";
  return (
    <>
      <AdminPageHeader title="Your account">
        <p>
          Signed in as <strong className="text-ink">{staff.username}</strong>.
        </p>
      </AdminPageHeader>
      <StaffNotice
        text={
          notice === "saved"
            ? name
              ? `Saved: clients now see “${name}” when you take their request.`
              : `Saved: clients now see “${NO_DISPLAY_NAME}” when you take their request.`
            : null
        }
      />
      <AccountForm displayName={name} maxLength={DISPLAY_NAME_MAX} fallback={NO_DISPLAY_NAME} />
    </>
  );
}
