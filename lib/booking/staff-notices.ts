import { z } from "zod";

/**
 * What the staff routes of bookings answer: a script shows it in a toast, and a form sent without
 * a script lands back on /admin/bookings with the notice's key in the address (`?notice=released`),
 * which the page turns into the same sentence.
 */
export const BOOKING_NOTICES = {
  attended: "Marked as attended.",
  "no-show": "Marked as a no-show.",
  released: "The booking is released: its slot is free again. The visitor was not told.",
  "not-pending": "This booking is no longer waiting for its confirmation: nothing was changed.",
  "not-confirmed": "Only a confirmed meeting can be marked attended or a no-show.",
  "not-yet": "The meeting has not begun yet: mark it once it has.",
  cancelled: "The ticked bookings are cancelled: each visitor gets your note, and their invitation is withdrawn.",
  "cancelled-some":
    "Some of the ticked bookings are cancelled; the others were already cancelled, released or over, and were left as they were.",
  "cancelled-none": "None of the ticked bookings could be cancelled: they were already cancelled, released or over.",
  "feed-needs-script":
    "No address was made: making one needs JavaScript in this browser, since the new address is shown only once, in this page.",
} as const;

export type BookingNotice = keyof typeof BOOKING_NOTICES;

/** The sentence of a `?notice=` value, or null for anything else. */
export function bookingNoticeText(value: unknown): string | null {
  return typeof value === "string" && Object.hasOwn(BOOKING_NOTICES, value)
    ? BOOKING_NOTICES[value as BookingNotice]
    : null;
}

/**
 * The body of a booking's staff actions. The buttons are plain HTML forms too, so the body may carry
 * `from`: the staff page the form was on, where a form sent without a script is sent back.
 */
export const bookingActionSchema = z.strictObject({
  action: z.enum(["attended", "no-show", "release"], "Choose attended, no-show or release."),
  from: z.string().max(1000).optional(),
});
