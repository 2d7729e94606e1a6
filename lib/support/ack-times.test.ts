import { BUSINESS } from "@/content/business";
import { ACK_PROMISES, ackTiming, ackTimingText, formatMinutes } from "@/lib/support/ack-times";
import { SEVERITIES } from "@/lib/support/schema";

/** Minutes after Tuesday 2026-11-24 10:00 in Toronto, while the help desk is open. */
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 15, 0) + minutes * 60_000);

describe("time to acknowledge", () => {
  it("has a promise for every severity, matching the tiers the site claims", () => {
    expect(Object.keys(ACK_PROMISES).sort()).toEqual(SEVERITIES.map((s) => s.value).sort());
    const claim = (id: string) => BUSINESS.claims.emergencyTiers.find((t) => t.id === id)!.response;
    expect(claim("critical")).toContain("1 hour");
    expect(ACK_PROMISES.critical.minutes).toBe(60);
    expect(claim("major")).toContain("2-4 business hours");
    expect(ACK_PROMISES.major.minutes).toBe(240);
    expect(claim("standard")).toContain("24 hours");
    expect(ACK_PROMISES.standard.minutes).toBe(24 * 60);
  });

  it("writes durations staff read at a glance", () => {
    expect(formatMinutes(0)).toBe("0 min");
    expect(formatMinutes(12)).toBe("12 min");
    expect(formatMinutes(60)).toBe("1 h");
    expect(formatMinutes(125)).toBe("2 h 5 min");
    expect(formatMinutes(47 * 60 + 59)).toBe("47 h 59 min");
    expect(formatMinutes(3 * 24 * 60 + 4 * 60 + 10)).toBe("3 d 4 h");
    expect(formatMinutes(2 * 24 * 60)).toBe("2 d");
  });

  it("counts from the page, not from receipt, and flags only what passed the promise", () => {
    const base = { severity: "critical", pagedAt: at(0), closedAt: null };
    const onTime = ackTiming({ ...base, acknowledgedAt: at(12) });
    expect(onTime).toMatchObject({ kind: "acknowledged", minutes: 12, late: false });
    expect(ackTimingText(onTime)).toBe("12 min (promise 1 h)");
    expect(ackTiming({ ...base, acknowledgedAt: at(60) })).toMatchObject({ late: false });
    expect(ackTiming({ ...base, acknowledgedAt: at(61) })).toMatchObject({ late: true });
  });

  it("shows the clock running for a paged request no one has taken, and a dash without a page", () => {
    const waiting = ackTiming({ severity: "major", pagedAt: at(0), acknowledgedAt: null, closedAt: null }, at(250));
    expect(waiting).toMatchObject({ kind: "waiting", minutes: 250, late: true });
    expect(ackTimingText(waiting)).toBe("waiting 4 h 10 min (promise 4 business h)");
    const notPaged = ackTiming({ severity: "critical", pagedAt: null, acknowledgedAt: at(5), closedAt: null });
    expect(ackTimingText(notPaged)).toBe("—");
  });

  it("judges major in the help desk's open hours: paged at 5:30 p.m., taken at 8:30 the next morning, is on time", () => {
    const evening = new Date("2026-11-24T22:30:00Z");
    const nextMorning = new Date("2026-11-25T13:30:00Z");
    const major = ackTiming({ severity: "major", pagedAt: evening, acknowledgedAt: nextMorning, closedAt: null });
    expect(major).toMatchObject({ kind: "acknowledged", minutes: 15 * 60, late: false });
    // The same wait on a critical request, promised around the clock, is late.
    const critical = ackTiming({ severity: "critical", pagedAt: evening, acknowledgedAt: nextMorning, closedAt: null });
    expect(critical).toMatchObject({ late: true });
    // And a major one still waiting at 1 p.m. the next day has had 5.5 open hours: late.
    const waiting = ackTiming(
      { severity: "major", pagedAt: evening, acknowledgedAt: null, closedAt: null },
      new Date("2026-11-25T18:00:00Z"),
    );
    expect(waiting).toMatchObject({ kind: "waiting", late: true });
  });
});
