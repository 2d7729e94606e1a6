/** @jest-environment node */
import { dashboardWeeks } from "@/lib/leads/dashboard";
import { assembleVitals, goodShare, passes, type VitalsGroupRow } from "@/lib/vitals/dashboard";
import { METRIC_INFO, deviceOf, formatMetric, isGood } from "@/lib/vitals/metrics";

describe("Google's good thresholds", () => {
  it.each([
    ["LCP", 2500, 2501],
    ["INP", 200, 201],
    ["CLS", 0.1, 0.11],
    ["FCP", 1800, 1801],
    ["TTFB", 800, 801],
  ] as const)("%s is good up to and including %d", (metric, good, over) => {
    expect(METRIC_INFO[metric].good).toBe(good);
    expect(isGood(metric, good)).toBe(true);
    expect(isGood(metric, over)).toBe(false);
    expect(passes(metric, good)).toBe(true);
    expect(passes(metric, over)).toBe(false);
  });

  it("formats times in whole milliseconds rounded up and layout shift to three decimals", () => {
    expect(formatMetric("LCP", 2499.6)).toBe("2,500 ms");
    expect(formatMetric("LCP", 2500.2)).toBe("2,501 ms");
    expect(formatMetric("CLS", 0.1004)).toBe("0.100");
    expect(formatMetric("CLS", 0.1006)).toBe("0.101");
  });

  it("counts the share of good visits rounded down", () => {
    expect(goodShare({ samples: 3, good: 2 })).toBe(66);
    expect(goodShare({ samples: 1000, good: 999 })).toBe(99);
    expect(goodShare({ samples: 0, good: 0 })).toBe(0);
  });

  it("calls a viewport narrow below 768 CSS pixels", () => {
    expect(deviceOf(390)).toBe("narrow");
    expect(deviceOf(767)).toBe("narrow");
    expect(deviceOf(768)).toBe("wide");
  });
});

describe("assembleVitals", () => {
  const weeks = dashboardWeeks(new Date("2026-11-27T15:00:00Z"));
  const row = (monday: string, pageKind: string, metric: string, samples: number): VitalsGroupRow => ({
    monday,
    pageKind,
    metric,
    samples,
    p75: 100,
    good: samples,
  });

  it("makes one table per page kind, most measured first, weeks newest first", () => {
    const data = assembleVitals(
      [
        row("2026-11-16", "/", "LCP", 4),
        row("2026-11-23", "/", "LCP", 2),
        row("2026-11-23", "/", "CLS", 2),
        row("2026-11-23", "/blog/[slug]", "INP", 9),
        row("2025-01-06", "/", "LCP", 50),
        row("2026-11-23", "/", "FID", 50),
      ],
      weeks,
    );
    expect(data.since).toBe(weeks[0]!.monday);
    expect(data.samples).toBe(17);
    expect(data.kinds.map((k) => [k.pageKind, k.samples])).toEqual([
      ["/blog/[slug]", 9],
      ["/", 8],
    ]);
    const home = data.kinds[1]!;
    expect(home.weeks.map((w) => [w.monday, w.current, Object.keys(w.cells)])).toEqual([
      ["2026-11-23", true, ["LCP", "CLS"]],
      ["2026-11-16", false, ["LCP"]],
    ]);
  });

  it("has no table when nothing was measured", () => {
    expect(assembleVitals([], weeks).kinds).toEqual([]);
  });
});
