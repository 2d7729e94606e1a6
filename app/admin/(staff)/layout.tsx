import { StaffShell } from "@/components/layout/staff-shell";
import { requireStaffPage } from "@/lib/auth/session";

/** Every signed-in page: checks the session itself (proxy.ts only adds headers). */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  return <StaffShell staff={await requireStaffPage()}>{children}</StaffShell>;
}
