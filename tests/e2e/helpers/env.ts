import { databaseUrl, E2E_DATABASE } from "../../support/postgres";

/** The one environment of the shared e2e server; scripts/test.sh builds with the same values. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const VNU_PORT = Number(process.env.VNU_PORT ?? 8888);
/** Everything the shared server prints during the run (read by server-log.spec.ts at the end). */
export const SERVER_LOG_FILE = "tests/.artifacts/server.log";
export const RESEND_STAND_IN = `http://127.0.0.1:${Number(process.env.RESEND_STAND_IN_PORT ?? 4010)}`;
export const MAPS_STAND_IN = `http://127.0.0.1:${Number(process.env.MAPS_STAND_IN_PORT ?? 4011)}`;
export const PAGER_STAND_IN = `http://127.0.0.1:${Number(process.env.PAGER_STAND_IN_PORT ?? 4012)}`;

export function e2eServerEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const base: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    // The shared server's database on the test cluster (TEST_DATABASE_URL), a copy of the seeded
    // template that the build's prerendered pages were made from.
    DATABASE_URL: databaseUrl(E2E_DATABASE),
    SITE_URL: E2E_BASE_URL,
    CRON_SECRET: "e2e-cron-secret-0123456789abcdefghijklmnop",
    NEWSLETTER_TOKEN_SECRET: "e2e-newsletter-secret-0123456789abcdefghij",
    SESSION_SECRET: "e2e-session-secret-0123456789abcdefghijklmn",
    // The real Resend SDK, against the local stand-in (tests/support/stand-ins.ts).
    RESEND_API_KEY: "re_e2e_stand_in",
    RESEND_BASE_URL: RESEND_STAND_IN,
    EMAIL_TIMEOUT_MS: "2000",
    // Pages go to the local paging stand-in, on one path per target, with routing keys of
    // PagerDuty's 32 characters (the stand-in refuses any other, as PagerDuty does).
    ONCALL_WEBHOOK_URL: `${PAGER_STAND_IN}/oncall`,
    ONCALL_ROUTING_KEY: "e2e-oncall-routing-key-012345678",
    ONCALL_ESCALATION_WEBHOOK_URL: `${PAGER_STAND_IN}/escalation`,
    ONCALL_ESCALATION_ROUTING_KEY: "e2e-escalation-routing-key-01234",
    ONCALL_EMAIL: "oncall@example.com",
    ONCALL_ESCALATION_EMAIL: "escalation@example.com",
    GOOGLE_MAPS_SERVER_KEY: "e2e-server-key",
    GOOGLE_MAPS_API_BASE: MAPS_STAND_IN,
    GOOGLE_MAPS_EMBED_KEY: "",
    GA_MEASUREMENT_ID: "",
    NEXT_PUBLIC_GA_ID: "",
    VERCEL_ENV: "",
    DEPLOY_ENV: "",
    // The shared server is a local run, marked as db:setup marks a developer's checkout; a test
    // of a production start without the mark sets it to "".
    LOCAL_RUN: "1",
    ...overrides,
  };
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(base)) if (v !== undefined) env[k] = v;
  return env;
}
