import { lastPage, pageFromQuery } from "@/lib/core/page-number";
import { getDb } from "@/lib/core/db";
import { MAX_ATTEMPTS } from "@/lib/outbox/outbox";
import { adminDeliveriesPath } from "@/lib/core/paths";

/** The statuses the staff Deliveries page (/admin/deliveries) filters by. */
export const OUTBOX_STATUSES = ["failed", "pending", "sent", "logged", "held", "digested"] as const;
/** Failed rows whose automatic attempts are used up: only a staff retry sends them now. */
export const FAILED_FOR_GOOD = "failed-for-good";
export const OUTBOX_FILTERS = [...OUTBOX_STATUSES, FAILED_FOR_GOOD] as const;
export const FAILED_FOR_GOOD_HREF = adminDeliveriesPath(FAILED_FOR_GOOD);
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number] | "all";
export const OUTBOX_PAGE_SIZE = 50;

const failedForGoodWhere = { status: "failed", attempts: { gte: MAX_ATTEMPTS } };

function whereOf(filter: OutboxFilter) {
  if (filter === "all") return {};
  if (filter === FAILED_FOR_GOOD) return failedForGoodWhere;
  return { status: filter };
}

/** Whether a row's automatic attempts are used up (the scheduled run no longer takes it). */
export function isFailedForGood(row: { status: string; attempts: number }): boolean {
  return row.status === "failed" && row.attempts >= MAX_ATTEMPTS;
}

/** How many messages failed for good: the staff navigation shows it on every page. */
export async function countFailedForGood(): Promise<number> {
  return getDb().delivery.count({ where: failedForGoodWhere });
}

/**
 * One page of the deliveries, newest first, optionally of one filter, with the count of
 * every filter. `pageAsked` is a `?page=` value as sent, or a number: the page shown is the
 * nearest one there is (pageFromQuery), so the list is counted before its rows are read.
 */
export async function listOutbox(filter: OutboxFilter, pageAsked: string | string[] | number | undefined) {
  const where = whereOf(filter);
  const [total, groups, failedForGood] = await Promise.all([
    getDb().delivery.count({ where }),
    getDb().delivery.groupBy({ by: ["status"], _count: { _all: true } }),
    countFailedForGood(),
  ]);
  const page = pageFromQuery(pageAsked, lastPage(total, OUTBOX_PAGE_SIZE));
  const rows = await getDb().delivery.findMany({
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
  });
  const byStatus = new Map(groups.map((g) => [g.status, g._count._all]));
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<
    OutboxFilter,
    number
  >;
  counts.all = groups.reduce((sum, g) => sum + g._count._all, 0);
  counts[FAILED_FOR_GOOD] = failedForGood;
  return { rows, total, counts, page };
}
