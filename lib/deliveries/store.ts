import "server-only";
import type { LeadOrigin } from "@/lib/core/campaign";
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import type { RenderedEmail } from "@/lib/core/email-template";
import type { PagerEvent, PageTarget } from "@/lib/deliveries/page-event";

/**
 * Deliveries: the messages the site sends after it stores a record (e-mail through Resend, pages
 * to the on-call technician, leads posted to the office's CRM), one row each in the Delivery table. This module is what a record's transaction calls; sending is
 * in lib/deliveries/send.ts, a staff retry and the staff view in lib/deliveries/retry.ts.
 *
 * A message is written by `queueDelivery` inside the transaction that stores its record, so the
 * two exist together or not at all. It is sent once that transaction has committed: by the request
 * that stored it (after its answer, through Next's `after()`), else by the scheduled run. No
 * transaction stays open across a send.
 *
 * Notifications to the business's own inboxes past a ceiling are stored 'held' (not sent); the run
 * gathers each ended window's held rows into one digest per inbox and marks them 'digested'.
 */
export type DeliveryStatus = "pending" | "sent" | "failed" | "logged" | "held" | "digested" | "paused" | "discarded";

/**
 * A file sent with an e-mail, as the row stores it: the content in base64, so every attempt (a
 * retry hours later included) sends exactly the same bytes.
 */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64. */
  content: string;
}

export interface OutgoingEmail extends RenderedEmail {
  kind: string;
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** Files sent with it (a calendar invitation), stored with the row. */
  attachments?: readonly EmailAttachment[];
  /** The record the message belongs to: one message of a kind per record (a unique index). */
  related?: { type: string; id: number };
}

/** A page to the on-call technician (the `page` channel, lib/deliveries/page.ts). */
export interface OutgoingPage {
  kind: string;
  target: PageTarget;
  /** The event without its routing key, which is read from the environment when it is sent. */
  event: PagerEvent;
  related: { type: string; id: number };
}

/**
 * A lead posted to the office's CRM (the `webhook` channel, lib/deliveries/webhook.ts). The lead's
 * domain says what it is; the deliveries add the stable id and store the body exactly as it will
 * be posted, so every attempt sends the same bytes.
 */
export interface OutgoingWebhook {
  /** The row's kind: one per record (the table's unique kind/record key), e.g. "webhook-contact". */
  kind: string;
  event: {
    /** What the receiver is told the lead is: contact, checklist, subscription. */
    kind: string;
    fields: Record<string, unknown>;
    /** The page and the visit's first-touch campaign (an object, so it could grow without breaking receivers). */
    source: LeadOrigin;
    receivedAt: Date;
  };
  related: { type: string; id: number };
}

/** The JSON body the CRM receives; `id` is the same on every attempt, so a receiver dedupes by it. */
export interface WebhookBody {
  id: string;
  kind: string;
  fields: Record<string, unknown>;
  source: LeadOrigin;
  receivedAt: string;
}

/** What a webhook row shows as its address: the URL itself may hold a token and is never stored. */
export const WEBHOOK_TARGET = "crm";

/** How a request hands work to Next's `after()`: it runs once the answer has gone. */
export type Schedule = (task: () => Promise<unknown>) => void;

/** Automatic attempts a row gets; past them only a staff retry sends it. */
export const MAX_ATTEMPTS = 8;

/**
 * A new message is due for the scheduled run only this long after it was stored: until then the
 * request that stored it is expected to send it.
 */
export const FIRST_SEND_GRACE_MS = 60_000;

/** The digests a held message may join; lib/deliveries/digest.ts says what each one is. */
export type DigestName = "office" | "oncall";

export interface QueueOptions {
  /**
   * Store the message 'held' until this moment and do not send it: the run sends one digest of
   * every message held until the same moment for the same digest. Only for notifications to the
   * business's own inboxes.
   */
  holdUntil?: Date;
  /** The digest a held message joins: the office's unless said. */
  digest?: DigestName;
  /**
   * Not before this moment (a reminder before a meeting): the row waits, pending, and the run
   * sends it once it is due. The caller does not send it now.
   */
  dueAt?: Date;
}

/**
 * Stores a message inside the caller's transaction, beside the record it belongs to; it is sent
 * once the transaction has committed (`sendQueued`, or the run). Returns the row's id.
 */
export async function queueDelivery(tx: Tx, email: OutgoingEmail, options: QueueOptions = {}): Promise<number> {
  const row = await tx.delivery.create({
    data: {
      ...rowData(email),
      status: options.holdUntil ? "held" : "pending",
      digest: options.holdUntil ? (options.digest ?? "office") : null,
      nextAttemptAt: options.holdUntil ?? options.dueAt ?? new Date(Date.now() + FIRST_SEND_GRACE_MS),
    },
    select: { id: true },
  });
  return row.id;
}

/**
 * Stores a page inside the caller's transaction. It is due at `dueAt` (a major request outside the
 * help desk's hours waits for its opening); without it, like an e-mail, it is sent by the request
 * that stored it and by the run only after the grace period.
 */
export async function queuePage(tx: Tx, page: OutgoingPage, options: { dueAt?: Date } = {}): Promise<number> {
  const row = await tx.delivery.create({
    data: {
      channel: "page",
      kind: page.kind,
      toAddress: page.target,
      subject: pageSubject(page.event),
      text: JSON.stringify(page.event),
      html: "",
      relatedType: page.related.type,
      relatedId: page.related.id,
      uid: randomUUID(),
      status: "pending",
      nextAttemptAt: options.dueAt ?? new Date(Date.now() + FIRST_SEND_GRACE_MS),
    },
    select: { id: true },
  });
  return row.id;
}

/**
 * A page whose event may still change while it waits (a summary that counts what it sums up):
 * stores it, or rewrites the event of the one of its kind for its record while that one is still
 * pending; when that one has gone (sent, or failed and retried as it was), nothing. Returns the id
 * of a new row, else null.
 */
export async function queueOrRefreshPage(tx: Tx, page: OutgoingPage): Promise<number | null> {
  const related = { kind: page.kind, relatedType: page.related.type, relatedId: page.related.id };
  const updated = await tx.delivery.updateMany({
    where: { ...related, status: "pending" },
    data: { text: JSON.stringify(page.event), subject: pageSubject(page.event) },
  });
  if (updated.count > 0) return null;
  if ((await tx.delivery.count({ where: related })) > 0) return null;
  return queuePage(tx, page);
}

const pageSubject = (event: PagerEvent) => event.payload?.summary ?? `${event.event_action} ${event.dedup_key}`;

/**
 * Stores a lead's post to the CRM inside the caller's transaction, or nothing when
 * LEADS_WEBHOOK_URL is not set: a row that could never go would only fill the table. The URL and
 * the secret are read again when it is sent. Returns the row's id, or null when nothing was stored.
 */
export async function queueWebhook(tx: Tx, webhook: OutgoingWebhook): Promise<number | null> {
  if (!getEnv().LEADS_WEBHOOK_URL) return null;
  // Random rather than the lead's row id, which a preview database or a restored copy repeats.
  const uid = randomUUID();
  const body: WebhookBody = {
    id: `${webhook.event.kind}-${uid}`,
    kind: webhook.event.kind,
    fields: webhook.event.fields,
    source: webhook.event.source,
    receivedAt: webhook.event.receivedAt.toISOString(),
  };
  const row = await tx.delivery.create({
    data: {
      channel: "webhook",
      kind: webhook.kind,
      toAddress: WEBHOOK_TARGET,
      subject: `${webhook.event.kind} lead #${webhook.related.id} to the CRM`,
      text: JSON.stringify(body),
      html: "",
      relatedType: webhook.related.type,
      relatedId: webhook.related.id,
      uid,
      status: "pending",
      nextAttemptAt: new Date(Date.now() + FIRST_SEND_GRACE_MS),
    },
    select: { id: true },
  });
  return row.id;
}

function rowData(email: OutgoingEmail) {
  return {
    channel: "email",
    kind: email.kind,
    toAddress: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: JSON.stringify(email.headers ?? {}),
    attachments: email.attachments?.length ? JSON.stringify(email.attachments) : null,
    relatedType: email.related?.type ?? null,
    relatedId: email.related?.id ?? null,
    // The provider's idempotency key: random, so two databases (production and a preview, or a
    // restored copy) never share one, as they would share row ids.
    uid: randomUUID(),
  };
}

/**
 * `queueDelivery` for a caller whose answer must not tell, by its timing, which case it met: the
 * same single statement runs whether `store` is true or false, and stores the (pending) message only
 * when it is. Raw SQL because a Prisma create cannot be made conditional within its one statement.
 * Returns the row's id, or null when nothing was stored.
 */
export async function queueDeliveryIf(tx: Tx, store: boolean, email: OutgoingEmail): Promise<number | null> {
  const r = rowData(email);
  const now = new Date();
  const firstSend = new Date(now.getTime() + FIRST_SEND_GRACE_MS);
  const rows = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "Delivery" ("channel", "kind", "toAddress", "replyTo", "subject", "text", "html", "headers",
      "attachments", "relatedType", "relatedId", "uid", "status", "nextAttemptAt", "createdAt", "updatedAt")
    SELECT ${r.channel}, ${r.kind}, ${r.toAddress}, ${r.replyTo}::text, ${r.subject}, ${r.text}, ${r.html},
      ${r.headers}, ${r.attachments}::text, ${r.relatedType}::text, ${r.relatedId}::int, ${r.uid}, 'pending',
      ${firstSend}::timestamp(3), ${now}::timestamp(3), ${now}::timestamp(3)
    WHERE ${store}::boolean
    RETURNING "id"`;
  return rows[0]?.id ?? null;
}
