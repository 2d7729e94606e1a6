import "@/lib/email/reconcilers";
import { retryDueEmails } from "@/lib/email/outbox";
import { isUnavailableError } from "@/lib/db";
import { refuseUnlessCron } from "@/lib/http/cron-auth";
import { logError } from "@/lib/log";

export const dynamic = "force-dynamic";

/** Vercel Cron (vercel.json) calls this with `Authorization: Bearer $CRON_SECRET`. */
export async function GET(request: Request): Promise<Response> {
  const refused = refuseUnlessCron(request);
  if (refused) return refused;
  try {
    const report = await retryDueEmails();
    return Response.json({ success: true, message: "Outbox processed.", ...report }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logError("cron.outbox", error);
    const unavailable = isUnavailableError(error);
    return Response.json(
      { success: false, message: unavailable ? "The database is unavailable." : "The outbox run failed." },
      { status: unavailable ? 503 : 500, headers: { "Cache-Control": "no-store", ...(unavailable ? { "Retry-After": "60" } : {}) } },
    );
  }
}
