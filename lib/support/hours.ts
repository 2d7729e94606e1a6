import { BUSINESS, type WeeklyHours } from "@/content/business";
import { addDays, instantAt, minutesOfDay, wallClock, weekdayOf } from "@/lib/core/zoned-time";

/**
 * The help desk's hours as moments: whether it is open at a given instant, and when it next
 * opens. Pure (the hours are data in content/business.ts), so a major urgent request sent on a
 * Friday evening pages the on-call technician at Monday's opening, in Toronto time whatever the
 * server's own time zone, across the changes to and from daylight saving time.
 */
export type { WeeklyHours };

export const HELP_DESK_HOURS: WeeklyHours = BUSINESS.helpDeskHours.open;

/** Whether the help desk is open at this instant. */
export function isOpen(at: Date, hours: WeeklyHours = HELP_DESK_HOURS): boolean {
  const local = wallClock(at, hours.timeZone);
  return (
    hours.days.includes(local.weekday) &&
    local.minutes >= minutesOfDay(hours.opens) &&
    local.minutes < minutesOfDay(hours.closes)
  );
}

/** This instant when the help desk is open, else the moment it next opens. */
export function nextOpening(at: Date, hours: WeeklyHours = HELP_DESK_HOURS): Date {
  if (isOpen(at, hours)) return at;
  const local = wallClock(at, hours.timeZone);
  const opens = minutesOfDay(hours.opens);
  // Today if it opens later today, else the first open day after it (at most a week on).
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = (local.weekday + ahead) % 7;
    if (!hours.days.includes(weekday)) continue;
    if (ahead === 0 && local.minutes >= opens) continue;
    return instantAt(addDays(local.date, ahead), opens, hours.timeZone);
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
  const first = wallClock(from, hours.timeZone).date;
  const opens = minutesOfDay(hours.opens);
  const closes = minutesOfDay(hours.closes);
  let total = 0;
  for (let ahead = 0; ahead <= MAX_DAYS_COUNTED; ahead++) {
    const day = addDays(first, ahead);
    const dayOpens = instantAt(day, opens, hours.timeZone);
    if (dayOpens >= to) break;
    if (!hours.days.includes(weekdayOf(day))) continue;
    const dayCloses = instantAt(day, closes, hours.timeZone);
    const overlap = Math.min(dayCloses.getTime(), to.getTime()) - Math.max(dayOpens.getTime(), from.getTime());
    if (overlap > 0) total += overlap;
  }
  return Math.floor(total / MINUTE_MS);
}
