import { forgetFeedsOnRestoreSql } from "@/lib/booking/restore";
import { PAUSED_COUNT_SQL, pauseOnRestoreSql } from "@/lib/deliveries/restore";

/**
 * The steps a restore runs in the same transaction as the restored data (scripts/db-restore.ts),
 * so a crash can leave the old data or the restored data with every step done, never restored
 * data that could act on its own:
 * - deliveries that would still go out are paused (lib/deliveries/restore.ts);
 * - urgent requests paged before the backup and still untaken are marked escalated: the
 *   technician was paged then, and a restore must not set off a storm of escalation pages;
 * - every staff session ends (a session, password or code change made after the backup is gone);
 * - the booking's calendar feeds are forgotten (their reads and busy times): bookings made after
 *   the backup are lost with it but stand in the assessor's calendar, so booking waits until each
 *   feed is read again rather than offer their half hours (lib/booking/restore.ts);
 * - a record of the restore, which keeps newsletter issues from being sent until staff confirm
 *   that the unsubscribes received since the backup was taken were applied again.
 * Plain SQL on tables every backup has (the urgent requests' only where they exist), since the
 * migrations newer than the backup are applied after it.
 */
export const RESTORE_JOB = "restore";

export interface RestoreRecord {
  backup: string;
  backupTakenAt: string;
  restoredAt: string;
  paused: number;
  escalated: number;
  /** When staff confirmed on /admin/newsletter that later unsubscribes were applied again. */
  unsubscribesConfirmedAt: string | null;
  unsubscribesConfirmedBy: string | null;
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export function afterRestoreSql(backup: { file: string; takenAt: Date }): string {
  // The restored archive's SQL empties the session's search_path; the steps name the site's schema.
  return `
SELECT pg_catalog.set_config('search_path', 'public', false);
CREATE TEMP TABLE "restore_escalated" ("n" integer) ON COMMIT DROP;
INSERT INTO "restore_escalated" VALUES (0);
DO $restore$
BEGIN
  IF to_regclass('public."UrgentRequest"') IS NOT NULL THEN
    WITH marked AS (
      UPDATE "UrgentRequest" SET "escalatedAt" = now()
      WHERE "pagedAt" IS NOT NULL AND "acknowledgedAt" IS NULL AND "closedAt" IS NULL AND "escalatedAt" IS NULL
      RETURNING 1)
    UPDATE "restore_escalated" SET "n" = (SELECT count(*) FROM marked);
  END IF;
END
$restore$;
${pauseOnRestoreSql()}
${forgetFeedsOnRestoreSql()}
DELETE FROM "StaffSession";
INSERT INTO "JobRun" ("name", "lastRunAt", "lastReport")
SELECT ${literal(RESTORE_JOB)}, now(), json_build_object(
  'backup', ${literal(backup.file)},
  'backupTakenAt', ${literal(backup.takenAt.toISOString())},
  'restoredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'paused', ${PAUSED_COUNT_SQL},
  'escalated', (SELECT "n" FROM "restore_escalated"),
  'unsubscribesConfirmedAt', NULL,
  'unsubscribesConfirmedBy', NULL)::text
ON CONFLICT ("name") DO UPDATE SET "lastRunAt" = EXCLUDED."lastRunAt", "lastReport" = EXCLUDED."lastReport";
`;
}
