import "server-only";
import { z } from "zod";
import { createStaffRecordHandler } from "@/lib/auth/staff-handler";
import { apiRoute } from "@/lib/core/http/api-route";
import { deliveryStatus } from "@/lib/deliveries/records";
import { retryDelivery } from "@/lib/deliveries/retry";

export const dynamic = "force-dynamic";

const MISSING = "There is no such message.";

/**
 * POST: "Retry now" on the Deliveries page: tries one failed or pending message again now, whatever
 * its schedule (even one whose automatic attempts are used up).
 */
export const POST = apiRoute(
  createStaffRecordHandler({
    missing: MISSING,
    route: "deliveries-retry-one",
    schema: z.strictObject({}),
    maxBytes: 64,
    async handle(_data, { id }) {
      const status = await deliveryStatus(id);
      if (!status) return { status: 404, message: MISSING };
      if (status === "sent" || status === "logged")
        return { status: 409, message: `This message was already ${status}.` };
      if (status === "paused" || status === "discarded")
        return {
          status: 409,
          message:
            status === "paused"
              ? "This message is paused after a restore: release it to send it."
              : "This message was discarded after a restore and is never sent.",
        };
      const result = await retryDelivery(id);
      if (result.status === "busy")
        return { status: 409, message: "This message is being sent right now; look again in a minute." };
      if (result.status === "held" || result.status === "digested")
        return { status: 409, message: "This notification goes to the office in the hourly digest." };
      return result.status === "failed"
        ? { status: 502, message: "The e-mail provider refused the message again; its error is recorded." }
        : { status: 200, message: `Message ${id}: ${result.status}.` };
    },
  }),
);
