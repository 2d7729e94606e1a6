import { redirect } from "next/navigation";
import { requireStaffPage } from "@/lib/auth/session";

export default async function AdminHome() {
  await requireStaffPage();
  redirect("/admin/leads");
}
