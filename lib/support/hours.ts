import { BUSINESS } from "@/content/business";

/**
 * The help desk's hours as moments: whether it is open at a given instant, and when it next
 * opens. Pure (the hours are data in content/business.ts), so a major urgent request sent on a
 * Friday evening pages the on-call technician at Monday's opening, in Toronto time whatever the
 * server's own time zone, across the changes to and from daylight saving time.
 */
export interface WeeklyHours {
  /** 0 Sunday … 6 Saturday. */
  days: readonly number[];
  /** "08:00" */
  opens: string;
  /** "18:00" */
  closes: string;
  timeZone: string;
}

export const HELP_DESK_HOURS: WeeklyHours = BUSINESS.helpDeskHours.open;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

interface LocalTime {
  year: number;
  month: number;
  day: number;
  weekday: number;
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of an instant in a time zone. */
function localTime(at: Date, timeZone: string): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      weekday: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * The instant a wall-clock time of a calendar day has in the zone: the offset is read at a first
 * guess and read again at the result, which settles it on either side of a change of offset.
 */
function instantOf(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const seen = localTime(new Date(guess), timeZone);
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, 0, seen.minutes);
    guess += asUtc - seenAsUtc;
  }
  return new Date(guess);
}

/** Whether the help desk is open at this instant. */
export function isOpen(at: Date, hours: WeeklyHours = HELP_DESK_HOURS): boolean {
  const local = localTime(at, hours.timeZone);
  return (
    hours.days.includes(local.weekday) &&
    local.minutes >= minutesOf(hours.opens) &&
    local.minutes < minutesOf(hours.closes)
  );
}

/** This instant when the help desk is open, else the moment it next opens. */
export function nextOpening(at: Date, hours: WeeklyHours = HELP_DESK_HOURS): Date {
  if (isOpen(at, hours)) return at;
  const local = localTime(at, hours.timeZone);
  const opens = minutesOf(hours.opens);
  // Today if it opens later today, else the first open day after it (at most a week on).
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = (local.weekday + ahead) % 7;
    if (!hours.days.includes(weekday)) continue;
    if (ahead === 0 && local.minutes >= opens) continue;
    // Calendar arithmetic on the day number; Date.UTC carries over months and years.
    const day = new Date(Date.UTC(local.year, local.month - 1, local.day + ahead));
    return instantOf(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), opens, hours.timeZone);
  }
  throw new Error("The help desk's hours name no open day.");
}

const MINUTE_MS = 60_000;
/** Past this many days between two instants, open time is not counted day by day any further. */
const MAX_DAYS_COUNTED = 400;

/**
 * Whole minutes between two instants during which the help desk was open: what a promise made in
 * business hours counts. Each calendar day from the first to the last (in the hours' time zone)
 * contributes the part of its open hours that falls between the two.
 */
export function openMinutesBetween(from: Date, to: Date, hours: WeeklyHours = HELP_DESK_HOURS): number {
  if (to <= from) return 0;
  const start = localTime(from, hours.timeZone);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  let total = 0;
  for (let ahead = 0; ahead <= MAX_DAYS_COUNTED; ahead++) {
    const day = new Date(Date.UTC(start.year, start.month - 1, start.day + ahead));
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    const dayOpens = instantOf(y, m, d, opens, hours.timeZone);
    if (dayOpens >= to) break;
    if (!hours.days.includes(day.getUTCDay())) continue;
    const dayCloses = instantOf(y, m, d, closes, hours.timeZone);
    const overlap = Math.min(dayCloses.getTime(), to.getTime()) - Math.max(dayOpens.getTime(), from.getTime());
    if (overlap > 0) total += overlap;
  }
  return Math.floor(total / MINUTE_MS);
}
