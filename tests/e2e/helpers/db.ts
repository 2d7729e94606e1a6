import { rmSync } from "node:fs";
import path from "node:path";
import { createClient, type Client, type InStatement, type ResultSet } from "@libsql/client";
import { E2E_DATABASE_FILE, RESEND_STAND_IN } from "./env";

/**
 * A SQLite file that a server (or another process) writes while a test reads or writes it too.
 *
 * On a local file @libsql/client ignores busy_timeout: a statement that meets another process's
 * lock (a write, or a WAL checkpoint under a read) fails at once with SQLITE_BUSY instead of
 * waiting. And a BUSY can leave the connection inside a stale transaction, holding an old snapshot
 * or the write lock. So every statement retries on BUSY with jittered exponential backoff for up
 * to BUSY_DEADLINE_MS, and each retry runs on a new connection (the old one is closed first).
 * Statements are independent: after a BUSY the next try is on a connection with no transaction,
 * so an explicit transaction may meet BUSY only on its BEGIN (which then simply starts again).
 */
export interface FileDb {
  readonly url: string;
  execute(statement: InStatement): Promise<ResultSet>;
  /** Runs `step` with this file's connection, under the same retry (for a step that needs more than a statement). */
  run<T>(step: (client: Client) => Promise<T>): Promise<T>;
  close(): void;
}

/** How long one statement keeps trying while another process holds the lock. */
export const BUSY_DEADLINE_MS = 15_000;
const FIRST_DELAY_MS = 20;
const MAX_DELAY_MS = 1_000;
const BUSY = /SQLITE_BUSY|database is locked|SQLITE_LOCKED/i;

/** True for "another connection holds the lock", wherever libSQL put it (code, message or cause). */
export function isBusyError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (!(current instanceof Error)) return BUSY.test(String(current));
    if (BUSY.test(`${(current as { code?: unknown }).code ?? ""} ${current.message}`)) return true;
    current = current.cause;
  }
  return false;
}

export interface FileDbOptions {
  deadlineMs?: number;
  /** Told of each BUSY before the wait that follows it (tests use it to release a lock they hold). */
  onBusy?: (error: unknown) => void;
}

export function fileDb(url: string, options: FileDbOptions = {}): FileDb {
  const deadlineMs = options.deadlineMs ?? BUSY_DEADLINE_MS;
  let client: Client | undefined;
  const drop = () => {
    client?.close();
    client = undefined;
  };
  const run = async <T>(step: (c: Client) => Promise<T>): Promise<T> => {
    const deadline = Date.now() + deadlineMs;
    for (let attempt = 0; ; attempt++) {
      client ??= createClient({ url });
      try {
        return await step(client);
      } catch (error) {
        if (!isBusyError(error)) throw error;
        drop();
        options.onBusy?.(error);
        const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
        // Jitter: two processes backing off from each other do not retry in step.
        const delay = ceiling / 2 + Math.random() * (ceiling / 2);
        if (Date.now() + delay > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
  return { url, run, execute: (statement) => run((c) => c.execute(statement)), close: drop };
}

/**
 * A consistent copy of `source` in `target` (VACUUM INTO reads in one transaction, so other
 * writers do not tear it). VACUUM INTO refuses an existing file, so each try starts from none.
 */
export async function vacuumInto(source: FileDb, target: string): Promise<void> {
  await source.run(async (client) => {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${target}${suffix}`, { force: true });
    await client.execute(`VACUUM INTO '${target.replace(/'/g, "''")}'`);
  });
}

/**
 * Looks into the shared e2e server's SQLite file, to prove what was stored; writes only where a
 * test must create data no page can (a draft post before the staff area exists), and then only
 * rows with an "e2e-" key that the test removes again.
 */
let shared: FileDb | undefined;
export function e2eDb(): FileDb {
  shared ??= fileDb(`file:${path.resolve(E2E_DATABASE_FILE)}`);
  return shared;
}

export async function queryRows<T = Record<string, unknown>>(
  sql: string,
  args: (string | number)[] = [],
): Promise<T[]> {
  const result = await e2eDb().execute({ sql, args });
  return result.rows as unknown as T[];
}

export async function executeSql(sql: string, args: (string | number)[] = []): Promise<void> {
  await e2eDb().execute({ sql, args });
}

/** A moment as Prisma stores a DateTime in SQLite through the libSQL adapter. */
export function sqliteDate(date: Date): string {
  return date.toISOString().replace("Z", "+00:00");
}

export async function countRows(sql: string, args: (string | number)[] = []): Promise<number> {
  const rows = await queryRows<{ n: number | bigint }>(sql, args);
  return Number(rows[0]?.n ?? 0);
}

/** Polls until `check` passes or the time runs out (the e-mail goes out after the response). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

export async function receivedEmails(): Promise<
  {
    id: string;
    to: string[];
    subject: string;
    text?: string;
    reply_to?: string | string[];
    headers?: Record<string, string>;
  }[]
> {
  const res = await fetch(`${RESEND_STAND_IN}/__received`);
  return (await res.json()) as never;
}
