import { markupToText } from "@/lib/core/markup";
import { dbRead, dbWrite, isUniqueViolation } from "@/lib/core/db";
import { deliverEmail, storeEmail, type OutgoingEmail, type Reconciler } from "@/lib/outbox/outbox";
import { getEnv } from "@/lib/core/env";
import { describeError, logInfo, logWarn } from "@/lib/core/log";
import { newsletterMessage, type SubscriberRef } from "@/lib/newsletter/subscribers";
import { absoluteUrl } from "@/lib/core/seo/url";
import { newsletterIssuePath } from "@/lib/core/paths";

/**
 * Sending an issue to the subscribers. Each active subscriber without a NewsletterDelivery row for
 * the issue gets one (the unique pair makes a second send to the same person impossible, however
 * often "send" is pressed or by how many people at once), then that subscriber's message is stored
 * in the outbox, related to the delivery. One call handles one batch, so no request runs for
 * minutes; the caller sends again while subscribers remain. The provider is called after the
 * answer, at most one message at a time per process and at Resend's default pace; whatever fails
 * or is cut short is retried by the outbox run, and a delivery whose message was never stored is
 * completed by the reconciler below.
 */
export const ISSUE_KIND = "newsletter-issue";
export const SEND_BATCH_SIZE = 50;
/** Resend allows two requests a second by default. */
export const PROVIDER_INTERVAL_MS = 500;

export interface IssueForEmail {
  id: number;
  title: string;
  content: string;
  month: string;
  year: number;
}

/** One subscriber's copy of an issue: title as subject, the content as text and escaped HTML. */
export function issueEmail(issue: IssueForEmail, subscriber: SubscriberRef, deliveryId: number): OutgoingEmail {
  const paragraphs = markupToText(issue.content)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return newsletterMessage(
    subscriber,
    {
      heading: issue.title,
      subject: issue.title,
      paragraphs: [`Dental Tech Trends, ${issue.month} ${issue.year}`, ...paragraphs],
      link: { text: "Read this issue on our website", href: absoluteUrl(newsletterIssuePath(issue.id)) },
    },
    ISSUE_KIND,
    { type: "NewsletterDelivery", id: deliveryId },
  );
}

export type SendBatchResult =
  | { kind: "not-found" }
  | { kind: "not-published" }
  | {
      kind: "queued";
      /** Messages stored in this batch. */
      queued: number;
      /** Active subscribers who had this issue already (before this batch, or from a send running at the same time). */
      alreadySent: number;
      /** Active subscribers still without the issue after this batch. */
      remaining: number;
      /** The outbox rows of this batch, to deliver after the answer. */
      outboxIds: number[];
    };

// Active means confirmed: an address still waiting for its owner's confirmation (double opt-in)
// or unsubscribed has subscribed = false and is never sent an issue.
const activeWithout = (issueId: number) => ({ subscribed: true, deliveries: { none: { issueId } } }) as const;

/** Queues the issue for up to `batchSize` active subscribers who do not have it yet. */
export async function queueIssueBatch(issueId: number, batchSize = SEND_BATCH_SIZE): Promise<SendBatchResult> {
  const issue = await dbRead((db) =>
    db.newsletterIssue.findUnique({
      where: { id: issueId },
      select: { id: true, title: true, content: true, month: true, year: true, isPublished: true },
    }),
  );
  if (!issue) return { kind: "not-found" };
  if (!issue.isPublished) return { kind: "not-published" };

  let alreadySent = await dbRead((db) =>
    db.newsletterDelivery.count({ where: { issueId, subscriber: { subscribed: true } } }),
  );
  const recipients = await dbRead((db) =>
    db.newsletterSubscriber.findMany({
      where: activeWithout(issueId),
      orderBy: { id: "asc" },
      take: batchSize,
      select: { id: true, email: true, name: true },
    }),
  );
  const outboxIds: number[] = [];
  for (const subscriber of recipients) {
    let deliveryId: number;
    try {
      deliveryId = (
        await dbWrite((db) =>
          db.newsletterDelivery.create({ data: { issueId, subscriberId: subscriber.id }, select: { id: true } }),
        )
      ).id;
    } catch (error) {
      // Another send got there first: this subscriber has the issue already.
      if (isUniqueViolation(error)) {
        alreadySent++;
        continue;
      }
      throw error;
    }
    try {
      outboxIds.push(await storeEmail(issueEmail(issue, subscriber, deliveryId)));
    } catch (error) {
      // The reconciler stored this delivery's message in the meantime.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const remaining = await dbRead((db) => db.newsletterSubscriber.count({ where: activeWithout(issueId) }));
  logInfo("newsletter.issue-queued", { issueId, queued: outboxIds.length, alreadySent, remaining });
  return { kind: "queued", queued: outboxIds.length, alreadySent, remaining, outboxIds };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const globalForSend = globalThis as unknown as { __tdiIssueDeliveryTail?: Promise<unknown> };

/**
 * Sends stored issue messages one at a time, paced for the provider. Batches queued by several
 * requests of this process wait for one another; the promise settles when this batch is done.
 */
export function deliverIssueMessages(outboxIds: readonly number[], intervalMs = PROVIDER_INTERVAL_MS): Promise<void> {
  const previous = globalForSend.__tdiIssueDeliveryTail ?? Promise.resolve();
  const run = previous.then(async () => {
    const paced = Boolean(getEnv().RESEND_API_KEY) && intervalMs > 0;
    for (const id of outboxIds) {
      const started = Date.now();
      try {
        await deliverEmail(id);
      } catch (error) {
        // The row stays pending; the outbox run sends it.
        logWarn("newsletter.issue-deliver-error", { id, ...describeError(error) });
      }
      if (paced) await sleep(Math.max(0, intervalMs - (Date.now() - started)));
    }
  });
  globalForSend.__tdiIssueDeliveryTail = run.catch(() => undefined);
  return run;
}

// A delivery recorded without its message (the process stopped in between) gets it on the next
// outbox run, while the subscriber is still subscribed and the issue still published.
export const issueDeliveryReconciler: Reconciler = {
  kind: ISSUE_KIND,
  async findMissing(olderThan) {
    const since = new Date(olderThan.getTime() - 7 * 24 * 60 * 60 * 1000);
    const deliveries = await dbRead((db) =>
      db.newsletterDelivery.findMany({
        where: {
          createdAt: { lte: olderThan, gte: since },
          subscriber: { subscribed: true },
          issue: { isPublished: true },
        },
        select: { id: true, issueId: true, subscriber: { select: { id: true, email: true, name: true } } },
        orderBy: { id: "desc" },
        take: 500,
      }),
    );
    if (deliveries.length === 0) return [];
    const stored = await dbRead((db) =>
      db.emailOutbox.findMany({
        where: { kind: ISSUE_KIND, relatedType: "NewsletterDelivery", relatedId: { in: deliveries.map((d) => d.id) } },
        select: { relatedId: true },
      }),
    );
    const have = new Set(stored.map((s) => s.relatedId));
    const missing = deliveries.filter((d) => !have.has(d.id));
    if (missing.length === 0) return [];
    const issues = await dbRead((db) =>
      db.newsletterIssue.findMany({
        where: { id: { in: [...new Set(missing.map((d) => d.issueId))] } },
        select: { id: true, title: true, content: true, month: true, year: true },
      }),
    );
    const byId = new Map(issues.map((i) => [i.id, i]));
    return missing.flatMap((d) => {
      const issue = byId.get(d.issueId);
      return issue ? [issueEmail(issue, d.subscriber, d.id)] : [];
    });
  },
};
