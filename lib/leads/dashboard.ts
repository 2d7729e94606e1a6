import { addDays, dateIn, instantAt, mondayOf as mondayOfDate, type CalendarDate } from "@/lib/core/zoned-time";

/**
 * The staff dashboard's calendar, free of I/O: the office counts by Toronto time in weeks that
 * start on Monday, whatever the server's own time zone, and daylight saving moves the UTC instant
 * of a Toronto midnight by an hour twice a year (lib/core/zoned-time.ts carries the zone's rules).
 */
export const OFFICE_TIME_ZONE = "America/Toronto";

/** The current week and this many before it. */
export const PAST_WEEKS = 12;

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

/** The Monday of the Toronto week that holds `instant`. */
export function mondayOf(instant: Date): CalendarDate {
  return mondayOfDate(dateIn(instant, OFFICE_TIME_ZONE));
}

/** The instant of 00:00 in Toronto on a calendar day (its clocks change at 02:00: every midnight exists once). */
export function torontoMidnight(date: CalendarDate): Date {
  return instantAt(date, 0, OFFICE_TIME_ZONE);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The last PAST_WEEKS weeks and the current one, oldest first, as Toronto Monday-to-Sunday weeks. */
export function dashboardWeeks(now: Date, pastWeeks: number = PAST_WEEKS): DashboardWeek[] {
  const thisMonday = mondayOf(now);
  return Array.from({ length: pastWeeks + 1 }, (_, i) => {
    const monday = addDays(thisMonday, (i - pastWeeks) * 7);
    const [, month, day] = monday.split("-").map(Number);
    return {
      start: torontoMidnight(monday),
      end: torontoMidnight(addDays(monday, 7)),
      monday,
      label: `${MONTHS[month! - 1]} ${day}`,
      current: i === pastWeeks,
    };
  });
}

/** Which of `weeks` holds `instant` (-1: none). Weeks are contiguous, oldest first. */
export function weekIndexOf(weeks: readonly DashboardWeek[], instant: Date): number {
  const t = instant.getTime();
  return weeks.findIndex((w) => t >= w.start.getTime() && t < w.end.getTime());
}
