import Link from "@/components/ui/link";
import { AdminNav } from "@/components/layout/admin-nav";
import { requireStaffPage } from "@/lib/auth/session";
import { FAILED_FOR_GOOD_HREF, countFailedForGood } from "@/lib/deliveries/retry";
import { BUSINESS } from "@/content/business";

/** Every signed-in page: checks the session itself (proxy.ts only adds headers). */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaffPage();
  // Read after the session check: nothing about deliveries reaches a visitor who is not signed in.
  const failedForGood = await countFailedForGood();
  return (
    <>
      <header className="border-b border-line bg-hero text-on-hero">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link href="/admin" className="font-bold">
            {BUSINESS.name} · Staff area
          </Link>
          <div className="flex items-center gap-4 text-sm">
            <span>
              Signed in as <strong>{staff.username}</strong>
            </span>
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
        <AdminNav failedForGood={{ count: failedForGood, href: FAILED_FOR_GOOD_HREF }} />
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
