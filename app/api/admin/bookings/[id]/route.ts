import { createStaffHandler, noticeReplies } from "@/lib/auth/staff-handler";
import { releaseBooking } from "@/lib/booking/store";
import { setBookingOutcome } from "@/lib/booking/staff";
import { BOOKING_NOTICES, bookingActionSchema } from "@/lib/booking/staff-notices";
import { apiRoute } from "@/lib/core/http/api-route";
import { logInfo } from "@/lib/core/log";
import { ADMIN_BOOKINGS_PATH } from "@/lib/core/paths";
import { parseRecordId } from "@/lib/core/record-id";

export const dynamic = "force-dynamic";

const MISSING = "There is no such booking.";

/**
 * POST { action: "attended" | "no-show" } after a confirmed meeting has begun, or { action:
 * "release" } for a booking still waiting for its confirmation (its slot is free at once; 409 when
 * it no longer waits). Plain forms too: posted without a script, the browser is sent back to the
 * bookings page with the outcome in its address.
 */
export const POST = apiRoute(
  createStaffHandler<typeof bookingActionSchema, { id: string }>({
    route: "booking-action",
    schema: bookingActionSchema,
    accepts: ["json", "form"],
    maxBytes: 2048,
    async handle(data, { staff, params }) {
      const id = parseRecordId(params.id);
      if (id === null) return { status: 404, message: MISSING };
      const answer = noticeReplies(BOOKING_NOTICES, data.from, ADMIN_BOOKINGS_PATH);
      const now = new Date();
      if (data.action === "release") {
        const result = await releaseBooking(id, now);
        if (result === "unknown") return { status: 404, message: MISSING };
        if (result === "not-pending") return answer(409, "not-pending");
        logInfo("admin.booking-released", { id, userId: staff.userId });
        return answer(200, "released");
      }
      const result = await setBookingOutcome(id, data.action, now);
      if (result === "unknown") return { status: 404, message: MISSING };
      if (result !== "marked") return answer(409, result);
      logInfo("admin.booking-outcome", { id, outcome: data.action, userId: staff.userId });
      return answer(200, data.action);
    },
  }),
);
