import { isOpen, nextOpening, openMinutesBetween, type WeeklyHours } from "@/lib/support/hours";

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

describe("open minutes between two instants (what a promise in business hours counts)", () => {
  const open = (from: string, to: string) => openMinutesBetween(new Date(from), new Date(to), HOURS);

  it("counts every minute inside one open day", () => {
    // Tuesday 2026-11-24, 10:00 to 11:30 EST.
    expect(open("2026-11-24T15:00:00Z", "2026-11-24T16:30:00Z")).toBe(90);
  });

  it("leaves out the night: 17:30 to 08:30 the next morning is one open hour", () => {
    expect(open("2026-11-24T22:30:00Z", "2026-11-25T13:30:00Z")).toBe(60);
  });

  it("leaves out the weekend: Friday 17:00 to Monday 09:00 is two open hours", () => {
    expect(open("2026-11-27T22:00:00Z", "2026-11-30T14:00:00Z")).toBe(120);
  });

  it("is nothing when both instants fall while closed, and nothing backwards", () => {
    expect(open("2026-11-28T15:00:00Z", "2026-11-29T15:00:00Z")).toBe(0);
    expect(open("2026-11-25T15:00:00Z", "2026-11-24T15:00:00Z")).toBe(0);
  });

  it("counts whole open days in between at ten hours each, across the autumn change", () => {
    // Friday 2026-10-30 17:00 EDT to Tuesday 2026-11-03 09:00 EST: 1 h + Monday 10 h + 1 h.
    expect(open("2026-10-30T21:00:00Z", "2026-11-03T14:00:00Z")).toBe(12 * 60);
  });
});
