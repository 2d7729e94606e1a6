import { Resend } from "resend";
import { BUSINESS } from "@/content/business";
import { createWriteBatcher, dbRead, dbWrite, sqliteDateTime, type WriteBatcher } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { describeError, logInfo, logWarn } from "@/lib/log";
import type { RenderedEmail } from "@/lib/email/template";

/**
 * The e-mail outbox. A message is stored first (right after the record it belongs to), then sent
 * through Resend when RESEND_API_KEY is set, with a timeout. The outcome is recorded on the row:
 * sent (with the provider's id), failed (with the error and the attempt count, retried later with
 * backoff), or logged (no key: development and tests). Logs carry ids and kinds only.
 */
export type OutboxStatus = "pending" | "sent" | "failed" | "logged";

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

export function nextAttemptDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts - 1, 0), RETRY_BACKOFF_MINUTES.length - 1);
  return (RETRY_BACKOFF_MINUTES[index] ?? 720) * 60_000;
}

export function senderAddress(): string {
  return `${BUSINESS.name} <${BUSINESS.emails.noreply}>`;
}

/** Stores a message; does not send it. */
// Made on first use, so a module that only imports this one (with lib/db mocked) loads.
let insertEmail: WriteBatcher<OutgoingEmail, number> | undefined;
let markLogged: WriteBatcher<number, void> | undefined;

const emailInserter = () => (insertEmail ??= createWriteBatcher<OutgoingEmail, number>({
  // Messages queued together: one INSERT (one commit); ids in VALUES order; a lone message is a
  // batch of one. A row that breaks the (kind, related) uniqueness fails the statement, and then
  // each message is stored alone (isUniqueViolation recognises the raw statement's error).
  runBatch: async (db, emails) => {
    const now = sqliteDateTime(new Date());
    const returned = await db.$queryRawUnsafe<{ id: number | bigint }[]>(
      `INSERT INTO "EmailOutbox" ("kind", "toAddress", "replyTo", "subject", "text", "html", "headers", "relatedType", "relatedId", "status", "attempts", "nextAttemptAt", "createdAt", "updatedAt") VALUES ${emails.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?)").join(", ")} RETURNING "id"`,
      ...emails.flatMap((e) => [
        e.kind,
        e.to,
        e.replyTo ?? null,
        e.subject,
        e.text,
        e.html,
        JSON.stringify(e.headers ?? {}),
        e.related?.type ?? null,
        e.related?.id ?? null,
        now,
        now,
        now,
      ]),
    );
    return returned.map((r) => Number(r.id)).sort((a, b) => a - b);
  },
  // An e-mail's HTML is a few KB: a statement stays well under a megabyte.
  maxBatch: 50,
}));

export async function storeEmail(email: OutgoingEmail): Promise<number> {
  return emailInserter()(email);
}

/** Without RESEND_API_KEY: messages marked 'logged' together share one UPDATE (one commit). */
const loggedMarker = () => (markLogged ??= createWriteBatcher<number, void>({
  runBatch: async (db, ids) => {
    await db.$executeRawUnsafe(
      `UPDATE "EmailOutbox" SET "status" = 'logged', "attempts" = "attempts" + 1, "updatedAt" = ? WHERE "id" IN (${ids.map(() => "?").join(", ")})`,
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
  status: OutboxStatus;
}

/** What delivery needs of a stored message. */
interface StoredEmail {
  id: number;
  kind: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** JSON of the extra headers, as stored. */
  headers: string;
  status: string;
  attempts: number;
}

/** Sends one stored message (or logs it without a key) and records the outcome. */
export async function deliverEmail(id: number): Promise<DeliveryResult> {
  const row = await dbRead((db) => db.emailOutbox.findUnique({ where: { id } }));
  if (!row) throw new Error(`outbox message ${id} does not exist`);
  return deliverStored(row);
}

async function deliverStored(row: StoredEmail): Promise<DeliveryResult> {
  const { id } = row;
  if (row.status === "sent" || row.status === "logged") return { id, status: row.status };
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
        // The same key on every attempt: a retry after a lost answer cannot send twice.
        { idempotencyKey: `outbox-${row.id}` },
      ),
      env.EMAIL_TIMEOUT_MS,
    );
    if (result.error || !result.data?.id) throw result.error ?? new Error("The e-mail provider answered without an id");
    const providerId = result.data.id;
    await dbWrite((db) =>
      db.emailOutbox.update({
        where: { id },
        data: { status: "sent", providerId, sentAt: new Date(), attempts: { increment: 1 }, lastError: null },
      }),
    );
    logInfo("email.sent", { id, kind: row.kind });
    return { id, status: "sent" };
  } catch (error) {
    const attempts = row.attempts + 1;
    await dbWrite((db) =>
      db.emailOutbox.update({
        where: { id },
        data: {
          status: "failed",
          attempts,
          lastError: safeErrorText(error),
          nextAttemptAt: new Date(Date.now() + nextAttemptDelayMs(attempts)),
        },
      }),
    );
    logWarn("email.failed", { id, kind: row.kind, attempts, ...describeError(error) });
    return { id, status: "failed" };
  }
}

/**
 * Stores a message, then tries to send it. Callers in a request pass `schedule` (Next's `after`)
 * so the visitor's answer does not wait for the provider; the record is stored either way.
 */
export async function enqueueEmail(
  email: OutgoingEmail,
  schedule?: (task: () => Promise<unknown>) => void,
): Promise<number> {
  const id = await storeEmail(email);
  // The row as just stored (pending, no attempts): no need to read it back.
  const stored: StoredEmail = {
    id,
    kind: email.kind,
    toAddress: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: JSON.stringify(email.headers ?? {}),
    status: "pending",
    attempts: 0,
  };
  const attempt = () =>
    deliverStored(stored).catch((error: unknown) => {
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
}

/**
 * Records whose message is missing (the process stopped between the record and its outbox row):
 * each kind of record that sends mail registers how to find them and build their message.
 */
export interface Reconciler {
  kind: string;
  findMissing: (olderThan: Date) => Promise<OutgoingEmail[]>;
}

const reconcilers: Reconciler[] = [];
export function registerReconciler(reconciler: Reconciler): void {
  if (!reconcilers.some((r) => r.kind === reconciler.kind)) reconcilers.push(reconciler);
}

/** Sends every message that is due (pending or failed, under the attempt cap), oldest first. */
export async function retryDueEmails(now = new Date(), batch = 50): Promise<RetryReport> {
  const report: RetryReport = { attempted: 0, sent: 0, failed: 0, logged: 0, reconciled: 0 };
  const oneMinuteAgo = new Date(now.getTime() - 60_000);
  for (const reconciler of reconcilers) {
    for (const email of await reconciler.findMissing(oneMinuteAgo)) {
      try {
        await storeEmail(email);
        report.reconciled++;
      } catch {
        // Another run stored it first (unique per kind and record).
      }
    }
  }
  const due = await dbRead((db) =>
    db.emailOutbox.findMany({
      where: {
        attempts: { lt: MAX_ATTEMPTS },
        OR: [
          { status: "failed", nextAttemptAt: { lte: now } },
          // A pending row younger than a minute is still being sent by the request that stored it.
          { status: "pending", createdAt: { lte: oneMinuteAgo } },
        ],
      },
      orderBy: { id: "asc" },
      take: batch,
      select: { id: true },
    }),
  );
  for (const { id } of due) {
    const { status } = await deliverEmail(id);
    report.attempted++;
    if (status === "sent") report.sent++;
    else if (status === "failed") report.failed++;
    else if (status === "logged") report.logged++;
  }
  return report;
}
