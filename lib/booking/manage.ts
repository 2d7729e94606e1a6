import "server-only";
import { MAIL_FIELDS } from "@/lib/booking/changes";
import { OFFICE_TIME_ZONE } from "@/content/business";
import { describeSlot, slotsByDay, zoneName, type SlotDay } from "@/lib/booking/display";
import { INVITE_SITE, inviteBooking } from "@/lib/booking/emails";
import { busyBetween, feedHealth, feedSources } from "@/lib/booking/feed-store";
import { bookingIcs, calendarLinks } from "@/lib/booking/invite";
import { bookingWeek, openSlots, rangeInterval, type BookingWeek } from "@/lib/booking/slots";
import { hashBookingToken, MANAGE_CUTOFF_MS } from "@/lib/booking/store";
import { getDb } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";

/**
 * What the private page of a booking reads (`/book/manage/{token}`): reading only, so opening the
 * link (a mail scanner does) changes nothing; a pending booking whose hold has run out is shown as
 * released without being written.
 */

export type BookingState = "pending" | "confirmed" | "released" | "cancelled";

export interface BookingView {
  state: BookingState;
  /** "Monday, March 9, 9:00 a.m. to 9:30 a.m. EDT" */
  when: string;
  /** "Eastern Daylight Time" */
  zone: string;
  start: Date;
  end: Date;
  meeting: "phone" | "visit";
  /** Until when a pending booking can be confirmed, in words. */
  confirmUntil: string | null;
  /** Reschedule and cancel are offered (live, and more than 2 hours before the start). */
  canChange: boolean;
  /** "Add to calendar" links (confirmed only); none carries the private link. */
  calendar: { google: string; outlook: string; office365: string } | null;
  cancelNote: string | null;
  cancelledByStaff: boolean;
}

/** The booking as its private page reads it: what its e-mails read, and its state. */
const PAGE_FIELDS = { ...MAIL_FIELDS, status: true, expiresAt: true, cancelNote: true, cancelledBy: true } as const;

async function findByToken(token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return getDb().booking.findUnique({ where: { tokenHash: hashBookingToken(token) }, select: PAGE_FIELDS });
}

/** Whether a token opens a booking (the proxy asks before the page renders: an unknown one is a 404). */
export async function bookingTokenExists(token: string): Promise<boolean> {
  return (await findByToken(token)) !== null;
}

function stateOf(row: { status: string; expiresAt: Date }, now: Date): BookingState {
  if (row.status === "pending" && row.expiresAt.getTime() <= now.getTime()) return "released";
  return row.status === "pending" || row.status === "confirmed" || row.status === "cancelled" ? row.status : "released";
}

const untilFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: OFFICE_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

export async function bookingView(token: string, now: Date): Promise<(BookingView & { id: number }) | null> {
  const row = await findByToken(token);
  if (!row) return null;
  const state = stateOf(row, now);
  const live = state === "pending" || state === "confirmed";
  return {
    id: row.id,
    state,
    when: describeSlot(row),
    zone: zoneName(row.start),
    start: row.start,
    end: row.end,
    meeting: row.meeting === "visit" ? "visit" : "phone",
    confirmUntil: state === "pending" ? untilFormat.format(row.expiresAt).replace(/\s/g, " ") : null,
    canChange: live && row.start.getTime() - now.getTime() >= MANAGE_CUTOFF_MS,
    calendar: state === "confirmed" ? calendarLinks(inviteBooking(row), INVITE_SITE) : null,
    cancelNote: state === "cancelled" ? row.cancelNote : null,
    cancelledByStaff: state === "cancelled" && row.cancelledBy !== "visitor",
  };
}

/** The booking's current event as a calendar file (confirmed only), or why not. */
export async function bookingCalendarFile(
  token: string,
  now: Date,
): Promise<{ ics: string } | { missing: "unknown" | "not-confirmed" }> {
  const row = await findByToken(token);
  if (!row) return { missing: "unknown" };
  if (stateOf(row, now) !== "confirmed") return { missing: "not-confirmed" };
  return { ics: bookingIcs(inviteBooking(row), INVITE_SITE, now) };
}

export interface RescheduleChoices {
  paused: boolean;
  week: BookingWeek;
  days: SlotDay[];
}

/**
 * The free slots of one week of the horizon for moving this booking: its own half hour left out of
 * the bookings, so the time next to it is offered too.
 */
export async function rescheduleChoices(
  bookingId: number,
  weekParam: string | string[] | undefined,
  now: Date,
): Promise<RescheduleChoices> {
  const week = bookingWeek(weekParam, now);
  const feeds = feedSources(getEnv().BOOKING_BUSY_ICS_URLS);
  if ((await feedHealth(feeds, now)).paused) return { paused: true, week, days: [] };
  const range = rangeInterval(week);
  const [bookings, busy] = await Promise.all([
    getDb().booking.findMany({
      where: {
        id: { not: bookingId },
        start: { lt: range.end },
        end: { gt: range.start },
        OR: [{ status: "confirmed" }, { status: "pending", expiresAt: { gt: now } }],
      },
      select: { start: true, end: true },
    }),
    busyBetween(feeds, range.start, range.end, now),
  ]);
  return { paused: false, week, days: slotsByDay(openSlots({ now, busy, bookings }, week)) };
}
