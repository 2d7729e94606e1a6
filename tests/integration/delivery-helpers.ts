import type { OutgoingEmail, QueueOptions } from "@/lib/deliveries/store";
import type { ResendStandIn } from "../support/resend-stand-in";

/**
 * What the delivery tests do over and over. The library is imported on use, so a test file sets
 * DATABASE_URL and RESEND_* before lib/core/db and lib/core/env are first loaded.
 */

/** Stores a message in a transaction of its own, as a lead writer does, without sending it. */
export async function queue(email: OutgoingEmail, options: QueueOptions = {}): Promise<number> {
  const { getDb } = await import("@/lib/core/db");
  const { queueDelivery } = await import("@/lib/deliveries/store");
  return getDb().$transaction((tx) => queueDelivery(tx, email, options));
}

/** Stores a message and sends it as a request does after its answer (held ones are not sent). */
export async function queueAndSend(email: OutgoingEmail, options: QueueOptions = {}): Promise<number> {
  const { sendQueued } = await import("@/lib/deliveries/send");
  const id = await queue(email, options);
  if (!options.holdUntil) await sendQueued([id]);
  return id;
}

/** Makes rows due now for the scheduled run: failed `attempts` times, the retry time passed. */
export async function makeDue(ids: readonly number[], attempts = 1): Promise<void> {
  const { getDb } = await import("@/lib/core/db");
  await getDb().delivery.updateMany({
    where: { id: { in: [...ids] } },
    data: { status: "failed", attempts, nextAttemptAt: new Date(Date.now() - 1000) },
  });
}

/** How many times the provider stand-in received each row (by its idempotency key). */
export async function receivedCounts(standIn: ResendStandIn, ids: readonly number[]): Promise<number[]> {
  const { getDb } = await import("@/lib/core/db");
  const rows = await getDb().delivery.findMany({ where: { id: { in: [...ids] } }, select: { id: true, uid: true } });
  const uid = new Map(rows.map((r) => [r.id, r.uid]));
  return ids.map((id) => standIn.received.filter((m) => m.idempotencyKey === `outbox-${uid.get(id)}`).length);
}

let counter = 0;
/** A message of `kind` to an address of its own. */
export function message(kind: string): OutgoingEmail {
  counter++;
  return {
    kind,
    to: `person${counter}@example.com`,
    subject: `${kind} ${counter}`,
    text: "Plain text",
    html: "<p>Plain text</p>",
  };
}
