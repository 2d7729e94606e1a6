/** The one environment of the shared e2e server; scripts/test.sh builds with the same values. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const VNU_PORT = Number(process.env.VNU_PORT ?? 8888);
export const E2E_DATABASE_FILE = "tests/.artifacts/e2e.db";

export function e2eServerEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const base: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: `file:./${E2E_DATABASE_FILE}`,
    SITE_URL: E2E_BASE_URL,
    CRON_SECRET: "e2e-cron-secret-0123456789abcdefghijklmnop",
    NEWSLETTER_TOKEN_SECRET: "e2e-newsletter-secret-0123456789abcdefghij",
    SESSION_SECRET: "e2e-session-secret-0123456789abcdefghijklmn",
    RESEND_API_KEY: "",
    VERCEL_ENV: "",
    DEPLOY_ENV: "",
    ...overrides,
  };
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(base)) if (v !== undefined) env[k] = v;
  return env;
}
