import { z } from "zod";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { confirmUnsubscribesReapplied } from "@/lib/backup/record";
import { apiRoute } from "@/lib/core/http/api-route";
import { logInfo } from "@/lib/core/log";

export const dynamic = "force-dynamic";

/**
 * POST: staff confirm that the unsubscribes received since the restored backup was taken were
 * applied again, which lets newsletter issues be sent once more. 409 when no restore waits.
 */
export const POST = apiRoute(
  createStaffHandler({
    route: "newsletter-restore-confirm",
    schema: z.strictObject({}),
    maxBytes: 64,
    async handle(_data, { staff }) {
      if (!(await confirmUnsubscribesReapplied(staff.username)))
        return { status: 409, message: "No restore is waiting for this confirmation." };
      logInfo("admin.restore-unsubscribes-confirmed", { userId: staff.userId });
      return { status: 200, message: "Confirmed: newsletter issues can be sent again." };
    },
  }),
);
