import { DIRECT_SOURCE } from "@/lib/core/campaign";
import type { DashboardWeek } from "@/lib/leads/dashboard";

/**
 * The dashboard's leads per source per week, free of I/O: the database counts (one row per source
 * and Toronto Monday), this arranges them into one row per source with a count for each week shown.
 * A lead's source is its visit's utm_source, else the referring site's domain, else direct /
 * unknown; urgent requests are never among them (a client's request is no lead).
 */
export interface SourceCount {
  /** utm_source, else the referring domain; null for neither. */
  source: string | null;
  /** The week's Monday, YYYY-MM-DD. */
  monday: string;
  n: number;
}

export interface SourceWeeks {
  source: string;
  /** One count per week shown, oldest first. */
  weekly: number[];
  total: number;
}

/** How many sources the panel names; the rest are added up as OTHER_SOURCES. */
export const SOURCES_SHOWN = 8;
export const OTHER_SOURCES = "Other sources";

/** One row per source, most leads first (ties by name), past SOURCES_SHOWN the rest in one row. */
export function sourceWeeks(
  counts: readonly SourceCount[],
  weeks: readonly Pick<DashboardWeek, "monday">[],
  shown: number = SOURCES_SHOWN,
): SourceWeeks[] {
  const index = new Map(weeks.map((w, i) => [w.monday, i]));
  const bySource = new Map<string, SourceWeeks>();
  for (const c of counts) {
    const i = index.get(c.monday);
    if (i === undefined || c.n <= 0) continue;
    const source = c.source || DIRECT_SOURCE;
    let row = bySource.get(source);
    if (!row) bySource.set(source, (row = { source, weekly: weeks.map(() => 0), total: 0 }));
    row.weekly[i]! += c.n;
    row.total += c.n;
  }
  const sorted = [...bySource.values()].sort((a, b) => b.total - a.total || a.source.localeCompare(b.source));
  if (sorted.length <= shown) return sorted;
  const rest = sorted.slice(shown - 1).reduce<SourceWeeks>(
    (sum, r) => ({
      ...sum,
      weekly: sum.weekly.map((n, i) => n + (r.weekly[i] ?? 0)),
      total: sum.total + r.total,
    }),
    { source: OTHER_SOURCES, weekly: weeks.map(() => 0), total: 0 },
  );
  return [...sorted.slice(0, shown - 1), rest];
}

/** Each week's leads over every source (the panel's last row). */
export function weekTotals(rows: readonly SourceWeeks[], weekCount: number): number[] {
  return Array.from({ length: weekCount }, (_, i) => rows.reduce((sum, r) => sum + (r.weekly[i] ?? 0), 0));
}
