import "server-only";
import type { BookingDetails } from "@/lib/booking/details";
import { BUSINESS } from "@/content/business";
import { describeSlot } from "@/lib/booking/display";
import {
  invitationIcs,
  inviteAttachment,
  meetingLocation,
  type InviteBooking,
  type InviteSite,
} from "@/lib/booking/invite";
import { getEnv } from "@/lib/core/env";
import { renderEmail, type EmailField } from "@/lib/core/email-template";
import { absoluteUrl } from "@/lib/core/seo/url";
import type { OutgoingEmail } from "@/lib/deliveries/store";

/**
 * The e-mails that follow a booking's confirmation and its changes (docs/decisions/0035-booking-store.md,
 * "Changes to a booking"): the visitor's invitation with `invite.ics`, the assessor's copy, the
 * cancellation and the reminders. Each belongs to one BookingChange (a delivery is one per kind
 * and record), and each invitation's calendar text is written once and stored with its delivery,
 * so a retry sends the same UID, SEQUENCE and DTSTAMP.
 */

/** The booking as the e-mails and calendar files read it. */
export interface BookingForMail extends BookingDetails {
  id: number;
  uid: string;
  start: Date;
  end: Date;
  sequence: number;
}

export const BOOKING_MAIL_KINDS = {
  invitation: "booking-invitation",
  officeInvitation: "booking-invitation-office",
  cancellation: "booking-cancellation",
  officeCancellation: "booking-cancellation-office",
  reminder: "booking-reminder",
  webhook: "webhook-booking",
} as const;

export const INVITE_SITE: InviteSite = {
  businessName: BUSINESS.name,
  organizerEmail: BUSINESS.emails.noreply,
  officePhone: BUSINESS.phones.main.display,
};

/** Where the office's copy goes: the assessor's mailbox, else the leads inbox. */
export function assessorEmail(): string {
  return getEnv().BOOKING_ASSESSOR_EMAIL ?? BUSINESS.emails.leads;
}

export function inviteBooking(booking: BookingForMail): InviteBooking {
  return {
    uid: booking.uid,
    start: booking.start,
    end: booking.end,
    sequence: booking.sequence,
    meeting: booking.meeting === "visit" ? "visit" : "phone",
    visitor: {
      name: booking.name,
      email: booking.email,
      practice: booking.practice,
      phone: booking.phone,
      workstations: booking.workstations,
      notes: booking.notes,
    },
  };
}

const related = (changeId: number) => ({ type: "BookingChange", id: changeId });

/** What happened, as the visitor's e-mail says it. */
export type InvitationReason = "confirmed" | "moved";

/** The visitor's invitation (REQUEST) after a confirmation or a move, with `invite.ics`. */
export function visitorInvitation(
  booking: BookingForMail,
  options: { reason: InvitationReason; changeId: number; stamp: Date; manageUrl: string },
): OutgoingEmail {
  const when = describeSlot(booking);
  const ics = invitationIcs(inviteBooking(booking), INVITE_SITE, {
    method: "REQUEST",
    stamp: options.stamp,
    copy: { for: "visitor", manageUrl: options.manageUrl },
  });
  const rendered = renderEmail({
    heading:
      options.reason === "confirmed"
        ? "Your free IT assessment is confirmed"
        : "Your free IT assessment has a new time",
    subject:
      options.reason === "confirmed"
        ? `Your IT assessment is confirmed: ${when}`
        : `Your IT assessment has moved to ${when}`,
    paragraphs: [
      `${when} (Toronto time).`,
      `${meetingLocation(inviteBooking(booking))}.`,
      "The attached invitation adds the meeting to your calendar" +
        (options.reason === "moved" ? " and moves the one it already holds." : "."),
      `To reschedule or cancel, use your private link until 2 hours before the meeting; after that, call us at ${BUSINESS.phones.main.display}.`,
    ],
    link: { text: "Your booking", href: options.manageUrl },
  });
  return {
    ...rendered,
    kind: BOOKING_MAIL_KINDS.invitation,
    to: booking.email,
    attachments: [inviteAttachment("REQUEST", ics)],
    related: related(options.changeId),
  };
}

function visitorFields(booking: BookingForMail): EmailField[] {
  return [
    { label: "When", value: describeSlot(booking) },
    { label: "Meeting", value: booking.meeting === "visit" ? "Visit to the practice" : "Phone call" },
    { label: "Name", value: booking.name },
    { label: "Practice", value: booking.practice },
    { label: "E-mail", value: booking.email },
    { label: "Phone", value: booking.phone },
    { label: "Workstations", value: booking.workstations == null ? "Not given" : String(booking.workstations) },
    { label: "Booking number", value: String(booking.id) },
  ];
}

/** The assessor's copy (REQUEST with the assessor as ATTENDEE) after a confirmation or a move. */
export function officeInvitation(
  booking: BookingForMail,
  options: { reason: InvitationReason; changeId: number; stamp: Date },
): OutgoingEmail {
  const to = assessorEmail();
  const ics = invitationIcs(inviteBooking(booking), INVITE_SITE, {
    method: "REQUEST",
    stamp: options.stamp,
    copy: { for: "assessor", email: to },
  });
  const rendered = renderEmail({
    heading: options.reason === "confirmed" ? "Assessment booked" : "Assessment moved",
    subject: `${options.reason === "confirmed" ? "Assessment booked" : "Assessment moved"}: ${describeSlot(booking)}`,
    paragraphs: [
      "The attached invitation puts the meeting in your calendar. Reply to this e-mail to reach the visitor.",
    ],
    fields: visitorFields(booking),
    ...(booking.notes ? { quote: { label: "What to look at", text: booking.notes } } : {}),
  });
  return {
    ...rendered,
    kind: BOOKING_MAIL_KINDS.officeInvitation,
    to,
    replyTo: booking.email,
    attachments: [inviteAttachment("REQUEST", ics)],
    related: related(options.changeId),
  };
}

/** Who cancelled, as the e-mails say it. */
export type CancelledBy = "visitor" | "staff";

/** The visitor's cancellation (METHOD:CANCEL, same UID, the raised SEQUENCE). */
export function visitorCancellation(
  booking: BookingForMail,
  options: { changeId: number; stamp: Date; by: CancelledBy; note?: string | null },
): OutgoingEmail {
  const when = describeSlot(booking);
  const bookUrl = absoluteUrl("/book");
  const ics = invitationIcs(inviteBooking(booking), INVITE_SITE, {
    method: "CANCEL",
    stamp: options.stamp,
    copy: { for: "visitor", manageUrl: bookUrl },
  });
  const rendered = renderEmail({
    heading: "Your free IT assessment is cancelled",
    subject: `Cancelled: your IT assessment on ${when}`,
    paragraphs: [
      options.by === "visitor"
        ? `As you asked, your assessment on ${when} is cancelled.`
        : `We had to cancel your assessment on ${when}. We are sorry for the change of plan.`,
      "The attached cancellation removes the meeting from your calendar.",
      `Questions: ${BUSINESS.phones.main.display}.`,
    ],
    link: { text: "Book another time", href: bookUrl },
    ...(options.note ? { quote: { label: `A note from ${BUSINESS.name}`, text: options.note } } : {}),
  });
  return {
    ...rendered,
    kind: BOOKING_MAIL_KINDS.cancellation,
    to: booking.email,
    attachments: [inviteAttachment("CANCEL", ics)],
    related: related(options.changeId),
  };
}

/** The assessor's cancellation (METHOD:CANCEL to the assessor). */
export function officeCancellation(
  booking: BookingForMail,
  options: { changeId: number; stamp: Date; by: CancelledBy; note?: string | null },
): OutgoingEmail {
  const to = assessorEmail();
  const ics = invitationIcs(inviteBooking(booking), INVITE_SITE, {
    method: "CANCEL",
    stamp: options.stamp,
    copy: { for: "assessor", email: to },
  });
  const rendered = renderEmail({
    heading: `Assessment cancelled by ${options.by === "visitor" ? "the visitor" : "staff"}`,
    subject: `Assessment cancelled: ${describeSlot(booking)}`,
    paragraphs: ["The attached cancellation removes the meeting from your calendar."],
    fields: visitorFields(booking),
    ...(options.note ? { quote: { label: "Note sent to the visitor", text: options.note } } : {}),
  });
  return {
    ...rendered,
    kind: BOOKING_MAIL_KINDS.officeCancellation,
    to,
    replyTo: booking.email,
    attachments: [inviteAttachment("CANCEL", ics)],
    related: related(options.changeId),
  };
}

/** A reminder to the visitor, `hours` before the meeting. */
export function visitorReminder(
  booking: BookingForMail,
  options: { changeId: number; hours: number; manageUrl: string },
): OutgoingEmail {
  const when = describeSlot(booking);
  const rendered = renderEmail({
    heading: `Reminder: your free IT assessment in ${options.hours} hours`,
    subject: `Reminder: your IT assessment, ${when}`,
    paragraphs: [
      `${when} (Toronto time).`,
      `${meetingLocation(inviteBooking(booking))}.`,
      options.hours > 2
        ? "To reschedule or cancel, use your private link until 2 hours before the meeting."
        : `A change of plan? Call us at ${BUSINESS.phones.main.display}.`,
    ],
    link: { text: "Your booking", href: options.manageUrl },
  });
  return {
    ...rendered,
    kind: BOOKING_MAIL_KINDS.reminder,
    to: booking.email,
    related: related(options.changeId),
  };
}
