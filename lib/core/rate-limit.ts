import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb, type Tx } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";

/**
 * Fixed-window rate limits stored in the database, so they hold across every instance that
 * shares it. All the counters one request touches are counted by a single upsert statement:
 * atomic, so concurrent requests on any number of instances never lose a count.
 */
export interface Limit {
  /** Requests allowed per window, before RATE_LIMIT_SCALE. */
  max: number;
  windowMs: number;
}

export interface LimitCheck {
  /** e.g. "contact:ip:203.0.113.9", "contact:route", "contact:to:someone@example.com" */
  key: string;
  limit: Limit;
}

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window that refused ends (0 when allowed). */
  retryAfterSeconds: number;
  /** The key that refused, when one did. */
  refusedKey?: string;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export function scaledMax(limit: Limit, scale = getEnv().RATE_LIMIT_SCALE): number {
  return Math.max(1, Math.ceil(limit.max * scale));
}

export function windowStart(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

let lastSweep = 0;

interface CounterRow {
  key: string;
  start: number;
  end: number;
  max: number;
}

const counterId = (key: string, start: number | bigint) => `${start}\u0000${key}`;

/**
 * Adds one to each counter (creating it at 1) and returns the counts after this request. Raw SQL:
 * one statement counts every counter of the request and returns the new counts, where Prisma's
 * upsert takes one row per round trip; ON CONFLICT makes each increment atomic, whatever other
 * requests and instances do at the same moment.
 */
async function countHits(rows: readonly CounterRow[], db: Pick<Tx, "$queryRaw">): Promise<Map<string, number>> {
  // One row per counter (a counter named twice would make ON CONFLICT touch a row twice), in a
  // fixed order, so two requests that share counters lock them in the same order and never deadlock.
  const unique = [...new Map(rows.map((r) => [counterId(r.key, r.start), r])).values()].sort(
    (a, b) => a.start - b.start || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const values = unique.map((r) => Prisma.sql`(${r.key}, ${BigInt(r.start)}, 1, ${BigInt(r.end)})`);
  const counted = await db.$queryRaw<{ key: string; windowStart: bigint; count: number }[]>`
    INSERT INTO "RateLimitCounter" ("key", "windowStart", "count", "expiresAt")
    VALUES ${Prisma.join(values)}
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + 1
    RETURNING "key", "windowStart", "count"`;
  return new Map(counted.map((c) => [counterId(c.key, c.windowStart), Number(c.count)]));
}

/**
 * Counts one request against every check; refused when any counter passes its limit. Given a
 * transaction as `db`, the counts are part of it: undone if it fails, and each counter row stays
 * locked until it ends, so transactions that count the same key are decided one after another.
 */
export async function hitLimits(
  checks: readonly LimitCheck[],
  now = Date.now(),
  db: Pick<Tx, "$queryRaw"> = getDb(),
): Promise<LimitResult> {
  if (checks.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  const rows: CounterRow[] = checks.map((c) => {
    const start = windowStart(now, c.limit.windowMs);
    return { key: c.key, start, end: start + c.limit.windowMs, max: scaledMax(c.limit) };
  });
  const counts = await countHits(rows, db);

  // Expired windows are removed now and then, never on the hot path of every request.
  if (now - lastSweep > 10 * MINUTE) {
    lastSweep = now;
    void getDb()
      .rateLimitCounter.deleteMany({ where: { expiresAt: { lt: BigInt(now) } } })
      .catch(() => undefined);
  }

  for (const r of rows) {
    const count = counts.get(counterId(r.key, r.start)) ?? 0;
    if (count > r.max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((r.end - now) / 1000)), refusedKey: r.key };
    }
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

/** How many times a key was counted in the current window (nothing is counted). */
export async function countInWindow(key: string, windowMs: number, now = Date.now()): Promise<number> {
  const row = await getDb().rateLimitCounter.findUnique({
    where: { key_windowStart: { key, windowStart: BigInt(windowStart(now, windowMs)) } },
    select: { count: true },
  });
  return row?.count ?? 0;
}

/**
 * Takes back one count that `hitLimits` made with the same checks at the same moment: for a
 * caller that counts an attempt before it knows whether it should count (so parallel attempts
 * cannot all pass a limit they would pass together), and finds it should not.
 */
export async function releaseHits(checks: readonly LimitCheck[], now: number): Promise<void> {
  for (const c of checks) {
    await getDb().rateLimitCounter.updateMany({
      where: { key: c.key, windowStart: BigInt(windowStart(now, c.limit.windowMs)), count: { gt: 0 } },
      data: { count: { decrement: 1 } },
    });
  }
}
