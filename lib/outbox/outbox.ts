import { randomUUID } from "node:crypto";
import { Resend } from "resend";
import { BUSINESS } from "@/content/business";
import {
  createWriteBatcher,
  dbRead,
  dbWrite,
  isUniqueViolation,
  sqliteDateTime,
  type WriteBatcher,
} from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { describeError, logInfo, logWarn } from "@/lib/core/log";
import { renderEmail, type RenderedEmail } from "@/lib/outbox/template";
import { absoluteUrl } from "@/lib/core/seo/url";

/**
 * The e-mail outbox. A message is stored first (right after the record it belongs to), then sent
 * through Resend when RESEND_API_KEY is set, with a timeout. The outcome is recorded on the row:
 * sent (with the provider's id), failed (with the error and the attempt count, retried later with
 * backoff), or logged (no key: development and tests). Logs carry ids and kinds only
 * (docs/decisions/0006-outbox.md).
 *
 * Several senders reach the same rows: the request that stored a message (in `after()`), the retry
 * job (cron route or `npm run outbox:retry`, possibly in two processes at once), the staff retry and
 * the newsletter send. A sender first claims the row with one conditional UPDATE (a lease in
 * `claimedUntil`); only the sender whose UPDATE changed the row sends it, and its outcome clears
 * the claim. A sender that dies mid-send leaves a lease that expires, and the retry job takes the
 * row again. Behind the claim, the provider's idempotency key (`outbox-<uid>`, random per row)
 * makes a late duplicate attempt harmless, and never collides between two databases.
 *
 * Office notifications past a route-wide ceiling are stored 'held' (not sent); the retry job
 * gathers each ended window's held rows into one digest to the office and marks them 'digested'.
 */
export type OutboxStatus = "pending" | "sent" | "failed" | "logged" | "held" | "digested";

export interface OutgoingEmail extends RenderedEmail {
  kind: string;
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  related?: { type: string; id: number };
}

/** Minutes to wait after the n-th failed attempt. */
export const RETRY_BACKOFF_MINUTES = [1, 5, 15, 60, 180, 720] as const;
export const MAX_ATTEMPTS = 8;

/**
 * A claim lasts the provider's timeout plus this: time for the queued outcome write, and for a
 * request's `after()` to start. A lease that runs out while its sender still works only lets a
 * second sender try; the provider drops that one by its idempotency key.
 */
export const CLAIM_MARGIN_MS = 30_000;

/** The digest lists this many held notifications at most, then says how many more there are. */
export const DIGEST_LIST_LIMIT = 200;
export const DIGEST_KIND = "office-digest";
export const HELD_WINDOW_TYPE = "HeldWindow";

export function nextAttemptDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts - 1, 0), RETRY_BACKOFF_MINUTES.length - 1);
  return (RETRY_BACKOFF_MINUTES[index] ?? 720) * 60_000;
}

export function senderAddress(): string {
  return `${BUSINESS.name} <${BUSINESS.emails.noreply}>`;
}

function claimLeaseMs(): number {
  return getEnv().EMAIL_TIMEOUT_MS + CLAIM_MARGIN_MS;
}

/** What delivery needs of a stored message, and the lease under which this sender holds it. */
interface ClaimedEmail {
  id: number;
  kind: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** JSON of the extra headers, as stored. */
  headers: string;
  attempts: number;
  uid: string;
  /** `claimedUntil` exactly as stored (sqliteDateTime): outcome writes apply only under it. */
  lease: string;
}

interface NewRow {
  email: OutgoingEmail;
  status: "pending" | "held";
  /** When a failed or held row comes due; a pending row's is its creation time. */
  nextAttemptAt?: Date;
  /** Stored already claimed by the caller, which sends it next. */
  claimed: boolean;
}

interface InsertedRow {
  id: number;
  uid: string;
  /** The stored lease, when the row was stored claimed. */
  lease: string | null;
}

// Made on first use, so a module that only imports this one (with lib/core/db mocked) loads.
let insertEmail: WriteBatcher<NewRow, InsertedRow> | undefined;
let markLogged: WriteBatcher<number, void> | undefined;

const emailInserter = () =>
  (insertEmail ??= createWriteBatcher<NewRow, InsertedRow>({
    // Messages queued together: one INSERT (one commit); ids in VALUES order; a lone message is a
    // batch of one. A row that breaks the (kind, related) uniqueness fails the statement, and then
    // each message is stored alone (isUniqueViolation recognises the raw statement's error).
    runBatch: async (sql, rows) => {
      const nowDate = new Date();
      const now = sqliteDateTime(nowDate);
      // The lease starts when the row is written, not when it was queued behind other writes.
      const lease = sqliteDateTime(new Date(nowDate.getTime() + claimLeaseMs()));
      const uids = rows.map(() => randomUUID());
      const returned = await sql.query<{ id: number | bigint }>(
        `INSERT INTO "EmailOutbox" ("kind", "toAddress", "replyTo", "subject", "text", "html", "headers", "relatedType", "relatedId", "status", "attempts", "nextAttemptAt", "createdAt", "updatedAt", "uid", "claimedUntil") VALUES ${rows.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)").join(", ")} RETURNING "id"`,
        ...rows.flatMap(({ email: e, status, nextAttemptAt, claimed }, i) => [
          e.kind,
          e.to,
          e.replyTo ?? null,
          e.subject,
          e.text,
          e.html,
          JSON.stringify(e.headers ?? {}),
          e.related?.type ?? null,
          e.related?.id ?? null,
          status,
          nextAttemptAt ? sqliteDateTime(nextAttemptAt) : now,
          now,
          now,
          uids[i]!,
          claimed ? lease : null,
        ]),
      );
      return returned
        .map((r) => Number(r.id))
        .sort((a, b) => a - b)
        .map((id, i) => ({ id, uid: uids[i]!, lease: rows[i]!.claimed ? lease : null }));
    },
    // An e-mail's HTML is a few KB: a statement stays well under a megabyte.
    maxBatch: 50,
  }));

/** Stores a message (unclaimed, pending); does not send it. */
export async function storeEmail(email: OutgoingEmail): Promise<number> {
  return (await emailInserter()({ email, status: "pending", claimed: false })).id;
}

/** Without RESEND_API_KEY: messages marked 'logged' together share one UPDATE (one commit). */
const loggedMarker = () =>
  (markLogged ??= createWriteBatcher<number, void>({
    runBatch: async (sql, ids) => {
      await sql.execute(
        `UPDATE "EmailOutbox" SET "status" = 'logged', "attempts" = "attempts" + 1, "claimedUntil" = NULL, "updatedAt" = ? WHERE "id" IN (${ids.map(() => "?").join(", ")})`,
        sqliteDateTime(new Date()),
        ...ids,
      );
      return ids.map(() => undefined);
    },
    maxBatch: 200,
  }));

let client: Resend | undefined;
function resend(): Resend {
  const env = getEnv();
  // The SDK reads its base address when constructed, so it is passed explicitly.
  client ??= new Resend(env.RESEND_API_KEY, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined);
  return client;
}

/** Test hook: forget the SDK client (after changing RESEND_* in the environment). */
export function resetEmailClient(): void {
  client = undefined;
}

class SendTimeout extends Error {
  constructor(ms: number) {
    super(`The e-mail provider did not answer within ${ms} ms`);
    this.name = "SendTimeout";
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeout(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

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
  status: OutboxStatus | "busy";
}

type ClaimedRowRaw = Omit<ClaimedEmail, "lease" | "id" | "attempts"> & {
  id: number | bigint;
  attempts: number | bigint;
};

/**
 * Claims a pending or failed row for this sender: one conditional UPDATE, so of several senders
 * (in this process or another one on the same database) exactly one gets the row back. A row that
 * lacks a provider key gets one in the same statement. `ownLease` lets the holder of a claim that
 * is about to run out renew it.
 */
async function claimRow(id: number, ownLease?: string): Promise<ClaimedEmail | null> {
  const now = new Date();
  const lease = sqliteDateTime(new Date(now.getTime() + claimLeaseMs()));
  const rows = await dbWrite((db) =>
    db.$queryRawUnsafe<ClaimedRowRaw[]>(
      `UPDATE "EmailOutbox" SET "claimedUntil" = ?, "uid" = COALESCE("uid", ?), "updatedAt" = ? WHERE "id" = ? AND "status" IN ('pending', 'failed') AND ("claimedUntil" IS NULL OR "claimedUntil" < ? OR "claimedUntil" = ?) RETURNING "id", "kind", "toAddress", "replyTo", "subject", "text", "html", "headers", "attempts", "uid"`,
      lease,
      randomUUID(),
      sqliteDateTime(now),
      id,
      sqliteDateTime(now),
      ownLease ?? "",
    ),
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), attempts: Number(row.attempts), lease } : null;
}

/**
 * Sends one stored message (or logs it without a key) and records the outcome. A row another
 * sender has claimed is left alone ("busy"); a sent, logged, held or digested row is only reported.
 */
export async function deliverEmail(id: number): Promise<DeliveryResult> {
  const delivered = await claimAndDeliver(id);
  if (delivered) return delivered;
  const row = await dbRead((db) => db.emailOutbox.findUnique({ where: { id }, select: { status: true } }));
  if (!row) throw new Error(`outbox message ${id} does not exist`);
  const status = row.status as OutboxStatus;
  return { id, status: status === "pending" || status === "failed" ? "busy" : status };
}

/** Sends a row if this call wins its claim; null when another sender has it (or had it: sent since). */
async function claimAndDeliver(id: number): Promise<DeliveryResult | null> {
  const claimed = await claimRow(id);
  return claimed ? deliverClaimed(claimed) : null;
}

/** Records a send's outcome, only while this sender still holds the claim it sent under. */
async function recordOutcome(row: ClaimedEmail, set: string, values: unknown[]): Promise<boolean> {
  const changed = await dbWrite((db) =>
    db.$executeRawUnsafe(
      `UPDATE "EmailOutbox" SET ${set}, "claimedUntil" = NULL, "updatedAt" = ? WHERE "id" = ? AND "claimedUntil" = ?`,
      ...values,
      sqliteDateTime(new Date()),
      row.id,
      row.lease,
    ),
  );
  // The lease ran out and another sender took the row: its outcome is the one that counts.
  if (changed === 0) logWarn("email.claim-lost", { id: row.id, kind: row.kind });
  return changed > 0;
}

async function deliverClaimed(row: ClaimedEmail): Promise<DeliveryResult> {
  const { id } = row;
  const env = getEnv();

  if (!env.RESEND_API_KEY) {
    await loggedMarker()(id);
    logInfo("email.logged", { id, kind: row.kind });
    return { id, status: "logged" };
  }

  try {
    const result = await withTimeout(
      resend().emails.send(
        {
          from: senderAddress(),
          to: [row.toAddress],
          subject: row.subject,
          text: row.text,
          html: row.html,
          replyTo: row.replyTo ?? undefined,
          headers: JSON.parse(row.headers) as Record<string, string>,
        },
        // The same key on every attempt: a retry after a lost answer cannot send twice. Random per
        // row, so a preview and production database (or a restored copy) never share one.
        { idempotencyKey: `outbox-${row.uid}` },
      ),
      env.EMAIL_TIMEOUT_MS,
    );
    if (result.error || !result.data?.id) throw result.error ?? new Error("The e-mail provider answered without an id");
    const now = sqliteDateTime(new Date());
    await recordOutcome(
      row,
      `"status" = 'sent', "providerId" = ?, "sentAt" = ?, "attempts" = "attempts" + 1, "lastError" = NULL`,
      [result.data.id, now],
    );
    logInfo("email.sent", { id, kind: row.kind });
    return { id, status: "sent" };
  } catch (error) {
    const attempts = row.attempts + 1;
    await recordOutcome(row, `"status" = 'failed', "attempts" = ?, "lastError" = ?, "nextAttemptAt" = ?`, [
      attempts,
      safeErrorText(error),
      sqliteDateTime(new Date(Date.now() + nextAttemptDelayMs(attempts))),
    ]);
    logWarn("email.failed", { id, kind: row.kind, attempts, ...describeError(error) });
    return { id, status: "failed" };
  }
}

/**
 * Sends a row this caller stored already claimed. When the lease has too little time left for a
 * whole attempt (the `after()` task started late), it is renewed first, which fails if another
 * sender has taken the row meanwhile.
 */
async function deliverFresh(row: ClaimedEmail, leaseEnds: Date): Promise<DeliveryResult> {
  if (leaseEnds.getTime() - Date.now() >= getEnv().EMAIL_TIMEOUT_MS + CLAIM_MARGIN_MS / 2) return deliverClaimed(row);
  const renewed = await claimRow(row.id, row.lease);
  return renewed ? deliverClaimed(renewed) : { id: row.id, status: "busy" };
}

export interface EnqueueOptions {
  /**
   * Store the message 'held' until this moment and do not send it: the retry job sends one digest
   * of every message held until the same moment. Only for notifications to the office.
   */
  holdUntil?: Date;
}

/**
 * Stores a message, then tries to send it. Callers in a request pass `schedule` (Next's `after`)
 * so the visitor's answer does not wait for the provider; the record is stored either way.
 * The row is stored already claimed by this caller: its own attempt needs no second write, and no
 * retry run takes the row while the request still has it in hand.
 */
export async function enqueueEmail(
  email: OutgoingEmail,
  schedule?: (task: () => Promise<unknown>) => void,
  options: EnqueueOptions = {},
): Promise<number> {
  if (options.holdUntil) {
    const held = await emailInserter()({ email, status: "held", nextAttemptAt: options.holdUntil, claimed: false });
    logInfo("email.held", { id: held.id, kind: email.kind });
    return held.id;
  }
  const { id, uid, lease } = await emailInserter()({ email, status: "pending", claimed: true });
  // The row as just stored (pending, no attempts): no need to read it back.
  const stored: ClaimedEmail = {
    id,
    kind: email.kind,
    toAddress: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: JSON.stringify(email.headers ?? {}),
    attempts: 0,
    uid,
    lease: lease!,
  };
  const leaseEnds = new Date(lease!);
  const attempt = () =>
    deliverFresh(stored, leaseEnds).catch((error: unknown) => {
      logWarn("email.deliver-error", { id, kind: email.kind, ...describeError(error) });
    });
  if (schedule) schedule(attempt);
  else await attempt();
  return id;
}

export interface RetryReport {
  attempted: number;
  sent: number;
  failed: number;
  logged: number;
  reconciled: number;
  /** Digests of held office notifications stored (and attempted) by this run. */
  digests: number;
  /** Due rows another sender took first (sending them, or sent since this run listed them). */
  busy: number;
  /** Due rows (digests included) this run did not start because its time budget ran out: still due. */
  left: number;
}

/**
 * The time budget of a retry run inside a request (the cron route, the staff "Retry all due"): a
 * serverless function is stopped at its limit (those routes declare 30 s), possibly in the middle
 * of a send, and 50 due rows at EMAIL_TIMEOUT_MS each could take far longer. 25 s leaves room for
 * the outcome writes and the reply.
 */
export const RETRY_RUN_BUDGET_MS = 25_000;

export interface RetryOptions {
  /**
   * Milliseconds this run may take, counted from its start. A send starts only while its whole
   * timeout (EMAIL_TIMEOUT_MS) still fits before that moment, so the run ends within the budget;
   * what it does not start stays due for the next run. Without it the run sends every due row.
   */
  budgetMs?: number;
  /** Run first: they store the messages of records whose message is missing. None when omitted. */
  reconcilers?: readonly Reconciler[];
}

/** Whether a send started now could reach its timeout before the run's deadline. */
function sendFits(deadline: number | undefined): boolean {
  return deadline === undefined || Date.now() + getEnv().EMAIL_TIMEOUT_MS <= deadline;
}

/**
 * Records whose message is missing (the process stopped between the record and its outbox row):
 * each kind of record that sends mail says how to find them and build their message. The caller
 * of a retry run passes them in (lib/jobs/outbox-retry.ts gathers every domain's), so the outbox
 * never imports the domains whose mail it carries.
 * A reconciler only builds messages for records that have no outbox row at all, whatever its
 * status: a held notification is never stored a second time beside the digest that covers it.
 */
export interface Reconciler {
  kind: string;
  findMissing: (olderThan: Date) => Promise<OutgoingEmail[]>;
}

const TORONTO_TIME = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Toronto",
});
const torontoTime = (date: Date) => `${TORONTO_TIME.format(date)} Toronto time`;

/** A DATETIME column read by a raw statement: a Date or its stored text, by driver. */
const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export interface HeldNotification {
  subject: string;
  receivedAt: Date;
}

/** The office's digest of the notifications held until `windowEnd` (sorted by arrival). */
export function officeDigestEmail(windowEnd: Date, held: readonly HeldNotification[]): OutgoingEmail {
  const count = held.length;
  const plural = count === 1 ? "" : "s";
  const first = held[0]?.receivedAt ?? windowEnd;
  const last = held.at(-1)?.receivedAt ?? windowEnd;
  const listed = held.slice(0, DIGEST_LIST_LIMIT).map((h) => `${torontoTime(h.receivedAt)}: ${h.subject}`);
  if (count > DIGEST_LIST_LIMIT) listed.push(`...and ${count - DIGEST_LIST_LIMIT} more, all on the leads page.`);
  const rendered = renderEmail({
    heading: `${count} website notification${plural} held for this digest`,
    subject: `Digest: ${count} website notification${plural} held until ${torontoTime(windowEnd)}`,
    paragraphs: [
      `The website passed its hourly limit on notifications to the office, so ${count} notification${plural} received between ${torontoTime(first)} and ${torontoTime(last)} ${count === 1 ? "was" : "were"} held until ${torontoTime(windowEnd)} and ${count === 1 ? "is" : "are"} summarised here instead of being sent one by one.`,
      "Nothing was lost: every lead is stored and listed on the staff leads page.",
    ],
    link: { text: "Open the leads page", href: absoluteUrl("/admin/leads") },
    sections: [{ heading: "Held notifications (received, subject)", items: listed }],
  });
  return {
    ...rendered,
    kind: DIGEST_KIND,
    to: BUSINESS.emails.leads,
    // One digest per window, whatever runs at once: the (kind, related) index refuses a second.
    related: { type: HELD_WINDOW_TYPE, id: Math.floor(windowEnd.getTime() / 60_000) },
  };
}

/** Runs a statement over ids in chunks (SQLite's bound-parameter limit). */
async function updateIds(
  ids: readonly number[],
  sql: (placeholders: string) => string,
  values: readonly unknown[],
): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await dbWrite((db) => db.$executeRawUnsafe(sql(chunk.map(() => "?").join(", ")), ...values, ...chunk));
  }
}

/**
 * Held office notifications whose window has ended: claims them (one UPDATE, so two runs at once
 * split nothing and repeat nothing), stores one digest per window, marks the rows 'digested', and
 * sends the digest. When a window's digest exists already (a straggler held after it was made, or a
 * run that stopped between storing the digest and marking the rows), the rows go out one by one
 * instead: a notification may reach the office twice, never not at all.
 */
async function digestHeldWindows(now: Date, report: RetryReport, deadline: number | undefined): Promise<void> {
  const waiting = await dbRead((db) =>
    db.emailOutbox.count({ where: { status: "held", nextAttemptAt: { lte: now } } }),
  );
  if (waiting === 0) return;
  const clock = new Date();
  const lease = sqliteDateTime(new Date(clock.getTime() + claimLeaseMs()));
  const claimed = await dbWrite((db) =>
    db.$queryRawUnsafe<
      { id: number | bigint; subject: string; createdAt: Date | string; nextAttemptAt: Date | string }[]
    >(
      `UPDATE "EmailOutbox" SET "claimedUntil" = ?, "updatedAt" = ? WHERE "status" = 'held' AND "nextAttemptAt" <= ? AND ("claimedUntil" IS NULL OR "claimedUntil" < ?) RETURNING "id", "subject", "createdAt", "nextAttemptAt"`,
      lease,
      sqliteDateTime(clock),
      sqliteDateTime(now),
      sqliteDateTime(clock),
    ),
  );
  const windows = new Map<number, { id: number; subject: string; receivedAt: Date }[]>();
  for (const row of claimed) {
    const minute = Math.floor(toDate(row.nextAttemptAt).getTime() / 60_000);
    const list = windows.get(minute) ?? [];
    list.push({ id: Number(row.id), subject: row.subject, receivedAt: toDate(row.createdAt) });
    windows.set(minute, list);
  }
  for (const [minute, rows] of windows) {
    rows.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime() || a.id - b.id);
    const ids = rows.map((r) => r.id);
    const digest = officeDigestEmail(new Date(minute * 60_000), rows);
    let stored: InsertedRow;
    try {
      stored = await emailInserter()({ email: digest, status: "pending", claimed: true });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const at = sqliteDateTime(new Date());
      await updateIds(
        ids,
        (p) =>
          `UPDATE "EmailOutbox" SET "status" = 'pending', "nextAttemptAt" = ?, "claimedUntil" = NULL, "updatedAt" = ? WHERE "claimedUntil" = ? AND "id" IN (${p})`,
        [at, at, lease],
      );
      logWarn("email.digest-exists", { window: minute, released: ids.length });
      continue;
    }
    await updateIds(
      ids,
      (p) =>
        `UPDATE "EmailOutbox" SET "status" = 'digested', "claimedUntil" = NULL, "updatedAt" = ? WHERE "claimedUntil" = ? AND "id" IN (${p})`,
      [sqliteDateTime(new Date()), lease],
    );
    report.digests++;
    logInfo("email.digest-stored", { id: stored.id, window: minute, held: ids.length });
    if (!sendFits(deadline)) {
      // Out of time: the digest is stored; releasing its claim makes it due for a later run.
      await dbWrite((db) =>
        db.$executeRawUnsafe(
          `UPDATE "EmailOutbox" SET "claimedUntil" = NULL WHERE "id" = ? AND "claimedUntil" = ?`,
          stored.id,
          stored.lease,
        ),
      );
      report.left++;
      continue;
    }
    const claimedDigest: ClaimedEmail = {
      id: stored.id,
      kind: digest.kind,
      toAddress: digest.to,
      replyTo: null,
      subject: digest.subject,
      text: digest.text,
      html: digest.html,
      headers: "{}",
      attempts: 0,
      uid: stored.uid,
      lease: stored.lease!,
    };
    count(report, await deliverClaimed(claimedDigest));
  }
}

function count(report: RetryReport, { status }: DeliveryResult): void {
  report.attempted++;
  if (status === "sent") report.sent++;
  else if (status === "failed") report.failed++;
  else if (status === "logged") report.logged++;
}

/**
 * Stores missing messages, sends the digests of ended hold windows, then sends the messages it
 * stored and every message that is due (pending or failed, under the attempt cap, unclaimed),
 * oldest first. Held and digested
 * rows are never due: they leave the outbox only through a digest. With a time budget, no send
 * starts that could outlast it; the rows left are counted in `left` and stay due.
 */
export async function retryDueEmails(now = new Date(), batch = 50, options: RetryOptions = {}): Promise<RetryReport> {
  const deadline = options.budgetMs === undefined ? undefined : Date.now() + options.budgetMs;
  const report: RetryReport = {
    attempted: 0,
    sent: 0,
    failed: 0,
    logged: 0,
    reconciled: 0,
    digests: 0,
    busy: 0,
    left: 0,
  };
  const oneMinuteAgo = new Date(now.getTime() - 60_000);
  // Rows this run stores for records that had none: no request holds them, so they are sent by
  // this run (first: their visitors have waited longest), not left for the next one.
  const reconciledIds: number[] = [];
  for (const reconciler of options.reconcilers ?? []) {
    for (const email of await reconciler.findMissing(oneMinuteAgo)) {
      try {
        reconciledIds.push(await storeEmail(email));
        report.reconciled++;
      } catch {
        // Another run stored it first (unique per kind and record), and sends it.
      }
    }
  }
  await digestHeldWindows(now, report, deadline);
  // Leases run on the real clock, whatever moment `now` stands for.
  const clock = new Date();
  const due = await dbRead((db) =>
    db.emailOutbox.findMany({
      where: {
        attempts: { lt: MAX_ATTEMPTS },
        AND: [
          {
            OR: [
              { status: "failed", nextAttemptAt: { lte: now } },
              // A pending row younger than a minute is still being sent by the request that stored it.
              { status: "pending", createdAt: { lte: oneMinuteAgo } },
            ],
          },
          { OR: [{ claimedUntil: null }, { claimedUntil: { lt: clock } }] },
        ],
      },
      orderBy: { id: "asc" },
      take: batch,
      select: { id: true },
    }),
  );
  const ids = [...reconciledIds, ...due.map((row) => row.id).filter((id) => !reconciledIds.includes(id))];
  for (const [index, id] of ids.entries()) {
    if (!sendFits(deadline)) {
      report.left += ids.length - index;
      break;
    }
    const delivered = await claimAndDeliver(id);
    if (delivered) count(report, delivered);
    else report.busy++;
  }
  if (report.left > 0) logInfo("email.retry-budget-spent", { left: report.left });
  return report;
}
