import { median, statText, urgentDashboard, urgentDashboardWeeks } from "@/lib/support/dashboard";

const NOW = new Date("2026-11-24T13:00:00Z");
const weeks = urgentDashboardWeeks(NOW);
const MIN = 60_000;

/** A request received at `at`, paged a minute later and taken `wait` minutes after the page. */
function row(severity: string, at: string, wait: number | null, paged = true) {
  const createdAt = new Date(at);
  const pagedAt = paged ? new Date(createdAt.getTime() + MIN) : null;
  return {
    createdAt,
    severity,
    pagedAt,
    acknowledgedAt: wait === null ? null : new Date((pagedAt ?? createdAt).getTime() + wait * MIN),
  };
}

describe("the urgent requests panel", () => {
  it("shows this week and the seven before, Monday to Sunday in Toronto", () => {
    expect(weeks).toHaveLength(8);
    expect(weeks.at(-1)).toMatchObject({ monday: "2026-11-23", current: true });
    expect(weeks[0]!.monday).toBe("2026-10-05");
  });

  it("counts a request in its Toronto week, not its UTC one", () => {
    // Monday 00:30 UTC is still Sunday evening in Toronto: the week before.
    const data = urgentDashboard(
      [row("critical", "2026-11-23T04:30:00Z", 5), row("critical", "2026-11-23T05:30:00Z", 5)],
      weeks,
    );
    expect(data.weekly.slice(-2)).toEqual([1, 1]);
    // Before the first week shown: left out.
    expect(urgentDashboard([row("major", "2026-09-20T12:00:00Z", 5)], weeks).weekly).toEqual(Array(8).fill(0));
  });

  it("gives each tier the median of an odd count, and its worst", () => {
    const data = urgentDashboard(
      [
        row("critical", "2026-11-20T12:00:00Z", 30),
        row("critical", "2026-11-21T12:00:00Z", 5),
        row("critical", "2026-11-22T12:00:00Z", 90),
      ],
      weeks,
    );
    expect(data.tiers.find((t) => t.severity === "critical")).toMatchObject({
      acknowledged: 3,
      median: 30,
      worst: 90,
      late: 1,
      promise: { minutes: 60, label: "1 h" },
    });
  });

  it("gives the mean of the two middle values for an even count", () => {
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
    const data = urgentDashboard(
      [row("major", "2026-11-20T12:00:00Z", 60), row("major", "2026-11-21T12:00:00Z", 121)],
      weeks,
    );
    expect(data.tiers.find((t) => t.severity === "major")).toMatchObject({ median: 90.5, worst: 121, late: 0 });
  });

  it("judges major lateness in open hours: an overnight wait is the worst but not late; a long open-hours one is", () => {
    const data = urgentDashboard(
      [
        // Paged Tuesday 17:30 in Toronto, taken Wednesday 08:30: 15 hours, one of them open.
        {
          severity: "major",
          createdAt: new Date("2026-11-17T22:29:00Z"),
          pagedAt: new Date("2026-11-17T22:30:00Z"),
          acknowledgedAt: new Date("2026-11-18T13:30:00Z"),
        },
        // Paged Thursday 09:00, taken 14:00: five open hours.
        row("major", "2026-11-19T13:59:00Z", 300),
      ],
      weeks,
    );
    expect(data.tiers.find((t) => t.severity === "major")).toMatchObject({ worst: 900, late: 1, worstLate: false });
  });

  it("measures from the page, and leaves out requests never paged or not yet taken", () => {
    const data = urgentDashboard(
      [
        // Received Friday night, paged at Monday's opening, taken 10 minutes later.
        {
          severity: "major",
          createdAt: new Date("2026-11-20T23:00:00Z"),
          pagedAt: new Date("2026-11-23T13:00:00Z"),
          acknowledgedAt: new Date("2026-11-23T13:10:00Z"),
        },
        row("major", "2026-11-21T12:00:00Z", 5, false),
        row("major", "2026-11-21T12:00:00Z", null),
      ],
      weeks,
    );
    expect(data.tiers.find((t) => t.severity === "major")).toMatchObject({ acknowledged: 1, median: 10, worst: 10 });
    expect(data.weekly.reduce((a, b) => a + b)).toBe(3);
  });

  it("shows a dash for a tier with no paged request taken", () => {
    const data = urgentDashboard([row("critical", "2026-11-20T12:00:00Z", 5)], weeks);
    const standard = data.tiers.find((t) => t.severity === "standard")!;
    expect(standard).toMatchObject({ acknowledged: 0, median: null, worst: null, late: 0 });
    expect(statText(standard.median)).toBe("—");
    expect(statText(standard.worst)).toBe("—");
    expect(statText(90.5)).toBe("1 h 31 min");
    expect(data.tiers.map((t) => t.severity)).toEqual(["critical", "major", "standard"]);
  });
});
