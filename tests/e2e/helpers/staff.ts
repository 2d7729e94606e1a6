import { expect, test, type Page } from "@playwright/test";
import { hashPassword } from "@/lib/auth/password";
import { executeSql, queryRows } from "./db";

/** A staff user for the browser tests, created in the e2e database the first time it is needed. */
export const STAFF = { username: "e2e-staff", password: "e2e staff password 2026!" } as const;

let ready: Promise<void> | undefined;
export function ensureStaffUser(): Promise<void> {
  ready ??= (async () => {
    const rows = await queryRows<{ id: number }>(`SELECT "id" FROM "User" WHERE "username" = $1`, [STAFF.username]);
    if (rows.length > 0) return;
    // Both workers may get here at once: the second insert finds the first one's row.
    await executeSql(
      `INSERT INTO "User" ("username", "password", "createdAt") VALUES ($1, $2, now()) ON CONFLICT ("username") DO NOTHING`,
      [STAFF.username, await hashPassword(STAFF.password)],
    );
  })();
  return ready;
}

/** Adds the staff user to a database copy of a test's own (copies start from the seeded template). */
export async function addStaffTo(db: { execute: (sql: string, params: string[]) => Promise<unknown> }): Promise<void> {
  await db.execute(
    `INSERT INTO "User" ("username", "password", "createdAt") VALUES ($1, $2, now()) ON CONFLICT ("username") DO NOTHING`,
    [STAFF.username, await hashPassword(STAFF.password)],
  );
}

let signIns = 0;

/**
 * An address no other sign-in of this run uses: one sign-in per address may be under way at a
 * time, and each address has its own attempt limits, so two workers must never share one.
 */
function ownAddress(): string {
  signIns++;
  return `10.${process.pid % 250}.${test.info().parallelIndex}.${(signIns % 250) + 1}`;
}

/** Signs the page's browser in through the real form. */
export async function signIn(page: Page, forwardedFor = ownAddress()): Promise<void> {
  await ensureStaffUser();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor });
  await page.goto("/admin/sign-in");
  await page.getByLabel("Username").fill(STAFF.username);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/leads/);
}
