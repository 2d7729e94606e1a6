import { z } from "zod";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { rotateStaffFeed } from "@/lib/booking/staff-feed";
import { BOOKING_NOTICES } from "@/lib/booking/staff-notices";
import { apiRoute } from "@/lib/core/http/api-route";
import { logInfo } from "@/lib/core/log";
import { ADMIN_BOOKINGS_PATH, withNotice } from "@/lib/core/paths";
import { staffFeedAddress } from "@/lib/booking/staff";

export const dynamic = "force-dynamic";

/**
 * POST {}: makes the staff calendar feed's address anew; the old one stops working at once. The
 * answer (201) carries the address, the only time it is shown: only its hash is kept. A form the
 * browser posted itself (no script) changes nothing and goes back to the bookings page saying so:
 * the address could only travel in an address bar, which the browser keeps in its history.
 */
export const POST = apiRoute(
  createStaffHandler({
    route: "booking-feed-rotate",
    schema: z.strictObject({}),
    accepts: ["json", "form"],
    maxBytes: 64,
    needsScript: {
      message: BOOKING_NOTICES["feed-needs-script"],
      redirectTo: withNotice(ADMIN_BOOKINGS_PATH, "feed-needs-script"),
    },
    async handle(_data, { staff }) {
      const token = await rotateStaffFeed(staff.username);
      logInfo("admin.booking-feed-rotated", { userId: staff.userId });
      const url = staffFeedAddress(token);
      return {
        status: 201,
        message:
          "The calendar feed has a new address; the old one no longer opens. Copy it now: it will not be shown again.",
        extra: { url },
      };
    },
  }),
);
