import type { ReactNode } from "react";
import Link from "@/components/ui/link";
import { AdminNav } from "@/components/layout/admin-nav";
import { BUSINESS } from "@/content/business";
import type { Staff } from "@/lib/auth/session";
import { FAILED_FOR_GOOD_HREF, countFailedForGood } from "@/lib/deliveries/retry";
import { countUntakenUrgent } from "@/lib/support/staff-requests";

/**
 * The staff area's header, navigation and main column, for a staff member already signed in:
 * each layout that uses it checks the session first, so nothing here reaches anyone else.
 */
export async function StaffShell({ staff, children }: { staff: Staff; children: ReactNode }) {
  const [failedForGood, untaken] = await Promise.all([countFailedForGood(), countUntakenUrgent()]);
  return (
    <>
      <header className="border-b border-line bg-hero text-on-hero">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link href="/admin" className="font-bold">
            {BUSINESS.name} · Staff area
          </Link>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span>
              Signed in as <strong>{staff.username}</strong>
            </span>
            <Link href="/admin/account" className="inline-flex min-h-11 items-center font-semibold underline">
              Your account
            </Link>
            <form method="post" action="/api/admin/sign-out">
              <button
                type="submit"
                className="min-h-11 rounded-md border border-on-hero px-3 font-semibold hover:bg-brand"
              >
                Sign out
              </button>
            </form>
          </div>
        </div>
        <AdminNav
          failedForGood={{ count: failedForGood, href: FAILED_FOR_GOOD_HREF }}
          untakenUrgent={{ count: untaken, href: "/admin/urgent" }}
        />
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none sm:px-6"
      >
        {children}
      </main>
    </>
  );
}
