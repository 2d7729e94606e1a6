// Prints the shared e2e server's environment as shell exports, so the build that
// scripts/e2e-prepare.sh makes and the server that Playwright starts use the same values (its
// DATABASE_URL is tdi_e2e on the test cluster named by TEST_DATABASE_URL).
import { e2eServerEnv } from "./env";

const keys = [
  "NODE_ENV",
  "DATABASE_URL",
  "SITE_URL",
  "CRON_SECRET",
  "NEWSLETTER_TOKEN_SECRET",
  "SESSION_SECRET",
  "RESEND_API_KEY",
  "RESEND_BASE_URL",
  "EMAIL_TIMEOUT_MS",
  "GOOGLE_MAPS_SERVER_KEY",
  "GOOGLE_MAPS_API_BASE",
  "GOOGLE_MAPS_EMBED_KEY",
  "GA_MEASUREMENT_ID",
  "NEXT_PUBLIC_GA_ID",
  "VERCEL_ENV",
  "DEPLOY_ENV",
  "LOCAL_RUN",
];
const env = e2eServerEnv();
for (const key of keys) {
  const value = env[key] ?? "";
  console.log(`export ${key}='${value.replace(/'/g, "'\\''")}'`);
}
