/**
 * What one retention run reports, and the name it is recorded under: kept apart from the purge
 * (which needs the database) so the staff dashboard's components can use them anywhere.
 */

/** The JobRun row of this job. */
export const RETENTION_JOB = "retention";

/** What one run removed, per kind: counts only, never personal data. */
export interface RetentionReport {
  contactMessages: number;
  checklistSubmissions: number;
  /** Confirmed bookings (leads), past the leads' period from the later of the meeting and handling. */
  bookings: number;
  /** Bookings never confirmed, past their short period from their release or cancellation. */
  releasedBookings: number;
  /** Urgent requests from client practices, past the same period as leads from their closing. */
  urgentRequests: number;
  /** Unsubscribed more than the retention period ago. */
  unsubscribedSubscribers: number;
  /** Signed up but never confirmed within the confirmation period. */
  pendingSubscribers: number;
  newsletterConsents: number;
  newsletterDeliveries: number;
  /** Confirmation requests (of deleted subscribers, and unconfirmed ones past the period). */
  confirmRequests: number;
  /** Kept subscribers (an earlier unsubscribe) whose unanswered request to return was dropped. */
  staleConfirmationsCleared: number;
  /** Copies of finished deliveries (e-mail, pages, CRM posts) past the period. */
  deliveryCopies: number;
  /** Deliveries past the period but not yet sent (or still being retried): kept, not deleted. */
  unsentDeliveriesKept: number;
  formChecks: number;
  rateLimitCounters: number;
  /** Real-user page-speed measurements past their period. */
  webVitalSamples: number;
  /**
   * Page views' hashes older than 23 hours that no beacon had cleared yet (each beacon clears
   * them too): their measurements stay, no longer linked to a page view.
   */
  webVitalPageViews: number;
}

export const EMPTY_REPORT: RetentionReport = {
  contactMessages: 0,
  checklistSubmissions: 0,
  bookings: 0,
  releasedBookings: 0,
  urgentRequests: 0,
  unsubscribedSubscribers: 0,
  pendingSubscribers: 0,
  newsletterConsents: 0,
  newsletterDeliveries: 0,
  confirmRequests: 0,
  staleConfirmationsCleared: 0,
  deliveryCopies: 0,
  unsentDeliveriesKept: 0,
  formChecks: 0,
  rateLimitCounters: 0,
  webVitalSamples: 0,
  webVitalPageViews: 0,
};
