/**
 * Calendar dates and wall-clock times in a named time zone, with the platform's Intl carrying the
 * zone's rules (no date library, no offsets typed by hand). A calendar date is its ISO text,
 * "2026-03-09": comparable as a string, stable in URLs, tests and JSON. Calendar arithmetic runs
 * on Date.UTC, which carries days over months and years and knows nothing of time zones.
 */

/** "YYYY-MM-DD", a day of the calendar with no time zone attached. */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written as YYYY-MM-DD (not "2026-02-30"). */
export function isCalendarDate(text: string): text is CalendarDate {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The calendar date of a year, month (1-12) and day; out-of-range days roll over. */
export function calendarDate(year: number, month: number, day: number): CalendarDate {
  const at = new Date(Date.UTC(year, month - 1, day));
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

function partsOf(date: CalendarDate): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y ?? 0, m ?? 1, d ?? 1];
}

/** The date `days` days after (or before, when negative) `date`. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = partsOf(date);
  return calendarDate(y, m, d + days);
}

/** 0 Sunday … 6 Saturday, as Date.getUTCDay and the business record's hours count them. */
export function weekdayOf(date: CalendarDate): number {
  const [y, m, d] = partsOf(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The Monday on or before `date`: the first day of its week. */
export function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const [fy, fm, fd] = partsOf(from);
  const [ty, tm, td] = partsOf(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/** Minutes after midnight of "HH:MM". */
export function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export interface WallClock {
  date: CalendarDate;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes after the day's midnight. */
  minutes: number;
  seconds: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** The date and time a clock in `timeZone` shows at the instant `at`. */
export function wallClock(at: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    partFormat(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const date = calendarDate(Number(parts.year), Number(parts.month), Number(parts.day));
  return {
    date,
    weekday: weekdayOf(date),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

/** The calendar date it is in `timeZone` at the instant `at`. */
export function dateIn(at: Date, timeZone: string): CalendarDate {
  return wallClock(at, timeZone).date;
}

/** The zone's offset from UTC at `at`, in milliseconds (negative west of Greenwich). */
function offsetAt(at: number, timeZone: string): number {
  const seen = wallClock(new Date(at), timeZone);
  const [y, m, d] = partsOf(seen.date);
  const seenAsUtc = Date.UTC(y, m - 1, d, 0, seen.minutes, seen.seconds);
  return seenAsUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant at which a clock in `timeZone` shows `minutes` after midnight of `date`. The offset
 * is read at a first guess and read again at the result, which settles it on either side of a
 * change of offset. A wall time skipped by a change (02:30 on the spring-forward night) comes out
 * an hour later; no office hour is near one.
 */
export function instantAt(date: CalendarDate, minutes: number, timeZone: string): Date {
  const [y, m, d] = partsOf(date);
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}
