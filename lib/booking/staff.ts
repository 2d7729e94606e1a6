import "server-only";
import { CAMPAIGN_SELECT } from "@/lib/core/campaign";
import { BOOKING_DETAILS, type BookingDetails } from "@/lib/booking/details";
import { BUSINESS } from "@/content/business";
import { staffFeedIcs } from "@/lib/booking/invite";
import { getDb } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { lastPage, pageFromQuery } from "@/lib/core/page-number";
import { adminBookingAnchorPath, staffFeedPath } from "@/lib/core/paths";

/**
 * The bookings as staff see them on /admin/bookings (docs/decisions/0035-booking-store.md, "Staff
 * side"): what is still to come, grouped by its Toronto day; the meetings that took place; the
 * bookings that were cancelled or let go. A pending booking whose time to confirm is over counts as
 * released here even before a job or the next booking has marked it so: its slot is free already.
 */

export const BOOKING_VIEWS = ["upcoming", "past", "cancelled"] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

export function isBookingView(value: unknown): value is BookingView {
  return typeof value === "string" && (BOOKING_VIEWS as readonly string[]).includes(value);
}

export const BOOKING_OUTCOMES = ["attended", "no-show"] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

/** Past and cancelled bookings are paged; what is to come is at most a few weeks of meetings. */
export const BOOKINGS_PAGE_SIZE = 50;

const STAFF_FIELDS = {
  id: true,
  start: true,
  end: true,
  day: true,
  status: true,
  expiresAt: true,
  ...BOOKING_DETAILS,
  ...CAMPAIGN_SELECT,
  createdAt: true,
  confirmedAt: true,
  releasedAt: true,
  cancelledAt: true,
  cancelledBy: true,
  cancelNote: true,
  outcome: true,
} as const;

export interface StaffBooking extends BookingDetails {
  id: number;
  start: Date;
  end: Date;
  day: string;
  status: string;
  expiresAt: Date;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerDomain: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  releasedAt: Date | null;
  cancelledAt: Date | null;
  cancelledBy: string | null;
  cancelNote: string | null;
  outcome: string | null;
}

/** The state staff read: a pending booking past its hold is shown as released. */
export function shownState(b: Pick<StaffBooking, "status" | "expiresAt">, now: Date): string {
  return b.status === "pending" && b.expiresAt.getTime() <= now.getTime() ? "released" : b.status;
}

function whereOf(view: BookingView, now: Date) {
  if (view === "upcoming")
    return {
      OR: [
        { status: "confirmed", end: { gt: now } },
        { status: "pending", expiresAt: { gt: now } },
      ],
    };
  if (view === "past") return { status: "confirmed", end: { lte: now } };
  return {
    OR: [{ status: { in: ["released", "cancelled"] } }, { status: "pending", expiresAt: { lte: now } }],
  };
}

/** How many bookings each view holds, for the tabs. */
export async function countBookingViews(now: Date): Promise<Record<BookingView, number>> {
  const [upcoming, past, cancelled] = await Promise.all(
    BOOKING_VIEWS.map((view) => getDb().booking.count({ where: whereOf(view, now) })),
  );
  return { upcoming: upcoming ?? 0, past: past ?? 0, cancelled: cancelled ?? 0 };
}

/** What is to come, soonest first, grouped by Toronto day. */
export async function upcomingBookings(now: Date): Promise<{ day: string; bookings: StaffBooking[] }[]> {
  const rows = await getDb().booking.findMany({
    where: whereOf("upcoming", now),
    orderBy: [{ start: "asc" }, { id: "asc" }],
    select: STAFF_FIELDS,
  });
  const days = new Map<string, StaffBooking[]>();
  for (const row of rows) days.set(row.day, [...(days.get(row.day) ?? []), row]);
  return [...days].map(([day, bookings]) => ({ day, bookings }));
}

/** One page of the meetings that took place, or of the cancelled and released bookings, latest first. */
export async function bookingPage(
  view: Exclude<BookingView, "upcoming">,
  now: Date,
  asked: string | string[] | number | undefined,
): Promise<{ rows: StaffBooking[]; total: number; page: number }> {
  const where = whereOf(view, now);
  const total = await getDb().booking.count({ where });
  const page = pageFromQuery(asked, lastPage(total, BOOKINGS_PAGE_SIZE));
  const rows = await getDb().booking.findMany({
    where,
    orderBy: [{ start: "desc" }, { id: "desc" }],
    select: STAFF_FIELDS,
    skip: (page - 1) * BOOKINGS_PAGE_SIZE,
    take: BOOKINGS_PAGE_SIZE,
  });
  return { rows, total, page };
}

export type OutcomeResult = "marked" | "unknown" | "not-confirmed" | "not-yet";

/**
 * Records whether the visitor was there, once the meeting has begun (a mark can be changed). Only
 * a confirmed booking took place: a pending, released or cancelled one has no outcome.
 */
export async function setBookingOutcome(id: number, outcome: BookingOutcome, now: Date): Promise<OutcomeResult> {
  const db = getDb();
  const { count } = await db.booking.updateMany({
    where: { id, status: "confirmed", start: { lte: now } },
    data: { outcome },
  });
  if (count > 0) return "marked";
  const row = await db.booking.findUnique({ where: { id }, select: { status: true } });
  if (!row) return "unknown";
  return row.status === "confirmed" ? "not-yet" : "not-confirmed";
}

const siteUrl = () => getEnv().SITE_URL.replace(/\/+$/, "");

/** The staff calendar feed's full address for a token (shown once, when made). */
export function staffFeedAddress(token: string): string {
  return `${siteUrl()}${staffFeedPath(token)}`;
}

/**
 * The staff calendar feed as of `now`: the live bookings still to come, soonest first, each with
 * only the name, the practice and the booking's staff link (lib/booking/invite.ts).
 */
export async function staffFeedCalendar(now: Date): Promise<string> {
  const rows = await getDb().booking.findMany({
    where: whereOf("upcoming", now),
    orderBy: [{ start: "asc" }, { id: "asc" }],
    select: { id: true, uid: true, start: true, end: true, status: true, name: true, practice: true },
  });
  const events = rows.map((b) => ({
    uid: b.uid,
    start: b.start,
    end: b.end,
    pending: b.status === "pending",
    name: b.name,
    practice: b.practice,
    staffUrl: `${siteUrl()}${adminBookingAnchorPath(b.id)}`,
  }));
  return staffFeedIcs(events, { businessName: BUSINESS.name }, now);
}
