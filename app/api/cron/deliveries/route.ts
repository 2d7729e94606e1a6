import "server-only";
import { apiRoute } from "@/lib/core/http/api-route";
import { scheduledJob } from "@/lib/core/http/cron-auth";
import { runDeliveriesJob } from "@/lib/deliveries/job";
import { DELIVERIES_HOOKS } from "@/lib/site/deliveries-hooks";
import { RETRY_RUN_BUDGET_MS } from "@/lib/deliveries/send";

export const dynamic = "force-dynamic";
/** The platform stops the function after this many seconds; the run's budget ends well before. */
export const maxDuration = 30;

/**
 * The scheduled deliveries run: Vercel Cron (vercel.json) calls this with
 * `Authorization: Bearer $CRON_SECRET`, every minute: the deliveries job (lib/deliveries/job.ts)
 * with every domain's hook. It sends the digests of ended hold windows and every due delivery,
 * stops starting sends when its budget is spent (`left` in the answer counts the due rows it left
 * for the next run), and reports each hook's work (urgent requests escalated, among others).
 */
export const GET = apiRoute(
  scheduledJob("cron.deliveries", "The deliveries run failed.", async () => {
    const report = await runDeliveriesJob({ budgetMs: RETRY_RUN_BUDGET_MS }, DELIVERIES_HOOKS);
    const message =
      report.left > 0
        ? `Deliveries partly processed: ${report.left} due message${report.left === 1 ? "" : "s"} left for the next run.`
        : "Deliveries processed.";
    return { message, ...report };
  }),
);
