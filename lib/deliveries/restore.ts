import { MAX_ATTEMPTS } from "@/lib/deliveries/store";

/**
 * What a restore does to the deliveries it brings back, as SQL run inside the restore's own
 * transaction (scripts/db-restore.ts), so the data and this step commit together and no crash
 * between them can let a row go out. Every row that would still go out by itself (pending, failed
 * with attempts left, held for a digest) is paused: it may have gone out after the backup was
 * taken, and sending it again could page a technician for a resolved incident at 3 am. No job,
 * digest or staff "retry all" sends a paused row; staff release or discard it on /admin/deliveries.
 *
 * Plain SQL on columns every version of the table has had, so it runs on a backup taken before
 * any later migration (the migrations newer than the backup are applied after it).
 */
export const PAUSED = "paused";
/** A paused row staff decided not to send: final, kept like a sent one until its retention ends. */
export const DISCARDED = "discarded";

export function pauseOnRestoreSql(): string {
  return `UPDATE "Delivery" SET "status" = '${PAUSED}', "claimedUntil" = NULL
  WHERE "status" IN ('pending', 'held') OR ("status" = 'failed' AND "attempts" < ${MAX_ATTEMPTS});`;
}

/** The number of paused deliveries, as an SQL expression for the restore's record. */
export const PAUSED_COUNT_SQL = `(SELECT count(*) FROM "Delivery" WHERE "status" = '${PAUSED}')`;
