import "server-only";
import { getDb } from "@/lib/core/db";
import { RESTORE_JOB, type RestoreRecord } from "@/lib/backup/restore-steps";

/**
 * The last restore, as scripts/db-restore.ts recorded it in the same transaction as the restored
 * data. Unsubscribes received after the backup was taken are not in it: a newsletter sent before
 * staff re-applied them would mail people who asked not to be mailed (CASL), so sending waits for
 * staff to confirm on /admin/newsletter.
 */
export async function lastRestore(): Promise<RestoreRecord | null> {
  const row = await getDb().jobRun.findUnique({ where: { name: RESTORE_JOB } });
  if (!row) return null;
  try {
    return JSON.parse(row.lastReport) as RestoreRecord;
  } catch {
    return null;
  }
}

/** A restore whose later unsubscribes staff have not yet confirmed as re-applied; null when none waits. */
export async function unconfirmedRestore(): Promise<RestoreRecord | null> {
  const record = await lastRestore();
  return record && !record.unsubscribesConfirmedAt ? record : null;
}

/** Records that staff re-applied the unsubscribes received since the backup; false when nothing waited. */
export async function confirmUnsubscribesReapplied(by: string, now = new Date()): Promise<boolean> {
  return getDb().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ lastReport: string }[]>`
      SELECT "lastReport" FROM "JobRun" WHERE "name" = ${RESTORE_JOB} FOR UPDATE`;
    if (!row) return false;
    const record = JSON.parse(row.lastReport) as RestoreRecord;
    if (record.unsubscribesConfirmedAt) return false;
    const confirmed: RestoreRecord = {
      ...record,
      unsubscribesConfirmedAt: now.toISOString(),
      unsubscribesConfirmedBy: by,
    };
    await tx.jobRun.update({ where: { name: RESTORE_JOB }, data: { lastReport: JSON.stringify(confirmed) } });
    return true;
  });
}
