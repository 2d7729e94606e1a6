import { isOpen, nextOpening, type WeeklyHours } from "@/lib/support/hours";

const HOURS: WeeklyHours = { days: [1, 2, 3, 4, 5], opens: "08:00", closes: "18:00", timeZone: "America/Toronto" };

describe("the help desk's hours in Toronto time", () => {
  it("is open on a weekday between 08:00 and 18:00, closed at 18:00 and before 08:00", () => {
    // Wednesday 2026-11-25; Toronto is UTC-5 in November.
    expect(isOpen(new Date("2026-11-25T13:00:00Z"), HOURS)).toBe(true); // 08:00
    expect(isOpen(new Date("2026-11-25T12:59:00Z"), HOURS)).toBe(false); // 07:59
    expect(isOpen(new Date("2026-11-25T22:59:00Z"), HOURS)).toBe(true); // 17:59
    expect(isOpen(new Date("2026-11-25T23:00:00Z"), HOURS)).toBe(false); // 18:00
  });

  it("is closed at the weekend", () => {
    expect(isOpen(new Date("2026-11-28T17:00:00Z"), HOURS)).toBe(false); // Saturday noon
  });

  it("opens next on Monday at 08:00 when asked on Friday at 19:00", () => {
    expect(nextOpening(new Date("2026-11-28T00:00:00Z"), HOURS).toISOString()).toBe("2026-11-30T13:00:00.000Z");
  });

  it("answers the instant itself while open", () => {
    const at = new Date("2026-11-25T15:30:00Z");
    expect(nextOpening(at, HOURS)).toBe(at);
  });

  it("opens the same morning when asked before 08:00 on a weekday", () => {
    expect(nextOpening(new Date("2026-11-25T10:00:00Z"), HOURS).toISOString()).toBe("2026-11-25T13:00:00.000Z");
  });

  it("opens the next morning when asked after 18:00 on a weekday", () => {
    expect(nextOpening(new Date("2026-11-24T23:30:00Z"), HOURS).toISOString()).toBe("2026-11-25T13:00:00.000Z");
  });

  it("keeps 08:00 local across the spring change (Friday EST to Monday EDT)", () => {
    // Friday 2026-03-06 19:00 EST; clocks go forward on Sunday 2026-03-08; Monday 08:00 EDT is 12:00 UTC.
    expect(nextOpening(new Date("2026-03-07T00:00:00Z"), HOURS).toISOString()).toBe("2026-03-09T12:00:00.000Z");
  });

  it("keeps 08:00 local across the autumn change (Friday EDT to Monday EST)", () => {
    // Friday 2026-10-30 19:00 EDT; clocks go back on Sunday 2026-11-01; Monday 08:00 EST is 13:00 UTC.
    expect(nextOpening(new Date("2026-10-30T23:00:00Z"), HOURS).toISOString()).toBe("2026-11-02T13:00:00.000Z");
  });

  it("crosses the end of a year", () => {
    // Thursday 2026-12-31 20:00 EST → Friday 2027-01-01 08:00 (holidays are not in the data).
    expect(nextOpening(new Date("2027-01-01T01:00:00Z"), HOURS).toISOString()).toBe("2027-01-01T13:00:00.000Z");
  });

  it("does not depend on the server's time zone", () => {
    const before = process.env.TZ;
    process.env.TZ = "Asia/Tokyo";
    try {
      expect(nextOpening(new Date("2026-11-28T00:00:00Z"), HOURS).toISOString()).toBe("2026-11-30T13:00:00.000Z");
    } finally {
      process.env.TZ = before;
    }
  });
});
