import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { Pool } from "pg";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { databaseUrlProblem, EnvError, getEnv } from "@/lib/core/env";

/**
 * The one Prisma client of the process, on PostgreSQL through the `pg` driver adapter: the
 * embedded server of a local run and any production PostgreSQL alike, so there is one code path
 * (docs/decisions/0022-postgresql.md). Reads and writes are plain Prisma calls; what must be
 * stored together is written in one `$transaction`.
 */

export type Db = PrismaClient;
/** What a `$transaction(async (tx) => …)` callback gets: the same models, inside the transaction. */
export type Tx = Prisma.TransactionClient;

/**
 * How long a statement waits for a lock another session holds before it gives up (and the
 * request answers 503), instead of hanging for as long as that session keeps it.
 */
export const LOCK_TIMEOUT_MS = 5_000;

/**
 * Takes a transaction-scoped advisory lock on `name`: transactions taking the same name run that
 * part one after another, and the lock ends with the transaction. It queues work that reads then
 * writes (a count, then a row) without a table of locks. Raw SQL: Prisma has no call for it.
 */
export async function lockName(tx: Tx, name: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`;
}

const globalForDb = globalThis as unknown as { __tdiDb?: PrismaClient };

/**
 * Settings every connection starts with. Sent as SQL when a connection opens, not as connection
 * parameters: the embedded server and connection poolers ignore or refuse those.
 * - lock_timeout: a statement never waits on another session's lock for long (the request
 *   answers 503 instead of hanging);
 * - idle_in_transaction_session_timeout: a client that went away inside a transaction releases
 *   its locks;
 * - TimeZone UTC: now() in raw SQL agrees with the UTC timestamps Prisma writes.
 */
export const SESSION_SETTINGS = `SET lock_timeout = ${LOCK_TIMEOUT_MS}; SET idle_in_transaction_session_timeout = 10000; SET TimeZone = 'UTC'`;

function createClient(): PrismaClient {
  const env = getEnv();
  const problem = databaseUrlProblem(env.DATABASE_URL);
  if (problem) throw new EnvError(problem);
  const pool = new Pool({
    connectionString: env.DATABASE_URL,
    // Small on purpose: the embedded server takes 20 connections in all, and a lead is one short
    // transaction; see DATABASE_POOL_SIZE in .env.example.
    max: env.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
    // Awaited by the pool before it hands the new connection out.
    onConnect: async (client) => {
      await client.query(SESSION_SETTINGS);
    },
  });
  // $disconnect() ends the pool too, so a script or test that disconnects can exit.
  return new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    // A transaction waits for a connection as long as the pool would (Prisma's own default gives
    // up after 2 s, so a burst of submissions on a busy machine was refused while the pool still
    // had time), and may run as long as a lock wait plus its work (lock_timeout above).
    transactionOptions: { maxWait: 5_000, timeout: 10_000 },
  });
}

/** The shared client (created on first use, reused across hot reloads in development). */
export function getDb(): PrismaClient {
  globalForDb.__tdiDb ??= createClient();
  return globalForDb.__tdiDb;
}

/** The database could not be reached, or a lock was not granted in time: handlers answer 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * What an unreachable, stopping or locked database looks like through Prisma and `pg`: socket
 * errors, PostgreSQL's connection-exception and shutdown codes (class 08, 57P01–57P03, 53300 too
 * many connections), a lock not granted within lock_timeout (55P03), and Prisma's own words for
 * the same (P1001, P1017, P2024, the adapter's error kinds).
 */
const UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EPIPE|Connection terminated|connection timeout|timeout exceeded when trying to connect|terminating connection|the database system is (starting up|shutting down|in recovery mode)|DatabaseNotReachable|DatabaseDoesNotExist|TooManyConnections|SocketTimeout|ConnectionClosed|lock timeout|canceling statement due to lock timeout|"?code"?:\s*"?(08\d{3}|57P0[123]|53300|55P03)|\b(P1001|P1002|P1017|P2024)\b|Can't reach database server|Server has closed the connection/i;

function messageChain(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    if (current instanceof Error) {
      parts.push(current.message);
      const extra = current as { code?: unknown; meta?: unknown };
      if (typeof extra.code === "string") parts.push(`"code": "${extra.code}"`);
      if (extra.meta) parts.push(JSON.stringify(extra.meta));
      current = current.cause;
    } else if (typeof current === "object") {
      parts.push(JSON.stringify(current));
      break;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(" | ");
}

/** Whether an error means the database is unreachable or locked (503), not a bug (500). */
export function isUnavailableError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  return UNAVAILABLE.test(messageChain(error));
}

/** A unique constraint refused the write (the row exists already). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") ||
    /UniqueConstraintViolation|"?code"?:\s*"?23505/.test(messageChain(error))
  );
}

/**
 * An exclusion constraint refused the write (PostgreSQL's 23P01: two live bookings would
 * overlap). Prisma has no code of its own for it: it arrives as a generic driver error.
 */
export function isExclusionViolation(error: unknown): boolean {
  return /"?code"?:\s*"?23P01|violates exclusion constraint|ExclusionConstraintViolation/.test(messageChain(error));
}

/** An update or delete found no row to change. */
export function isRecordMissing(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";
}
