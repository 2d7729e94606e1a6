import "server-only";
import { publicationDate, wasEverPublished } from "@/lib/core/publication";
import { getDb, isRecordMissing } from "@/lib/core/db";
import { ISSUE_KIND } from "@/lib/newsletter/send";
import { countByStatus } from "@/lib/deliveries/records";
import { Prisma } from "@/lib/generated/prisma/client";
import { monthNumberOf, type IssueSave, type MonthName } from "@/lib/newsletter/issue-schema";

/** The staff area's view of newsletter issues: drafts included (public queries live in lib/newsletter). */
export interface AdminIssueSummary {
  id: number;
  title: string;
  month: string;
  year: number;
  isPublished: boolean;
  /** null: never published. */
  publishedAt: Date | null;
  updatedAt: Date;
  /** Subscribers the issue was queued for. */
  deliveries: number;
}

export interface AdminIssue extends AdminIssueSummary {
  content: string;
}

const NEWEST_FIRST = [
  { isPublished: "asc" as const },
  { year: "desc" as const },
  { monthNumber: "desc" as const },
  { id: "desc" as const },
];

/** The columns of an issue in the staff list; the editor reads its content as well. */
const SUMMARY_COLUMNS = {
  id: true,
  title: true,
  month: true,
  year: true,
  isPublished: true,
  sentAt: true,
  updatedAt: true,
  _count: { select: { deliveries: true } },
} as const;
const EDIT_COLUMNS = { ...SUMMARY_COLUMNS, content: true } as const;

function shape<T extends { sentAt: Date; _count: { deliveries: number } }>(row: T) {
  const { sentAt, _count, ...rest } = row;
  return { ...rest, publishedAt: wasEverPublished(sentAt) ? sentAt : null, deliveries: _count.deliveries };
}

/** Every issue: drafts first, then the published ones, newest month first. */
export async function listAllIssues(): Promise<AdminIssueSummary[]> {
  const rows = await getDb().newsletterIssue.findMany({ orderBy: NEWEST_FIRST, select: SUMMARY_COLUMNS });
  return rows.map(shape);
}

export async function getIssueForEdit(id: number): Promise<AdminIssue | null> {
  const row = await getDb().newsletterIssue.findUnique({ where: { id }, select: EDIT_COLUMNS });
  return row ? shape(row) : null;
}

export type SaveIssueResult =
  { kind: "saved"; id: number; wasPublished: boolean; isPublished: boolean } | { kind: "not-found" };

/**
 * Creates (id null) or updates an issue with one statement. Publishing stamps sentAt (the date
 * the public pages give the issue) the first time only.
 */
export async function saveIssue(id: number | null, data: IssueSave, now = new Date()): Promise<SaveIssueResult> {
  const existing =
    id === null
      ? null
      : await getDb().newsletterIssue.findUnique({ where: { id }, select: { isPublished: true, sentAt: true } });
  if (id !== null && !existing) return { kind: "not-found" };
  const publish = data.status === "published";
  const fields = {
    title: data.title,
    content: data.content,
    month: data.month,
    monthNumber: monthNumberOf(data.month as MonthName),
    year: data.year,
    isPublished: publish,
    sentAt: publicationDate(existing?.sentAt ?? null, publish, now),
  };
  try {
    const saved =
      id === null || !existing
        ? await getDb().newsletterIssue.create({ data: { ...fields, updatedAt: now }, select: { id: true } })
        : await getDb().newsletterIssue.update({ where: { id }, data: fields, select: { id: true } });
    return { kind: "saved", id: saved.id, wasPublished: existing?.isPublished ?? false, isPublished: publish };
  } catch (error) {
    if (isRecordMissing(error)) return { kind: "not-found" };
    throw error;
  }
}

/** Active subscribers, and how many of them do not have this issue yet. */
export async function audienceOf(issueId: number): Promise<{ active: number; waiting: number }> {
  const db = getDb();
  const [active, waiting] = await Promise.all([
    db.newsletterSubscriber.count({ where: { subscribed: true } }),
    db.newsletterSubscriber.count({ where: { subscribed: true, deliveries: { none: { issueId } } } }),
  ]);
  return { active, waiting };
}

export interface DeliveryOutcomes {
  sent: number;
  waiting: number;
  failed: number;
  logged: number;
}

/** What became of this issue's messages, from their deliveries. */
export async function deliveryOutcomes(issueId: number): Promise<DeliveryOutcomes> {
  const byStatus = await countByStatus(
    ISSUE_KIND,
    "NewsletterDelivery",
    Prisma.sql`SELECT "id" FROM "NewsletterDelivery" WHERE "issueId" = ${issueId}`,
  );
  const out: DeliveryOutcomes = { sent: 0, waiting: 0, failed: 0, logged: 0 };
  for (const [status, n] of byStatus) {
    if (status === "sent") out.sent += n;
    else if (status === "failed") out.failed += n;
    else if (status === "logged") out.logged += n;
    else out.waiting += n;
  }
  return out;
}

export async function activeSubscriberCount(): Promise<number> {
  return getDb().newsletterSubscriber.count({ where: { subscribed: true } });
}
