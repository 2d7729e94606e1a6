import { StaffShell } from "@/components/layout/staff-shell";
import { requireStaffPage } from "@/lib/auth/session";
import { adminUrgentRequestPath } from "@/lib/core/paths";
import { parseRecordId } from "@/lib/core/record-id";

/**
 * The staff pages that links sent outside the site lead to (an urgent request's, in the paging
 * service and the on-call e-mail). Outside the (staff) group because a layout's redirect is taken
 * before its page's, and this one knows the path: a technician without a session signs in and
 * lands back on the request, not on the default staff page.
 */
export default async function LinkedStaffLayout({ children, params }: LayoutProps<"/admin/urgent/[id]">) {
  const id = parseRecordId((await params).id);
  const staff = await requireStaffPage(id === null ? undefined : adminUrgentRequestPath(id));
  return <StaffShell staff={staff}>{children}</StaffShell>;
}
