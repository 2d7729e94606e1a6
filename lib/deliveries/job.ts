import "server-only";
import { getDb } from "@/lib/core/db";
import { describeError, logWarn } from "@/lib/core/log";
import { runDueDeliveries, sendDeliveries, type RunOptions, type RunReport } from "@/lib/deliveries/send";

/**
 * The scheduled deliveries job, run every minute (the cron route, `npm run deliveries:run`, the
 * local run's own schedule): it claims the due rows of every channel, sends them and records their
 * outcomes. The deliveries know no domain; a domain whose records must move on with their
 * deliveries, or that stores rows this run should send, hands the job a hook (the composition is
 * lib/site/deliveries-hooks.ts):
 * - `beforeSends`: work to do before the due rows are claimed (urgent requests: the pages that
 *   fall due at the help desk's opening);
 * - `afterSends`: reacting to outcomes (urgent requests: settling pages, escalating the untaken).
 * The rows a hook stores are sent by the job right after that hook. A hook that fails is logged
 * and named in the report; the other hooks and the sends still run, so one domain's fault never
 * stops every e-mail.
 *
 * With a time budget (`budgetMs`, the cron route's), the budget counts from the job's start, so the
 * hooks' time before the sends is inside it.
 *
 * Each run is recorded in JobRun ("deliveries"): /api/health/jobs and the staff dashboard tell
 * from it whether the schedule still calls the job. A staff "Retry all due" (runDueDeliveries
 * alone) is not a scheduled run and records nothing.
 */
export const DELIVERIES_JOB = "deliveries";

export interface HookResult {
  /** Deliveries the hook stored that this run should send now. */
  send?: readonly number[];
  /** Counts for the run's report (never personal data). */
  report: Record<string, number>;
}

export interface DeliveriesJobHook {
  /** Names the hook in the run's report and logs. */
  name: string;
  beforeSends?: (context: { now: Date }) => Promise<HookResult>;
  afterSends?: (context: { now: Date; sends: RunReport }) => Promise<HookResult>;
}

export interface JobReport extends RunReport {
  /** Each hook's counts, or `{ failed: 1 }` for a hook that threw. */
  hooks: Record<string, Record<string, number>>;
}

async function runHook(
  hook: DeliveriesJobHook,
  step: "beforeSends" | "afterSends",
  work: (() => Promise<HookResult>) | undefined,
  report: JobReport,
): Promise<void> {
  if (!work) return;
  try {
    const result = await work();
    report.hooks[hook.name] = { ...report.hooks[hook.name], ...result.report };
    if (result.send?.length) await sendDeliveries(result.send);
  } catch (error) {
    logWarn("deliveries.hook-failed", { hook: hook.name, step, ...describeError(error) });
    report.hooks[hook.name] = { ...report.hooks[hook.name], failed: 1 };
  }
}

export async function runDeliveriesJob(
  options: RunOptions = {},
  hooks: readonly DeliveriesJobHook[] = [],
): Promise<JobReport> {
  const now = options.now ?? new Date();
  const started = Date.now();
  const report: JobReport = { attempted: 0, sent: 0, failed: 0, logged: 0, digests: 0, left: 0, hooks: {} };
  for (const hook of hooks)
    await runHook(hook, "beforeSends", hook.beforeSends && (() => hook.beforeSends!({ now })), report);
  // The time budget is the whole run's (a platform stops the function at its limit): what the
  // hooks before the sends took (reading calendar feeds may take seconds) comes off the sends'.
  const { budgetMs } = options;
  const left = budgetMs === undefined ? undefined : Math.max(0, budgetMs - (Date.now() - started));
  Object.assign(report, await runDueDeliveries({ ...options, budgetMs: left }));
  for (const hook of hooks)
    await runHook(hook, "afterSends", hook.afterSends && (() => hook.afterSends!({ now, sends: report })), report);
  const lastReport = JSON.stringify(report);
  await getDb().jobRun.upsert({
    where: { name: DELIVERIES_JOB },
    create: { name: DELIVERIES_JOB, lastRunAt: now, lastReport },
    update: { lastRunAt: now, lastReport },
  });
  return report;
}
