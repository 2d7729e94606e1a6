/**
 * Calendar arithmetic for retention periods, defined once so every period is measured the same way.
 *
 * Everything is in UTC: a purge must give the same answer whatever the server's time zone, and an
 * hour's difference at a month's end matters less than a rule that never changes.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The same moment `months` calendar months earlier: same time of day, same day of the month, or
 * the month's last day when it is shorter (31 March minus one month is 28 or 29 February, not
 * 3 March). Anything at or before the answer is at least `months` calendar months old.
 *
 * Clamping rather than rolling over into the next month errs on the side of keeping: on
 * 29 February a row from 29 February two years earlier is not yet deleted (it goes the next day),
 * where rolling over would delete a row from 1 March a day early.
 */
export function monthsBefore(moment: Date, months: number): Date {
  if (!Number.isInteger(months) || months < 0)
    throw new RangeError(`months must be a whole number of months, got ${months}`);
  // Day 1 of the target month first: Date.UTC rolls a negative or too-large month over into the
  // right year, and day 1 exists in every month.
  const start = new Date(
    Date.UTC(
      moment.getUTCFullYear(),
      moment.getUTCMonth() - months,
      1,
      moment.getUTCHours(),
      moment.getUTCMinutes(),
      moment.getUTCSeconds(),
      moment.getUTCMilliseconds(),
    ),
  );
  // Day 0 of the following month is the target month's last day.
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(moment.getUTCDate(), lastDay));
  return start;
}

/** Exactly `hours` hours earlier. */
export function hoursBefore(moment: Date, hours: number): Date {
  return new Date(moment.getTime() - hours * 60 * 60 * 1000);
}

/** Exactly `days` × 24 hours earlier (UTC has no daylight-saving days). */
export function daysBefore(moment: Date, days: number): Date {
  return new Date(moment.getTime() - days * DAY_MS);
}
