import { csvResponse, toCsv } from "@/lib/leads/csv";
import { exportRows, isLeadKind } from "@/lib/leads/leads";
import { checkStaff } from "@/lib/auth/staff-handler";
import { answer } from "@/lib/core/http/post-pipeline";
import { readHandler } from "@/lib/core/http/json";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** GET: one list of leads (matching ?q=) as CSV, for signed-in staff. */
async function handleGet(request: Request, { params }: { params: Promise<{ kind: string }> }): Promise<Response> {
  const staff = await checkStaff(request, { mutating: false });
  if (staff instanceof Response) return staff;
  const { kind } = await params;
  if (!isLeadKind(kind)) return answer(404, { success: false, message: "There is no such list." });
  const q = new URL(request.url).searchParams.get("q") ?? undefined;
  return readHandler("/api/admin/leads/export", async () => {
    const { header, rows } = await exportRows(kind, q);
    return csvResponse(`toronto-dental-it-${kind}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(header, rows));
  });
}

export const GET = apiRoute(handleGet);
