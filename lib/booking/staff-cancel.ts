import "server-only";
import { z } from "zod";
import { cancelBooking, type CancelRefusal } from "@/lib/booking/changes";
import type { Schedule } from "@/lib/deliveries/store";

/**
 * Staff cancelling one booking or several at once, with a note to the visitor
 * (POST /api/admin/bookings/cancel). Each booking is cancelled in its own transaction by the same
 * cancelBooking the visitor's page uses, so one that is already cancelled or over does not stop
 * the others.
 */

/** The most bookings one post cancels. */
export const STAFF_CANCEL_MAX = 50;
export const CANCEL_NOTE_MAX = 1000;

const IDS_MESSAGE = `Choose the bookings to cancel (1 to ${STAFF_CANCEL_MAX}).`;
const id = z.coerce.number(IDS_MESSAGE).int(IDS_MESSAGE).min(1, IDS_MESSAGE).max(2_147_483_647, IDS_MESSAGE);

/**
 * `ids`: a JSON array of booking ids; from a plain form, one `ids` field per ticked box (read as
 * a list) or the ids in one field separated by commas or spaces.
 */
export const staffCancelSchema = z.strictObject({
  ids: z.preprocess(
    (value) => (typeof value === "string" ? value.split(/[\s,]+/).filter(Boolean) : value),
    z.array(id, IDS_MESSAGE).min(1, IDS_MESSAGE).max(STAFF_CANCEL_MAX, IDS_MESSAGE),
  ),
  note: z.string().trim().max(CANCEL_NOTE_MAX, `Keep the note to ${CANCEL_NOTE_MAX} characters.`).optional(),
  from: z.string().max(1000).optional(),
});

export interface StaffCancelReport {
  cancelled: number[];
  refused: { id: number; refusal: CancelRefusal }[];
}

export async function cancelBookingsByStaff(
  ids: readonly number[],
  options: { by: string; note?: string; now: Date; schedule?: Schedule },
): Promise<StaffCancelReport> {
  const report: StaffCancelReport = { cancelled: [], refused: [] };
  for (const id of [...new Set(ids)]) {
    const result = await cancelBooking(id, options);
    if (result.cancelled) report.cancelled.push(id);
    else report.refused.push({ id, refusal: result.refusal });
  }
  return report;
}
