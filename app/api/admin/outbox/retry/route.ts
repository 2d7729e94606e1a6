import { z } from "zod";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { retryDueEmails } from "@/lib/jobs/outbox-retry";
import { RETRY_RUN_BUDGET_MS } from "@/lib/outbox/outbox";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";
/** The platform stops the function after this many seconds; the run's budget ends well before. */
export const maxDuration = 30;

/** POST: sends every message that is due now (the same run as the scheduled retry). */
export const POST = apiRoute(
  createStaffHandler({
    route: "outbox-retry-due",
    schema: z.strictObject({}),
    maxBytes: 64,
    async handle() {
      const r = await retryDueEmails(new Date(), undefined, { budgetMs: RETRY_RUN_BUDGET_MS });
      return {
        status: 200,
        message: `${r.attempted} due message${r.attempted === 1 ? "" : "s"} tried: ${r.sent} sent, ${r.logged} logged, ${r.failed} failed${r.reconciled ? `; ${r.reconciled} missing message${r.reconciled === 1 ? "" : "s"} recreated` : ""}${r.left ? `; ${r.left} left for the next run (time limit)` : ""}.`,
        extra: { report: r },
      };
    },
  }),
);
