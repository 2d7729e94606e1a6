import "server-only";
import { getDb, type Tx } from "@/lib/core/db";
import { describeError, logWarn } from "@/lib/core/log";
import { sendDeliveries } from "@/lib/deliveries/send";
import {
  queueDelivery,
  queueOrRefreshPage,
  queuePage,
  type OutgoingEmail,
  type OutgoingPage,
  type QueueOptions,
  type Schedule,
} from "@/lib/deliveries/store";

/**
 * One record's messages, stored in the one call a domain makes into the deliveries for them
 * (docs/decisions/0032-deliveries-job-and-hooks.md): its e-mails and pages, in the order given.
 * - an e-mail with `hold` waits for its digest (lib/deliveries/digest.ts);
 * - a page with `refresh` rewrites the event of the one of its kind for its record while that one
 *   waits (a summary that counts what it sums up), and is stored only when there is none;
 * - `later` leaves a message to the scheduled job.
 * The rest are sent right after the record's answer.
 */
export type Outgoing =
  | { email: OutgoingEmail; hold?: QueueOptions; later?: boolean }
  | { page: OutgoingPage; refresh?: boolean; later?: boolean };

/** Stores the messages inside the caller's transaction; returns the ids stored and those to send now. */
export async function queueMessages(
  tx: Tx,
  messages: readonly Outgoing[],
): Promise<{ ids: number[]; sendNow: number[] }> {
  const ids: number[] = [];
  const sendNow: number[] = [];
  for (const message of messages) {
    let id: number | null;
    if ("email" in message) id = await queueDelivery(tx, message.email, message.hold);
    else if (message.refresh) id = await queueOrRefreshPage(tx, message.page);
    else id = await queuePage(tx, message.page);
    if (id === null) continue;
    ids.push(id);
    // Held for a digest, or due later: the run sends it, not this request.
    const waits = "email" in message && (message.hold?.holdUntil !== undefined || message.hold?.dueAt !== undefined);
    if (!message.later && !waits) sendNow.push(id);
  }
  return { ids, sendNow };
}

/** What a domain's transaction stored: the record (as the domain names it) and its messages. */
export interface Stored<T> {
  record: T;
  messages: readonly Outgoing[];
}

export interface StoreAndSendOptions<T> {
  /** The route's `after()`, so the visitor's answer does not wait for a provider; none: at once. */
  schedule?: Schedule;
  /**
   * The domain's hook on the outcome of the record's first sends (a page taken or refused moves
   * its request on); it returns deliveries it stored meanwhile, which are sent too.
   */
  afterSends?: (record: T) => Promise<readonly number[]>;
}

/**
 * A record and its messages, the one call a domain makes for them: `store` writes the record in a
 * transaction and names its messages, which are stored in the same transaction (both exist
 * together or not at all); once it has committed, the messages due now are sent, then the domain's
 * `afterSends` hears their outcome. A failure after the commit is only logged: the rows stay due
 * and the scheduled job sends them, and runs the domain's job hook on their outcome.
 */
export async function storeAndSend<T>(
  store: (tx: Tx) => Promise<Stored<T>>,
  options: StoreAndSendOptions<T> = {},
): Promise<T> {
  const { record, sendNow } = await getDb().$transaction(async (tx) => {
    const stored = await store(tx);
    return { record: stored.record, sendNow: (await queueMessages(tx, stored.messages)).sendNow };
  });
  const task = async () => {
    try {
      await sendDeliveries(sendNow);
      const more = options.afterSends ? await options.afterSends(record) : [];
      if (more.length > 0) await sendDeliveries(more);
    } catch (error) {
      logWarn("delivery.send-error", { ids: sendNow.join(","), ...describeError(error) });
    }
  };
  if (options.schedule) options.schedule(task);
  else await task();
  return record;
}
