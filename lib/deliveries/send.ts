import "server-only";
import { getDb, isUniqueViolation, lockName, type Tx } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { describeError, logInfo, logWarn } from "@/lib/core/log";
import { Prisma } from "@/lib/generated/prisma/client";
import { digestEmail } from "@/lib/deliveries/digest";
import { sendEmail, type EmailRow, type SendOutcome } from "@/lib/deliveries/email";
import { FinalSendError, sendPage } from "@/lib/deliveries/page";
import {
  MAX_ATTEMPTS,
  queueDelivery,
  type DeliveryStatus,
  type DigestName,
  type Schedule,
} from "@/lib/deliveries/store";
import { sendWebhook } from "@/lib/deliveries/webhook";

/**
 * Sending deliveries (rows stored by lib/deliveries/store.ts): claiming them, sending each through
 * its channel (e-mail through Resend, lib/deliveries/email.ts; pages to the on-call technician,
 * lib/deliveries/page.ts; leads to the office's CRM, lib/deliveries/webhook.ts), recording the outcome with its backoff, and the scheduled run.
 *
 * Several senders reach the same rows: a request, the scheduled run (possibly in several instances
 * at once), a staff retry and the newsletter send. A sender claims rows with one short UPDATE that
 * sets a lease in `claimedUntil` on rows it locks with FOR UPDATE SKIP LOCKED, commits, and only
 * then calls the provider; so no two senders ever hold the same row. The outcome is recorded only
 * while that lease still stands. A sender that dies mid-send leaves a lease that runs out, and the
 * run takes the row again; the provider's idempotency key (random per row) makes that late second
 * attempt harmless.
 *
 * Notifications to the business's own inboxes past a ceiling are stored 'held' (not sent); the run
 * gathers each ended window's held rows into one digest per inbox (lib/deliveries/digest.ts) and
 * marks them 'digested'. Without RESEND_API_KEY (development, tests) a message is marked 'logged' instead of
 * sent. Logs carry ids and kinds only.
 */

/** Minutes to wait after the n-th failed attempt. */
export const RETRY_BACKOFF_MINUTES = [1, 5, 15, 60, 180, 720] as const;

/**
 * A claim lasts the sends it covers plus this: time for the outcome write. A lease that runs out
 * while its sender still works only lets a second sender try; the provider drops that one by its
 * idempotency key.
 */
export const CLAIM_MARGIN_MS = 30_000;

/** A page waits one minute between attempts: each run (every minute) tries it again. */
export const PAGE_RETRY_DELAY_MS = 60_000;

export function nextAttemptDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts - 1, 0), RETRY_BACKOFF_MINUTES.length - 1);
  return (RETRY_BACKOFF_MINUTES[index] ?? 720) * 60_000;
}

/** The longest one send may take: the timeout of the e-mail provider, the paging service and the CRM webhook. */
function sendTimeoutMs(): number {
  return getEnv().EMAIL_TIMEOUT_MS;
}

// ---------------------------------------------------------------------------------------------
// Claiming

/**
 * The database's clock as the columns hold time: UTC without a zone (Prisma's convention). Said
 * explicitly so a server whose TimeZone setting is not UTC still stores and compares the right
 * moment. Leases run on this one clock, whichever instance claims.
 */
const DB_NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;
const UNCLAIMED = Prisma.sql`("claimedUntil" IS NULL OR "claimedUntil" < ${DB_NOW})`;

/** Rows the run sends: pending or failed, their time come, automatic attempts left. */
const dueAt = (now: Date) =>
  Prisma.sql`"status" IN ('pending', 'failed') AND "nextAttemptAt" <= ${now} AND "attempts" < ${MAX_ATTEMPTS}`;

/** A row as its sender holds it: what sending needs, and the lease its outcome is recorded under. */
interface ClaimedDelivery extends EmailRow {
  id: number;
  channel: string;
  kind: string;
  attempts: number;
  claimedUntil: Date;
  createdAt: Date;
  nextAttemptAt: Date;
  /** The digest a held row waits for; null is the office's. */
  digest: string | null;
}

/**
 * Claims up to `limit` unclaimed rows matching `which` (all of them when null), oldest first, for
 * `leaseMs`: one statement, committed before anything is sent. Rows another sender has locked or
 * claimed are skipped, so senders running at once never get the same row. A row stored without a
 * provider key gets one here.
 */
async function claim(
  which: Prisma.Sql,
  limit: number | null,
  leaseMs: number,
  db: Tx = getDb(),
): Promise<ClaimedDelivery[]> {
  const rows = await db.$queryRaw<ClaimedDelivery[]>`
    UPDATE "Delivery"
    SET "claimedUntil" = ${DB_NOW} + ${leaseMs} * interval '1 millisecond',
        "uid" = COALESCE("uid", gen_random_uuid()::text),
        "updatedAt" = ${DB_NOW}
    WHERE "id" IN (
      SELECT "id" FROM "Delivery"
      WHERE ${which} AND ${UNCLAIMED}
      ORDER BY "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "channel", "kind", "toAddress", "replyTo", "subject", "text", "html", "headers", "attachments", "attempts",
      "uid", "claimedUntil", "createdAt", "nextAttemptAt", "digest"`;
  return rows.sort((a, b) => a.id - b.id);
}

/** A lease long enough to send `count` rows one after another. */
const leaseFor = (count: number) => count * sendTimeoutMs() + CLAIM_MARGIN_MS;

// ---------------------------------------------------------------------------------------------
// Sending

/**
 * How each channel sends a claimed row. A later channel is one more sender beside
 * lib/deliveries/email.ts and one more entry here; everything else (claims, retries, outcomes, the
 * run) is shared.
 */
const CHANNELS: Record<string, (row: ClaimedDelivery) => Promise<SendOutcome>> = {
  email: sendEmail,
  page: sendPage,
  webhook: sendWebhook,
};

/** Error text for the row: the provider's message, never an address. */
function safeErrorText(error: unknown): string {
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === "object" && error && "message" in error
        ? `${String((error as { name?: unknown }).name ?? "provider_error")}: ${String((error as { message: unknown }).message)}`
        : String(error);
  return text.replace(/[^\s@<>]+@[^\s@<>]+/g, "[address]").slice(0, 500);
}

export interface DeliveryResult {
  id: number;
  /** "busy": another sender holds the row's claim right now; nothing was sent by this call. */
  status: DeliveryStatus | "busy";
}

/** Records a send's outcome and ends the claim, only while this sender still holds the row. */
async function recordOutcome(row: ClaimedDelivery, data: Prisma.DeliveryUpdateManyMutationInput): Promise<void> {
  const { count } = await getDb().delivery.updateMany({
    where: { id: row.id, claimedUntil: row.claimedUntil },
    data: { ...data, claimedUntil: null },
  });
  // The lease ran out and another sender took the row: its outcome is the one that counts.
  if (count === 0) logWarn(`${row.channel}.claim-lost`, { id: row.id, kind: row.kind });
}

async function sendClaimed(row: ClaimedDelivery): Promise<DeliveryResult> {
  const { id, kind, channel } = row;
  let outcome: SendOutcome;
  try {
    const send = CHANNELS[channel];
    if (!send) throw new Error(`No sender for the channel "${channel}"`);
    outcome = await send(row);
  } catch (error) {
    // A final refusal (the request itself is wrong) is not tried again automatically.
    const final = error instanceof FinalSendError;
    const attempts = final ? Math.max(MAX_ATTEMPTS, row.attempts + 1) : row.attempts + 1;
    const delay = channel === "page" ? PAGE_RETRY_DELAY_MS : nextAttemptDelayMs(attempts);
    await recordOutcome(row, {
      status: "failed",
      attempts,
      lastError: safeErrorText(error),
      nextAttemptAt: new Date(Date.now() + delay),
    });
    logWarn(`${channel}.failed`, { id, kind, attempts, final, ...describeError(error) });
    return { id, status: "failed" };
  }
  if (outcome.status === "logged") {
    await recordOutcome(row, { status: "logged", attempts: { increment: 1 } });
    logInfo(`${channel}.logged`, { id, kind });
    return { id, status: "logged" };
  }
  await recordOutcome(row, {
    status: "sent",
    providerId: outcome.providerId,
    sentAt: new Date(),
    attempts: { increment: 1 },
    lastError: null,
  });
  logInfo(`${channel}.sent`, { id, kind });
  return { id, status: "sent" };
}

/**
 * Claims these rows (those still pending or failed that no other sender holds) and sends them one
 * after another, whatever their schedule. Rows it could not claim are left to whoever has them.
 */
export async function sendDeliveries(ids: readonly number[]): Promise<DeliveryResult[]> {
  if (ids.length === 0) return [];
  const claimed = await claim(
    Prisma.sql`"id" = ANY(${[...ids]}) AND "status" IN ('pending', 'failed')`,
    null,
    leaseFor(ids.length),
  );
  const results: DeliveryResult[] = [];
  for (const row of claimed) results.push(await sendClaimed(row));
  return results;
}

/**
 * Sends rows just stored by a request: through `schedule` (the route's `after()`) so the visitor's
 * answer does not wait for the provider, or right away without one (scripts, tests). A failure
 * here is only logged: the rows stay due and the run sends them.
 */
export async function sendQueued(ids: readonly number[], schedule?: Schedule): Promise<void> {
  if (ids.length === 0) return;
  const attempt = () =>
    sendDeliveries(ids).catch((error: unknown) => {
      logWarn("delivery.send-error", { ids: ids.join(","), ...describeError(error) });
    });
  if (schedule) schedule(attempt);
  else await attempt();
}

// ---------------------------------------------------------------------------------------------
// The scheduled run

export interface RunReport {
  attempted: number;
  sent: number;
  failed: number;
  logged: number;
  /** Digests of held office notifications stored (and attempted) by this run. */
  digests: number;
  /** Due rows (digests included) this run did not start because its time budget ran out: still due. */
  left: number;
}

/**
 * The time budget of a run inside a request (the cron route, the staff "Retry all due"): a
 * serverless function is stopped at its limit (those routes declare 30 s), possibly in the middle
 * of a send, and 50 due rows at EMAIL_TIMEOUT_MS each could take far longer. 25 s leaves room for
 * the outcome writes and the reply.
 */
export const RETRY_RUN_BUDGET_MS = 25_000;

export interface RunOptions {
  /** The moment rows are due by (a test may move it); leases always run on the database's clock. */
  now?: Date;
  /** At most this many sends (digests aside). */
  batch?: number;
  /**
   * Milliseconds this run may take, counted from its start. A send starts only while its whole
   * timeout still fits before that moment, so the run ends within the budget; what it does not
   * start stays due for the next run. Without it the run sends up to `batch` due rows.
   */
  budgetMs?: number;
}

/** Whether a send started now could reach its timeout before the run's deadline. */
function sendFits(deadline: number | undefined): boolean {
  return deadline === undefined || Date.now() + sendTimeoutMs() <= deadline;
}

function count(report: RunReport, { status }: DeliveryResult): void {
  report.attempted++;
  if (status === "sent") report.sent++;
  else if (status === "failed") report.failed++;
  else if (status === "logged") report.logged++;
}

/**
 * Held notifications whose window has ended: claims them, then per window and digest stores one
 * digest and marks its rows 'digested' in one transaction, and sends the digest. When that digest
 * exists already (a notification held after it was made), the rows go out one by one instead: a
 * notification may reach its inbox twice, never not at all.
 */
async function digestHeldWindows(now: Date, report: RunReport, deadline: number | undefined): Promise<void> {
  // One claim of held rows at a time. SKIP LOCKED alone lets two runs started together split a
  // window's rows between them (each locks the rows it reaches first); the second run's digest
  // for that window is then refused and its share goes out one by one, past the ceiling. Queued
  // behind the lock, the second run finds every row claimed and takes none.
  const held = await getDb().$transaction(async (tx) => {
    await lockName(tx, "deliveries:held-claim");
    return claim(Prisma.sql`"status" = 'held' AND "nextAttemptAt" <= ${now}`, null, leaseFor(1), tx);
  });
  const windows = new Map<string, { minute: number; name: DigestName; rows: ClaimedDelivery[] }>();
  for (const row of held) {
    const minute = Math.floor(row.nextAttemptAt.getTime() / 60_000);
    const name: DigestName = row.digest === "oncall" ? "oncall" : "office";
    const group = windows.get(`${minute}:${name}`) ?? { minute, name, rows: [] };
    group.rows.push(row);
    windows.set(`${minute}:${name}`, group);
  }
  for (const { minute, name, rows } of windows.values()) {
    rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    const ids = rows.map((r) => r.id);
    // Every row of one claim statement carries the same lease.
    const ours = { id: { in: ids }, claimedUntil: rows[0]!.claimedUntil };
    const digest = digestEmail(
      name,
      new Date(minute * 60_000),
      rows.map((r) => ({ subject: r.subject, receivedAt: r.createdAt })),
      rows[0]!.toAddress,
    );
    let digestId: number;
    try {
      digestId = await getDb().$transaction(async (tx) => {
        const id = await queueDelivery(tx, digest);
        await tx.delivery.updateMany({ where: ours, data: { status: "digested", claimedUntil: null } });
        return id;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await getDb().delivery.updateMany({
        where: ours,
        data: { status: "pending", nextAttemptAt: now, claimedUntil: null },
      });
      logWarn("email.digest-exists", { window: minute, digest: name, released: ids.length });
      continue;
    }
    report.digests++;
    logInfo("email.digest-stored", { id: digestId, window: minute, digest: name, held: ids.length });
    // Out of time: the digest is stored, and due for a later run.
    if (!sendFits(deadline)) report.left++;
    else for (const result of await sendDeliveries([digestId])) count(report, result);
  }
}

/**
 * Sends the digests of ended hold windows, then every due row (pending or failed, its time come,
 * under the attempt cap, unclaimed), oldest first, claiming one row at a time so each lease covers
 * exactly one send. Held and digested rows are never due: they leave only through a digest. With a
 * time budget no send starts that could outlast it; the rows left are counted in `left`.
 */
export async function runDueDeliveries(options: RunOptions = {}): Promise<RunReport> {
  const { now = new Date(), batch = 50, budgetMs } = options;
  const deadline = budgetMs === undefined ? undefined : Date.now() + budgetMs;
  const report: RunReport = { attempted: 0, sent: 0, failed: 0, logged: 0, digests: 0, left: 0 };
  await digestHeldWindows(now, report, deadline);
  const tried: number[] = [];
  for (let sends = 0; sends < batch; sends++) {
    if (!sendFits(deadline)) {
      const [waiting] = await getDb().$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS "n" FROM "Delivery" WHERE ${dueAt(now)} AND ${UNCLAIMED}`;
      report.left += Math.min(waiting?.n ?? 0, batch - sends);
      break;
    }
    // A run tries a row at most once, even when its retry falls due again before the run ends.
    const fresh = tried.length > 0 ? Prisma.sql`AND NOT ("id" = ANY(${tried}::int[]))` : Prisma.empty;
    const [row] = await claim(Prisma.sql`${dueAt(now)} ${fresh}`, 1, leaseFor(1));
    if (!row) break;
    tried.push(row.id);
    count(report, await sendClaimed(row));
  }
  if (report.left > 0) logInfo("delivery.run-budget-spent", { left: report.left });
  return report;
}
