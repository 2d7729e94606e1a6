/**
 * The local run's own schedule (`npm run serve` starts it beside the site, in its own process): the
 * deliveries job every minute and the retention purge once a day, as a deployment's cron does, so
 * retries, held office notices, pages due at the help desk's opening, escalations, the release of
 * unconfirmed bookings and the reading of the booking's calendar feeds (none without
 * BOOKING_BUSY_ICS_URLS) happen on a developer's machine too. `npm run dev` and the test servers do not start it: tests run the job
 * themselves, with a fixed clock where time matters.
 *
 * Quiet unless a run did something or failed. Stops on SIGINT or SIGTERM between runs, or once the
 * run under way ends. LOCAL_SCHEDULE_INTERVAL_MS shortens the minute (the tests of this script).
 */
import path from "node:path";
import { config as loadDotenv } from "dotenv";

const root = path.resolve(__dirname, "..");
process.chdir(root);
loadDotenv({ path: path.join(root, ".env.local"), quiet: true });
loadDotenv({ path: path.join(root, ".env"), quiet: true });

const DAY = 24 * 60 * 60_000;
const interval = Number(process.env.LOCAL_SCHEDULE_INTERVAL_MS) || 60_000;

let stopping = false;
let wake: (() => void) | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stopping = true;
    wake?.();
  });

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

async function main(): Promise<void> {
  const { runDeliveriesJob } = await import("@/lib/deliveries/job");
  const { DELIVERIES_HOOKS } = await import("@/lib/site/deliveries-hooks");
  const { purgeExpired } = await import("@/lib/retention/purge");
  const { getRetentionStatus } = await import("@/lib/retention/status");
  const { getDb } = await import("@/lib/core/db");
  while (!stopping) {
    try {
      const report = await runDeliveriesJob({}, DELIVERIES_HOOKS);
      // A calendar feed found not due (read by an earlier run) is nothing done.
      const hooks = Object.values(report.hooks).some((counts) =>
        Object.entries(counts).some(([what, n]) => n > 0 && !what.endsWith("NotDue")),
      );
      if (report.attempted > 0 || report.digests > 0 || hooks)
        console.log(
          `[schedule] deliveries: ${report.sent} sent, ${report.logged} logged, ${report.failed} failed, ${report.digests} digests; ${JSON.stringify(report.hooks)}`,
        );
      const retention = await getRetentionStatus();
      if (!retention.ran || Date.now() - retention.lastRunAt.getTime() >= DAY) {
        await purgeExpired(new Date());
        console.log("[schedule] retention purge ran");
      }
    } catch (error) {
      // The next minute tries again; the site itself is not affected.
      console.error(`[schedule] run failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!stopping) await pause(interval);
  }
  await getDb().$disconnect();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[schedule] stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
