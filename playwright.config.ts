import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/support/chromium";
import {
  E2E_BASE_URL,
  E2E_PORT,
  RESEND_STAND_IN,
  SERVER_LOG_FILE,
  VNU_PORT,
  e2eServerEnv,
} from "./tests/e2e/helpers/env";

/**
 * Browser tests run against one production build (`next build`, made by scripts/e2e-prepare.sh) and
 * one `next start` on a throwaway PostgreSQL database (tdi_e2e on the test cluster that
 * scripts/test-services.sh starts), shared by every test. Tests that need another environment (a
 * preview deployment, a stopped database) start a short-lived server of their own.
 */
export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testIgnore: /(admin-publishing|server-log)\.spec\.ts/,
    },
    {
      // Publishing changes what every public list shows (a test post, a test issue), so it runs
      // after the specs that compare those lists with the database.
      name: "publishing",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testMatch: /admin-publishing\.spec\.ts/,
      dependencies: ["desktop"],
    },
    {
      // Last: reads what the shared server printed during the whole run.
      name: "server-log",
      testMatch: /server-log\.spec\.ts/,
      dependencies: ["publishing"],
    },
  ],
  webServer: [
    {
      command: "npx tsx tests/support/stand-ins.ts",
      url: `${RESEND_STAND_IN}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The output is kept in a file too, so the last spec can prove it holds no personal data.
      command: `sh -c 'npx next start -p ${E2E_PORT} 2>&1 | tee ${SERVER_LOG_FILE}'`,
      url: `${E2E_BASE_URL}/`,
      env: e2eServerEnv(),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: `java -Xss2m -Dnu.validator.servlet.bind-address=127.0.0.1 -cp node_modules/vnu-jar/build/dist/vnu.jar nu.validator.servlet.Main ${VNU_PORT}`,
      url: `http://127.0.0.1:${VNU_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
