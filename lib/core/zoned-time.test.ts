/** @jest-environment node */
import fc from "fast-check";
import {
  addDays,
  calendarDate,
  dateIn,
  daysBetween,
  instantAt,
  isCalendarDate,
  mondayOf,
  wallClock,
  weekdayOf,
} from "@/lib/core/zoned-time";

const TORONTO = "America/Toronto";

describe("calendar dates", () => {
  it("accepts only real dates written YYYY-MM-DD", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const text of ["2027-02-29", "2026-13-01", "2026-04-31", "2026-4-1", "20260401", "", "2026-04-01T00:00"])
      expect(isCalendarDate(text)).toBe(false);
  });

  it("carries days over months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(calendarDate(2026, 1, 32)).toBe("2026-02-01");
    expect(daysBetween("2026-12-25", "2027-01-08")).toBe(14);
    expect(daysBetween("2027-01-08", "2026-12-25")).toBe(-14);
  });

  it("names weekdays from Sunday 0 and finds the week's Monday", () => {
    expect(weekdayOf("2026-11-29")).toBe(0);
    expect(weekdayOf("2026-11-30")).toBe(1);
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
  });
});

describe("wall-clock time in Toronto", () => {
  it("reads the Toronto date and time of an instant, EST and EDT", () => {
    expect(wallClock(new Date("2026-01-15T14:00:00Z"), TORONTO)).toEqual({
      date: "2026-01-15",
      weekday: 4,
      minutes: 9 * 60,
      seconds: 0,
    });
    expect(wallClock(new Date("2026-07-15T13:00:00Z"), TORONTO).minutes).toBe(9 * 60);
    // 01:30 UTC on a Saturday is still Friday evening in Toronto.
    expect(dateIn(new Date("2026-03-07T01:30:00Z"), TORONTO)).toBe("2026-03-06");
  });

  it("finds the instant of a Toronto wall time on both sides of each change of offset", () => {
    // Clocks go forward on 2026-03-08 and back on 2026-11-01, at 02:00.
    expect(instantAt("2026-03-06", 9 * 60, TORONTO).toISOString()).toBe("2026-03-06T14:00:00.000Z");
    expect(instantAt("2026-03-08", 0, TORONTO).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(instantAt("2026-03-08", 9 * 60, TORONTO).toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(instantAt("2026-03-09", 9 * 60, TORONTO).toISOString()).toBe("2026-03-09T13:00:00.000Z");
    expect(instantAt("2026-10-30", 17 * 60, TORONTO).toISOString()).toBe("2026-10-30T21:00:00.000Z");
    expect(instantAt("2026-11-01", 0, TORONTO).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(instantAt("2026-11-01", 9 * 60, TORONTO).toISOString()).toBe("2026-11-01T14:00:00.000Z");
    expect(instantAt("2026-11-02", 17 * 60, TORONTO).toISOString()).toBe("2026-11-02T22:00:00.000Z");
  });

  it("round-trips every daytime wall clock of any day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 * 12 }),
        fc.integer({ min: 4 * 60, max: 23 * 60 + 59 }),
        (offset, minutes) => {
          const date = addDays("2022-01-01", offset);
          const back = wallClock(instantAt(date, minutes, TORONTO), TORONTO);
          expect([back.date, back.minutes]).toEqual([date, minutes]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
