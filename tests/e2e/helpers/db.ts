import { createClient, type Client } from "@libsql/client";
import path from "node:path";
import { E2E_DATABASE_FILE, RESEND_STAND_IN } from "./env";

/**
 * Looks into the shared e2e server's SQLite file, to prove what was stored; writes only where a
 * test must create data no page can (a draft post before the staff area exists), and then only
 * rows with an "e2e-" key that the test removes again.
 */
let client: Client | undefined;
export function e2eDb(): Client {
  client ??= createClient({ url: `file:${path.resolve(E2E_DATABASE_FILE)}` });
  return client;
}

export async function queryRows<T = Record<string, unknown>>(sql: string, args: (string | number)[] = []): Promise<T[]> {
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
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

export async function receivedEmails(): Promise<{ id: string; to: string[]; subject: string; text?: string; reply_to?: string | string[]; headers?: Record<string, string> }[]> {
  const res = await fetch(`${RESEND_STAND_IN}/__received`);
  return (await res.json()) as never;
}
