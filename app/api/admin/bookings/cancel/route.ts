import { after } from "next/server";
import { safeReturnPath } from "@/lib/auth/return-path";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { cancelBookingsByStaff, staffCancelSchema } from "@/lib/booking/staff-cancel";
import { apiRoute } from "@/lib/core/http/api-route";
import { logInfo } from "@/lib/core/log";
import { ADMIN_BOOKINGS_PATH, withNotice } from "@/lib/core/paths";

export const dynamic = "force-dynamic";

/**
 * POST { ids, note? }: staff cancel one booking or several, with a note to the visitor. Each
 * confirmed one sends METHOD:CANCEL to the visitor and the office after the answer. 200 when at
 * least one was cancelled (the answer lists those refused and why: already cancelled, released,
 * over), 409 when none could be. A plain form post goes back to the page it came from.
 */
export const POST = apiRoute(
  createStaffHandler({
    route: "bookings-cancel",
    schema: staffCancelSchema,
    accepts: ["json", "form"],
    maxBytes: 8 * 1024,
    async handle(data, { staff }) {
      const report = await cancelBookingsByStaff(data.ids, {
        by: staff.username,
        note: data.note,
        now: new Date(),
        schedule: (task) => after(task),
      });
      if (report.cancelled.length > 0)
        logInfo("admin.bookings-cancelled", { count: report.cancelled.length, userId: staff.userId });
      const n = report.cancelled.length;
      return {
        status: n > 0 ? 200 : 409,
        message:
          n > 0
            ? `${n} booking${n === 1 ? "" : "s"} cancelled${report.refused.length ? `; ${report.refused.length} could not be` : ""}.`
            : "None of these bookings could be cancelled.",
        extra: { cancelled: report.cancelled, refused: report.refused },
        // A form sent without a script comes back to its page with the outcome in a sentence.
        redirectTo: withNotice(
          safeReturnPath(data.from) ?? ADMIN_BOOKINGS_PATH,
          n === 0 ? "cancelled-none" : report.refused.length ? "cancelled-some" : "cancelled",
        ),
      };
    },
  }),
);
