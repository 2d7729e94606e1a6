import "server-only";
import { getDb, type Db } from "@/lib/core/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { MAX_ATTEMPTS } from "@/lib/deliveries/store";

/**
 * What other domains may ask of the Delivery table, about the deliveries of their own records: the
 * table is read and written here and in the rest of lib/deliveries only, so its statuses and
 * columns can change in one folder. A record is named as a delivery names it: its type and id
 * (`relatedType`, `relatedId`), and, for many records at once, a query of their ids.
 */

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
