import "server-only";
import { OFFICE_TIME_ZONE, dashboardWeeks, type DashboardWeek } from "@/lib/leads/dashboard";
import { FAILED_FOR_GOOD_HREF, deliveryHealth } from "@/lib/deliveries/retry";
import { GOOD_FROM, NEEDS_IMPROVEMENT_FROM, type ScoreBand } from "@/lib/checklist/scoring";
import { getDb } from "@/lib/core/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { sourceWeeks, type SourceWeeks } from "@/lib/leads/source-weeks";
import { getRetentionStatus, type RetentionStatus } from "@/lib/retention/status";

/**
 * The numbers of the staff dashboard, each from counting queries in the database (COUNT, GROUP
 * BY), never by loading rows: the tables grow for two years before the retention purge trims them.
 */

/** A booking is a lead from its confirmation (confirmedAt): a pending or released one is not. */
export const WEEKLY_SERIES = ["contact", "checklist", "subscribers", "bookings"] as const;
export type WeeklySeries = (typeof WEEKLY_SERIES)[number];

/** The checklist has a page of its own, so a checklist result always came from it. */
export const CHECKLIST_PAGE = "/health-checklist";

export interface LeadSource {
  page: string;
  contact: number;
  subscribers: number;
  checklist: number;
  bookings: number;
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
  /** Leads of the same weeks per campaign source (utm_source, else referring site, else direct), most first. */
  campaignSources: SourceWeeks[];
  /** Leads staff have not marked handled (subscribers and bookings: only confirmed ones). */
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

/**
 * The Toronto Monday of a timestamp column, as 'YYYY-MM-DD': the week a row falls in on every
 * weekly panel. Timestamps are stored in UTC, so the moment is seen from Toronto before date_trunc;
 * a grouping Prisma's groupBy cannot express. `column` is SQL written here, never a visitor's text.
 */
export function torontoMonday(column: string): Prisma.Sql {
  return Prisma.sql`to_char(date_trunc('week', (${Prisma.raw(column)} AT TIME ZONE 'UTC') AT TIME ZONE ${OFFICE_TIME_ZONE}), 'YYYY-MM-DD')`;
}

/**
 * Leads of the weeks shown, counted per week: one statement for the three kinds. Raw SQL: the
 * week a lead falls in is its Monday in Toronto time (date_trunc on the moment seen from Toronto;
 * timestamps are stored in UTC), a grouping Prisma's groupBy cannot express.
 */
async function weeklyCounts(weeks: readonly DashboardWeek[]): Promise<Record<WeeklySeries, number[]>> {
  const from = weeks[0]!.start;
  const to = weeks.at(-1)!.end;
  // A confirmed opt-in is one NewsletterConsent row (written when the owner confirms from the
  // e-mail), so a sign-up never confirmed is not counted, and a return after unsubscribing is.
  const rows = await getDb().$queryRaw<{ kind: string; monday: string; n: bigint }[]>`
    SELECT kind, ${torontoMonday("at")} AS monday,
           COUNT(*) AS n
    FROM (
      SELECT 'contact' AS kind, "createdAt" AS at FROM "ContactMessage" WHERE "createdAt" >= ${from} AND "createdAt" < ${to}
      UNION ALL SELECT 'checklist', "createdAt" FROM "ChecklistSubmission" WHERE "createdAt" >= ${from} AND "createdAt" < ${to}
      UNION ALL SELECT 'subscribers', "givenAt" FROM "NewsletterConsent" WHERE "givenAt" >= ${from} AND "givenAt" < ${to}
      UNION ALL SELECT 'bookings', "confirmedAt" FROM "Booking" WHERE "confirmedAt" >= ${from} AND "confirmedAt" < ${to}
    ) AS leads
    GROUP BY kind, monday`;
  const weekly = Object.fromEntries(WEEKLY_SERIES.map((s) => [s, weeks.map(() => 0)])) as Record<
    WeeklySeries,
    number[]
  >;
  const index = new Map(weeks.map((w, i) => [w.monday, i]));
  for (const r of rows) {
    const series = weekly[r.kind as WeeklySeries];
    const i = index.get(r.monday);
    if (series && i !== undefined) series[i] = Number(r.n);
  }
  return weekly;
}

/**
 * Leads of the weeks shown per source and week, counted in one statement: contact messages,
 * checklist results, confirmed opt-ins and confirmed bookings, never urgent requests (a client's request is no lead).
 * A lead's source is its utm_source, else its referring domain (the rule of sourceOf in
 * lib/core/campaign.ts, here in SQL); null (neither) is direct / unknown.
 */
async function campaignSourceWeeks(weeks: readonly DashboardWeek[]): Promise<SourceWeeks[]> {
  const from = weeks[0]!.start;
  const to = weeks.at(-1)!.end;
  const rows = await getDb().$queryRaw<{ source: string | null; monday: string; n: bigint }[]>`
    SELECT source, ${torontoMonday("at")} AS monday,
           COUNT(*) AS n
    FROM (
      SELECT COALESCE("utmSource", "referrerDomain") AS source, "createdAt" AS at FROM "ContactMessage" WHERE "createdAt" >= ${from} AND "createdAt" < ${to}
      UNION ALL SELECT COALESCE("utmSource", "referrerDomain"), "createdAt" FROM "ChecklistSubmission" WHERE "createdAt" >= ${from} AND "createdAt" < ${to}
      UNION ALL SELECT COALESCE("utmSource", "referrerDomain"), "givenAt" FROM "NewsletterConsent" WHERE "givenAt" >= ${from} AND "givenAt" < ${to}
      UNION ALL SELECT COALESCE("utmSource", "referrerDomain"), "confirmedAt" FROM "Booking" WHERE "confirmedAt" >= ${from} AND "confirmedAt" < ${to}
    ) AS leads
    GROUP BY source, monday`;
  return sourceWeeks(
    rows.map((r) => ({ source: r.source, monday: r.monday, n: Number(r.n) })),
    weeks,
  );
}

/** Checklist results since `from` by score band: three indexed counts, each band the difference. */
async function scoreBands(from: Date): Promise<Record<ScoreBand, number>> {
  const results = getDb().checklistSubmission;
  const since = { createdAt: { gte: from } };
  const [all, atLeastNeedsImprovement, good] = await Promise.all([
    results.count({ where: since }),
    results.count({ where: { ...since, score: { gte: NEEDS_IMPROVEMENT_FROM } } }),
    results.count({ where: { ...since, score: { gte: GOOD_FROM } } }),
  ]);
  return { good, "needs-improvement": atLeastNeedsImprovement - good, "at-risk": all - atLeastNeedsImprovement };
}

/** How many pages the sources chart names; the rest are added up as "Other pages". */
export const SOURCE_PAGES_SHOWN = 8;
export const OTHER_PAGES = "Other pages";

async function leadSources(from: Date, checklist: number): Promise<LeadSource[]> {
  const db = getDb();
  const [contacts, consents, bookings] = await Promise.all([
    db.contactMessage.groupBy({ by: ["sourcePath"], where: { createdAt: { gte: from } }, _count: { _all: true } }),
    db.newsletterConsent.groupBy({ by: ["sourcePath"], where: { givenAt: { gte: from } }, _count: { _all: true } }),
    db.booking.groupBy({ by: ["sourcePath"], where: { confirmedAt: { gte: from } }, _count: { _all: true } }),
  ]);
  const rows = [
    ...contacts.map((c) => ({ page: c.sourcePath, kind: "contact", n: c._count._all })),
    ...consents.map((c) => ({ page: c.sourcePath, kind: "subscribers", n: c._count._all })),
    ...bookings.map((c) => ({ page: c.sourcePath, kind: "bookings", n: c._count._all })),
  ];
  const byPage = new Map<string, LeadSource>();
  const entry = (page: string) => {
    let found = byPage.get(page);
    if (!found) byPage.set(page, (found = { page, contact: 0, subscribers: 0, checklist: 0, bookings: 0, total: 0 }));
    return found;
  };
  for (const r of rows) {
    const source = entry(r.page || "(page not recorded)");
    const n = r.n;
    if (r.kind === "contact") source.contact += n;
    else if (r.kind === "bookings") source.bookings += n;
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
      bookings: sum.bookings + s.bookings,
      total: sum.total + s.total,
    }),
    { page: OTHER_PAGES, contact: 0, subscribers: 0, checklist: 0, bookings: 0, total: 0 },
  );
  return [...sorted.slice(0, SOURCE_PAGES_SHOWN - 1), rest];
}

async function unhandledLeads(): Promise<Record<WeeklySeries, number>> {
  const db = getDb();
  const [contact, checklist, subscribers, bookings] = await Promise.all([
    db.contactMessage.count({ where: { handledAt: null } }),
    db.checklistSubmission.count({ where: { handledAt: null } }),
    db.newsletterSubscriber.count({ where: { handledAt: null, subscribed: true } }),
    db.booking.count({ where: { handledAt: null, confirmedAt: { not: null } } }),
  ]);
  return { contact, checklist, subscribers, bookings };
}

async function emailHealth(from: Date): Promise<Dashboard["email"]> {
  return { ...(await deliveryHealth(from)), failedForGoodHref: FAILED_FOR_GOOD_HREF };
}

/** Everything the dashboard shows, as of `now`. */
export async function getDashboard(now: Date = new Date()): Promise<Dashboard> {
  const weeks = dashboardWeeks(now);
  const from = weeks[0]!.start;
  const [weekly, campaignSources, bands, unhandled, email, retention] = await Promise.all([
    weeklyCounts(weeks),
    campaignSourceWeeks(weeks),
    scoreBands(from),
    unhandledLeads(),
    emailHealth(from),
    getRetentionStatus(now),
  ]);
  const checklist = weekly.checklist.reduce((a, b) => a + b, 0);
  const sources = await leadSources(from, checklist);
  return { weeks, weekly, bands, sources, campaignSources, unhandled, email, retention };
}
