import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getEnv } from "@/lib/core/env";
import { sqlThread, type SqlWriter } from "@/lib/core/db-thread";

/**
 * The one Prisma client of the process, and the one way to write with it.
 *
 * SQLite has a single writer. On a local file, @libsql/client ignores busy_timeout, and a
 * transaction (interactive, or the implicit one of a nested write) opens its own connection;
 * a SQLITE_BUSY there can leave the adapter holding the write lock until the process exits. So:
 * every write of this process goes through `dbWrite`, one at a time, each a single statement where
 * possible, and a write that meets a lock held by another process is retried with backoff
 * (docs/decisions/0005-single-write-queue.md).
 */

export type Db = PrismaClient;

const globalForDb = globalThis as unknown as {
  __tdiDb?: PrismaClient;
  __tdiWriteTail?: Promise<unknown>;
  __tdiLockGaveUpAt?: number;
};

function createClient(): PrismaClient {
  const env = getEnv();
  const adapter = new PrismaLibSQL({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
  return new PrismaClient({ adapter });
}

/** The shared client (created on first use, reused across hot reloads in development). */
export function getDb(): PrismaClient {
  globalForDb.__tdiDb ??= createClient();
  return globalForDb.__tdiDb;
}

/** The database could not be reached or stayed locked: handlers answer 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

const BUSY = /SQLITE_BUSY|database is locked|SQLITE_LOCKED/i;
// "Failed to connect to database" is how the libSQL adapter reports a local file it cannot open
// (its folder missing, no permission): a plain Error with an empty code.
const UNREACHABLE =
  /SQLITE_CANTOPEN|unable to open database|Failed to connect to database|ECONNREFUSED|ENOTFOUND|ETIMEDOUT|SQLITE_READONLY|SQLITE_IOERR|fetch failed|no such table/i;

function messageChain(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof Error) {
      parts.push(current.message);
      const meta = (current as { meta?: unknown }).meta;
      if (meta) parts.push(JSON.stringify(meta));
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(" | ");
}

export function isBusyError(error: unknown): boolean {
  return BUSY.test(messageChain(error));
}

/** True when an error means the database is locked or unreachable (not a bug in our query). */
export function isUnavailableError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const text = messageChain(error);
  return BUSY.test(text) || UNREACHABLE.test(text);
}

export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A statement that fails with SQLITE_BUSY can leave its connection inside an open transaction
 * (holding a stale snapshot or the write lock, with later writes never committed). So a connection
 * that saw BUSY is closed and replaced before the retry; the retry runs on a fresh connection.
 */
async function replaceConnection(poisoned: PrismaClient): Promise<void> {
  if (globalForDb.__tdiDb === poisoned) globalForDb.__tdiDb = undefined;
  await poisoned.$disconnect().catch(() => undefined);
}

/** Runs `fn`, retrying with jittered exponential backoff while another process holds the lock. */
export async function withBusyRetry<T>(fn: (db: PrismaClient) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 10;
  const base = options.baseDelayMs ?? 15;
  const max = options.maxDelayMs ?? 800;
  for (let attempt = 1; ; attempt++) {
    const db = getDb();
    try {
      return await fn(db);
    } catch (error) {
      if (!isBusyError(error)) throw error;
      await replaceConnection(db);
      if (attempt >= attempts) throw new DatabaseUnavailableError(error);
      const delay = Math.min(max, base * 2 ** (attempt - 1));
      await sleep(delay / 2 + Math.random() * (delay / 2));
    }
  }
}

/**
 * Tries left to a write that was already queued when another write gave up on a lock. Writes run
 * one at a time, so without this every queued request would sit through its own full backoff
 * after the one before it: under a lock that outlasts the retries, the n-th request would answer
 * 503 only after n times the backoff. A few quick tries still let a lock that just ended pass.
 */
export const TRIES_AFTER_GIVE_UP = 3;

/**
 * Queue a write: writes of this process run one at a time, in order, each retried on BUSY.
 * Keep `fn` to a single statement (or a short sequence of single statements); never open a
 * transaction inside it.
 */
export function dbWrite<T>(fn: (db: PrismaClient) => Promise<T>, options?: RetryOptions): Promise<T> {
  const previous = globalForDb.__tdiWriteTail ?? Promise.resolve();
  const queuedAt = Date.now();
  const run = previous
    .then(() => {
      const lockOutlastedWait = (globalForDb.__tdiLockGaveUpAt ?? -Infinity) >= queuedAt;
      const attempts = Math.min(options?.attempts ?? 10, TRIES_AFTER_GIVE_UP);
      return withBusyRetry(fn, lockOutlastedWait ? { ...options, attempts } : options);
    })
    .catch((error: unknown) => {
      if (error instanceof DatabaseUnavailableError) globalForDb.__tdiLockGaveUpAt = Date.now();
      throw error;
    });
  globalForDb.__tdiWriteTail = run.catch(() => undefined);
  return run;
}

/**
 * Group commit for a write that many requests make at once (a contact message, its outbox row,
 * the rate-limit counters). On a local SQLite file every commit waits for an fsync (2–7 ms on
 * the benchmark machine), so one commit per request caps the whole site at a few hundred writes
 * a second. A batcher keeps the one-writer queue and its rules (single statements, no
 * transaction) but, when its turn in the queue comes, writes every item waiting by then in ONE
 * statement: one commit, one fsync for all of them. Each caller still gets its answer only after
 * the statement that holds its row has committed, so nothing answered is unstored.
 *
 * When the batch statement fails for a reason of its own (a constraint one item breaks), each
 * item is written alone so every caller gets its own outcome; an unavailable database fails the
 * whole batch, as it would fail each write.
 */
export interface WriteBatcherOptions<I, O> {
  /**
   * One statement writing every item; returns one output per item, in the items' order. It runs
   * on the database thread (lib/core/db-thread.ts), in its turn in the write queue.
   */
  runBatch: (sql: SqlWriter, items: readonly I[]) => Promise<O[]>;
  /** One item alone (a batch of one, and the fallback); by default `runBatch` with that item. */
  runOne?: (sql: SqlWriter, item: I) => Promise<O>;
  /** Items per statement at most (SQLite's bound-parameter limit and statement size). */
  maxBatch?: number;
}

export type WriteBatcher<I, O> = (item: I) => Promise<O>;

interface Waiting<I, O> {
  item: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

export function createWriteBatcher<I, O>(options: WriteBatcherOptions<I, O>): WriteBatcher<I, O> {
  const maxBatch = options.maxBatch ?? 100;
  const runOne = options.runOne ?? (async (sql: SqlWriter, item: I) => (await options.runBatch(sql, [item]))[0]!);
  let waiting: Waiting<I, O>[] = [];
  // Whether a queued write will still take the waiting items (at most one such write at a time).
  let scheduled = false;

  function take(): Waiting<I, O>[] {
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(maxBatch);
    scheduled = false;
    if (waiting.length > 0) schedule();
    return batch;
  }

  function schedule(): void {
    scheduled = true;
    let batch: Waiting<I, O>[] | undefined;
    dbWrite(async () => {
      // Taken when the queue reaches this write (not when it was queued), so everything that
      // arrived meanwhile shares the commit; a retry after BUSY writes the same items again.
      batch ??= take();
      if (batch.length === 0) return [];
      if (batch.length === 1) return [await runOne(sqlThread, batch[0]!.item)];
      const outputs = await options.runBatch(
        sqlThread,
        batch.map((w) => w.item),
      );
      if (outputs.length !== batch.length) throw new Error(`batch wrote ${outputs.length} of ${batch.length} items`);
      return outputs;
    }).then(
      (outputs) => batch!.forEach((w, i) => w.resolve(outputs[i]!)),
      (error: unknown) => {
        // (No batch taken: the write failed before it ran; its items fail with it.)
        const items = batch ?? take();
        if (items.length > 1 && !isUnavailableError(error)) {
          for (const w of items) dbWrite(() => runOne(sqlThread, w.item)).then(w.resolve, w.reject);
        } else {
          for (const w of items) w.reject(error);
        }
      },
    );
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!scheduled) schedule();
    });
}

/** A DateTime as Prisma stores it in SQLite through the libSQL adapter (for raw batch statements). */
export function sqliteDateTime(date: Date): string {
  return date.toISOString().replace("Z", "+00:00");
}

/** Reads need no queue (WAL lets them run beside a writer) but do retry a momentary lock. */
export function dbRead<T>(fn: (db: PrismaClient) => Promise<T>): Promise<T> {
  return withBusyRetry(fn, { attempts: 5 });
}

/**
 * A unique-constraint violation: the row exists already. Prisma's P2002 from a model query, or a
 * raw statement's SQLite error (the batched writes are raw SQL), which Prisma reports as P2010.
 */
export function isUniqueViolation(error: unknown): boolean {
  return prismaCode(error) === "P2002" || /UNIQUE constraint failed/.test(messageChain(error));
}

/** Prisma's "record to update or delete not found" (P2025). */
export function isRecordMissing(error: unknown): boolean {
  return prismaCode(error) === "P2025";
}

function prismaCode(error: unknown): unknown {
  return error && typeof error === "object" && "code" in error ? (error as { code: unknown }).code : undefined;
}
