import { z } from "zod";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { apiRoute } from "@/lib/core/http/api-route";
import { RETRY_RUN_BUDGET_MS, runDueDeliveries } from "@/lib/deliveries/send";

export const dynamic = "force-dynamic";
/** The platform stops the function after this many seconds; the run's budget ends well before. */
export const maxDuration = 30;

/** POST: the Deliveries page's "Retry all due": the same run as the scheduled one, now. */
export const POST = apiRoute(
  createStaffHandler({
    route: "deliveries-retry-due",
    schema: z.strictObject({}),
    maxBytes: 64,
    async handle() {
      const r = await runDueDeliveries({ budgetMs: RETRY_RUN_BUDGET_MS });
      return {
        status: 200,
        message: `${r.attempted} due message${r.attempted === 1 ? "" : "s"} tried: ${r.sent} sent, ${r.logged} logged, ${r.failed} failed${r.left ? `; ${r.left} left for the next run (time limit)` : ""}.`,
        extra: { report: r },
      };
    },
  }),
);
