/**
 * `npm run deliveries:run` (alias `outbox:retry`): escalates paged urgent requests no one has taken
 * in time, then sends the digests of ended hold windows and every
 * delivery that is due, without a time budget. The cron route /api/cron/deliveries does the same on
 * a schedule.
 */
import path from "node:path";
import { config as loadDotenv } from "dotenv";

const root = path.resolve(__dirname, "..");
process.chdir(root);
loadDotenv({ path: path.join(root, ".env.local"), quiet: true });
loadDotenv({ path: path.join(root, ".env"), quiet: true });

async function main() {
  // Imported after the environment is loaded: lib/core/env reads it once.
  const { runDeliveriesJob } = await import("@/lib/support/paging");
  const { getDb } = await import("@/lib/core/db");
  try {
    const report = await runDeliveriesJob();
    console.log(
      `deliveries:run: ${report.attempted} attempted, ${report.sent} sent, ${report.failed} failed, ${report.logged} logged, ${report.digests} digests of held notifications stored, ${report.escalated} urgent requests escalated`,
    );
  } finally {
    await getDb().$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(`deliveries:run failed: ${error instanceof Error ? error.name : "error"}`);
  process.exit(1);
});
