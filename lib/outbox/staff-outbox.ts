import { lastPage, pageFromQuery } from "@/lib/core/page-number";
import { dbRead } from "@/lib/core/db";
import { MAX_ATTEMPTS } from "@/lib/outbox/outbox";
import { adminOutboxPath } from "@/lib/core/paths";

export const OUTBOX_STATUSES = ["failed", "pending", "sent", "logged", "held", "digested"] as const;
/** Failed rows whose automatic attempts are used up: only a staff retry sends them now. */
export const FAILED_FOR_GOOD = "failed-for-good";
export const OUTBOX_FILTERS = [...OUTBOX_STATUSES, FAILED_FOR_GOOD] as const;
export const FAILED_FOR_GOOD_HREF = adminOutboxPath(FAILED_FOR_GOOD);
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number] | "all";
export const OUTBOX_PAGE_SIZE = 50;

const failedForGoodWhere = { status: "failed", attempts: { gte: MAX_ATTEMPTS } };

function whereOf(filter: OutboxFilter) {
  if (filter === "all") return {};
  if (filter === FAILED_FOR_GOOD) return failedForGoodWhere;
  return { status: filter };
}

/** Whether a row's automatic attempts are used up (the retry job no longer takes it). */
export function isFailedForGood(row: { status: string; attempts: number }): boolean {
  return row.status === "failed" && row.attempts >= MAX_ATTEMPTS;
}

/** How many e-mails failed for good: the staff navigation shows it on every page. */
export async function countFailedForGood(): Promise<number> {
  return dbRead((db) => db.emailOutbox.count({ where: failedForGoodWhere }));
}

/**
 * One page of the outbox's messages, newest first, optionally of one filter, with the count of
 * every filter. `pageAsked` is a `?page=` value as sent, or a number: the page shown is the
 * nearest one there is (pageFromQuery), so the list is counted before its rows are read.
 */
export async function listOutbox(filter: OutboxFilter, pageAsked: string | string[] | number | undefined) {
  const where = whereOf(filter);
  const [total, groups, failedForGood] = await Promise.all([
    dbRead((db) => db.emailOutbox.count({ where })),
    dbRead((db) => db.emailOutbox.groupBy({ by: ["status"], _count: { _all: true } })),
    countFailedForGood(),
  ]);
  const page = pageFromQuery(pageAsked, lastPage(total, OUTBOX_PAGE_SIZE));
  const rows = await dbRead((db) =>
    db.emailOutbox.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (page - 1) * OUTBOX_PAGE_SIZE,
      take: OUTBOX_PAGE_SIZE,
      select: {
        id: true,
        kind: true,
        toAddress: true,
        subject: true,
        status: true,
        attempts: true,
        lastError: true,
        createdAt: true,
        sentAt: true,
        nextAttemptAt: true,
      },
    }),
  );
  const byStatus = new Map(groups.map((g) => [g.status, g._count._all]));
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<
    OutboxFilter,
    number
  >;
  counts.all = groups.reduce((sum, g) => sum + g._count._all, 0);
  counts[FAILED_FOR_GOOD] = failedForGood;
  return { rows, total, counts, page };
}
