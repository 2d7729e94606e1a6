import { dashboardWeeks, type DashboardWeek } from "@/lib/leads/dashboard";
import { FAILED_FOR_GOOD_HREF, countFailedForGood } from "@/lib/outbox/staff-outbox";
import { GOOD_FROM, NEEDS_IMPROVEMENT_FROM, type ScoreBand } from "@/lib/checklist/scoring";
import { dbRead, sqliteDateTime } from "@/lib/core/db";
import { getRetentionStatus, type RetentionStatus } from "@/lib/retention/status";

/**
 * The numbers of the staff dashboard, each from one aggregate query (COUNT … GROUP BY), never by
 * loading rows: the tables grow for two years before the retention purge trims them.
 *
 * Moments are compared as the text Prisma stores in SQLite ("2026-11-23T05:00:00.000+00:00"): the
 * same format sorts in time order, and the comparison can use each table's createdAt index.
 */

export const WEEKLY_SERIES = ["contact", "checklist", "subscribers"] as const;
export type WeeklySeries = (typeof WEEKLY_SERIES)[number];

/** The checklist has a page of its own, so a checklist result always came from it. */
export const CHECKLIST_PAGE = "/health-checklist";

export interface LeadSource {
  page: string;
  contact: number;
  subscribers: number;
  checklist: number;
  total: number;
}

export interface Dashboard {
  weeks: DashboardWeek[];
  /** One count per week, oldest first, for each kind of lead. */
  weekly: Record<WeeklySeries, number[]>;
  /** Checklist results of the same weeks, by score band. */
  bands: Record<ScoreBand, number>;
  /** Pages that leads of the same weeks were sent from, most first. */
  sources: LeadSource[];
  /** Leads staff have not marked handled (subscribers: only confirmed ones). */
  unhandled: Record<WeeklySeries, number>;
  email: {
    failed: number;
    failedForGood: number;
    failedForGoodHref: string;
    /** Office notifications held for the next digest, and when the first of those digests is due. */
    held: number;
    nextDigestAt: Date | null;
    /** Held notifications sent as part of a digest since the first week shown. */
    digested: number;
  };
  retention: RetentionStatus;
}

/** SQL that numbers the week a moment falls in (0 = oldest), for moments inside the weeks shown. */
function weekBucket(column: string, weeks: readonly DashboardWeek[]): { sql: string; args: string[] } {
  const newestFirst = weeks.map((w, i) => ({ i, start: sqliteDateTime(w.start) })).reverse();
  return {
    sql: `CASE ${newestFirst.map(() => `WHEN ${column} >= ? THEN ?`).join(" ")} END`,
    args: newestFirst.flatMap(({ i, start }) => [start, String(i)]),
  };
}

/** Leads of the weeks shown, counted per week: one statement for the three kinds. */
async function weeklyCounts(weeks: readonly DashboardWeek[]): Promise<Record<WeeklySeries, number[]>> {
  const from = sqliteDateTime(weeks[0]!.start);
  const to = sqliteDateTime(weeks.at(-1)!.end);
  const bucket = weekBucket("at", weeks);
  // A confirmed opt-in is one NewsletterConsent row (written when the owner confirms from the
  // e-mail), so a sign-up never confirmed is not counted, and a return after unsubscribing is.
  const rows = await dbRead((db) =>
    db.$queryRawUnsafe<{ kind: string; week: string; n: number | bigint }[]>(
      `SELECT kind, ${bucket.sql} AS week, COUNT(*) AS n FROM (
         SELECT 'contact' AS kind, "createdAt" AS at FROM "ContactMessage" WHERE "createdAt" >= ? AND "createdAt" < ?
         UNION ALL SELECT 'checklist', "createdAt" FROM "ChecklistSubmission" WHERE "createdAt" >= ? AND "createdAt" < ?
         UNION ALL SELECT 'subscribers', "givenAt" FROM "NewsletterConsent" WHERE "givenAt" >= ? AND "givenAt" < ?
       ) GROUP BY kind, week`,
      ...bucket.args,
      from,
      to,
      from,
      to,
      from,
      to,
    ),
  );
  const weekly = Object.fromEntries(WEEKLY_SERIES.map((s) => [s, weeks.map(() => 0)])) as Record<
    WeeklySeries,
    number[]
  >;
  for (const r of rows) {
    const series = weekly[r.kind as WeeklySeries];
    const index = Number(r.week);
    if (series && Number.isInteger(index) && index >= 0 && index < series.length) series[index] = Number(r.n);
  }
  return weekly;
}

async function scoreBands(from: string): Promise<Record<ScoreBand, number>> {
  const rows = await dbRead((db) =>
    db.$queryRawUnsafe<{ band: string; n: number | bigint }[]>(
      `SELECT CASE WHEN "score" >= ? THEN 'good' WHEN "score" >= ? THEN 'needs-improvement' ELSE 'at-risk' END AS band, COUNT(*) AS n
       FROM "ChecklistSubmission" WHERE "createdAt" >= ? GROUP BY band`,
      GOOD_FROM,
      NEEDS_IMPROVEMENT_FROM,
      from,
    ),
  );
  const bands: Record<ScoreBand, number> = { good: 0, "needs-improvement": 0, "at-risk": 0 };
  for (const r of rows) if (r.band in bands) bands[r.band as ScoreBand] = Number(r.n);
  return bands;
}

/** How many pages the sources chart names; the rest are added up as "Other pages". */
export const SOURCE_PAGES_SHOWN = 8;
export const OTHER_PAGES = "Other pages";

async function leadSources(from: string, checklist: number): Promise<LeadSource[]> {
  const rows = await dbRead((db) =>
    db.$queryRawUnsafe<{ page: string; kind: string; n: number | bigint }[]>(
      `SELECT page, kind, COUNT(*) AS n FROM (
         SELECT "sourcePath" AS page, 'contact' AS kind FROM "ContactMessage" WHERE "createdAt" >= ?
         UNION ALL SELECT "sourcePath", 'subscribers' FROM "NewsletterConsent" WHERE "givenAt" >= ?
       ) GROUP BY page, kind`,
      from,
      from,
    ),
  );
  const byPage = new Map<string, LeadSource>();
  const entry = (page: string) => {
    let found = byPage.get(page);
    if (!found) byPage.set(page, (found = { page, contact: 0, subscribers: 0, checklist: 0, total: 0 }));
    return found;
  };
  for (const r of rows) {
    const source = entry(r.page || "(page not recorded)");
    const n = Number(r.n);
    if (r.kind === "contact") source.contact += n;
    else source.subscribers += n;
    source.total += n;
  }
  if (checklist > 0) {
    const source = entry(CHECKLIST_PAGE);
    source.checklist += checklist;
    source.total += checklist;
  }
  const sorted = [...byPage.values()].sort((a, b) => b.total - a.total || a.page.localeCompare(b.page));
  if (sorted.length <= SOURCE_PAGES_SHOWN) return sorted;
  const rest = sorted.slice(SOURCE_PAGES_SHOWN - 1).reduce<LeadSource>(
    (sum, s) => ({
      ...sum,
      contact: sum.contact + s.contact,
      subscribers: sum.subscribers + s.subscribers,
      checklist: sum.checklist + s.checklist,
      total: sum.total + s.total,
    }),
    { page: OTHER_PAGES, contact: 0, subscribers: 0, checklist: 0, total: 0 },
  );
  return [...sorted.slice(0, SOURCE_PAGES_SHOWN - 1), rest];
}

async function unhandledLeads(): Promise<Record<WeeklySeries, number>> {
  const [row] = await dbRead((db) =>
    db.$queryRawUnsafe<{ contact: number | bigint; checklist: number | bigint; subscribers: number | bigint }[]>(
      `SELECT (SELECT COUNT(*) FROM "ContactMessage" WHERE "handledAt" IS NULL) AS contact,
              (SELECT COUNT(*) FROM "ChecklistSubmission" WHERE "handledAt" IS NULL) AS checklist,
              (SELECT COUNT(*) FROM "NewsletterSubscriber" WHERE "handledAt" IS NULL AND "subscribed" = 1) AS subscribers`,
    ),
  );
  return {
    contact: Number(row?.contact ?? 0),
    checklist: Number(row?.checklist ?? 0),
    subscribers: Number(row?.subscribers ?? 0),
  };
}

async function emailHealth(from: string): Promise<Dashboard["email"]> {
  const [statusRows, heldRows, failedForGood] = await Promise.all([
    dbRead((db) =>
      db.$queryRawUnsafe<{ status: string; n: number | bigint }[]>(
        `SELECT "status" AS status, COUNT(*) AS n FROM "EmailOutbox"
         WHERE "status" IN ('failed', 'held') OR ("status" = 'digested' AND "createdAt" >= ?) GROUP BY "status"`,
        from,
      ),
    ),
    dbRead((db) => db.emailOutbox.aggregate({ where: { status: "held" }, _min: { nextAttemptAt: true } })),
    countFailedForGood(),
  ]);
  const count = (status: string) => Number(statusRows.find((r) => r.status === status)?.n ?? 0);
  return {
    failed: count("failed"),
    failedForGood,
    failedForGoodHref: FAILED_FOR_GOOD_HREF,
    held: count("held"),
    nextDigestAt: heldRows._min.nextAttemptAt,
    digested: count("digested"),
  };
}

/** Everything the dashboard shows, as of `now`. */
export async function getDashboard(now: Date = new Date()): Promise<Dashboard> {
  const weeks = dashboardWeeks(now);
  const from = sqliteDateTime(weeks[0]!.start);
  const [weekly, bands, unhandled, email, retention] = await Promise.all([
    weeklyCounts(weeks),
    scoreBands(from),
    unhandledLeads(),
    emailHealth(from),
    getRetentionStatus(now),
  ]);
  const checklist = weekly.checklist.reduce((a, b) => a + b, 0);
  const sources = await leadSources(from, checklist);
  return { weeks, weekly, bands, sources, unhandled, email, retention };
}
