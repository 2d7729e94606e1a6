/**
 * The assessment as iCalendar text (RFC 5545), written by hand and checked in the tests by an
 * independent parser (docs/decisions/0034-calendar-feeds-and-invites.md):
 * - the invitation e-mailed on confirmation and after a reschedule (RFC 5546 METHOD:REQUEST) and
 *   its cancellation (METHOD:CANCEL), one UID per booking for all of them and a SEQUENCE the
 *   caller raises with each change, in the visitor's copy (with their private link) and the
 *   assessor's (the assessor's address as the attendee, the visitor's details instead of the link);
 * - the plain file the private page offers (no METHOD, no organizer or attendee: an event to
 *   import, not a message to answer), and "add to Google Calendar / Outlook" links, neither with
 *   the private link.
 * Each function is pure: the caller passes the time the text was written (DTSTAMP) so a stored
 * invitation is sent again unchanged.
 */

export type MeetingKind = "phone" | "visit";

export interface InviteBooking {
  /**
   * The booking's UID (Booking.uid, made when it is stored): the same in every invitation,
   * cancellation and file about it, so each updates the event already in a calendar.
   */
  uid: string;
  start: Date;
  end: Date;
  /** 0 for the first invitation; raised by each reschedule and by the cancellation. */
  sequence: number;
  /** A phone call to the visitor, or a visit to their practice. */
  meeting: MeetingKind;
  visitor: {
    name: string;
    email: string;
    practice: string;
    phone: string;
    workstations?: number | null;
    notes?: string | null;
  };
}

export interface InviteSite {
  /** The business's name (the organizer's display name, and PRODID). */
  businessName: string;
  /** The site's sender address, the organizer of every invitation. */
  organizerEmail: string;
  /** The office's phone, given for questions and in case the call does not come. */
  officePhone: string;
}

export type InviteMethod = "REQUEST" | "CANCEL";

/**
 * Whose copy: the visitor's carries `manageUrl`, their private page (a REQUEST) or the booking page
 * to book another time (a CANCEL, which may come from staff, who never hold the private link).
 */
export type InviteCopy = { for: "visitor"; manageUrl: string } | { for: "assessor"; email: string; staffUrl?: string };

export interface InviteOptions {
  method: InviteMethod;
  /** When this text was written: its DTSTAMP. */
  stamp: Date;
  copy: InviteCopy;
}

/** The Content-Type of an invitation attachment (RFC 6047). */
export function inviteContentType(method: InviteMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

/**
 * The invitation as an e-mail attachment, in the shape a Delivery row stores it (base64 content,
 * so a retry sends the same bytes): `invite.ics`, `text/calendar; method=…`.
 */
export function inviteAttachment(
  method: InviteMethod,
  ics: string,
): { filename: string; contentType: string; content: string } {
  return {
    filename: "invite.ics",
    contentType: inviteContentType(method),
    content: Buffer.from(ics, "utf8").toString("base64"),
  };
}

export function meetingSummary(site: InviteSite): string {
  return `Free 30-minute IT assessment with ${site.businessName}`;
}

/** The LOCATION: where the meeting happens, as both sides read it. */
export function meetingLocation(booking: InviteBooking): string {
  return booking.meeting === "phone"
    ? `Phone call to ${booking.visitor.phone}`
    : `Visit to ${booking.visitor.practice}`;
}

/** What the meeting is, in words that are safe anywhere (no private link). */
function publicDescription(booking: InviteBooking, site: InviteSite): string[] {
  return [
    booking.meeting === "phone"
      ? `${site.businessName} calls you at ${booking.visitor.phone}.`
      : `${site.businessName} visits ${booking.visitor.practice}.`,
    `Questions, or a change of plan: ${site.officePhone}.`,
  ];
}

function description(booking: InviteBooking, site: InviteSite, copy: InviteCopy, method: InviteMethod): string {
  if (copy.for === "visitor" && method === "CANCEL") {
    return [
      ...publicDescription(booking, site),
      "This assessment is cancelled.",
      `To book another time: ${copy.manageUrl}`,
    ].join("\n");
  }
  if (copy.for === "visitor") {
    return [
      ...publicDescription(booking, site),
      `Confirm, reschedule or cancel: ${copy.manageUrl}`,
      "This link is yours alone: please do not forward it.",
    ].join("\n");
  }
  const visitor = booking.visitor;
  return [
    `Assessment booked by ${visitor.name}, ${visitor.practice}.`,
    booking.meeting === "phone" ? `Phone call to ${visitor.phone}.` : `Visit to the practice.`,
    `E-mail: ${visitor.email}`,
    `Phone: ${visitor.phone}`,
    ...(visitor.workstations != null ? [`Workstations: ${visitor.workstations}`] : []),
    ...(visitor.notes ? [`What to look at: ${visitor.notes}`] : []),
    ...(copy.staffUrl ? [`Booking: ${copy.staffUrl}`] : []),
  ].join("\n");
}

/** The invitation (REQUEST) or its cancellation (CANCEL), for the visitor or the assessor. */
export function invitationIcs(booking: InviteBooking, site: InviteSite, options: InviteOptions): string {
  const { copy, method } = options;
  const attendee =
    copy.for === "visitor"
      ? { name: booking.visitor.name, email: booking.visitor.email }
      : { name: "Assessor", email: copy.email };
  return calendar(site, method, [
    "BEGIN:VEVENT",
    `UID:${text(booking.uid)}`,
    `DTSTAMP:${utc(options.stamp)}`,
    `DTSTART:${utc(booking.start)}`,
    `DTEND:${utc(booking.end)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(booking.sequence))}`,
    `STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    `SUMMARY:${text(meetingSummary(site))}`,
    `DESCRIPTION:${text(description(booking, site, copy, method))}`,
    `LOCATION:${text(meetingLocation(booking))}`,
    "TRANSP:OPAQUE",
    `ORGANIZER;CN=${param(site.businessName)}:${mailto(site.organizerEmail)}`,
    // RSVP=FALSE: the organizer is the site's sending address, which reads no replies.
    `ATTENDEE;CN=${param(attendee.name)};CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:${mailto(attendee.email)}`,
    "END:VEVENT",
  ]);
}

/** The booking's current event as a file to import (the private page's `.ics`): no METHOD. */
export function bookingIcs(booking: InviteBooking, site: InviteSite, stamp: Date): string {
  return calendar(site, null, [
    "BEGIN:VEVENT",
    `UID:${text(booking.uid)}`,
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART:${utc(booking.start)}`,
    `DTEND:${utc(booking.end)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(booking.sequence))}`,
    "STATUS:CONFIRMED",
    `SUMMARY:${text(meetingSummary(site))}`,
    `DESCRIPTION:${text(publicDescription(booking, site).join("\n"))}`,
    `LOCATION:${text(meetingLocation(booking))}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ]);
}

/** "Add to calendar" links: the meeting's time, title and place, never the private link. */
export function calendarLinks(
  booking: InviteBooking,
  site: InviteSite,
): { google: string; outlook: string; office365: string } {
  const title = meetingSummary(site);
  const details = publicDescription(booking, site).join("\n");
  const location = meetingLocation(booking);
  const q = (pairs: [string, string][]) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
  const google = `https://calendar.google.com/calendar/render?${q([
    ["action", "TEMPLATE"],
    ["text", title],
    ["dates", `${utc(booking.start)}/${utc(booking.end)}`],
    ["details", details],
    ["location", location],
  ])}`;
  const outlookQuery = q([
    ["path", "/calendar/action/compose"],
    ["rru", "addevent"],
    ["subject", title],
    ["startdt", booking.start.toISOString().replace(/\.\d{3}Z$/, "Z")],
    ["enddt", booking.end.toISOString().replace(/\.\d{3}Z$/, "Z")],
    ["body", details],
    ["location", location],
  ]);
  return {
    google,
    // Outlook.com for personal accounts, Outlook on the web for Microsoft 365 work accounts.
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlookQuery}`,
    office365: `https://outlook.office.com/calendar/0/deeplink/compose?${outlookQuery}`,
  };
}

function calendar(site: InviteSite, method: InviteMethod | null, event: string[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:-//${site.businessName.replace(/[^\x20-\x7e]|\/\//g, "")}//Assessment booking//EN`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    ...(method ? [`METHOD:${method}`] : []),
    ...event,
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

/** 20261201T150000Z */
function utc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("invalid date in a booking");
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/** Control characters a calendar must not carry (tab and line breaks are handled apart). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function text(value: string): string {
  return value
    .replace(CONTROL, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (RFC 5545 3.2): no double quote can be escaped, so none is kept; quoted when it must be. */
function param(value: string): string {
  const clean = value.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** A mail address as a CAL-ADDRESS. */
function mailto(email: string): string {
  const clean = email.replace(/[\u0000-\u0020\u007f"<>]/g, "");
  if (!/^[^@]+@[^@]+$/.test(clean)) throw new RangeError("not a mail address");
  return `mailto:${clean}`;
}

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 3.1), each continuation starting
 * with one space; a character is never split across lines, whatever its UTF-8 length.
 */
export function fold(line: string): string {
  const limit = 75;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const cp = char.codePointAt(0)!;
    const octets = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (size + octets > limit) {
      parts.push(current);
      current = " ";
      size = 1;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join("\r\n");
}

/** One upcoming booking as the staff calendar feed shows it: who, and where staff read the rest. */
export interface StaffFeedEvent {
  /** The booking's UID; the feed's event is named apart from the invitation's. */
  uid: string;
  start: Date;
  end: Date;
  /** A pending booking shows as tentative: it holds its slot but may still be let go. */
  pending: boolean;
  name: string;
  practice: string;
  /** The booking on the staff page (it asks for a staff sign-in). */
  staffUrl: string;
}

/**
 * The staff calendar feed (a subscribed calendar): each upcoming booking with only the visitor's
 * name, their practice and the staff link, so a calendar that syncs it to phones and other
 * services holds no e-mail address, phone number or notes. Its UIDs differ from the invitations'
 * (`feed-` first), so the office's copy of an invitation and the feed's event stay two events
 * rather than one overwriting the other.
 */
export function staffFeedIcs(
  events: readonly StaffFeedEvent[],
  site: Pick<InviteSite, "businessName">,
  stamp: Date,
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:-//${site.businessName.replace(/[^\x20-\x7e]|\/\//g, "")}//Assessment bookings//EN`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(`${site.businessName} assessments`)}`,
    ...events.flatMap((e) => [
      "BEGIN:VEVENT",
      `UID:${text(`feed-${e.uid}`)}`,
      `DTSTAMP:${utc(stamp)}`,
      `DTSTART:${utc(e.start)}`,
      `DTEND:${utc(e.end)}`,
      `STATUS:${e.pending ? "TENTATIVE" : "CONFIRMED"}`,
      `SUMMARY:${text(`${e.pending ? "(pending) " : ""}Assessment: ${e.name}, ${e.practice}`)}`,
      `DESCRIPTION:${text(e.staffUrl)}`,
      `URL:${e.staffUrl.replace(/[\u0000-\u0020\u007f]/g, "")}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
