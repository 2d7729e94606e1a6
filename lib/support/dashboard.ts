import { dashboardWeeks, weekIndexOf, type DashboardWeek } from "@/lib/leads/dashboard";
import { ACK_PROMISES, formatMinutes, isLate, minutesBetween, type AckPromise } from "@/lib/support/ack-times";
import { SEVERITIES, type Severity } from "@/lib/support/schema";

/**
 * The staff dashboard's urgent requests panel, free of I/O: requests per Toronto week (Monday to
 * Sunday, this week and the seven before), and per tier how long paged requests waited for
 * someone to take them, from the page to "I've got it", beside what the tier promises.
 */
export const URGENT_PAST_WEEKS = 7;

export interface UrgentDashboardRow {
  createdAt: Date;
  severity: string;
  pagedAt: Date | null;
  acknowledgedAt: Date | null;
}

export interface TierAckStats {
  severity: Severity;
  promise: AckPromise;
  /** Paged requests that someone took. */
  acknowledged: number;
  /** Minutes; null when no paged request of the tier was taken. */
  median: number | null;
  worst: number | null;
  /** Taken later than the promise (on its own clock: the help desk's open hours for major). */
  late: number;
  /** Whether the longest wait was itself later than the promise. */
  worstLate: boolean;
}

export interface UrgentDashboard {
  weeks: DashboardWeek[];
  /** One count per week, oldest first. */
  weekly: number[];
  tiers: TierAckStats[];
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The weeks shown, oldest first: the first one's start is where the rows are read from. */
export function urgentDashboardWeeks(now: Date): DashboardWeek[] {
  return dashboardWeeks(now, URGENT_PAST_WEEKS);
}

/** The panel's numbers from the requests received in `weeks` (others are left out). */
export function urgentDashboard(rows: readonly UrgentDashboardRow[], weeks: DashboardWeek[]): UrgentDashboard {
  const weekly = weeks.map(() => 0);
  const waits = new Map<Severity, { minutes: number; late: boolean }[]>(SEVERITIES.map((s) => [s.value, []]));
  for (const row of rows) {
    const week = weekIndexOf(weeks, row.createdAt);
    if (week < 0) continue;
    weekly[week]!++;
    const promise = ACK_PROMISES[row.severity as Severity];
    if (row.pagedAt && row.acknowledgedAt && promise)
      waits.get(row.severity as Severity)?.push({
        minutes: minutesBetween(row.pagedAt, row.acknowledgedAt),
        late: isLate(promise, row.pagedAt, row.acknowledgedAt),
      });
  }
  const tiers = SEVERITIES.map(({ value }) => {
    const taken = waits.get(value) ?? [];
    const minutes = taken.map((t) => t.minutes);
    const worst = taken.reduce<(typeof taken)[number] | null>((w, t) => (w && w.minutes >= t.minutes ? w : t), null);
    return {
      severity: value,
      promise: ACK_PROMISES[value],
      acknowledged: minutes.length,
      median: median(minutes),
      worst: worst?.minutes ?? null,
      late: taken.filter((t) => t.late).length,
      worstLate: worst?.late ?? false,
    };
  });
  return { weeks, weekly, tiers };
}

/** A statistic as the panel shows it: "12 min", or "—" for a tier with no paged request taken. */
export function statText(minutes: number | null): string {
  return minutes === null ? "—" : formatMinutes(minutes);
}
