import "server-only";
import { unconfirmedRestore } from "@/lib/backup/record";
import { markupToText } from "@/lib/core/markup";
import { getDb } from "@/lib/core/db";
import { sendDeliveries } from "@/lib/deliveries/send";
import { queueDelivery, type OutgoingEmail } from "@/lib/deliveries/store";
import { getEnv } from "@/lib/core/env";
import { describeError, logInfo, logWarn } from "@/lib/core/log";
import { newsletterMessage, type SubscriberRef } from "@/lib/newsletter/subscribers";
import { absoluteUrl } from "@/lib/core/seo/url";
import { newsletterIssuePath } from "@/lib/core/paths";

/**
 * Sending an issue to the subscribers. Each active subscriber without a NewsletterDelivery row for
 * the issue gets one (the unique pair makes a second send to the same person impossible, however
 * often "send" is pressed or by how many people at once) and, in the same transaction, that
 * subscriber's message as a Delivery row related to it. One call handles one batch, so no request
 * runs for minutes; the caller sends again while subscribers remain. The provider is called after
 * the answer, at most one message at a time per process and at Resend's default pace; whatever
 * fails or is cut short is sent by the scheduled deliveries run.
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
  const paragraphs = markupToText(issue.content, { linkTo: absoluteUrl })
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
  /** The database was restored and staff have not confirmed that later unsubscribes were re-applied. */
  | { kind: "restore-unconfirmed"; backupTakenAt: string }
  | {
      kind: "queued";
      /** Messages stored in this batch. */
      queued: number;
      /** Active subscribers who had this issue already (before this batch, or from a send running at the same time). */
      alreadySent: number;
      /** Active subscribers still without the issue after this batch. */
      remaining: number;
      /** The Delivery rows of this batch, to send after the answer. */
      deliveryIds: number[];
    };

// Active means confirmed: an address still waiting for its owner's confirmation (double opt-in)
// or unsubscribed has subscribed = false and is never sent an issue.
const activeWithout = (issueId: number) => ({ subscribed: true, deliveries: { none: { issueId } } }) as const;

/** Queues the issue for up to `batchSize` active subscribers who do not have it yet. */
export async function queueIssueBatch(issueId: number, batchSize = SEND_BATCH_SIZE): Promise<SendBatchResult> {
  const db = getDb();
  const issue = await db.newsletterIssue.findUnique({
    where: { id: issueId },
    select: { id: true, title: true, content: true, month: true, year: true, isPublished: true },
  });
  if (!issue) return { kind: "not-found" };
  if (!issue.isPublished) return { kind: "not-published" };
  const restore = await unconfirmedRestore();
  if (restore) return { kind: "restore-unconfirmed", backupTakenAt: restore.backupTakenAt };

  let alreadySent = await db.newsletterDelivery.count({ where: { issueId, subscriber: { subscribed: true } } });
  const recipients = await db.newsletterSubscriber.findMany({
    where: activeWithout(issueId),
    orderBy: { id: "asc" },
    take: batchSize,
    select: { id: true, email: true, name: true },
  });
  const byId = new Map(recipients.map((r) => [r.id, r]));
  const deliveryIds = await db.$transaction(async (tx) => {
    // A subscriber another send reached first since the list was read is skipped: ON CONFLICT DO
    // NOTHING returns only the rows this batch inserted.
    const created = await tx.newsletterDelivery.createManyAndReturn({
      data: recipients.map((r) => ({ issueId, subscriberId: r.id })),
      skipDuplicates: true,
      select: { id: true, subscriberId: true },
    });
    const ids: number[] = [];
    for (const delivery of created)
      ids.push(await queueDelivery(tx, issueEmail(issue, byId.get(delivery.subscriberId)!, delivery.id)));
    return ids;
  });
  alreadySent += recipients.length - deliveryIds.length;
  const remaining = await db.newsletterSubscriber.count({ where: activeWithout(issueId) });
  logInfo("newsletter.issue-queued", { issueId, queued: deliveryIds.length, alreadySent, remaining });
  return { kind: "queued", queued: deliveryIds.length, alreadySent, remaining, deliveryIds };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const globalForSend = globalThis as unknown as { __tdiIssueDeliveryTail?: Promise<unknown> };

/**
 * Sends stored issue messages one at a time, paced for the provider. Batches queued by several
 * requests of this process wait for one another; the promise settles when this batch is done.
 */
export function deliverIssueMessages(deliveryIds: readonly number[], intervalMs = PROVIDER_INTERVAL_MS): Promise<void> {
  const previous = globalForSend.__tdiIssueDeliveryTail ?? Promise.resolve();
  const run = previous.then(async () => {
    const paced = Boolean(getEnv().RESEND_API_KEY) && intervalMs > 0;
    for (const id of deliveryIds) {
      const started = Date.now();
      try {
        // One row per claim, taken just before its send: a batch waiting behind another one holds
        // no lease meanwhile, and a row another sender has is skipped.
        await sendDeliveries([id]);
      } catch (error) {
        // The row stays due; the scheduled run sends it.
        logWarn("newsletter.issue-deliver-error", { id, ...describeError(error) });
      }
      if (paced) await sleep(Math.max(0, intervalMs - (Date.now() - started)));
    }
  });
  globalForSend.__tdiIssueDeliveryTail = run.catch(() => undefined);
  return run;
}
