/**
 * What a restore does to the booking's calendar feeds, as SQL run inside the restore's own
 * transaction (lib/backup/restore-steps.ts, docs/decisions/0035-booking-store.md "Scheduled work
 * and health"). Bookings made after the backup are lost with it, but their invitations stand in the
 * assessor's calendar: only a fresh read of the feeds shows their half hours as busy. So every
 * feed's reads are forgotten (last success, last error, claim) with its busy times; booking is
 * paused until the first run after the restore reads each feed again, instead of offering, for up
 * to an hour, times the backup's busy times call free. The bookings themselves are left as they
 * were: a pending one keeps its time to confirm, and the job releases it when that has passed.
 *
 * Plain SQL, and only where the tables exist: a backup taken before the booking's migration has none.
 */
export function forgetFeedsOnRestoreSql(): string {
  return `DO $booking_feeds$
BEGIN
  IF to_regclass('public."BookingFeed"') IS NOT NULL THEN
    DELETE FROM "BookingBusyInterval";
    UPDATE "BookingFeed" SET "lastSuccessAt" = NULL, "lastErrorAt" = NULL, "lastError" = NULL, "claimedUntil" = NULL;
  END IF;
END
$booking_feeds$;`;
}
