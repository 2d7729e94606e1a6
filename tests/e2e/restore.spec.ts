import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { databaseUrl, dropDatabase, withAdmin } from "../support/postgres";
import { copyDatabase, databaseName } from "./helpers/db-copy";
import { E2E_PORT, e2eServerEnv } from "./helpers/env";
import { startServer } from "./helpers/server";
import { STAFF, addStaffTo } from "./helpers/staff";

/**
 * The last step of the restore drill (the data side is tests/integration/restore-drill.test.ts):
 * the site started on a database restored by `npm run db:restore` shows the leads and signs staff
 * in, and what the restore paused waits on the Deliveries page for staff to release.
 * Port: E2E_PORT + 150.
 */
const run = promisify(execFile);

test("the site on a restored database shows its leads, signs staff in and holds the paused deliveries for them", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const source = await copyDatabase("restore-source");
  const target = databaseName("restore-target");
  const backups = mkdtempSync(path.join(tmpdir(), "tdi-restore-spec-"));
  const env = e2eServerEnv({ BACKUP_DIR: backups }) as NodeJS.ProcessEnv;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await addStaffTo(source);
    await source.execute(
      `INSERT INTO "ContactMessage" ("name", "email", "practice", "message") VALUES ('Rita Restored', 'rita@example.com', 'Harbour Dental', 'Back from the backup')`,
    );
    await source.execute(
      `INSERT INTO "Delivery" ("kind", "toAddress", "subject", "text", "html", "status", "relatedType", "relatedId")
       VALUES ('contact-notification', 'office@example.com', 'New message: Rita Restored', 'Text', '<p>Text</p>', 'pending', 'ContactMessage', 1)`,
    );
    await run("npm", ["run", "--silent", "db:backup"], { env: { ...env, DATABASE_URL: source.url } });
    const [file] = readdirSync(backups);
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`));
    await withAdmin((c) => c.query(`CREATE DATABASE "${target}"`));
    await run("npm", ["run", "--silent", "db:restore", "--", path.join(backups, file!)], {
      env: { ...env, DATABASE_URL: databaseUrl(target) },
      timeout: 180_000,
    });

    server = await startServer(E2E_PORT + 150, { DATABASE_URL: databaseUrl(target) });
    await page.goto(`${server.baseURL}/admin/sign-in`);
    await page.getByLabel("Username").fill(STAFF.username);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/leads/);
    await expect(page.getByText("Rita Restored").first()).toBeVisible();

    // On a phone, the paused list and the newsletter's hold notice stay inside the screen (the
    // table scrolls in its own region).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/admin/deliveries?status=paused", "/admin/newsletter"]) {
      await page.goto(`${server.baseURL}${path}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await expect(page.getByRole("button", { name: "Unsubscribes re-applied" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`${server.baseURL}/admin/deliveries?status=paused`);
    const row = page.getByRole("row").filter({ hasText: "New message: Rita Restored" });
    await expect(row.getByText("paused", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: "Release" }).click();
    await expect(page.getByText("1 paused delivery released: sent from now on.", { exact: true })).toBeVisible();
    await expect(page.getByText("Nothing here.")).toBeVisible();
  } finally {
    await server?.stop();
    await source.close();
    await dropDatabase(databaseUrl(target));
    rmSync(backups, { recursive: true, force: true });
  }
});
