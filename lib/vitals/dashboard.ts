import type { DashboardWeek } from "@/lib/leads/dashboard";
import { METRICS, METRIC_INFO, type MetricName } from "@/lib/vitals/metrics";

/**
 * The staff dashboard's real-user panel, free of I/O: the counted rows of the database (one per
 * week, page kind and metric) arranged as one table per page kind, weeks newest first.
 */

/** One counted group, as the query returns it. */
export interface VitalsGroupRow {
  monday: string;
  pageKind: string;
  metric: string;
  samples: number;
  p75: number;
  good: number;
}

export interface VitalsCell {
  samples: number;
  /** The 75th percentile: a value measured in a real visit (percentile_disc). */
  p75: number;
  /** Samples at or under Google's "good" threshold. */
  good: number;
}

export interface VitalsWeekRow {
  monday: string;
  current: boolean;
  cells: Partial<Record<MetricName, VitalsCell>>;
}

export interface VitalsKindTable {
  pageKind: string;
  /** Every sample of the kind in the weeks shown, all metrics. */
  samples: number;
  /** Weeks with at least one sample, newest first. */
  weeks: VitalsWeekRow[];
}

export interface VitalsDashboard {
  /** The first Monday shown (YYYY-MM-DD). */
  since: string;
  samples: number;
  /** Page kinds with samples, most measured first. */
  kinds: VitalsKindTable[];
}

/**
 * The fewest samples a week's cell needs before the panel shows its p75 and verdict. Under it the
 * 75th percentile is one of a handful of visits (of 19, the 15th), which a single sender can move
 * at will; the cell says "too few visits" and its count instead.
 */
export const MIN_P75_SAMPLES = 20;

/** Whether a cell has samples enough for its p75 to be shown. */
export function showsP75(cell: Pick<VitalsCell, "samples">): boolean {
  return cell.samples >= MIN_P75_SAMPLES;
}

/** Whether a p75 meets the metric's "good" threshold. */
export function passes(metric: MetricName, p75: number): boolean {
  return p75 <= METRIC_INFO[metric].good;
}

/** The share of good samples, as a whole percentage (rounded down, so 99.6 % never shows as 100 %). */
export function goodShare(cell: Pick<VitalsCell, "samples" | "good">): number {
  return cell.samples === 0 ? 0 : Math.floor((cell.good / cell.samples) * 100);
}

export function assembleVitals(rows: readonly VitalsGroupRow[], weeks: readonly DashboardWeek[]): VitalsDashboard {
  const shown = new Map(weeks.map((w) => [w.monday, w]));
  const kinds = new Map<string, VitalsKindTable & { byWeek: Map<string, VitalsWeekRow> }>();
  let samples = 0;
  for (const row of rows) {
    const week = shown.get(row.monday);
    if (!week || !(METRICS as readonly string[]).includes(row.metric)) continue;
    let kind = kinds.get(row.pageKind);
    if (!kind) kinds.set(row.pageKind, (kind = { pageKind: row.pageKind, samples: 0, weeks: [], byWeek: new Map() }));
    let weekRow = kind.byWeek.get(row.monday);
    if (!weekRow) kind.byWeek.set(row.monday, (weekRow = { monday: row.monday, current: week.current, cells: {} }));
    weekRow.cells[row.metric as MetricName] = { samples: row.samples, p75: row.p75, good: row.good };
    kind.samples += row.samples;
    samples += row.samples;
  }
  const tables = [...kinds.values()]
    .map(({ byWeek, ...kind }) => ({
      ...kind,
      weeks: [...byWeek.values()].sort((a, b) => (a.monday < b.monday ? 1 : -1)),
    }))
    .sort((a, b) => b.samples - a.samples || a.pageKind.localeCompare(b.pageKind));
  return { since: weeks[0]?.monday ?? "", samples, kinds: tables };
}
