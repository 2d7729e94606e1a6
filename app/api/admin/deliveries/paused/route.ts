import { z } from "zod";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { apiRoute } from "@/lib/core/http/api-route";
import { logInfo } from "@/lib/core/log";
import { discardPaused, releasePaused } from "@/lib/deliveries/retry";

export const dynamic = "force-dynamic";

const schema = z.strictObject({
  action: z.enum(["release", "discard"]),
  /** One row; without it, every paused row. */
  id: z.number().int().positive().max(2_147_483_647).optional(),
});

/**
 * POST { action: "release" | "discard", id? }: what staff decide for deliveries a restore paused
 * (they may have gone out after the backup was taken). Release sends them again from now; discard
 * keeps them unsent for good, recording who and when. 404 when no paused row matched.
 */
export const POST = apiRoute(
  createStaffHandler({
    route: "deliveries-paused",
    schema,
    maxBytes: 256,
    async handle(data, { staff }) {
      const which = data.id === undefined ? "all" : { id: data.id };
      const count = data.action === "release" ? await releasePaused(which) : await discardPaused(which, staff.username);
      if (count === 0)
        return {
          status: 404,
          message: data.id === undefined ? "No delivery is paused." : `Delivery ${data.id} is not paused (any more).`,
        };
      logInfo("admin.deliveries-paused", { action: data.action, count, userId: staff.userId });
      const what = `${count} paused deliver${count === 1 ? "y" : "ies"}`;
      return {
        status: 200,
        message: data.action === "release" ? `${what} released: sent from now on.` : `${what} discarded: never sent.`,
      };
    },
  }),
);
