/**
 * `npm run deliveries:run` (alias `outbox:retry`, the name staff used first): one run of the
 * deliveries job (lib/deliveries/job.ts) with every domain's hook, without a time budget: the
 * digests of ended hold windows, every delivery that is due, and each hook's work (pages due at the
 * help desk's opening, escalations of untaken urgent requests). The cron route
 * /api/cron/deliveries does the same on a schedule.
 */
import path from "node:path";
import { config as loadDotenv } from "dotenv";

const root = path.resolve(__dirname, "..");
process.chdir(root);
loadDotenv({ path: path.join(root, ".env.local"), quiet: true });
loadDotenv({ path: path.join(root, ".env"), quiet: true });

async function main() {
  // Imported after the environment is loaded: lib/core/env reads it once.
  const { runDeliveriesJob } = await import("@/lib/deliveries/job");
  const { DELIVERIES_HOOKS } = await import("@/lib/site/deliveries-hooks");
  const { getDb } = await import("@/lib/core/db");
  try {
    const report = await runDeliveriesJob({}, DELIVERIES_HOOKS);
    const hooks = Object.entries(report.hooks)
      .map(
        ([name, counts]) =>
          `${name}: ${Object.entries(counts)
            .map(([k, v]) => `${v} ${k}`)
            .join(", ")}`,
      )
      .join("; ");
    console.log(
      `deliveries:run: ${report.attempted} attempted, ${report.sent} sent, ${report.failed} failed, ${report.logged} logged, ${report.digests} digests of held notifications stored${hooks ? `; ${hooks}` : ""}`,
    );
  } finally {
    await getDb().$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(`deliveries:run failed: ${error instanceof Error ? error.name : "error"}`);
  process.exit(1);
});
