import type { BookingRules, HolidayRule } from "@/content/business";
import { addDays, calendarDate, type CalendarDate, weekdayOf } from "@/lib/core/zoned-time";

/**
 * The office's closed days, computed from the rules of the business record: each holiday's date in
 * a year by its rule, the day the office closes instead when it falls on a weekend, and the dated
 * closures. Pure and memoised per rules object and year (decision 0033).
 */

export interface ClosedDay {
  date: CalendarDate;
  /** "Christmas Day", or the closure's note. */
  name: string;
  /** The holiday's own date falls on a day the office is closed anyway; this is its substitute. */
  observed: boolean;
  kind: "holiday" | "closure";
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDate(year, month, day);
}

/** The date a holiday's rule gives in `year`, before any substitute day. */
export function holidayDate(rule: HolidayRule, year: number): CalendarDate {
  switch (rule.kind) {
    case "fixed":
      return calendarDate(year, rule.month, rule.day);
    case "nth-weekday": {
      const first = calendarDate(year, rule.month, 1);
      const ahead = (rule.weekday - weekdayOf(first) + 7) % 7;
      return addDays(first, ahead + (rule.nth - 1) * 7);
    }
    case "weekday-before": {
      const before = calendarDate(year, rule.month, rule.day - 1);
      return addDays(before, -((weekdayOf(before) - rule.weekday + 7) % 7));
    }
    case "easter":
      return addDays(easterSunday(year), rule.offsetDays);
  }
}

/**
 * The holidays of `year` on which the office is closed, in date order: each rule's own date, and
 * for a holiday that falls on a day outside the office's days (with `substitute`), the next office
 * day that is neither another holiday nor an earlier holiday's substitute.
 */
function holidaysOf(rules: BookingRules, year: number): ClosedDay[] {
  const officeDays = new Set(rules.hours.days);
  const own = rules.holidays
    .map((rule) => ({ rule, date: holidayDate(rule, year) }))
    .sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  const taken = new Set(own.map((h) => h.date));
  const closed: ClosedDay[] = [];
  for (const { rule, date } of own) {
    if (officeDays.has(weekdayOf(date))) {
      closed.push({ date, name: rule.name, observed: false, kind: "holiday" });
      continue;
    }
    if (rule.kind !== "fixed" || !rule.substitute) continue;
    let instead = addDays(date, 1);
    while (!officeDays.has(weekdayOf(instead)) || taken.has(instead)) instead = addDays(instead, 1);
    taken.add(instead);
    closed.push({ date: instead, name: `${rule.name} (observed)`, observed: true, kind: "holiday" });
  }
  return closed.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

const byRules = new WeakMap<BookingRules, Map<number, Map<CalendarDate, ClosedDay>>>();

function closedDaysByDate(rules: BookingRules, year: number): Map<CalendarDate, ClosedDay> {
  let years = byRules.get(rules);
  if (!years) byRules.set(rules, (years = new Map()));
  let days = years.get(year);
  if (!days) {
    // A substitute may cross into the next year (a holiday on December 31st), so the year before
    // is computed too and only this year's dates are kept.
    const holidays = [...holidaysOf(rules, year - 1), ...holidaysOf(rules, year)];
    days = new Map(holidays.filter((h) => h.date.startsWith(`${year}-`)).map((h) => [h.date, h]));
    for (const closure of rules.closures) {
      const through = closure.through ?? closure.from;
      for (let date = closure.from; date <= through; date = addDays(date, 1)) {
        if (date.startsWith(`${year}-`) && !days.has(date))
          days.set(date, { date, name: closure.note, observed: false, kind: "closure" });
      }
    }
    years.set(year, days);
  }
  return days;
}

/** Every closed day of `year` (holidays, their substitutes and dated closures), in date order. */
export function closedDaysOf(year: number, rules: BookingRules): ClosedDay[] {
  return [...closedDaysByDate(rules, year).values()].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

/** The holiday or closure that closes the office on `date`, or null on an ordinary day. */
export function closedDay(date: CalendarDate, rules: BookingRules): ClosedDay | null {
  return closedDaysByDate(rules, Number(date.slice(0, 4))).get(date) ?? null;
}

/** A day the office is open: one of its weekdays and not a closed day. */
export function isBusinessDay(date: CalendarDate, rules: BookingRules): boolean {
  return rules.hours.days.includes(weekdayOf(date)) && closedDay(date, rules) === null;
}
