import "server-only";
import { lastPage, pageFromQuery } from "@/lib/core/page-number";
import { getDb } from "@/lib/core/db";
import { adminDeliveriesPath } from "@/lib/core/paths";
import { sendDeliveries, type DeliveryResult } from "@/lib/deliveries/send";
import { DISCARDED, PAUSED } from "@/lib/deliveries/restore";
import { MAX_ATTEMPTS, type DeliveryStatus } from "@/lib/deliveries/store";

/**
 * What staff see of the deliveries and do with them: a "Retry now" of one row, and the data of the
 * staff Deliveries page (/admin/deliveries) and of the failed-for-good count in the navigation.
 */

/**
 * A staff "Retry now": sends one pending or failed row now, even one whose automatic attempts are
 * used up. A row another sender holds is left alone ("busy"); any other row is only reported.
 */
export async function retryDelivery(id: number): Promise<DeliveryResult> {
  const [sent] = await sendDeliveries([id]);
  if (sent) return sent;
  const row = await getDb().delivery.findUnique({ where: { id }, select: { status: true } });
  if (!row) throw new Error(`delivery ${id} does not exist`);
  const status = row.status as DeliveryStatus;
  return { id, status: status === "pending" || status === "failed" ? "busy" : status };
}

/** The statuses the staff Deliveries page (/admin/deliveries) filters by. */
export const DELIVERY_STATUSES = [
  "failed",
  "pending",
  "sent",
  "logged",
  "held",
  "digested",
  "paused",
  "discarded",
] as const;
/** How staff read a row's channel beside its kind. */
export const CHANNEL_LABELS: Record<string, string> = {
  email: "e-mail",
  page: "page to on-call",
  webhook: "post to the CRM",
};

/** Failed rows whose automatic attempts are used up: only a staff retry sends them now. */
export const FAILED_FOR_GOOD = "failed-for-good";
export const DELIVERY_FILTERS = [...DELIVERY_STATUSES, FAILED_FOR_GOOD] as const;
export const FAILED_FOR_GOOD_HREF = adminDeliveriesPath(FAILED_FOR_GOOD);
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number] | "all";
export const DELIVERIES_PAGE_SIZE = 50;

const failedForGoodWhere = { status: "failed", attempts: { gte: MAX_ATTEMPTS } };

function whereOf(filter: DeliveryFilter) {
  if (filter === "all") return {};
  if (filter === FAILED_FOR_GOOD) return failedForGoodWhere;
  return { status: filter };
}

/** Whether a row's automatic attempts are used up (the scheduled run no longer takes it). */
export function isFailedForGood(row: { status: string; attempts: number }): boolean {
  return row.status === "failed" && row.attempts >= MAX_ATTEMPTS;
}

/** How many deliveries failed for good: the staff navigation shows it on every page. */
export async function countFailedForGood(): Promise<number> {
  return getDb().delivery.count({ where: failedForGoodWhere });
}

/** The columns of a delivery every staff view shows. */
const STAFF_DELIVERY_SELECT = {
  id: true,
  channel: true,
  kind: true,
  toAddress: true,
  status: true,
  attempts: true,
  lastError: true,
  createdAt: true,
  sentAt: true,
  nextAttemptAt: true,
} as const;

/**
 * One page of the deliveries, newest first, optionally of one filter, with the count of
 * every filter. `pageAsked` is a `?page=` value as sent, or a number: the page shown is the
 * nearest one there is (pageFromQuery), so the list is counted before its rows are read.
 */
export async function listDeliveries(filter: DeliveryFilter, pageAsked: string | string[] | number | undefined) {
  const where = whereOf(filter);
  const [total, groups, failedForGood] = await Promise.all([
    getDb().delivery.count({ where }),
    getDb().delivery.groupBy({ by: ["status"], _count: { _all: true } }),
    countFailedForGood(),
  ]);
  const page = pageFromQuery(pageAsked, lastPage(total, DELIVERIES_PAGE_SIZE));
  const rows = await getDb().delivery.findMany({
    where,
    orderBy: { id: "desc" },
    skip: (page - 1) * DELIVERIES_PAGE_SIZE,
    take: DELIVERIES_PAGE_SIZE,
    select: { ...STAFF_DELIVERY_SELECT, subject: true, discardedAt: true, discardedBy: true },
  });
  const byStatus = new Map(groups.map((g) => [g.status, g._count._all]));
  const counts = Object.fromEntries(DELIVERY_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<
    DeliveryFilter,
    number
  >;
  counts.all = groups.reduce((sum, g) => sum + g._count._all, 0);
  counts[FAILED_FOR_GOOD] = failedForGood;
  return { rows, total, counts, page };
}

/** Which paused rows a staff action takes: one row, or every paused row. */
export type PausedSelection = { id: number } | "all";

const pausedWhere = (which: PausedSelection) => ({ status: PAUSED, ...(which === "all" ? {} : { id: which.id }) });

/**
 * Release: paused rows go back to pending, due now, so the next run (or the request's own
 * "Retry now") sends them with the attempts they had left; a row never tried that was queued for
 * a later moment (a reminder before a booked meeting) keeps its moment. Returns how many were released.
 */
export async function releasePaused(which: PausedSelection, now = new Date()): Promise<number> {
  return getDb().$transaction(async (tx) => {
    const waiting = await tx.delivery.updateMany({
      where: { ...pausedWhere(which), attempts: 0, nextAttemptAt: { gt: now } },
      data: { status: "pending", claimedUntil: null },
    });
    const due = await tx.delivery.updateMany({
      where: pausedWhere(which),
      data: { status: "pending", nextAttemptAt: now, claimedUntil: null },
    });
    return waiting.count + due.count;
  });
}

/** Discard: paused rows are never sent; final, with who decided and when. Returns how many. */
export async function discardPaused(which: PausedSelection, by: string, now = new Date()): Promise<number> {
  const { count } = await getDb().delivery.updateMany({
    where: pausedWhere(which),
    data: { status: DISCARDED, discardedAt: now, discardedBy: by },
  });
  return count;
}

/** What staff see of each delivery of one record (an urgent request's page, its e-mails). */
export interface StaffDelivery {
  id: number;
  channel: string;
  kind: string;
  toAddress: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

/** Every delivery of one record, oldest first, for its staff page. */
export async function deliveriesForStaff(related: { type: string; id: number }): Promise<StaffDelivery[]> {
  return getDb().delivery.findMany({
    where: { relatedType: related.type, relatedId: related.id },
    orderBy: { id: "asc" },
    select: STAFF_DELIVERY_SELECT,
  });
}

/**
 * The health of the deliveries as the staff dashboard shows it: failed rows (and those failed for
 * good), notifications held for a digest and when the next digest goes, digests sent since `from`.
 */
export async function deliveryHealth(from: Date): Promise<{
  failed: number;
  failedForGood: number;
  held: number;
  nextDigestAt: Date | null;
  digested: number;
}> {
  const deliveries = getDb().delivery;
  const [statusRows, heldRows, failedForGood] = await Promise.all([
    deliveries.groupBy({
      by: ["status"],
      where: { OR: [{ status: { in: ["failed", "held"] } }, { status: "digested", createdAt: { gte: from } }] },
      _count: { _all: true },
    }),
    deliveries.aggregate({ where: { status: "held" }, _min: { nextAttemptAt: true } }),
    countFailedForGood(),
  ]);
  const count = (status: string) => statusRows.find((r) => r.status === status)?._count._all ?? 0;
  return {
    failed: count("failed"),
    failedForGood,
    held: count("held"),
    nextDigestAt: heldRows._min.nextAttemptAt,
    digested: count("digested"),
  };
}
