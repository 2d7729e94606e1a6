/**
 * `npm run retention:purge`: deletes every record past the retention period the privacy policy
 * states (content/retention.ts) and records the run for the staff dashboard. The cron route
 * /api/cron/retention does the same once a day.
 */
import path from "node:path";
import { config as loadDotenv } from "dotenv";

const root = path.resolve(__dirname, "..");
process.chdir(root);
loadDotenv({ path: path.join(root, ".env.local"), quiet: true });
loadDotenv({ path: path.join(root, ".env"), quiet: true });

async function main() {
  const { purgeExpired } = await import("@/lib/retention/purge");
  const { getDb } = await import("@/lib/core/db");
  const report = await purgeExpired(new Date());
  const removed = Object.entries(report)
    .filter(([kind]) => kind !== "unsentDeliveriesKept")
    .map(([kind, count]) => `${count} ${kind}`)
    .join(", ");
  console.log(
    `retention:purge: removed ${removed}; kept ${report.unsentDeliveriesKept} unsent deliveries past the period`,
  );
  await getDb().$disconnect();
}

main().catch((error: unknown) => {
  console.error(`retention:purge failed: ${error instanceof Error ? error.name : "error"}`);
  process.exit(1);
});
