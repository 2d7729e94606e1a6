import "server-only";
import { bookingManagePath } from "@/lib/core/paths";
import { absoluteUrl } from "@/lib/core/seo/url";
import { BOOKING_RULES, BUSINESS, OFFICE_TIME_ZONE } from "@/content/business";
import { readAvailability, wholeHorizon, type Availability } from "@/lib/booking/availability";
import { dayHeading, describeSlot, slotTime, zoneAbbreviation } from "@/lib/booking/display";
import { meetingLabel, workstationsOf, type BookingData } from "@/lib/booking/schema";
import { bookingDay, classifySlot, type Slot } from "@/lib/booking/slots";
import { holdSlot, type HeldBooking, type HoldRefusal } from "@/lib/booking/store";
import { cleanCampaign } from "@/lib/core/campaign";
import type { Tx } from "@/lib/core/db";
import { renderEmail } from "@/lib/core/email-template";
import { dateIn } from "@/lib/core/zoned-time";
import { sendQueued } from "@/lib/deliveries/send";
import { queueDelivery, type OutgoingEmail, type Schedule } from "@/lib/deliveries/store";

/**
 * A visitor's booking of the free assessment: the slot checked against the rules, the live
 * bookings and the calendars' busy times, then held by the store (lib/booking/store.ts) with its
 * one confirmation request queued in the same transaction (docs/decisions/0035-booking-store.md).
 */

export const REQUEST_KIND = "booking-request";

/** When a held booking lets its slot go unless confirmed, for the visitor: "Monday, March 9, 11:00 a.m. EDT". */
function confirmByText(booking: HeldBooking): string {
  const at = booking.expiresAt;
  return `${dayHeading(dateIn(at, OFFICE_TIME_ZONE))}, ${slotTime(at)} ${zoneAbbreviation(at)}`;
}

/**
 * The confirmation request: the meeting's time and kind (both chosen from the page, never typed),
 * and the private link. It carries no visitor-typed text (no name, no practice): anyone can type
 * any address into the form, and this mail must not let them put words in the business's name
 * into a stranger's inbox.
 */
export function confirmationRequest(
  booking: HeldBooking & { meeting: string },
  to: string,
  token: string,
): OutgoingEmail {
  const link = absoluteUrl(bookingManagePath(token));
  const rendered = renderEmail({
    heading: "Please confirm your free IT assessment",
    subject: `Confirm your free IT assessment with ${BUSINESS.name}`,
    paragraphs: [
      `Someone, we hope you, asked for a free 30-minute IT assessment with ${BUSINESS.name} at this e-mail address. The time below is held for you, but it is not booked until you confirm it.`,
      `Please confirm by ${confirmByText(booking)}; after that the time is released for others. Your calendar invitation follows once you confirm.`,
      "If you did not ask for this, ignore this e-mail: nothing is booked, and you will not hear from us again about it.",
    ],
    link: { text: "Confirm, move or cancel your assessment", href: link },
    fields: [
      { label: "When", value: describeSlot(booking) },
      { label: "Meeting", value: meetingLabel(booking.meeting) },
    ],
  });
  return { ...rendered, kind: REQUEST_KIND, to, related: { type: "Booking", id: booking.id } };
}

export type BookingOutcome =
  | { outcome: "held"; booking: HeldBooking }
  | { outcome: "paused" }
  | { outcome: "never"; message: string }
  | { outcome: "not-free"; message: string; slots: Slot[] }
  | { outcome: "limit"; refusal: HoldRefusal };

const NOT_FREE_MESSAGES: Partial<Record<HoldRefusal, string>> = {
  taken: "That time has just been booked.",
  "day-full": "That day is fully booked.",
};

/**
 * Books `data.slot` for the visitor at `address`, or says why not. The confirmation request is
 * sent after the answer, through `schedule`.
 */
export async function requestBooking(
  data: BookingData,
  address: string,
  now: Date,
  schedule?: Schedule,
): Promise<BookingOutcome> {
  // A value that can never be booked is refused before anything is read.
  const shape = classifySlot(data.slot, { now });
  if (shape.outcome === "never") return { outcome: "never", message: shape.message };
  const start = new Date(data.slot);
  const day = bookingDay(start);

  const fresh = async (): Promise<Slot[]> => {
    const again = await readAvailability(wholeHorizon(now), now);
    return again.slots;
  };

  // The slot's own day: its live bookings (the day's cap) and the calendars' busy times.
  const dayAvailability: Availability = await readAvailability({ from: day, days: 1 }, now, schedule);
  if (dayAvailability.paused) return { outcome: "paused" };
  const verdict = classifySlot(data.slot, dayAvailability.context);
  if (verdict.outcome === "never") return { outcome: "never", message: verdict.message };
  if (verdict.outcome === "not-free") return { outcome: "not-free", message: verdict.message, slots: await fresh() };

  const result = await holdSlot(
    {
      start: verdict.slot.start,
      end: verdict.slot.end,
      day,
      meeting: data.meeting as "phone" | "visit",
      name: data.name,
      practice: data.practice,
      email: data.email,
      phone: data.phone,
      workstations: workstationsOf(data),
      notes: data.notes ?? "",
      sourcePath: data.sourcePath ?? "",
      campaign: cleanCampaign(data),
      address,
    },
    {
      now,
      dailyCap: BOOKING_RULES.maxBookingsPerDay,
      afterHold: (tx: Tx, booking: HeldBooking, token: string) =>
        queueDelivery(tx, confirmationRequest({ ...booking, meeting: data.meeting }, data.email.trim(), token)),
    },
  );
  if (!result.held) {
    const message = NOT_FREE_MESSAGES[result.refusal];
    if (message) return { outcome: "not-free", message, slots: await fresh() };
    return { outcome: "limit", refusal: result.refusal };
  }
  await sendQueued([result.after], schedule);
  return { outcome: "held", booking: result.booking };
}
