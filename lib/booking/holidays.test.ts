/** @jest-environment node */
import { BOOKING_RULES, type BookingRules } from "@/content/business";
import { closedDay, closedDaysOf, easterSunday, isBusinessDay } from "@/lib/booking/holidays";
import { weekdayOf } from "@/lib/core/zoned-time";

/** The rules without the operator's dated closures: only the holidays. */
const HOLIDAYS_ONLY: BookingRules = { ...BOOKING_RULES, closures: [] };

/**
 * Ontario's public holidays plus the Civic Holiday as employers and the province publish them,
 * with the weekday the office closes instead when the day falls on a weekend.
 */
const KNOWN: Record<number, string[]> = {
  2021: [
    "2021-01-01 New Year's Day",
    "2021-02-15 Family Day",
    "2021-04-02 Good Friday",
    "2021-05-24 Victoria Day",
    "2021-07-01 Canada Day",
    "2021-08-02 Civic Holiday",
    "2021-09-06 Labour Day",
    "2021-10-11 Thanksgiving",
    // Christmas on a Saturday, Boxing Day on the Sunday.
    "2021-12-27 Christmas Day (observed)",
    "2021-12-28 Boxing Day (observed)",
  ],
  2022: [
    // New Year's Day on a Saturday.
    "2022-01-03 New Year's Day (observed)",
    "2022-02-21 Family Day",
    "2022-04-15 Good Friday",
    "2022-05-23 Victoria Day",
    "2022-07-01 Canada Day",
    "2022-08-01 Civic Holiday",
    "2022-09-05 Labour Day",
    "2022-10-10 Thanksgiving",
    // Christmas on a Sunday: Boxing Day keeps its Monday, Christmas moves to the Tuesday.
    "2022-12-26 Boxing Day",
    "2022-12-27 Christmas Day (observed)",
  ],
  2023: [
    "2023-01-02 New Year's Day (observed)",
    "2023-02-20 Family Day",
    "2023-04-07 Good Friday",
    "2023-05-22 Victoria Day",
    // Canada Day on a Saturday.
    "2023-07-03 Canada Day (observed)",
    "2023-08-07 Civic Holiday",
    "2023-09-04 Labour Day",
    "2023-10-09 Thanksgiving",
    "2023-12-25 Christmas Day",
    "2023-12-26 Boxing Day",
  ],
  2024: [
    "2024-01-01 New Year's Day",
    "2024-02-19 Family Day",
    "2024-03-29 Good Friday",
    "2024-05-20 Victoria Day",
    "2024-07-01 Canada Day",
    "2024-08-05 Civic Holiday",
    "2024-09-02 Labour Day",
    "2024-10-14 Thanksgiving",
    "2024-12-25 Christmas Day",
    "2024-12-26 Boxing Day",
  ],
  2025: [
    "2025-01-01 New Year's Day",
    "2025-02-17 Family Day",
    "2025-04-18 Good Friday",
    "2025-05-19 Victoria Day",
    "2025-07-01 Canada Day",
    "2025-08-04 Civic Holiday",
    "2025-09-01 Labour Day",
    "2025-10-13 Thanksgiving",
    "2025-12-25 Christmas Day",
    "2025-12-26 Boxing Day",
  ],
  2026: [
    "2026-01-01 New Year's Day",
    "2026-02-16 Family Day",
    "2026-04-03 Good Friday",
    // May 25 is itself a Monday: Victoria Day is the Monday before.
    "2026-05-18 Victoria Day",
    "2026-07-01 Canada Day",
    "2026-08-03 Civic Holiday",
    "2026-09-07 Labour Day",
    "2026-10-12 Thanksgiving",
    // Christmas on a Friday, Boxing Day on the Saturday.
    "2026-12-25 Christmas Day",
    "2026-12-28 Boxing Day (observed)",
  ],
  2027: [
    "2027-01-01 New Year's Day",
    "2027-02-15 Family Day",
    "2027-03-26 Good Friday",
    "2027-05-24 Victoria Day",
    // A Thursday: no substitute.
    "2027-07-01 Canada Day",
    "2027-08-02 Civic Holiday",
    "2027-09-06 Labour Day",
    "2027-10-11 Thanksgiving",
    "2027-12-27 Christmas Day (observed)",
    "2027-12-28 Boxing Day (observed)",
  ],
  2028: [
    "2028-01-03 New Year's Day (observed)",
    "2028-02-21 Family Day",
    "2028-04-14 Good Friday",
    "2028-05-22 Victoria Day",
    "2028-07-03 Canada Day (observed)",
    "2028-08-07 Civic Holiday",
    "2028-09-04 Labour Day",
    "2028-10-09 Thanksgiving",
    "2028-12-25 Christmas Day",
    "2028-12-26 Boxing Day",
  ],
  2029: [
    "2029-01-01 New Year's Day",
    "2029-02-19 Family Day",
    "2029-03-30 Good Friday",
    "2029-05-21 Victoria Day",
    // Canada Day on a Sunday.
    "2029-07-02 Canada Day (observed)",
    "2029-08-06 Civic Holiday",
    "2029-09-03 Labour Day",
    "2029-10-08 Thanksgiving",
    "2029-12-25 Christmas Day",
    "2029-12-26 Boxing Day",
  ],
};

describe("Ontario holidays by rule", () => {
  it.each(Object.keys(KNOWN).map(Number))("gives the published closed days of %i", (year) => {
    expect(closedDaysOf(year, HOLIDAYS_ONLY).map((d) => `${d.date} ${d.name}`)).toEqual(KNOWN[year]);
  });

  it("computes Easter Sunday, including the earliest and latest possible dates", () => {
    const known: Record<number, string> = {
      2000: "2000-04-23",
      2019: "2019-04-21",
      2024: "2024-03-31",
      2026: "2026-04-05",
      2038: "2038-04-25",
      2285: "2285-03-22",
    };
    for (const [year, easter] of Object.entries(known)) expect(easterSunday(Number(year))).toBe(easter);
  });

  it("closes the office on a weekday for every holiday of every year, never twice on one day", () => {
    for (let year = 2020; year <= 2060; year++) {
      const days = closedDaysOf(year, HOLIDAYS_ONLY);
      expect(days).toHaveLength(10);
      expect(new Set(days.map((d) => d.date)).size).toBe(10);
      for (const day of days) {
        expect([1, 2, 3, 4, 5]).toContain(weekdayOf(day.date));
        expect(day.date.startsWith(`${year}-`)).toBe(true);
      }
    }
  });

  it("marks the Civic Holiday as the one day that is not statutory", () => {
    expect(BOOKING_RULES.holidays.filter((h) => !h.statutory).map((h) => h.name)).toEqual(["Civic Holiday"]);
  });

  it("keeps a substitute that falls in the next year", () => {
    const rules: BookingRules = {
      ...HOLIDAYS_ONLY,
      holidays: [{ name: "Year's end", statutory: false, kind: "fixed", month: 12, day: 31, substitute: true }],
    };
    // December 31st, 2022 is a Saturday.
    expect(closedDay("2023-01-02", rules)).toMatchObject({ name: "Year's end (observed)", observed: true });
    expect(closedDaysOf(2022, rules)).toEqual([]);
  });

  it("lets a holiday without a substitute fall on the weekend", () => {
    const rules: BookingRules = {
      ...HOLIDAYS_ONLY,
      holidays: [{ name: "Canada Day", statutory: true, kind: "fixed", month: 7, day: 1, substitute: false }],
    };
    expect(closedDaysOf(2023, rules)).toEqual([]);
  });
});

describe("dated closures", () => {
  const rules: BookingRules = {
    ...HOLIDAYS_ONLY,
    closures: [
      { from: "2030-12-30", through: "2031-01-03", note: "Year-end shutdown" },
      { from: "2030-06-14", note: "Training day" },
    ],
  };

  it("closes each day of a range, across the new year, and a single day", () => {
    for (const date of ["2030-12-30", "2030-12-31", "2031-01-02", "2031-01-03", "2030-06-14"])
      expect(closedDay(date, rules)?.kind).toBe("closure");
    expect(closedDay("2030-06-13", rules)).toBeNull();
    expect(closedDay("2031-01-06", rules)).toBeNull();
  });

  it("leaves a holiday inside a closure named as the holiday", () => {
    expect(closedDay("2031-01-01", rules)).toMatchObject({ name: "New Year's Day", kind: "holiday" });
  });

  it("counts business days as office weekdays that are not closed", () => {
    expect(isBusinessDay("2030-06-13", rules)).toBe(true);
    expect(isBusinessDay("2030-06-14", rules)).toBe(false);
    expect(isBusinessDay("2030-06-15", rules)).toBe(false);
  });

  it("keeps the business record's closures well formed", () => {
    for (const closure of BOOKING_RULES.closures) {
      expect(closure.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((closure.through ?? closure.from) >= closure.from).toBe(true);
      expect(closure.note.length).toBeGreaterThan(0);
    }
  });
});
