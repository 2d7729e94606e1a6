import { BOOKING_RULES } from "@/content/business";
import { describeSlot } from "@/lib/booking/display";
import { meetingLabel } from "@/lib/booking/schema";
import { parseSlotValue } from "@/lib/booking/slots";
import { CONTACT_LIMITS } from "@/lib/contact/schema";

/** The contact form's fields a refused booking fills in. */
export interface BookingAsMessage {
  name: string;
  email: string;
  phone: string;
  practice: string;
  message: string;
  /** The page the booking was sent from, so the message counts as a lead from it. */
  sourcePath?: string;
}

/** The time a booking form asked for, said as a sentence, when it names a real instant. */
function askedTime(value: string | undefined): string | null {
  const start = parseSlotValue(value);
  if (!start) return null;
  return describeSlot({ start, end: new Date(start.getTime() + BOOKING_RULES.meetingMinutes * 60_000) });
}

/**
 * While booking is paused (the assessor's calendar cannot be read), the page offers the contact
 * form in place of the times. A booking already typed and sent without JavaScript is refused then;
 * its details fill that form, with a message asking for the assessment at the time chosen, so
 * nothing the visitor typed is lost and one press sends it to the office.
 */
export function bookingAsMessage(values: Readonly<Record<string, string>> = {}): BookingAsMessage {
  const time = askedTime(values.slot);
  const lines = [
    `I would like to book the free 30-minute IT assessment${values.meeting ? ` (${meetingLabel(values.meeting).toLowerCase()})` : ""}.`,
    time ? `The time I chose online: ${time}, or another time that suits you.` : "",
    values.workstations ? `Workstations: ${values.workstations}.` : "",
    values.notes ? `What to look at: ${values.notes}` : "",
  ].filter(Boolean);
  return {
    name: values.name ?? "",
    email: values.email ?? "",
    phone: values.phone ?? "",
    practice: values.practice ?? "",
    message: lines.join("\n").slice(0, CONTACT_LIMITS.message),
    ...(values.sourcePath ? { sourcePath: values.sourcePath } : {}),
  };
}
