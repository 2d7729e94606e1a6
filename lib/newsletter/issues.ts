import "server-only";
import { cache } from "react";
import { z } from "zod";
import { getDb } from "@/lib/core/db";

/** One item of what GET /api/newsletter/issues/recent answers. */
export interface IssueView {
  id: number;
  title: string;
  content: string;
  month: string;
  year: number;
}

export interface IssueDetail extends IssueView {
  sentAt: string;
}

/** Newest first by year, then month; issues of the same month by id. */
const NEWEST_FIRST = [{ year: "desc" as const }, { monthNumber: "desc" as const }, { id: "desc" as const }];
const VIEW = { id: true, title: true, content: true, month: true, year: true } as const;
/** Every public query reads published issues only: a draft appears on no page, API or sitemap. */
const PUBLISHED = { isPublished: true } as const;

export const ISSUE_LIMIT_MAX = 50;

/** ?limit=1..50 (default 3) and ?offset>=0 (default 0), whole numbers only. */
export const recentIssuesQuery = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "limit must be a whole number from 1 to 50.")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, "limit must be a whole number from 1 to 50.")
        .max(ISSUE_LIMIT_MAX, "limit must be a whole number from 1 to 50."),
    )
    .optional()
    .default(3),
  offset: z
    .string()
    .regex(/^\d{1,9}$/, "offset must be a whole number, 0 or more.")
    .transform(Number)
    .optional()
    .default(0),
});

export async function listRecentIssues(limit: number, offset = 0): Promise<IssueView[]> {
  return getDb().newsletterIssue.findMany({
    where: PUBLISHED,
    orderBy: NEWEST_FIRST,
    skip: offset,
    take: limit,
    select: VIEW,
  });
}

/** A path segment that can name an issue: a positive whole number without leading zeros. */
export function parseIssueId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

export const getIssue = cache(async (id: number): Promise<IssueDetail | null> => {
  const row = await getDb().newsletterIssue.findFirst({
    where: { id, ...PUBLISHED },
    select: { ...VIEW, sentAt: true },
  });
  return row ? { ...row, sentAt: row.sentAt.toISOString() } : null;
});

/** Asked by proxy.ts on each /newsletter/{id} request: one lookup by primary key, never cached. */
export async function issueExists(segment: string): Promise<boolean> {
  const id = parseIssueId(segment);
  if (id === null) return false;
  // Raw SQL, as publishedPostExists: the proxy asks this on every request for an issue, and the
  // model query's planning in Prisma's query compiler would cost more than the lookup.
  const rows = await getDb().$queryRaw<unknown[]>`
    SELECT 1 FROM "NewsletterIssue" WHERE "id" = ${id} AND "isPublished" LIMIT 1`;
  return rows.length > 0;
}

/** Every issue's id, title and date, for sitemaps and prerendering. */
export const listIssueSummaries = cache(async () =>
  getDb().newsletterIssue.findMany({
    where: PUBLISHED,
    orderBy: NEWEST_FIRST,
    select: { id: true, title: true, month: true, year: true, sentAt: true },
  }),
);
