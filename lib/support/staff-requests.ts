import "server-only";
import { CAMPAIGN_SELECT } from "@/lib/core/campaign";
import type { Campaign } from "@/lib/core/campaign";
import { getDb } from "@/lib/core/db";
import { lastPage, pageFromQuery } from "@/lib/core/page-number";
import { deliveriesForStaff, type StaffDelivery } from "@/lib/deliveries/retry";

/**
 * What staff read of urgent requests: the list at /admin/urgent (open ones first, newest first,
 * then the closed ones, newest first) and one request's page with everything the client sent, its
 * paging times and the pages and e-mails sent for it. Reading changes nothing: only the staff
 * actions (lib/support/staff.ts) do.
 */
export const URGENT_PAGE_SIZE = 25;

const LIST_SELECT = {
  id: true,
  createdAt: true,
  practice: true,
  severity: true,
  affected: true,
  codeCheck: true,
  pageState: true,
  pageDueAt: true,
  pagedAt: true,
  attachedToId: true,
  acknowledgedAt: true,
  closedAt: true,
  escalatedAt: true,
  acknowledgedBy: { select: { username: true, displayName: true } },
} as const;

export interface StaffUrgentRow {
  id: number;
  createdAt: Date;
  practice: string;
  severity: string;
  affected: string;
  codeCheck: string;
  pageState: string;
  pageDueAt: Date | null;
  pagedAt: Date | null;
  attachedToId: number | null;
  acknowledgedAt: Date | null;
  closedAt: Date | null;
  escalatedAt: Date | null;
  acknowledgedBy: { username: string; displayName: string | null } | null;
}

/** Who took a request, as staff name each other: the display name, else the username. */
export function staffName(user: { username: string; displayName: string | null } | null): string | null {
  if (!user) return null;
  return user.displayName?.trim() || user.username;
}

const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] as const;

/**
 * One page of the list. Open requests come first whatever their age, so the page is cut from two
 * queries: the open ones from the page's offset, then the closed ones from where the open ones end.
 */
export async function listUrgentRequests(pageAsked: string | string[] | number | undefined): Promise<{
  rows: StaffUrgentRow[];
  total: number;
  open: number;
  page: number;
  pageSize: number;
}> {
  const db = getDb();
  const [open, closed] = await Promise.all([
    db.urgentRequest.count({ where: { closedAt: null } }),
    db.urgentRequest.count({ where: { closedAt: { not: null } } }),
  ]);
  const total = open + closed;
  const page = pageFromQuery(pageAsked, lastPage(total, URGENT_PAGE_SIZE));
  const skip = (page - 1) * URGENT_PAGE_SIZE;
  const openRows =
    skip < open
      ? await db.urgentRequest.findMany({
          where: { closedAt: null },
          orderBy: [...NEWEST_FIRST],
          skip,
          take: URGENT_PAGE_SIZE,
          select: LIST_SELECT,
        })
      : [];
  const room = URGENT_PAGE_SIZE - openRows.length;
  const closedRows =
    room > 0
      ? await db.urgentRequest.findMany({
          where: { closedAt: { not: null } },
          orderBy: [...NEWEST_FIRST],
          skip: Math.max(0, skip - open),
          take: room,
          select: LIST_SELECT,
        })
      : [];
  return { rows: [...openRows, ...closedRows], total, open, page, pageSize: URGENT_PAGE_SIZE };
}

export type { StaffDelivery };

export interface StaffUrgentRequest extends StaffUrgentRow {
  name: string;
  phone: string;
  email: string;
  description: string;
  sourcePath: string;
  /** The visit's first-touch campaign, as the form carried it. */
  campaign: Campaign;
  /** The practice the code given belongs to, when it matched one. */
  codePractice: string | null;
  /** Requests of the same practice added to this one instead of paging again. */
  attached: { id: number; createdAt: Date }[];
  deliveries: StaffDelivery[];
}

export async function getUrgentRequestForStaff(id: number): Promise<StaffUrgentRequest | null> {
  const db = getDb();
  const row = await db.urgentRequest.findUnique({
    where: { id },
    select: {
      ...LIST_SELECT,
      name: true,
      phone: true,
      email: true,
      description: true,
      sourcePath: true,
      ...CAMPAIGN_SELECT,
      supportCode: { select: { practice: true } },
      attached: { select: { id: true, createdAt: true }, orderBy: { id: "asc" } },
    },
  });
  if (!row) return null;
  const deliveries = await deliveriesForStaff({ type: "UrgentRequest", id });
  const { supportCode, utmSource, utmMedium, utmCampaign, referrerDomain, ...rest } = row;
  return {
    ...rest,
    campaign: { utmSource, utmMedium, utmCampaign, referrerDomain },
    codePractice: supportCode?.practice ?? null,
    deliveries,
  };
}

/** Open requests no one has taken yet: the staff navigation shows the count on every page. */
export async function countUntakenUrgent(): Promise<number> {
  return getDb().urgentRequest.count({ where: { acknowledgedAt: null, closedAt: null } });
}

/** Whether an urgent request has this id (the proxy's 404 decision for signed-in staff). */
export async function urgentRequestExists(id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
  return (await getDb().urgentRequest.findUnique({ where: { id }, select: { id: true } })) !== null;
}
