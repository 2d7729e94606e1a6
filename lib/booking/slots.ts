import { BOOKING_RULES, type BookingRules } from "@/content/business";
import { slotValue } from "@/lib/booking/display";
import { closedDay, isBusinessDay } from "@/lib/booking/holidays";
import { pageFromQuery } from "@/lib/core/page-number";
import {
  addDays,
  type CalendarDate,
  dateIn,
  isCalendarDate,
  instantAt,
  minutesOfDay,
  mondayOf,
  daysBetween,
  wallClock,
} from "@/lib/core/zoned-time";

/**
 * The assessment's open slots and the check of one requested slot, free of I/O: the rules come
 * from the business record, the rest (the time, the calendars' busy intervals, the live bookings)
 * is handed in, so the page, the API and the booking transaction all decide with the same code
 * and the tests run with a fixed clock. Times are UTC instants; days are Toronto calendar dates
 * (decision 0033).
 */

/** A span of time as two UTC instants, end exclusive. */
export interface Interval {
  start: Date;
  end: Date;
}

/** A bookable meeting: `meetingMinutes` long, starting on the grid. */
export type Slot = Interval;

export interface SlotContext {
  /** The moment of the request. */
  now: Date;
  /** Busy times of the assessors' calendars (all feeds together). */
  busy?: readonly Interval[];
  /** Live bookings (pending and confirmed): they hold their time and count towards the day's cap. */
  bookings?: readonly Interval[];
  rules?: BookingRules;
}

/** The most days one request for slots may cover. */
export const MAX_SLOT_RANGE_DAYS = 31;

const MINUTE_MS = 60_000;

/** Why a slot can never be booked, whatever the calendars say: answered with a 400. */
export type NeverBookableReason =
  "format" | "not-an-instant" | "past" | "outside-hours" | "off-grid" | "closed-day" | "beyond-horizon";

/** Why a possible slot is not free at this moment: answered with a 409 and the fresh slots. */
export type NotFreeReason = "taken" | "busy" | "day-full" | "notice";

export type SlotVerdict =
  | { outcome: "free"; slot: Slot }
  | { outcome: "never"; reason: NeverBookableReason; message: string }
  | { outcome: "not-free"; reason: NotFreeReason; message: string };

/** What the rules make of `now`: the end of the notice and the first and last bookable days. */
export interface BookingHorizon {
  /** The earliest moment a meeting may start: `noticeOfficeMinutes` of office time after `now`. */
  noticeEnd: Date;
  /** The first business day with a start the notice allows. */
  first: CalendarDate;
  /** The last bookable day: the `horizonBusinessDays`-th business day counted from `first`. */
  last: CalendarDate;
}

/** Far enough to cross any run of closed days the rules could describe, short of a loop. */
const MAX_DAYS_SEARCHED = 366;

/** Minutes after midnight at which meetings may start on a business day, in order. */
function gridStarts(rules: BookingRules): number[] {
  const opens = minutesOfDay(rules.hours.opens);
  const closes = minutesOfDay(rules.hours.closes);
  const starts: number[] = [];
  for (let m = opens; m + rules.meetingMinutes <= closes; m += rules.gridMinutes) starts.push(m);
  return starts;
}

/**
 * The moment at which `minutes` of office time have passed since `from`: only the open hours of
 * business days count, so two office hours asked for at 16:30 on a Friday end at 10:30 on Monday
 * (or on Tuesday, when Monday is a holiday).
 */
export function officeTimeAfter(from: Date, minutes: number, rules: BookingRules = BOOKING_RULES): Date {
  let left = minutes * MINUTE_MS;
  if (left <= 0) return from;
  const { timeZone } = rules.hours;
  const opens = minutesOfDay(rules.hours.opens);
  const closes = minutesOfDay(rules.hours.closes);
  let date = dateIn(from, timeZone);
  for (let i = 0; i < MAX_DAYS_SEARCHED; i++, date = addDays(date, 1)) {
    if (!isBusinessDay(date, rules)) continue;
    const start = Math.max(instantAt(date, opens, timeZone).getTime(), from.getTime());
    const available = instantAt(date, closes, timeZone).getTime() - start;
    if (available <= 0) continue;
    if (available >= left) return new Date(start + left);
    left -= available;
  }
  throw new Error("The booking rules leave no office time within a year.");
}

/** The notice's end and the first and last days a meeting may be booked on, seen at `now`. */
export function bookingHorizon(now: Date, rules: BookingRules = BOOKING_RULES): BookingHorizon {
  const { timeZone } = rules.hours;
  const noticeEnd = officeTimeAfter(now, rules.noticeOfficeMinutes, rules);
  const starts = gridStarts(rules);
  if (starts.length === 0 || rules.horizonBusinessDays < 1) throw new Error("The booking rules allow no meeting.");
  let first = dateIn(noticeEnd, timeZone);
  for (let i = 0; ; i++, first = addDays(first, 1)) {
    if (i > MAX_DAYS_SEARCHED) throw new Error("The booking rules leave no business day within a year.");
    if (!isBusinessDay(first, rules)) continue;
    const lastStart = instantAt(first, starts[starts.length - 1]!, timeZone);
    if (lastStart >= noticeEnd) break;
  }
  let last = first;
  for (let counted = 1; counted < rules.horizonBusinessDays;) {
    last = addDays(last, 1);
    if (isBusinessDay(last, rules)) counted++;
  }
  return { noticeEnd, first, last };
}

const overlaps = (a: Interval, b: Interval, padMs: number) =>
  a.start.getTime() < b.end.getTime() + padMs && b.start.getTime() - padMs < a.end.getTime();

/** Everything about one `now` that every slot's check reads, worked out once. */
interface Plan {
  rules: BookingRules;
  now: Date;
  horizon: BookingHorizon;
  busy: readonly Interval[];
  bookings: readonly Interval[];
  bookingsPerDay: Map<CalendarDate, number>;
}

function plan(context: SlotContext): Plan {
  const rules = context.rules ?? BOOKING_RULES;
  const bookings = context.bookings ?? [];
  const bookingsPerDay = new Map<CalendarDate, number>();
  for (const booking of bookings) {
    const day = bookingDay(booking.start, rules);
    bookingsPerDay.set(day, (bookingsPerDay.get(day) ?? 0) + 1);
  }
  return {
    rules,
    now: context.now,
    horizon: bookingHorizon(context.now, rules),
    busy: context.busy ?? [],
    bookings,
    bookingsPerDay,
  };
}

/** "at least 2 office hours", from the rules. */
function officeTimePhrase(rules: BookingRules): string {
  const minutes = rules.noticeOfficeMinutes;
  if (minutes % 60 !== 0) return `at least ${minutes} office minutes`;
  return `at least ${minutes / 60} office hour${minutes === 60 ? "" : "s"}`;
}

const never = (reason: NeverBookableReason, message: string): SlotVerdict => ({ outcome: "never", reason, message });
const notFree = (reason: NotFreeReason, message: string): SlotVerdict => ({ outcome: "not-free", reason, message });

/** The checks of a well-formed start instant, in the order the messages should win. */
function judge(start: Date, p: Plan): SlotVerdict {
  const { rules } = p;
  const end = new Date(start.getTime() + rules.meetingMinutes * MINUTE_MS);
  const local = wallClock(start, rules.hours.timeZone);
  const opens = minutesOfDay(rules.hours.opens);
  const closes = minutesOfDay(rules.hours.closes);
  if (start.getTime() < p.now.getTime()) return never("past", "That time has already passed.");
  if (
    !rules.hours.days.includes(local.weekday) ||
    local.minutes < opens ||
    local.minutes + rules.meetingMinutes > closes
  )
    return never("outside-hours", "That time is outside the office hours.");
  if (local.seconds !== 0 || (local.minutes - opens) % rules.gridMinutes !== 0)
    return never("off-grid", `Meetings start every ${rules.gridMinutes} minutes from the opening time.`);
  const closed = closedDay(local.date, rules);
  if (closed) return never("closed-day", "The office is closed that day.");
  if (local.date > p.horizon.last)
    return never("beyond-horizon", `Meetings can be booked up to ${rules.horizonBusinessDays} business days ahead.`);

  const slot = { start, end };
  const pad = rules.breakMinutes * MINUTE_MS;
  if (p.bookings.some((b) => overlaps(slot, b, pad))) return notFree("taken", "That time has just been booked.");
  if (p.busy.some((b) => overlaps(slot, b, pad))) return notFree("busy", "That time is no longer available.");
  if ((p.bookingsPerDay.get(local.date) ?? 0) >= rules.maxBookingsPerDay)
    return notFree("day-full", "That day is fully booked.");
  if (start.getTime() < p.horizon.noticeEnd.getTime())
    return notFree("notice", `That time is too soon: meetings are booked ${officeTimePhrase(rules)} ahead.`);
  return { outcome: "free", slot };
}

const SLOT_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** The instant a slot value names (`YYYY-MM-DDTHH:MM:SSZ`, a real date and time), or null. */
export function parseSlotValue(value: unknown): Date | null {
  if (typeof value !== "string" || !SLOT_VALUE.test(value)) return null;
  const start = new Date(value);
  return Number.isNaN(start.getTime()) || slotValue(start) !== value ? null : start;
}

/**
 * What a requested slot (a radio's value, the API's `slot`) is worth now: "free" (book it),
 * "never" (it could never be booked: not `YYYY-MM-DDTHH:MM:SSZ`, not a real instant, in the past,
 * outside the hours or the grid, on a closed day, beyond the horizon) or "not-free" (a possible
 * slot that is taken, busy in a calendar, on a full day or inside the notice).
 */
export function classifySlot(value: unknown, context: SlotContext): SlotVerdict {
  if (typeof value !== "string" || !SLOT_VALUE.test(value))
    return never("format", "Choose a time from the list (YYYY-MM-DDTHH:MM:SSZ).");
  const start = parseSlotValue(value);
  if (!start) return never("not-an-instant", "That is not a real date and time.");
  return judge(start, plan(context));
}

/**
 * The free slots of `days` Toronto calendar days from `from`, in time order: the grid of each
 * business day within the horizon, less what is taken, busy, on a full day or inside the notice.
 * A slot is listed exactly when classifySlot finds its start "free".
 */
export function openSlots(context: SlotContext, range: { from: CalendarDate; days: number }): Slot[] {
  const p = plan(context);
  const starts = gridStarts(p.rules);
  const slots: Slot[] = [];
  for (let i = 0; i < range.days; i++) {
    const date = addDays(range.from, i);
    if (date < p.horizon.first) continue;
    if (date > p.horizon.last) break;
    if (!isBusinessDay(date, p.rules)) continue;
    if ((p.bookingsPerDay.get(date) ?? 0) >= p.rules.maxBookingsPerDay) continue;
    for (const minutes of starts) {
      const verdict = judge(instantAt(date, minutes, p.rules.hours.timeZone), p);
      if (verdict.outcome === "free") slots.push(verdict.slot);
    }
  }
  return slots;
}

/**
 * The instants a range of Toronto dates spans, midnight to midnight: what to read the bookings and
 * busy intervals for before asking openSlots about the range.
 */
export function rangeInterval(
  range: { from: CalendarDate; days: number },
  rules: BookingRules = BOOKING_RULES,
): Interval {
  const { timeZone } = rules.hours;
  return { start: instantAt(range.from, 0, timeZone), end: instantAt(addDays(range.from, range.days), 0, timeZone) };
}

/** The Toronto date a meeting starting at `start` is on: the day whose cap it counts towards. */
export function bookingDay(start: Date, rules: BookingRules = BOOKING_RULES): CalendarDate {
  return dateIn(start, rules.hours.timeZone);
}

export type SlotRange = { ok: true; from: CalendarDate; days: number } | { ok: false; message: string };

/**
 * The range of `GET /api/booking/slots?from=YYYY-MM-DD&days=N`: `from` a real date (today in
 * Toronto when left out), `days` a whole number from 1 to MAX_SLOT_RANGE_DAYS (that many when left
 * out).
 */
export function readSlotRange(
  query: { from?: string | null; days?: string | null },
  now: Date,
  rules: BookingRules = BOOKING_RULES,
): SlotRange {
  const from = query.from ?? dateIn(now, rules.hours.timeZone);
  if (!isCalendarDate(from)) return { ok: false, message: "from must be a date written YYYY-MM-DD." };
  const daysText = query.days ?? String(MAX_SLOT_RANGE_DAYS);
  const days = /^\d{1,2}$/.test(daysText) ? Number(daysText) : NaN;
  if (!(days >= 1 && days <= MAX_SLOT_RANGE_DAYS))
    return { ok: false, message: `days must be a whole number from 1 to ${MAX_SLOT_RANGE_DAYS}.` };
  return { ok: true, from, days };
}

/** One page of the booking page without JavaScript: the Monday-to-Sunday week it shows. */
export interface BookingWeek {
  /** 1 for the week of the first bookable day. */
  number: number;
  /** How many weeks the horizon touches. */
  count: number;
  /** Its Monday; with `days` the range to ask openSlots for. */
  from: CalendarDate;
  days: 7;
  /** The week's business days within the horizon: the days the page lists, free or full. */
  dates: CalendarDate[];
  previous: number | null;
  next: number | null;
}

const weeksOf = ({ first, last }: BookingHorizon) => daysBetween(mondayOf(first), mondayOf(last)) / 7 + 1;

/** How many Monday-to-Sunday weeks hold bookable days. */
export function bookingWeekCount(now: Date, rules: BookingRules = BOOKING_RULES): number {
  return weeksOf(bookingHorizon(now, rules));
}

/**
 * The week of the booking page that shows a slot (a start as `YYYY-MM-DDTHH:MM:SSZ`), or undefined
 * when the value is no instant: the page a refused booking comes back to shows the time chosen.
 */
export function bookingWeekOfSlot(value: string | undefined, now: Date, rules: BookingRules = BOOKING_RULES) {
  const at = value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  const { first } = bookingHorizon(now, rules);
  const date = dateIn(new Date(at), rules.hours.timeZone);
  return String(Math.max(1, Math.floor(daysBetween(mondayOf(first), date) / 7) + 1));
}

/**
 * Week `number` of the booking page (1 for the week of the first bookable day), read from a
 * `?week=` value the way the staff lists read `?page=`: anything that is not a plain number is
 * week 1, a number past the last week is the last week.
 */
export function bookingWeek(
  value: string | string[] | number | undefined,
  now: Date,
  rules: BookingRules = BOOKING_RULES,
): BookingWeek {
  const horizon = bookingHorizon(now, rules);
  const { first, last } = horizon;
  const count = weeksOf(horizon);
  const number = pageFromQuery(value, count);
  const from = addDays(mondayOf(first), (number - 1) * 7);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(from, i)).filter(
    (date) => date >= first && date <= last && isBusinessDay(date, rules),
  );
  return {
    number,
    count,
    from,
    days: 7,
    dates,
    previous: number > 1 ? number - 1 : null,
    next: number < count ? number + 1 : null,
  };
}
