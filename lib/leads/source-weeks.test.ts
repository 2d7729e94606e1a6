/** @jest-environment node */
import { DIRECT_SOURCE } from "@/lib/core/campaign";
import { OTHER_SOURCES, sourceWeeks, weekTotals } from "@/lib/leads/source-weeks";

const weeks = [{ monday: "2026-11-09" }, { monday: "2026-11-16" }, { monday: "2026-11-23" }];

describe("leads per source per week", () => {
  it("gives one row per source with a count for each week, most leads first, ties by name", () => {
    const rows = sourceWeeks(
      [
        { source: "google", monday: "2026-11-09", n: 2 },
        { source: "google", monday: "2026-11-23", n: 1 },
        { source: "bing.com", monday: "2026-11-16", n: 3 },
        { source: null, monday: "2026-11-16", n: 1 },
        { source: "apple", monday: "2026-11-23", n: 1 },
      ],
      weeks,
    );
    expect(rows).toEqual([
      { source: "bing.com", weekly: [0, 3, 0], total: 3 },
      { source: "google", weekly: [2, 0, 1], total: 3 },
      { source: "apple", weekly: [0, 0, 1], total: 1 },
      { source: DIRECT_SOURCE, weekly: [0, 1, 0], total: 1 },
    ]);
    expect(weekTotals(rows, weeks.length)).toEqual([2, 4, 2]);
  });

  it("adds up counts that land on the same source, and ignores weeks not shown", () => {
    const rows = sourceWeeks(
      [
        { source: null, monday: "2026-11-09", n: 1 },
        { source: "", monday: "2026-11-09", n: 2 },
        { source: "google", monday: "2026-11-02", n: 9 },
      ],
      weeks,
    );
    expect(rows).toEqual([{ source: DIRECT_SOURCE, weekly: [3, 0, 0], total: 3 }]);
  });

  it("names the sources with the most leads and adds up the rest as one row", () => {
    const counts = ["a", "b", "c", "d"].map((source, i) => ({ source, monday: "2026-11-16", n: 4 - i }));
    const rows = sourceWeeks(counts, weeks, 3);
    expect(rows.map((r) => [r.source, r.total])).toEqual([
      ["a", 4],
      ["b", 3],
      [OTHER_SOURCES, 3],
    ]);
    expect(rows[2]!.weekly).toEqual([0, 3, 0]);
  });

  it("is empty when there were no leads", () => {
    expect(sourceWeeks([], weeks)).toEqual([]);
    expect(weekTotals([], 3)).toEqual([0, 0, 0]);
  });
});
