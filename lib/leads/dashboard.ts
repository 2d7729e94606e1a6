/**
 * The staff dashboard's calendar, free of I/O: the office counts by Toronto time in weeks that
 * start on Monday, whatever the server's own time zone, and daylight saving moves the UTC instant
 * of a Toronto midnight by an hour twice a year. Intl carries the zone rules, so no date library.
 */
export const OFFICE_TIME_ZONE = "America/Toronto";

/** The current week and this many before it. */
export const PAST_WEEKS = 12;

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export interface DashboardWeek {
  /** Monday 00:00 in Toronto, as an instant. */
  start: Date;
  /** The next Monday 00:00 in Toronto (exclusive). */
  end: Date;
  /** The Monday as YYYY-MM-DD: stable text for tables and tests. */
  monday: string;
  /** "Nov 17": short enough for a chart's axis. */
  label: string;
  /** The week that holds `now`: its count is still growing. */
  current: boolean;
}

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: OFFICE_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

function torontoWallClock(instant: Date): CalendarDay & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const num = (key: string) => Number(parts[key]);
  return {
    year: num("year"),
    month: num("month"),
    day: num("day"),
    hour: num("hour"),
    minute: num("minute"),
    second: num("second"),
  };
}

/** The calendar day it is in Toronto at `instant`. */
export function torontoDay(instant: Date): CalendarDay {
  const { year, month, day } = torontoWallClock(instant);
  return { year, month, day };
}

/** Toronto's offset from UTC at `instant`, in milliseconds (negative: behind UTC). */
function offsetAt(instant: Date): number {
  const w = torontoWallClock(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant of 00:00 in Toronto on a calendar day. Toronto changes its clocks at 02:00, so every
 * midnight exists exactly once; the second pass takes the offset that holds at midnight itself,
 * not the one of the guess on the other side of a change.
 */
export function torontoMidnight(day: CalendarDay): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day);
  let instant = wall - offsetAt(new Date(wall));
  instant = wall - offsetAt(new Date(instant));
  return new Date(instant);
}

/** Calendar arithmetic on days (Date.UTC rolls months and years over). */
function addDays(day: CalendarDay, days: number): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 for Monday … 6 for Sunday. */
function daysSinceMonday(day: CalendarDay): number {
  return (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;
}

/** The Monday of the Toronto week that holds `instant`. */
export function mondayOf(instant: Date): CalendarDay {
  const today = torontoDay(instant);
  return addDays(today, -daysSinceMonday(today));
}

const pad = (n: number) => String(n).padStart(2, "0");
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The last PAST_WEEKS weeks and the current one, oldest first, as Toronto Monday-to-Sunday weeks. */
export function dashboardWeeks(now: Date, pastWeeks: number = PAST_WEEKS): DashboardWeek[] {
  const thisMonday = mondayOf(now);
  return Array.from({ length: pastWeeks + 1 }, (_, i) => {
    const monday = addDays(thisMonday, (i - pastWeeks) * 7);
    return {
      start: torontoMidnight(monday),
      end: torontoMidnight(addDays(monday, 7)),
      monday: `${monday.year}-${pad(monday.month)}-${pad(monday.day)}`,
      label: `${MONTHS[monday.month - 1]} ${monday.day}`,
      current: i === pastWeeks,
    };
  });
}

/** Which of `weeks` holds `instant` (-1: none). Weeks are contiguous, oldest first. */
export function weekIndexOf(weeks: readonly DashboardWeek[], instant: Date): number {
  const t = instant.getTime();
  return weeks.findIndex((w) => t >= w.start.getTime() && t < w.end.getTime());
}
