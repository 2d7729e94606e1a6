import { dbRead } from "@/lib/db";

export const OUTBOX_STATUSES = ["failed", "pending", "sent", "logged", "held", "digested"] as const;
export type OutboxFilter = (typeof OUTBOX_STATUSES)[number] | "all";
export const OUTBOX_PAGE_SIZE = 50;

/** Messages of the outbox, newest first, optionally of one status, with counts per status. */
export async function listOutbox(filter: OutboxFilter, page: number) {
  const where = filter === "all" ? {} : { status: filter };
  const [rows, total, groups] = await Promise.all([
    dbRead((db) =>
      db.emailOutbox.findMany({
        where,
        orderBy: { id: "desc" },
        skip: (page - 1) * OUTBOX_PAGE_SIZE,
        take: OUTBOX_PAGE_SIZE,
        select: { id: true, kind: true, toAddress: true, subject: true, status: true, attempts: true, lastError: true, createdAt: true, sentAt: true, nextAttemptAt: true },
      }),
    ),
    dbRead((db) => db.emailOutbox.count({ where })),
    dbRead((db) => db.emailOutbox.groupBy({ by: ["status"], _count: { _all: true } })),
  ]);
  const counts = Object.fromEntries(groups.map((g) => [g.status, g._count._all])) as Partial<Record<string, number>>;
  return { rows, total, counts };
}
