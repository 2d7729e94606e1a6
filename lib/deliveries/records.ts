import "server-only";
import { getDb, type Db, type Tx } from "@/lib/core/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { MAX_ATTEMPTS } from "@/lib/deliveries/store";

/**
 * What other domains may ask of the Delivery table, about the deliveries of their own records: the
 * table is read and written here and in the rest of lib/deliveries only, so its statuses and
 * columns can change in one folder. A record is named as a delivery names it: its type and id
 * (`relatedType`, `relatedId`), and, for many records at once, a query of their ids (the caller's
 * `SELECT "id" FROM …`, run inside the same statement, so no list of ids travels and the answer is
 * as of one moment). Each function that a caller may need inside its own transaction takes it.
 */

/** The records named: a query of their ids (SELECT "id" FROM "UrgentRequest" WHERE …), or a list of ids. */
export type RelatedIds = Prisma.Sql | readonly number[];

function idsIn(ids: RelatedIds): Prisma.Sql {
  if (!Array.isArray(ids)) return ids as Prisma.Sql;
  const list = ids as readonly number[];
  return list.length === 0 ? Prisma.sql`NULL` : Prisma.join(list);
}

/** The columns' clock, as a claim's lease is written (lib/deliveries/send.ts). */
const DB_NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;
/** Not held by a sender right now: never claimed, or its lease has run out. */
const UNCLAIMED = Prisma.sql`("claimedUntil" IS NULL OR "claimedUntil" < ${DB_NOW})`;

/** What a domain may know of one delivery of one of its records. */
export interface RecordDelivery {
  id: number;
  relatedId: number;
  kind: string;
  status: string;
  attempts: number;
  /** No automatic attempt is left: only a staff retry sends it now. */
  exhausted: boolean;
  /** A sender holds it at this moment: its outcome is not known yet. */
  claimed: boolean;
  /** When it reached its destination (sent, or only logged): its sending time, else its last update. */
  reachedAt: Date | null;
}

/**
 * The deliveries of these kinds for the records named, oldest first; only those in `status` when
 * given, and only of records that have no delivery of the kind `without` when given (a follow-up
 * already stored, say).
 */
export async function deliveriesOf(
  db: Db | Tx,
  query: {
    kinds: readonly string[];
    relatedType: string;
    relatedIds: RelatedIds;
    status?: readonly string[];
    without?: string;
  },
): Promise<RecordDelivery[]> {
  const status = query.status ? Prisma.sql`AND d."status" = ANY(${[...query.status]})` : Prisma.empty;
  const without = query.without
    ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM "Delivery" w
        WHERE w."kind" = ${query.without} AND w."relatedType" = d."relatedType" AND w."relatedId" = d."relatedId")`
    : Prisma.empty;
  const rows = await db.$queryRaw<Omit<RecordDelivery, "exhausted">[]>`
    SELECT d."id", d."relatedId", d."kind", d."status", d."attempts",
      NOT ${UNCLAIMED} AS "claimed",
      CASE WHEN d."status" IN ('sent', 'logged') THEN COALESCE(d."sentAt", d."updatedAt") END AS "reachedAt"
    FROM "Delivery" d
    WHERE d."kind" = ANY(${[...query.kinds]}) AND d."relatedType" = ${query.relatedType}
      AND d."relatedId" IN (${idsIn(query.relatedIds)}) ${status} ${without}
    ORDER BY d."id"`;
  return rows.map((row) => ({ ...row, exhausted: row.attempts >= MAX_ATTEMPTS }));
}

/** How many deliveries of one kind the records named have. */
export async function countDeliveries(
  db: Db | Tx,
  kind: string,
  relatedType: string,
  relatedIds: RelatedIds,
): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS "n" FROM "Delivery"
    WHERE "kind" = ${kind} AND "relatedType" = ${relatedType} AND "relatedId" IN (${idsIn(relatedIds)})`;
  return row?.n ?? 0;
}

/**
 * Withdraws a record's delivery of one kind while it is not sent and no sender holds it (waiting
 * for its time, or between retries): it is deleted. Returns the attempts each withdrawn row had
 * made, since an attempt that timed out may still have reached its destination.
 */
export async function withdrawUnsent(tx: Tx, kind: string, related: { type: string; id: number }): Promise<number[]> {
  const rows = await tx.$queryRaw<{ attempts: number }[]>`
    DELETE FROM "Delivery"
    WHERE "kind" = ${kind} AND "relatedType" = ${related.type} AND "relatedId" = ${related.id}
      AND "status" IN ('pending', 'failed') AND ${UNCLAIMED}
    RETURNING "attempts"`;
  return rows.map((row) => row.attempts);
}

/** Stops the automatic retries of a failed delivery: only a staff retry sends it after this. */
export async function stopRetries(db: Db | Tx, id: number): Promise<void> {
  await db.delivery.updateMany({
    where: { id, status: "failed", attempts: { lt: MAX_ATTEMPTS } },
    data: { attempts: MAX_ATTEMPTS },
  });
}

export interface DeliveryOutcome {
  status: string;
  attempts: number;
  lastError: string | null;
}

/** The latest e-mail of each record of one type (of one kind of message, when given). */
export async function latestEmailOutcomes(
  relatedType: string,
  ids: readonly number[],
  kind?: string,
): Promise<Map<number, DeliveryOutcome>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb().delivery.findMany({
    where: { channel: "email", relatedType, relatedId: { in: [...ids] }, ...(kind ? { kind } : {}) },
    orderBy: { id: "asc" },
    select: { relatedId: true, status: true, attempts: true, lastError: true },
  });
  return new Map(rows.map((r) => [r.relatedId!, { status: r.status, attempts: r.attempts, lastError: r.lastError }]));
}

/**
 * How many deliveries of one kind, for the records a query names (`SELECT "id" FROM …`), are in
 * each status. A query rather than a list: an issue can have thousands of recipients.
 */
export async function countByStatus(
  kind: string,
  relatedType: string,
  relatedIds: Prisma.Sql,
): Promise<Map<string, number>> {
  const rows = await getDb().$queryRaw<{ status: string; n: bigint }[]>`
    SELECT "status", COUNT(*) AS n FROM "Delivery"
    WHERE "kind" = ${kind} AND "relatedType" = ${relatedType} AND "relatedId" IN (${relatedIds})
    GROUP BY "status"`;
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** A delivery's status, or null when there is no such row. */
export async function deliveryStatus(id: number): Promise<string | null> {
  const row = await getDb().delivery.findUnique({ where: { id }, select: { status: true } });
  return row?.status ?? null;
}

/**
 * Deliveries that are finished: sent, kept without sending (no provider key), sent inside a
 * digest, discarded by staff after a restore, or failed with no attempt left. Listed rather than
 * excluded, so a status added later is kept until someone decides otherwise: an unsent message is
 * never deleted silently.
 */
function finished(): Prisma.DeliveryWhereInput {
  return {
    OR: [
      { status: { in: ["sent", "logged", "digested", "discarded"] } },
      { status: "failed", attempts: { gte: MAX_ATTEMPTS } },
    ],
  };
}

/** The retention purge's step: deletes up to `limit` finished deliveries stored before `before`. */
export async function deleteFinishedBefore(db: Db, before: Date, limit: number): Promise<{ count: number }> {
  return db.delivery.deleteMany({ where: { AND: [{ createdAt: { lt: before } }, finished()] }, limit });
}

/** Deliveries stored before `before` and not finished: kept past their period, never deleted unsent. */
export async function countUnfinishedBefore(before: Date): Promise<number> {
  return getDb().delivery.count({ where: { createdAt: { lt: before }, NOT: finished() } });
}
