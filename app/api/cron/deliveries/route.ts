import "server-only";
import { apiRoute } from "@/lib/core/http/api-route";
import { scheduledJob } from "@/lib/core/http/cron-auth";
import { runDeliveriesJob } from "@/lib/support/paging";
import { RETRY_RUN_BUDGET_MS } from "@/lib/deliveries/send";

export const dynamic = "force-dynamic";
/** The platform stops the function after this many seconds; the run's budget ends well before. */
export const maxDuration = 30;

/**
 * The scheduled deliveries run: Vercel Cron (vercel.json) calls this with
 * `Authorization: Bearer $CRON_SECRET`, every minute. It escalates paged urgent requests no one
 * has taken in time, sends the digests of ended hold windows and every due message, and stops
 * starting sends when its budget is spent; `left` in the answer counts the due rows it left for
 * the next run.
 */
export const GET = apiRoute(
  scheduledJob("cron.deliveries", "The deliveries run failed.", async () => {
    const report = await runDeliveriesJob({ budgetMs: RETRY_RUN_BUDGET_MS });
    const message =
      report.left > 0
        ? `Deliveries partly processed: ${report.left} due message${report.left === 1 ? "" : "s"} left for the next run.`
        : "Deliveries processed.";
    return { message, ...report };
  }),
);
