import "server-only";
import { isUnavailableError } from "@/lib/core/db";
import { refuseUnlessCron } from "@/lib/core/http/cron-auth";
import { apiRoute } from "@/lib/core/http/api-route";
import { logError } from "@/lib/core/log";
import { RETRY_RUN_BUDGET_MS, runDueDeliveries } from "@/lib/deliveries/send";

export const dynamic = "force-dynamic";
/** The platform stops the function after this many seconds; the run's budget ends well before. */
export const maxDuration = 30;

/**
 * The scheduled deliveries run: Vercel Cron (vercel.json) calls this with
 * `Authorization: Bearer $CRON_SECRET`. It sends the digests of ended hold windows and every due
 * message, and stops starting sends when its budget is spent; `left` in the answer counts the due
 * rows it left for the next run.
 */
async function handleGet(request: Request): Promise<Response> {
  const refused = refuseUnlessCron(request);
  if (refused) return refused;
  try {
    const report = await runDueDeliveries({ budgetMs: RETRY_RUN_BUDGET_MS });
    const message =
      report.left > 0
        ? `Deliveries partly processed: ${report.left} due message${report.left === 1 ? "" : "s"} left for the next run.`
        : "Deliveries processed.";
    return Response.json({ success: true, message, ...report }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logError("cron.deliveries", error);
    const unavailable = isUnavailableError(error);
    return Response.json(
      { success: false, message: unavailable ? "The database is unavailable." : "The deliveries run failed." },
      {
        status: unavailable ? 503 : 500,
        headers: { "Cache-Control": "no-store", ...(unavailable ? { "Retry-After": "60" } : {}) },
      },
    );
  }
}

export const GET = apiRoute(handleGet);
