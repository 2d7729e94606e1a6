import { dashboardWeeks, mondayOf, torontoMidnight, weekIndexOf } from "@/lib/leads/dashboard";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("dashboard weeks (Toronto time, Monday to Sunday)", () => {
  it("gives the current week and the 12 before it, oldest first, contiguous, each starting on a Monday", () => {
    const weeks = dashboardWeeks(new Date("2026-11-24T13:00:00Z"));
    expect(weeks).toHaveLength(13);
    expect(weeks.at(-1)).toMatchObject({ monday: "2026-11-23", label: "Nov 23", current: true });
    expect(weeks[0]).toMatchObject({ monday: "2026-08-31", label: "Aug 31", current: false });
    expect(weeks.filter((w) => w.current)).toHaveLength(1);
    for (let i = 1; i < weeks.length; i++) expect(weeks[i]!.start).toEqual(weeks[i - 1]!.end);
    for (const w of weeks) expect(new Date(`${w.monday}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it("starts a week at Toronto's midnight, not UTC's", () => {
    // Monday 2026-11-23 00:00 in Toronto (EST, UTC-5) is 05:00 UTC.
    expect(dashboardWeeks(new Date("2026-11-23T05:00:00Z")).at(-1)?.monday).toBe("2026-11-23");
    // Half an hour earlier it is still Sunday evening in Toronto, though Monday in UTC.
    expect(dashboardWeeks(new Date("2026-11-23T04:30:00Z")).at(-1)?.monday).toBe("2026-11-16");
    expect(dashboardWeeks(new Date("2026-11-23T04:30:00Z")).at(-1)?.end.toISOString()).toBe("2026-11-23T05:00:00.000Z");
    // Sunday is the last day of a week, not the first.
    expect(mondayOf(new Date("2026-11-29T23:00:00Z"))).toBe("2026-11-23");
  });

  it("gives the spring-forward week in March 23 hours less than 7 days", () => {
    // Clocks go forward on Sunday 2026-03-08 at 02:00.
    const week = dashboardWeeks(new Date("2026-03-05T15:00:00Z"), 0)[0]!;
    expect(week.monday).toBe("2026-03-02");
    expect(week.start.toISOString()).toBe("2026-03-02T05:00:00.000Z");
    expect(week.end.toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(week.end.getTime() - week.start.getTime()).toBe(7 * DAY - HOUR);
    // Sunday night after the change still belongs to that week.
    expect(weekIndexOf([week], new Date("2026-03-09T03:59:59Z"))).toBe(0);
    expect(weekIndexOf([week], new Date("2026-03-09T04:00:00Z"))).toBe(-1);
  });

  it("gives the fall-back week in November an hour more than 7 days", () => {
    // Clocks go back on Sunday 2026-11-01 at 02:00.
    const weeks = dashboardWeeks(new Date("2026-11-24T13:00:00Z"));
    const week = weeks.find((w) => w.monday === "2026-10-26")!;
    expect(week.start.toISOString()).toBe("2026-10-26T04:00:00.000Z");
    expect(week.end.toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(week.end.getTime() - week.start.getTime()).toBe(7 * DAY + HOUR);
    expect(torontoMidnight("2026-11-01").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(torontoMidnight("2026-11-02").toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("keeps a week that spans the new year whole", () => {
    // 2026-01-01 is a Thursday: its week began on Monday 2025-12-29.
    const weeks = dashboardWeeks(new Date("2026-01-01T12:00:00Z"));
    const current = weeks.at(-1)!;
    expect(current.monday).toBe("2025-12-29");
    expect(current.label).toBe("Dec 29");
    expect(current.start.toISOString()).toBe("2025-12-29T05:00:00.000Z");
    expect(current.end.toISOString()).toBe("2026-01-05T05:00:00.000Z");
    expect(weekIndexOf(weeks, new Date("2026-01-04T23:00:00-05:00"))).toBe(12);
    expect(weeks[0]!.monday).toBe("2025-10-06");
  });
});
