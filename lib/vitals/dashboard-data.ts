import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/core/db";
import { dashboardWeeks } from "@/lib/leads/dashboard";
import { torontoMonday } from "@/lib/leads/dashboard-data";
import { METRICS, METRIC_INFO } from "@/lib/vitals/metrics";
import { assembleVitals, type VitalsDashboard, type VitalsGroupRow } from "@/lib/vitals/dashboard";

/**
 * The real-user panel's numbers, counted in the database in one statement: per week (its Monday
 * in Toronto, like the leads' weekly counts), page kind and metric, the number of samples, the
 * 75th percentile and how many are at or under Google's "good" threshold. Never loads the samples.
 *
 * percentile_disc, not percentile_cont: it answers a value some visit really had (the smallest
 * with at least 75 % of the group at or under it), with no interpolation between two visits, so a
 * p75 within the threshold means exactly that at least three visits in four were good.
 */
export async function vitalsGroups(from: Date, to: Date): Promise<VitalsGroupRow[]> {
  const thresholds = Prisma.join(METRICS.map((m) => Prisma.sql`(${m}, ${METRIC_INFO[m].good}::float8)`));
  const rows = await getDb().$queryRaw<
    { monday: string; pageKind: string; metric: string; samples: bigint; p75: number; good: bigint }[]
  >`
    SELECT ${torontoMonday('s."createdAt"')} AS monday,
           s."pageKind", s.metric,
           COUNT(*) AS samples,
           percentile_disc(0.75) WITHIN GROUP (ORDER BY s.value) AS p75,
           COUNT(*) FILTER (WHERE s.value <= t.good) AS good
    FROM "WebVitalSample" AS s
    JOIN (VALUES ${thresholds}) AS t(metric, good) ON t.metric = s.metric
    WHERE s."createdAt" >= ${from} AND s."createdAt" < ${to}
    GROUP BY monday, s."pageKind", s.metric`;
  return rows.map((r) => ({
    monday: r.monday,
    pageKind: r.pageKind,
    metric: r.metric,
    samples: Number(r.samples),
    p75: Number(r.p75),
    good: Number(r.good),
  }));
}

/** The panel's tables for the dashboard's weeks, as of `now`. */
export async function getVitalsDashboard(now: Date = new Date()): Promise<VitalsDashboard> {
  const weeks = dashboardWeeks(now);
  return assembleVitals(await vitalsGroups(weeks[0]!.start, weeks.at(-1)!.end), weeks);
}
