import "server-only";
/**
 * The daily retention purge: deletes what the privacy policy says we keep no longer, and nothing
 * younger. Periods come from content/retention.ts, which the policy's text reads too.
 *
 * Deletes go in batches of at most BATCH rows, each its own short statement or transaction, so a
 * run never holds locks on many rows at once while visitors' requests write. Each delete repeats
 * the whole condition in its own statement, so a row that changed after it was picked (a
 * subscriber who came back, a lead marked handled) is left alone.
 */
import { RETENTION } from "@/content/retention";
import { getDb, type Db } from "@/lib/core/db";
import { countUnfinishedBefore, deleteFinishedBefore } from "@/lib/deliveries/records";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logInfo, logWarn } from "@/lib/core/log";
import { daysBefore, hoursBefore, monthsBefore } from "@/lib/retention/months";
import { EMPTY_REPORT, RETENTION_JOB, type RetentionReport } from "@/lib/retention/report";

/** Rows per statement at most. */
export const BATCH = 200;

/** The moments before which each kind of record has outlived its period, for a run at `now`. */
export function retentionCutoffs(now: Date) {
  return {
    leads: monthsBefore(now, RETENTION.leadMonths),
    unsubscribed: monthsBefore(now, RETENTION.unsubscribedYears * 12),
    pendingSignup: daysBefore(now, RETENTION.pendingSignupDays),
    releasedBookings: daysBefore(now, RETENTION.releasedBookingDays),
    deliveries: monthsBefore(now, RETENTION.deliveryMonths),
    webVitals: monthsBefore(now, RETENTION.webVitalMonths),
    /** Every beacon clears the same page views (lib/vitals/store.ts, from the same period). */
    webVitalPageViews: hoursBefore(now, RETENTION.pageViewLinkHours),
  };
}

/** Repeats a bounded write until a batch comes back short; each batch is its own statement. */
async function inBatches(remove: (db: Db, limit: number) => Promise<{ count: number }>): Promise<number> {
  let total = 0;
  for (;;) {
    const { count } = await remove(getDb(), BATCH);
    total += count;
    if (count < BATCH) return total;
  }
}

interface SubscriberCounts {
  subscribers: number;
  consents: number;
  deliveries: number;
  confirmRequests: number;
}

/**
 * Deletes the subscribers matching `where` with everything that refers to them, a batch of ids at
 * a time, each batch in one transaction (a subscriber never goes without its children, nor the
 * children without it). Order: NewsletterDelivery, NewsletterConsent and NewsletterConfirmRequest
 * first (each holds a foreign key to NewsletterSubscriber; none refers to another), the subscriber
 * last. The schema's ON DELETE CASCADE would cover a child this missed, but the children are
 * deleted and counted explicitly. Every child statement repeats the subscriber's condition, so a
 * subscriber that changed since the ids were read (came back, confirmed) keeps its children too.
 */
async function deleteSubscribers(where: Prisma.NewsletterSubscriberWhereInput): Promise<SubscriberCounts> {
  const counts: SubscriberCounts = { subscribers: 0, consents: 0, deliveries: 0, confirmRequests: 0 };
  for (;;) {
    const ids = (
      await getDb().newsletterSubscriber.findMany({ where, select: { id: true }, orderBy: { id: "asc" }, take: BATCH })
    ).map((row) => row.id);
    if (ids.length === 0) return counts;
    const children = { subscriberId: { in: ids }, subscriber: where };
    const [deliveries, consents, confirmRequests, subscribers] = await getDb().$transaction([
      getDb().newsletterDelivery.deleteMany({ where: children }),
      getDb().newsletterConsent.deleteMany({ where: children }),
      getDb().newsletterConfirmRequest.deleteMany({ where: children }),
      getDb().newsletterSubscriber.deleteMany({ where: { AND: [{ id: { in: ids } }, where] } }),
    ]);
    counts.deliveries += deliveries.count;
    counts.consents += consents.count;
    counts.confirmRequests += confirmRequests.count;
    const removed = subscribers.count;
    counts.subscribers += removed;
    // A short batch was the last; a batch that removed nothing changed under us: the next run
    // looks again rather than this one looping.
    if (ids.length < BATCH || removed === 0) return counts;
  }
}

/**
 * Deletes every record past its retention period at `now`, records the run in JobRun ("retention")
 * and returns the counts. Safe to run at any time and as often as wanted: a second run at the same
 * moment deletes nothing.
 */
export async function purgeExpired(now: Date): Promise<RetentionReport> {
  const cut = retentionCutoffs(now);
  const report: RetentionReport = { ...EMPTY_REPORT };

  // Contact messages and checklist results: 24 months from the later of arrival and handling (a
  // lead handled late lives 24 months from its handling).
  const leadExpired = { createdAt: { lt: cut.leads }, OR: [{ handledAt: null }, { handledAt: { lt: cut.leads } }] };
  report.contactMessages = await inBatches((db, limit) => db.contactMessage.deleteMany({ where: leadExpired, limit }));
  report.checklistSubmissions = await inBatches((db, limit) =>
    db.checklistSubmission.deleteMany({ where: leadExpired, limit }),
  );
  // Confirmed bookings are leads: the same period, from the later of the meeting and handling (a
  // meeting is at most weeks after the booking, so it is the later of the two arrivals). A
  // cancelled one that had been confirmed stays a lead.
  report.bookings = await inBatches((db, limit) =>
    db.booking.deleteMany({
      where: {
        confirmedAt: { not: null },
        start: { lt: cut.leads },
        OR: [{ handledAt: null }, { handledAt: { lt: cut.leads } }],
      },
      limit,
    }),
  );
  // Bookings never confirmed are no lead: 7 days after their slot was let go (released, or its
  // hold over without anything marking it yet) or after the visitor cancelled it unconfirmed.
  const releasedCut = cut.releasedBookings;
  report.releasedBookings = await inBatches((db, limit) =>
    db.booking.deleteMany({
      where: {
        confirmedAt: null,
        OR: [
          { status: "released", releasedAt: { lt: releasedCut } },
          { status: "pending", expiresAt: { lt: releasedCut } },
          { status: "cancelled", cancelledAt: { lt: releasedCut } },
        ],
      },
      limit,
    }),
  );
  // Urgent requests: the same period, from the later of arrival and closing.
  const urgentExpired = { createdAt: { lt: cut.leads }, OR: [{ closedAt: null }, { closedAt: { lt: cut.leads } }] };
  report.urgentRequests = await inBatches((db, limit) => db.urgentRequest.deleteMany({ where: urgentExpired, limit }));

  // Sign-ups never confirmed: no consent was ever given, so nothing needs keeping once the link
  // has expired. Someone who unsubscribed and asked to come back has consent records and is not
  // touched here: their clock runs from the unsubscribe (below).
  const pending = await deleteSubscribers({
    subscribed: false,
    confirmRequestedAt: { lt: cut.pendingSignup },
    consents: { none: {} },
  });
  // Unsubscribed 3 years ago: the proof that we honoured the unsubscribe is no longer kept. One
  // with an unanswered request to come back younger than the confirmation period waits for it.
  const unsubscribed = await deleteSubscribers({
    subscribed: false,
    unsubscribedAt: { lt: cut.unsubscribed },
    OR: [{ confirmRequestedAt: null }, { confirmRequestedAt: { lt: cut.pendingSignup } }],
  });
  report.pendingSubscribers = pending.subscribers;
  report.unsubscribedSubscribers = unsubscribed.subscribers;
  report.newsletterConsents = pending.consents + unsubscribed.consents;
  report.newsletterDeliveries = pending.deliveries + unsubscribed.deliveries;

  // Requests nobody confirmed, whoever they were for (a returning subscriber's, or a second request
  // of someone who confirmed the first): what they carried was typed by whoever filled the form.
  // Confirmed ones stay with their subscriber: the confirm page still says "already confirmed".
  const staleRequests = await inBatches((db, limit) =>
    db.newsletterConfirmRequest.deleteMany({
      where: { confirmedAt: null, requestedAt: { lt: cut.pendingSignup } },
      limit,
    }),
  );
  report.confirmRequests = pending.confirmRequests + unsubscribed.confirmRequests + staleRequests;
  // The kept subscribers' marker of an outstanding request goes with the request. Only those with
  // a consent record: a never-confirmed one still here (changed while this run read it) keeps its
  // marker, or no later run would recognise it as pending.
  report.staleConfirmationsCleared = await inBatches((db, limit) =>
    db.newsletterSubscriber.updateMany({
      where: { confirmRequestedAt: { lt: cut.pendingSignup }, consents: { some: {} } },
      data: { confirmRequestedAt: null },
      limit,
    }),
  );

  // Copies of deliveries: 12 months, finished ones only. The reconcilers that re-create a missing
  // message look back 7 days, so deleting an old copy never causes a second send.
  report.deliveryCopies = await inBatches((db, limit) => deleteFinishedBefore(db, cut.deliveries, limit));
  report.unsentDeliveriesKept = await countUnfinishedBefore(cut.deliveries);

  // Real-user page-speed measurements: 13 months from when each was stored.
  report.webVitalSamples = await inBatches((db, limit) =>
    db.webVitalSample.deleteMany({ where: { createdAt: { lt: cut.webVitals } }, limit }),
  );
  // Every beacon clears the page views past 23 hours; this clears them on a day without one.
  report.webVitalPageViews = await inBatches((db, limit) =>
    db.webVitalPageView.deleteMany({ where: { createdAt: { lt: cut.webVitalPageViews } }, limit }),
  );

  report.formChecks = await inBatches((db, limit) =>
    db.formCheck.deleteMany({ where: { expiresAt: { lt: now } }, limit }),
  );
  report.rateLimitCounters = await inBatches((db, limit) =>
    db.rateLimitCounter.deleteMany({ where: { expiresAt: { lt: BigInt(now.getTime()) } }, limit }),
  );

  const lastReport = JSON.stringify(report);
  await getDb().jobRun.upsert({
    where: { name: RETENTION_JOB },
    create: { name: RETENTION_JOB, lastRunAt: now, lastReport },
    update: { lastRunAt: now, lastReport },
  });
  logInfo("retention.purged", { ...report });
  if (report.unsentDeliveriesKept > 0)
    logWarn("retention.unsent-deliveries-kept", { count: report.unsentDeliveriesKept });
  return report;
}
