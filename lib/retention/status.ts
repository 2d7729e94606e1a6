import "server-only";
import { getDb } from "@/lib/core/db";
import { EMPTY_REPORT, RETENTION_JOB, type RetentionReport } from "@/lib/retention/report";

/** A daily job that has not run for this long has stopped: the staff dashboard says so. */
export const RETENTION_STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

export type RetentionStatus =
  | { ran: false }
  | {
      ran: true;
      lastRunAt: Date;
      /** What the run removed; null when the stored report cannot be read. */
      report: RetentionReport | null;
      /** The last run is older than RETENTION_STALE_AFTER_MS. */
      stale: boolean;
    };

/**
 * Names a count had in reports stored by earlier versions of the purge: the JobRun row keeps the
 * last report as it was written, so a dashboard opened right after an upgrade reads the old name.
 */
const STORED_NAMES: Partial<Record<keyof RetentionReport, string>> = {
  deliveryCopies: "outboxMessages",
  unsentDeliveriesKept: "outboxUnsentKept",
};

/** Keeps the known counts of a stored report, so a report from an older version still shows. */
function parseReport(text: string): RetentionReport | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object") return null;
    const stored = parsed as Record<string, unknown>;
    const report: RetentionReport = { ...EMPTY_REPORT };
    for (const key of Object.keys(EMPTY_REPORT) as (keyof RetentionReport)[]) {
      const oldName = STORED_NAMES[key];
      const value = stored[key] ?? (oldName === undefined ? undefined : stored[oldName]);
      if (typeof value === "number" && Number.isFinite(value)) report[key] = value;
    }
    return report;
  } catch {
    return null;
  }
}

/** When the retention purge last ran, what it removed, and whether that is too long ago. */
export async function getRetentionStatus(now: Date = new Date()): Promise<RetentionStatus> {
  const row = await getDb().jobRun.findUnique({ where: { name: RETENTION_JOB } });
  if (!row) return { ran: false };
  return {
    ran: true,
    lastRunAt: row.lastRunAt,
    report: parseReport(row.lastReport),
    stale: now.getTime() - row.lastRunAt.getTime() > RETENTION_STALE_AFTER_MS,
  };
}
