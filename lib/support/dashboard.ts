import { dashboardWeeks, weekIndexOf, type DashboardWeek } from "@/lib/leads/dashboard";
import { ACK_PROMISES, formatMinutes, minutesBetween, type AckPromise } from "@/lib/support/ack-times";
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
  /** Taken later than the promise. */
  late: number;
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
  const waits = new Map<Severity, number[]>(SEVERITIES.map((s) => [s.value, []]));
  for (const row of rows) {
    const week = weekIndexOf(weeks, row.createdAt);
    if (week < 0) continue;
    weekly[week]!++;
    if (row.pagedAt && row.acknowledgedAt)
      waits.get(row.severity as Severity)?.push(minutesBetween(row.pagedAt, row.acknowledgedAt));
  }
  const tiers = SEVERITIES.map(({ value }) => {
    const minutes = waits.get(value) ?? [];
    const promise = ACK_PROMISES[value];
    return {
      severity: value,
      promise,
      acknowledged: minutes.length,
      median: median(minutes),
      worst: minutes.length > 0 ? Math.max(...minutes) : null,
      late: minutes.filter((m) => m > promise.minutes).length,
    };
  });
  return { weeks, weekly, tiers };
}

/** A statistic as the panel shows it: "12 min", or "—" for a tier with no paged request taken. */
export function statText(minutes: number | null): string {
  return minutes === null ? "—" : formatMinutes(minutes);
}
