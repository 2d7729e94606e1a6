import { createWriteBatcher, dbRead, dbWrite, type WriteBatcher } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";

/**
 * Fixed-window rate limits stored in the database, so they hold across every instance that
 * shares one libSQL/Turso database. All the counters one request touches are incremented in a
 * single upsert statement (atomic, and one write for the one-writer SQLite queue).
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

type Counts = Map<string, number>;

const UPSERT = `ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "count" + excluded."count" RETURNING "key", "windowStart", "count"`;

/**
 * Counts one request against its counters. Requests that arrive together share one upsert (one
 * commit, see createWriteBatcher): each counter is added the number of requests that hit it, and
 * each request is given the count it would have seen alone, in arrival order.
 */
let countHitsBatcher: WriteBatcher<readonly CounterRow[], Counts> | undefined;
/** Made on first use, so importing this module touches no database code. */
const countHits = (): WriteBatcher<readonly CounterRow[], Counts> =>
  (countHitsBatcher ??= createWriteBatcher<readonly CounterRow[], Counts>({
    runBatch: async (sql, requests) => {
      const totals = new Map<string, { key: string; start: number; end: number; hits: number }>();
      for (const rows of requests) {
        for (const r of rows) {
          const id = `${r.start}\u0000${r.key}`;
          const t = totals.get(id);
          if (t) t.hits++;
          else totals.set(id, { key: r.key, start: r.start, end: r.end, hits: 1 });
        }
      }
      const list = [...totals.values()];
      const result = await sql.query<{ key: string; windowStart: number | bigint; count: number | bigint }>(
        `INSERT INTO "RateLimitCounter" ("key", "windowStart", "count", "expiresAt") VALUES ${list.map(() => "(?, ?, ?, ?)").join(", ")} ${UPSERT}`,
        ...list.flatMap((t) => [t.key, t.start, t.hits, t.end]),
      );
      const finals = new Map(result.map((r) => [`${Number(r.windowStart)}\u0000${r.key}`, Number(r.count)]));
      // The first request of the batch gets final − hits + 1, the next one more, and so on.
      const seen = new Map<string, number>();
      return requests.map((rows) => {
        const counts: Counts = new Map();
        for (const r of rows) {
          const id = `${r.start}\u0000${r.key}`;
          const before = seen.get(id) ?? 0;
          seen.set(id, before + 1);
          counts.set(r.key, (finals.get(id) ?? 0) - totals.get(id)!.hits + before + 1);
        }
        return counts;
      });
    },
    // At most a few counters a request, four parameters each.
    maxBatch: 200,
  }));

/** Counts one request against every check; refused when any counter passes its limit. */
export async function hitLimits(checks: readonly LimitCheck[], now = Date.now()): Promise<LimitResult> {
  if (checks.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  const rows: CounterRow[] = checks.map((c) => {
    const start = windowStart(now, c.limit.windowMs);
    return { key: c.key, start, end: start + c.limit.windowMs, max: scaledMax(c.limit) };
  });
  const byKey = await countHits()(rows);

  // Expired windows are removed now and then, never on the hot path of every request.
  if (now - lastSweep > 10 * MINUTE) {
    lastSweep = now;
    void dbWrite((db) => db.rateLimitCounter.deleteMany({ where: { expiresAt: { lt: BigInt(now) } } })).catch(
      () => undefined,
    );
  }

  for (const r of rows) {
    const count = byKey.get(r.key) ?? 0;
    if (count > r.max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((r.end - now) / 1000)), refusedKey: r.key };
    }
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

/** How many times a key was counted in the current window (nothing is counted). */
export async function countInWindow(key: string, windowMs: number, now = Date.now()): Promise<number> {
  const row = await dbRead((db) =>
    db.rateLimitCounter.findUnique({
      where: { key_windowStart: { key, windowStart: BigInt(windowStart(now, windowMs)) } },
      select: { count: true },
    }),
  );
  return row?.count ?? 0;
}
