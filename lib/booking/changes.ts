import "server-only";
import { BOOKING_DETAILS } from "@/lib/booking/details";
import {
  BOOKING_MAIL_KINDS,
  officeCancellation,
  officeInvitation,
  visitorCancellation,
  visitorInvitation,
  visitorReminder,
  type BookingForMail,
} from "@/lib/booking/emails";
import { busyBetween, feedHealth, feedSources } from "@/lib/booking/feed-store";
import {
  confirmBooking,
  hashBookingToken,
  MANAGE_CUTOFF_MS,
  moveBooking,
  type ConfirmResult,
  type MoveRefusal,
} from "@/lib/booking/store";
import { leadOrigin } from "@/lib/core/campaign";
import { getDb, type Tx } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { bookingManagePath } from "@/lib/core/paths";
import { HOUR } from "@/lib/core/rate-limit";
import { absoluteUrl } from "@/lib/core/seo/url";
import { withdrawUnsent } from "@/lib/deliveries/records";
import { sendQueued } from "@/lib/deliveries/send";
import { queueDelivery, queueWebhook, type OutgoingWebhook, type Schedule } from "@/lib/deliveries/store";

/**
 * What happens to a booking after it is made (docs/decisions/0035-booking-store.md, "Changes to a
 * booking"): its confirmation, a move to another time, its cancellation by the visitor or by staff,
 * each with what goes out, queued in the change's own transaction through the deliveries and sent
 * after it commits. Each change that mails gets a BookingChange row (a delivery is one per kind and
 * record); each reminder is a change of its own, with a delivery due at its time. None of these
 * mails is counted against a limit or refused: they follow what the visitor or staff just did.
 */

/** Reminders go this many hours before the meeting (none whose moment has passed). */
export const REMINDER_HOURS = [24, 2] as const;

/** The booking as its e-mails and calendar files read it. */
export const MAIL_FIELDS = { id: true, uid: true, start: true, end: true, sequence: true, ...BOOKING_DETAILS } as const;

async function bookingForMail(tx: Tx, id: number): Promise<BookingForMail> {
  return tx.booking.findUniqueOrThrow({ where: { id }, select: MAIL_FIELDS });
}

const manageUrl = (token: string) => absoluteUrl(bookingManagePath(token));

async function recordChange(tx: Tx, booking: BookingForMail, what: string, now: Date): Promise<number> {
  const change = await tx.bookingChange.create({
    data: {
      bookingId: booking.id,
      what,
      sequence: booking.sequence,
      start: booking.start,
      end: booking.end,
      createdAt: now,
    },
    select: { id: true },
  });
  return change.id;
}

/** The reminders still ahead of the meeting, each a change with a delivery due at its moment. */
async function queueReminders(tx: Tx, booking: BookingForMail, token: string, now: Date): Promise<void> {
  for (const hours of REMINDER_HOURS) {
    const dueAt = new Date(booking.start.getTime() - hours * HOUR);
    if (dueAt.getTime() <= now.getTime()) continue;
    const changeId = await recordChange(tx, booking, "reminder", now);
    await queueDelivery(tx, visitorReminder(booking, { changeId, hours, manageUrl: manageUrl(token) }), { dueAt });
  }
}

/**
 * Withdraws the booking's reminders not sent yet (with their change rows); a reminder a sender
 * holds at this moment goes out, as it would have a second earlier.
 */
async function withdrawReminders(tx: Tx, bookingId: number): Promise<void> {
  const reminders = await tx.bookingChange.findMany({ where: { bookingId, what: "reminder" }, select: { id: true } });
  for (const { id } of reminders) {
    const withdrawn = await withdrawUnsent(tx, BOOKING_MAIL_KINDS.reminder, { type: "BookingChange", id });
    if (withdrawn.length > 0) await tx.bookingChange.delete({ where: { id } });
  }
}

/** The confirmed booking as the office's CRM receives it, `kind: "booking"`. */
async function bookingWebhook(tx: Tx, id: number, now: Date): Promise<OutgoingWebhook> {
  const b = await tx.booking.findUniqueOrThrow({ where: { id } });
  return {
    kind: BOOKING_MAIL_KINDS.webhook,
    event: {
      kind: "booking",
      fields: {
        name: b.name,
        practice: b.practice,
        email: b.email,
        phone: b.phone,
        workstations: b.workstations,
        notes: b.notes,
        meeting: b.meeting,
        start: b.start.toISOString(),
        end: b.end.toISOString(),
      },
      source: leadOrigin(b.sourcePath || "/book", b),
      receivedAt: now,
    },
    related: { type: "Booking", id: b.id },
  };
}

/** Everything a confirmation sends, queued in its transaction; the ids to send after it commits. */
async function queueConfirmed(tx: Tx, bookingId: number, token: string, now: Date): Promise<number[]> {
  const booking = await bookingForMail(tx, bookingId);
  const changeId = await recordChange(tx, booking, "confirmed", now);
  const ids = [
    await queueDelivery(
      tx,
      visitorInvitation(booking, { reason: "confirmed", changeId, stamp: now, manageUrl: manageUrl(token) }),
    ),
    await queueDelivery(tx, officeInvitation(booking, { reason: "confirmed", changeId, stamp: now })),
  ];
  const crm = await queueWebhook(tx, await bookingWebhook(tx, bookingId, now));
  if (crm !== null) ids.push(crm);
  await queueReminders(tx, booking, token, now);
  return ids;
}

/**
 * Confirms a booking by its private token (the private page's button): the invitation, the
 * office's copy, the CRM's post and the reminders are queued in the confirmation's transaction,
 * once however many presses arrive, and sent after it commits (through `schedule`, the route's
 * `after()`).
 */
export async function confirmWithToken(
  token: string,
  options: { now: Date; schedule?: Schedule },
): Promise<ConfirmResult> {
  let ids: number[] = [];
  const result = await confirmBooking(token, {
    now: options.now,
    afterConfirm: async (tx, bookingId) => {
      ids = await queueConfirmed(tx, bookingId, token, options.now);
    },
  });
  if (result.confirmed && !result.already) await sendQueued(ids, options.schedule);
  return result;
}

export type MoveOutcome =
  { moved: true; start: Date; end: Date } | { moved: false; refusal: MoveRefusal | "paused"; message: string };

/**
 * Moves a booking, by its private token, to the slot `slot` (YYYY-MM-DDTHH:MM:SSZ). A confirmed
 * booking's visitor and office get a new invitation (same UID, higher SEQUENCE), its reminders of
 * the old time are withdrawn and those of the new time queued. Refused while booking is paused (a
 * calendar has not been read for too long, so no slot can be called free).
 */
export async function moveWithToken(
  token: string,
  slot: string,
  options: { now: Date; schedule?: Schedule },
): Promise<MoveOutcome> {
  const { now } = options;
  const found = await getDb().booking.findUnique({
    where: { tokenHash: hashBookingToken(token) },
    select: { id: true },
  });
  if (!found) return { moved: false, refusal: "unknown", message: "There is no such booking." };
  const feeds = feedSources(getEnv().BOOKING_BUSY_ICS_URLS);
  if ((await feedHealth(feeds, now)).paused)
    return {
      moved: false,
      refusal: "paused",
      message: "Rescheduling online is paused for a moment: please call us to change your meeting.",
    };
  const start = Date.parse(slot);
  const busy = Number.isNaN(start)
    ? []
    : await busyBetween(feeds, new Date(start - 24 * HOUR), new Date(start + 24 * HOUR), now);
  let ids: number[] = [];
  const result = await moveBooking(found.id, slot, {
    now,
    busy,
    afterMove: async (tx, moved) => {
      const booking = await bookingForMail(tx, moved.id);
      const changeId = await recordChange(tx, booking, "moved", now);
      // A pending booking has sent no invitation yet: its confirmation will send the new time.
      if (moved.status !== "confirmed") return;
      ids = [
        await queueDelivery(
          tx,
          visitorInvitation(booking, { reason: "moved", changeId, stamp: now, manageUrl: manageUrl(token) }),
        ),
        await queueDelivery(tx, officeInvitation(booking, { reason: "moved", changeId, stamp: now })),
      ];
      await withdrawReminders(tx, moved.id);
      await queueReminders(tx, booking, token, now);
    },
  });
  if (!result.moved) return result;
  await sendQueued(ids, options.schedule);
  return { moved: true, start: result.booking.start, end: result.booking.end };
}

export type CancelRefusal =
  /** No such booking. */
  | "unknown"
  /** Cancelled already (by anyone). */
  | "already"
  /** Released: it held nothing any more. */
  | "released"
  /** The meeting has begun or is over. */
  | "past"
  /** The visitor's own cancel within 2 hours of the start: the page gives the phone instead. */
  | "too-late";

export type CancelResult = { cancelled: true } | { cancelled: false; refusal: CancelRefusal };

/**
 * Cancels a live booking, for the visitor (`by: "visitor"`, until 2 hours before the meeting) or
 * for staff (`by`: the staff member's name, any time before it starts, with a note to the
 * visitor). It raises the SEQUENCE and records the change; when it was confirmed, the visitor and
 * the office get METHOD:CANCEL and its unsent reminders are withdrawn.
 */
export async function cancelBooking(
  id: number,
  options: { by: string; note?: string | null; now: Date; schedule?: Schedule },
): Promise<CancelResult> {
  const { now } = options;
  const byVisitor = options.by === "visitor";
  const note = options.note?.trim() || null;
  let ids: number[] = [];
  const result = await getDb().$transaction(async (tx): Promise<CancelResult> => {
    const [row] = await tx.$queryRaw<{ status: string; start: Date; expiresAt: Date }[]>`
      SELECT "status", "start", "expiresAt" FROM "Booking" WHERE "id" = ${id} FOR UPDATE`;
    if (!row) return { cancelled: false, refusal: "unknown" };
    if (row.status === "cancelled") return { cancelled: false, refusal: "already" };
    if (row.status === "released" || (row.status === "pending" && row.expiresAt.getTime() <= now.getTime()))
      return { cancelled: false, refusal: "released" };
    if (row.start.getTime() <= now.getTime()) return { cancelled: false, refusal: "past" };
    if (byVisitor && row.start.getTime() - now.getTime() < MANAGE_CUTOFF_MS)
      return { cancelled: false, refusal: "too-late" };
    await tx.booking.update({
      where: { id },
      data: {
        status: "cancelled",
        cancelledAt: now,
        cancelledBy: options.by,
        cancelNote: note,
        sequence: { increment: 1 },
      },
    });
    const booking = await bookingForMail(tx, id);
    const changeId = await recordChange(tx, booking, "cancelled", now);
    if (row.status !== "confirmed") return { cancelled: true };
    const mail = { changeId, stamp: now, by: byVisitor ? ("visitor" as const) : ("staff" as const), note };
    ids = [
      await queueDelivery(tx, visitorCancellation(booking, mail)),
      await queueDelivery(tx, officeCancellation(booking, mail)),
    ];
    await withdrawReminders(tx, id);
    return { cancelled: true };
  });
  if (result.cancelled) await sendQueued(ids, options.schedule);
  return result;
}

/** The visitor's own cancel, from the private page. */
export async function cancelWithToken(
  token: string,
  options: { now: Date; schedule?: Schedule },
): Promise<CancelResult> {
  const found = await getDb().booking.findUnique({
    where: { tokenHash: hashBookingToken(token) },
    select: { id: true },
  });
  if (!found) return { cancelled: false, refusal: "unknown" };
  return cancelBooking(found.id, { by: "visitor", now: options.now, schedule: options.schedule });
}
