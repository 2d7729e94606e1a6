/**
 * How long the website keeps each kind of record: the one place both the privacy policy's text
 * (content/legal.ts) and the daily purge (lib/retention/purge.ts) read, so the promise and what
 * is enforced cannot drift apart. Change a period here and both follow; have the policy's wording
 * reviewed whenever one changes.
 */
export const RETENTION = {
  /**
   * Contact messages and checklist submissions, from the later of their arrival and their
   * handling; clients' urgent requests the same, from the later of arrival and closing.
   */
  leadMonths: 24,
  /** An unsubscribed address with its consent records and deliveries, from the unsubscribe. */
  unsubscribedYears: 3,
  /**
   * A booked assessment never confirmed: released (not confirmed in time, or by staff) or cancelled
   * before its confirmation, from that moment. A confirmed booking is a lead (leadMonths).
   */
  releasedBookingDays: 7,
  /** A newsletter sign-up never confirmed (double opt-in), and any unconfirmed request. */
  pendingSignupDays: 7,
  /**
   * Copies of what the website sent (the Delivery table: e-mail, pages, leads posted to the CRM),
   * from when each was stored.
   */
  deliveryMonths: 12,
  /**
   * Real-user page-speed measurements (WebVitalSample: a value, the page kind, device class and
   * connection type; nothing that names a visitor), from when each was stored: a year of weeks
   * to compare, plus a month.
   */
  webVitalMonths: 13,
  /**
   * Nightly backups of the database, each kept this many days (npm run db:backup keeps this many
   * unless BACKUP_KEEP says otherwise): what the daily purge deletes is gone from every backup at
   * most this long after.
   */
  backupDays: 14,
  /**
   * How long a page view's measurements can still be told apart (the hash of the random id its
   * browser made, so a later beacon of the same view replaces a value instead of adding one), from
   * its first beacon. Cleared on every write of a beacon; under a day, so no row stays linkable to
   * a page view overnight.
   */
  pageViewLinkHours: 23,
  /** What a form posted without JavaScript held when it was refused (lib/core/forms: 15 minutes). */
  formCheckMinutes: 15,
} as const;
