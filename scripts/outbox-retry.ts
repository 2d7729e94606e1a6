/**
 * `npm run outbox:retry`: sends every outbox message that is due (and stores the messages of
 * records whose message is missing). The cron route /api/cron/outbox does the same on a schedule.
 */
import path from "node:path";
import { config as loadDotenv } from "dotenv";

const root = path.resolve(__dirname, "..");
process.chdir(root);
loadDotenv({ path: path.join(root, ".env.local"), quiet: true });
loadDotenv({ path: path.join(root, ".env"), quiet: true });

async function main() {
  const { retryDueEmails } = await import("@/lib/jobs/outbox-retry");
  const { getDb } = await import("@/lib/core/db");
  const report = await retryDueEmails();
  console.log(
    `outbox:retry: ${report.attempted} attempted, ${report.sent} sent, ${report.failed} failed, ${report.logged} logged, ${report.busy} being sent by another process, ${report.digests} digests of held notifications stored, ${report.reconciled} missing messages stored`,
  );
  await getDb().$disconnect();
}

main().catch((error: unknown) => {
  console.error(`outbox:retry failed: ${error instanceof Error ? error.name : "error"}`);
  process.exit(1);
});
