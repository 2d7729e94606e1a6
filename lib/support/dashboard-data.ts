import "server-only";
import { getDb } from "@/lib/core/db";
import { urgentDashboard, urgentDashboardWeeks, type UrgentDashboard } from "@/lib/support/dashboard";

/**
 * The urgent requests panel of the staff dashboard. Unlike the leads' counts this reads rows: a
 * median needs every value, and eight weeks of urgent requests are a few hundred rows of four
 * columns at most, where a practice has one now and then.
 */
export async function getUrgentDashboard(now: Date = new Date()): Promise<UrgentDashboard> {
  const weeks = urgentDashboardWeeks(now);
  const rows = await getDb().urgentRequest.findMany({
    where: { createdAt: { gte: weeks[0]!.start, lt: weeks.at(-1)!.end } },
    select: { createdAt: true, severity: true, pagedAt: true, acknowledgedAt: true },
  });
  return urgentDashboard(rows, weeks);
}
