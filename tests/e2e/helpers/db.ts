import { Pool, types, type PoolClient } from "pg";
import { databaseUrl, E2E_DATABASE } from "../../support/postgres";
import { RESEND_STAND_IN } from "./env";

/**
 * A PostgreSQL database that a server writes while a test reads or writes it too, through a small
 * pool of its own. Statements use `$1, $2, …` placeholders; identifiers in mixed case (every table
 * and most columns, as Prisma names them) must be double-quoted.
 *
 * What comes back is what the `pg` driver gives: integers as numbers, booleans as true/false,
 * DateTime columns as Date objects, and bigint (COUNT(*), RateLimitCounter's columns) as strings,
 * so a count is read with Number(). An array parameter becomes a PostgreSQL array (`= ANY($1)`).
 */
export type SqlParam = string | number | boolean | Date | null | readonly number[] | readonly string[];

export interface Database {
  readonly url: string;
  rows<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T[]>;
  /** Runs a statement; the number of rows it changed. */
  execute(sql: string, params?: SqlParam[]): Promise<number>;
  /**
   * One connection of its own, for statements that belong to one session (a transaction, a lock
   * held open); the caller releases it.
   */
  session(): Promise<PoolClient>;
  end(): Promise<void>;
}

/** PostgreSQL's `timestamp without time zone`, the type Prisma gives a DateTime. */
const TIMESTAMP_OID = 1114;

/**
 * Prisma stores a DateTime as the UTC wall time in a column without a time zone. The driver would
 * read that as the test process's local time, so such a column is read as UTC here.
 */
function typeParser(oid: number, format?: "text" | "binary") {
  if (oid === TIMESTAMP_OID && format !== "binary") return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
  return types.getTypeParser(oid, format as "text");
}

/**
 * A Date parameter is sent as its UTC ISO form: cast to a column without a time zone, PostgreSQL
 * drops the offset and keeps the UTC wall time, as Prisma writes it. The driver's own form is the
 * process's local time, which would be off by the offset anywhere but UTC.
 */
const toParams = (params: SqlParam[]) => params.map((p) => (p instanceof Date ? p.toISOString() : p));

export function openDatabase(url: string): Database {
  const pool = new Pool({
    connectionString: url,
    max: 4,
    // now() and CURRENT_TIMESTAMP in a test's statements give UTC, as the site stores moments.
    options: "-c TimeZone=UTC",
    types: { getTypeParser: typeParser as never },
    // An idle pool never keeps a test process alive.
    allowExitOnIdle: true,
  });
  // A connection the server ends (a database dropped or stopped by a test) must not crash the run.
  pool.on("error", () => undefined);
  return {
    url,
    rows: async <T>(sql: string, params: SqlParam[] = []) => (await pool.query(sql, toParams(params))).rows as T[],
    execute: async (sql, params = []) => (await pool.query(sql, toParams(params))).rowCount ?? 0,
    session: () => pool.connect(),
    end: () => pool.end(),
  };
}

/**
 * The shared e2e server's database, to prove what was stored; writes only where a test must
 * create data no page can (a draft post before the staff area exists), and then only rows with an
 * "e2e-" key that the test removes again.
 */
let shared: Database | undefined;
export function e2eDb(): Database {
  shared ??= openDatabase(databaseUrl(E2E_DATABASE));
  return shared;
}

export function queryRows<T = Record<string, unknown>>(sql: string, params: SqlParam[] = []): Promise<T[]> {
  return e2eDb().rows<T>(sql, params);
}

export async function executeSql(sql: string, params: SqlParam[] = []): Promise<void> {
  await e2eDb().execute(sql, params);
}

/** The number a `SELECT COUNT(*) AS n …` gives (a bigint, which the driver returns as a string). */
export async function countRows(sql: string, params: SqlParam[] = []): Promise<number> {
  const rows = await queryRows<{ n: string | number }>(sql, params);
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
