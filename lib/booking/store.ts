import "server-only";
import { mailboxOf } from "@/lib/core/mailbox";
import type { BookingDetails } from "@/lib/booking/details";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { bookingDay, classifySlot } from "@/lib/booking/slots";
import type { Campaign } from "@/lib/core/campaign";
import { getDb, isExclusionViolation, lockName, type Tx } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { HOUR, scaledMax, type Limit } from "@/lib/core/rate-limit";

/**
 * The bookings of free assessments as the database holds them (docs/decisions/0035-booking-store.md).
 * A booking holds its slot from the moment it is made; the database refuses two live bookings
 * that overlap (an exclusion constraint), and every count that decides a booking is taken inside
 * the booking's own transaction, under advisory locks, so bookings sent side by side are decided
 * one after another.
 */

const DAY = 24 * HOUR;

/** How long a booking waits for its confirmation at most (less when the meeting starts sooner). */
export const PENDING_HOLD_MS = 2 * HOUR;

/**
 * Limits that keep a stranger from filling the calendar or mailing invitations in the business's
 * name. Bookings per address and confirmation requests per mailbox are counted over the last 24
 * hours; a mailbox holds at most this many confirmed meetings still to come.
 */
export const BOOKING_LIMITS = {
  perAddress: { max: 3, windowMs: DAY } satisfies Limit,
  confirmationRequestsPerMailbox: { max: 3, windowMs: DAY } satisfies Limit,
  futureConfirmedPerMailbox: 2,
} as const;

export type Meeting = "phone" | "visit";

export interface HoldRequest extends BookingDetails {
  start: Date;
  end: Date;
  /** The meeting's date in Toronto, YYYY-MM-DD. */
  day: string;
  meeting: Meeting;
  sourcePath: string;
  campaign: Campaign;
  /** The visitor's address as the limits key it (lib/core/http/client-address.ts). */
  address: string;
}

export interface HeldBooking {
  id: number;
  uid: string;
  start: Date;
  end: Date;
  expiresAt: Date;
}

/**
 * Why a booking was not made. "taken" and "day-full" mean the slot is not free (answered with the
 * fresh slots); the others are the limits above (answered as too many requests).
 */
export type HoldRefusal =
  "taken" | "day-full" | "address-pending" | "mailbox-pending" | "address-limit" | "mailbox-limit" | "confirmed-limit";

export type HoldResult<T> =
  { held: true; booking: HeldBooking; token: string; after: T } | { held: false; refusal: HoldRefusal };

export const hashBookingToken = (token: string) => createHash("sha256").update(token).digest("hex");
const hashAddress = (address: string) => createHash("sha256").update(`booking-address:${address}`).digest("hex");

/**
 * Releases the pending bookings whose time to confirm has passed, among those of one day, one
 * mailbox or one address: the booking that follows them is decided as if a job had already
 * released them, and no release waits for one.
 */
export async function releaseExpired(
  tx: Tx,
  now: Date,
  among: { day?: string; mailbox?: string; addressHash?: string },
): Promise<number> {
  return tx.booking
    .updateMany({
      where: {
        status: "pending",
        expiresAt: { lte: now },
        OR: [
          ...(among.day ? [{ day: among.day }] : []),
          ...(among.mailbox ? [{ mailbox: among.mailbox }] : []),
          ...(among.addressHash ? [{ addressHash: among.addressHash }] : []),
        ],
      },
      data: { status: "released", releasedAt: now },
    })
    .then((result) => result.count);
}

/**
 * Releases every pending booking whose time to confirm has passed (the deliveries job's booking
 * hook, lib/booking/hooks.ts). One UPDATE: runs side by side release each booking once, since a
 * row another run has just released no longer matches when its lock is let go.
 */
export async function releaseAllExpired(now: Date): Promise<number> {
  const { count } = await getDb().booking.updateMany({
    where: { status: "pending", expiresAt: { lte: now } },
    data: { status: "released", releasedAt: now },
  });
  return count;
}

/** The first refusal that applies, counted under the locks the caller holds. */
async function refusalFor(
  tx: Tx,
  request: HoldRequest,
  keys: { mailbox: string; addressHash: string },
  now: Date,
  dailyCap: number,
): Promise<HoldRefusal | null> {
  const live = { in: ["pending", "confirmed"] };
  const overlapping = await tx.booking.count({
    where: { status: live, start: { lt: request.end }, end: { gt: request.start } },
  });
  if (overlapping > 0) return "taken";
  if ((await tx.booking.count({ where: { day: request.day, status: live } })) >= dailyCap) return "day-full";

  const pending = { status: "pending", expiresAt: { gt: now } };
  if ((await tx.booking.count({ where: { ...pending, addressHash: keys.addressHash } })) > 0) return "address-pending";
  if ((await tx.booking.count({ where: { ...pending, mailbox: keys.mailbox } })) > 0) return "mailbox-pending";

  const since = (limit: Limit) => ({ gt: new Date(now.getTime() - limit.windowMs), lte: now });
  const byAddress = await tx.booking.count({
    where: { addressHash: keys.addressHash, createdAt: since(BOOKING_LIMITS.perAddress) },
  });
  if (byAddress >= scaledMax(BOOKING_LIMITS.perAddress)) return "address-limit";
  const byMailbox = await tx.booking.count({
    where: { mailbox: keys.mailbox, createdAt: since(BOOKING_LIMITS.confirmationRequestsPerMailbox) },
  });
  if (byMailbox >= scaledMax(BOOKING_LIMITS.confirmationRequestsPerMailbox)) return "mailbox-limit";
  const confirmedAhead = await tx.booking.count({
    where: { mailbox: keys.mailbox, status: "confirmed", start: { gt: now } },
  });
  if (confirmedAhead >= BOOKING_LIMITS.futureConfirmedPerMailbox) return "confirmed-limit";
  return null;
}

/**
 * Makes a pending booking of a slot the caller has checked against the booking rules and the
 * calendars, or says why not. `afterHold` runs in the same transaction (the confirmation request
 * is queued there, so the booking and its first mail are stored together or not at all).
 *
 * Locks are taken in one order — mailbox, address, day — so two bookings never wait on each other.
 * The day's lock makes its cap and its slots exact under concurrency; the exclusion constraint
 * stays the last word on overlaps, and its refusal is answered as "taken".
 */
export async function holdSlot<T>(
  request: HoldRequest,
  options: { now: Date; dailyCap: number; afterHold: (tx: Tx, booking: HeldBooking, token: string) => Promise<T> },
): Promise<HoldResult<T>> {
  const { now, dailyCap } = options;
  const mailbox = mailboxOf(request.email);
  const addressHash = hashAddress(request.address);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Math.min(now.getTime() + PENDING_HOLD_MS, request.start.getTime()));
  const host = new URL(getEnv().SITE_URL).hostname;

  try {
    return await getDb().$transaction(async (tx): Promise<HoldResult<T>> => {
      await lockName(tx, `booking:mailbox:${mailbox}`);
      await lockName(tx, `booking:address:${addressHash}`);
      await lockName(tx, `booking:day:${request.day}`);
      await releaseExpired(tx, now, { day: request.day, mailbox, addressHash });

      const refusal = await refusalFor(tx, request, { mailbox, addressHash }, now, dailyCap);
      if (refusal) return { held: false, refusal };

      const row = await tx.booking.create({
        data: {
          uid: `${randomUUID()}@${host}`,
          tokenHash: hashBookingToken(token),
          start: request.start,
          end: request.end,
          day: request.day,
          expiresAt,
          meeting: request.meeting,
          name: request.name,
          practice: request.practice,
          email: request.email.trim(),
          mailbox,
          phone: request.phone,
          workstations: request.workstations,
          notes: request.notes,
          addressHash,
          sourcePath: request.sourcePath,
          ...request.campaign,
          createdAt: now,
        },
        select: { id: true, uid: true, start: true, end: true, expiresAt: true },
      });
      const after = await options.afterHold(tx, row, token);
      return { held: true, booking: row, token, after };
    });
  } catch (error) {
    if (isExclusionViolation(error)) return { held: false, refusal: "taken" };
    throw error;
  }
}

export type ConfirmResult =
  | { confirmed: true; bookingId: number; already: boolean }
  | { confirmed: false; reason: "unknown" | "released" | "cancelled" };

/**
 * Confirms a pending booking by its private token while its hold lasts; a confirmed booking
 * confirms again without change (a second press, another tab). `afterConfirm` runs in the same
 * transaction, once, when the booking becomes confirmed (the invitation and the office's copy are
 * queued there).
 */
export async function confirmBooking(
  token: string,
  options: { now: Date; afterConfirm: (tx: Tx, bookingId: number) => Promise<void> },
): Promise<ConfirmResult> {
  const { now } = options;
  return getDb().$transaction(async (tx): Promise<ConfirmResult> => {
    const [row] = await tx.$queryRaw<{ id: number; status: string; expiresAt: Date }[]>`
      SELECT "id", "status", "expiresAt" FROM "Booking" WHERE "tokenHash" = ${hashBookingToken(token)} FOR UPDATE`;
    if (!row) return { confirmed: false, reason: "unknown" };
    if (row.status === "confirmed") return { confirmed: true, bookingId: row.id, already: true };
    if (row.status === "cancelled") return { confirmed: false, reason: "cancelled" };
    if (row.status !== "pending" || row.expiresAt.getTime() <= now.getTime()) {
      if (row.status === "pending") {
        await tx.booking.update({ where: { id: row.id }, data: { status: "released", releasedAt: now } });
      }
      return { confirmed: false, reason: "released" };
    }
    await tx.booking.update({ where: { id: row.id }, data: { status: "confirmed", confirmedAt: now } });
    await options.afterConfirm(tx, row.id);
    return { confirmed: true, bookingId: row.id, already: false };
  });
}

/**
 * How close to its start a meeting may still be moved or cancelled from the private page; later
 * the page gives the office's phone instead.
 */
export const MANAGE_CUTOFF_MS = 2 * HOUR;

/** The booking as it stands after a move: what the invitation and reminders are written from. */
export interface MovedBooking {
  id: number;
  status: string;
  /** Where it was: the reminders of that time are withdrawn. */
  from: { start: Date; end: Date };
  start: Date;
  end: Date;
  sequence: number;
}

export type MoveRefusal =
  /** No such booking. */
  | "unknown"
  /** Released or cancelled: nothing to move. */
  | "not-live"
  /** Within MANAGE_CUTOFF_MS of its start. */
  | "too-late"
  /** The new slot could never be booked (classifySlot's "never", a 400). */
  | "never"
  /** The new slot is taken, busy, on a full day or inside the notice (a 409). */
  | "not-free"
  /** The new slot is the one it already has. */
  | "same";

export type MoveResult<T> =
  { moved: true; booking: MovedBooking; after: T } | { moved: false; refusal: MoveRefusal; message: string };

/**
 * Moves a live booking to another slot, atomically: under the same advisory locks as holdSlot (the
 * mailbox, the address, then the days concerned in date order), it releases the expired pending
 * bookings of the new day, checks the new slot with classifySlot against the live bookings with
 * this booking left out (its own half hour must not make the next one "taken") and the calendars'
 * busy times the caller read, then moves it and raises its SEQUENCE; the exclusion constraint
 * stays the last word on overlaps. A pending booking keeps its hold's end (or the new start, when
 * sooner). `afterMove` runs in the same transaction (the new invitation and reminders are queued there).
 */
export async function moveBooking<T>(
  bookingId: number,
  slot: string,
  options: {
    now: Date;
    busy: readonly { start: Date; end: Date }[];
    afterMove: (tx: Tx, booking: MovedBooking) => Promise<T>;
  },
): Promise<MoveResult<T>> {
  const { now } = options;
  const found = await getDb().booking.findUnique({
    where: { id: bookingId },
    select: { mailbox: true, addressHash: true, day: true },
  });
  if (!found) return { moved: false, refusal: "unknown", message: "There is no such booking." };
  const target = typeof slot === "string" && !Number.isNaN(Date.parse(slot)) ? bookingDay(new Date(slot)) : null;
  try {
    return await getDb().$transaction(async (tx): Promise<MoveResult<T>> => {
      await lockName(tx, `booking:mailbox:${found.mailbox}`);
      await lockName(tx, `booking:address:${found.addressHash}`);
      for (const day of [...new Set([found.day, ...(target ? [target] : [])])].sort())
        await lockName(tx, `booking:day:${day}`);
      const [row] = await tx.$queryRaw<
        { id: number; status: string; start: Date; end: Date; expiresAt: Date; sequence: number }[]
      >`SELECT "id", "status", "start", "end", "expiresAt", "sequence" FROM "Booking" WHERE "id" = ${bookingId} FOR UPDATE`;
      if (!row) return { moved: false, refusal: "unknown", message: "There is no such booking." };
      const live = row.status === "confirmed" || (row.status === "pending" && row.expiresAt.getTime() > now.getTime());
      if (!live) return { moved: false, refusal: "not-live", message: "This booking is no longer held." };
      if (row.start.getTime() - now.getTime() < MANAGE_CUTOFF_MS)
        return {
          moved: false,
          refusal: "too-late",
          message: "The meeting starts within 2 hours: please call us to change it.",
        };
      if (target) await releaseExpired(tx, now, { day: target });
      const others = target
        ? await tx.booking.findMany({
            where: { id: { not: row.id }, status: { in: ["pending", "confirmed"] }, day: target },
            select: { start: true, end: true },
          })
        : [];
      const verdict = classifySlot(slot, { now, busy: options.busy, bookings: others });
      if (verdict.outcome !== "free")
        return { moved: false, refusal: verdict.outcome === "never" ? "never" : "not-free", message: verdict.message };
      if (verdict.slot.start.getTime() === row.start.getTime())
        return { moved: false, refusal: "same", message: "That is the time your meeting already has." };
      const updated = await tx.booking.update({
        where: { id: row.id },
        data: {
          start: verdict.slot.start,
          end: verdict.slot.end,
          day: target!,
          sequence: { increment: 1 },
          ...(row.status === "pending"
            ? { expiresAt: new Date(Math.min(row.expiresAt.getTime(), verdict.slot.start.getTime())) }
            : {}),
        },
        select: { id: true, status: true, start: true, end: true, sequence: true },
      });
      const moved: MovedBooking = { ...updated, from: { start: row.start, end: row.end } };
      const after = await options.afterMove(tx, moved);
      return { moved: true, booking: moved, after };
    });
  } catch (error) {
    if (isExclusionViolation(error))
      return { moved: false, refusal: "not-free", message: "That time has just been booked." };
    throw error;
  }
}

export type ReleaseResult = "released" | "unknown" | "not-pending";

/**
 * Staff let a pending booking's slot go before its hold ends (a booking they do not believe in):
 * the slot is free again at once. The row is locked, so a release and the visitor's confirmation
 * pressed at the same moment are decided one after the other: whichever comes second finds the
 * booking no longer pending. No mail is sent: the visitor never confirmed the meeting.
 */
export async function releaseBooking(id: number, now: Date): Promise<ReleaseResult> {
  return getDb().$transaction(async (tx): Promise<ReleaseResult> => {
    const [row] = await tx.$queryRaw<{ status: string }[]>`
      SELECT "status" FROM "Booking" WHERE "id" = ${id} FOR UPDATE`;
    if (!row) return "unknown";
    if (row.status !== "pending") return "not-pending";
    await tx.booking.update({ where: { id }, data: { status: "released", releasedAt: now } });
    return "released";
  });
}

/**
 * The live bookings (confirmed, or pending and still within their time to confirm) that overlap
 * [from, to): what holds a slot and counts towards a day's cap when slots are listed. An expired
 * pending booking not yet released holds nothing, as the booking transaction would release it.
 */
export async function liveBookingsBetween(from: Date, to: Date, now: Date): Promise<{ start: Date; end: Date }[]> {
  return getDb().booking.findMany({
    where: {
      start: { lt: to },
      end: { gt: from },
      OR: [{ status: "confirmed" }, { status: "pending", expiresAt: { gt: now } }],
    },
    select: { start: true, end: true },
    orderBy: { start: "asc" },
  });
}
