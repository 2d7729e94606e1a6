import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { SIGN_IN_ERRORS } from "@/lib/auth/schema";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { parse } from "csv-parse/sync";
import { expectPageQualityInAllModes } from "./helpers/display-modes";
import { eventually, queryRows } from "./helpers/db";
import { E2E_BASE_URL, e2eServerEnv } from "./helpers/env";
import { inOneLimitWindow } from "./helpers/limit-window";
import { subscribeConfirmed } from "./helpers/newsletter";
import { STAFF, ensureStaffUser, signIn } from "./helpers/staff";

let n = 0;
function forwardedFor(): string {
  n++;
  return `198.18.${Math.floor(Math.random() * 200) + 20}.${(n % 250) + 1}`;
}

async function postContact(page: Page, values: { name: string; email: string; message: string }) {
  const res = await page.request.post("/api/contact", { headers: { "X-Forwarded-For": forwardedFor() }, data: values });
  expect(res.status()).toBe(201);
}

test.beforeAll(async () => {
  await ensureStaffUser();
});

/** Creates a staff user (or sets a new password) the way an operator does: npm run user:create. */
function setStaffPassword(username: string, password: string) {
  return promisify(execFile)("npm", ["run", "--silent", "user:create", "--", username], {
    env: e2eServerEnv({ STAFF_PASSWORD: password }) as NodeJS.ProcessEnv,
    timeout: 60_000,
  });
}

test("the staff area needs a session: pages send to sign-in, handlers answer 401, other origins 403; nothing is indexed", async ({
  page,
  request,
}) => {
  const res = await request.get("/admin/leads", { maxRedirects: 0 });
  expect([303, 307, 308]).toContain(res.status());
  expect(res.headers()["location"]).toContain("/admin/sign-in");
  const signInPage = await request.get("/admin/sign-in");
  expect(signInPage.status()).toBe(200);
  expect(signInPage.headers()["x-robots-tag"]).toContain("noindex");

  const unauth = await request.post("/api/admin/leads/contact/1", {
    headers: { Origin: E2E_BASE_URL },
    data: { handled: true },
  });
  expect(unauth.headers()["x-robots-tag"]).toContain("noindex");
  expect([401, 403]).toContain(unauth.status());
  expect((await request.get("/api/admin/leads/contact/export")).status()).toBe(401);

  await signIn(page, forwardedFor());
  const foreign = await page.request.post("/api/admin/deliveries/retry", {
    headers: { Origin: "https://evil.example" },
    data: {},
  });
  expect(foreign.status()).toBe(403);
  const foreignSignIn = await request.post("/api/admin/sign-in", {
    headers: { Origin: "https://evil.example" },
    data: { username: STAFF.username, password: STAFF.password },
  });
  expect(foreignSignIn.status()).toBe(403);
});

test("sign-in never says which of username and password was wrong, and is limited per username", async ({
  page,
  request,
}) => {
  // Room to wait for the start of a limit window (inOneLimitWindow).
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
  await page.goto("/admin/sign-in");
  await page.getByLabel("Username").fill(STAFF.username);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("The username or password is incorrect.");
  await page.getByLabel("Username").fill("nobody-at-all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("The username or password is incorrect.");

  // From one address, ten tries per username in 15 minutes: of thirty sent one after another
  // (one address gets one sign-in at a time), exactly ten are checked.
  const target = `limit-probe-${Date.now()}`;
  const one = forwardedFor();
  const statuses = await inOneLimitWindow(
    15 * 60_000,
    async () => {
      const out: number[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await request.post("/api/admin/sign-in", {
          headers: { Origin: E2E_BASE_URL, "X-Forwarded-For": one },
          data: { username: target, password: "wrong" },
        });
        out.push(res.status());
      }
      return out;
    },
    60_000,
  );
  expect(statuses.filter((s) => s === 401)).toHaveLength(10);
  expect(statuses.filter((s) => s === 429)).toHaveLength(20);
});

test("one sign-in at a time per address: a flood from one address is refused at once, and staff elsewhere sign in meanwhile", async ({
  request,
}) => {
  const flooder = forwardedFor();
  const flood = Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      request.post("/api/admin/sign-in", {
        headers: { Origin: E2E_BASE_URL, "X-Forwarded-For": flooder },
        data: { username: "flood-nobody", password: `guess ${i}` },
      }),
    ),
  );
  const staff = await request.post("/api/admin/sign-in", {
    headers: { Origin: E2E_BASE_URL, "X-Forwarded-For": forwardedFor() },
    data: STAFF,
  });
  expect(staff.status()).toBe(200);
  const answers = await flood;
  const refused = answers.filter((r) => r.status() === 429);
  expect(answers.every((r) => r.status() === 401 || r.status() === 429)).toBe(true);
  expect(refused.length).toBeGreaterThan(0);
  for (const r of refused) {
    expect(r.headers()["retry-after"]).toBe("3");
    expect((await r.json()).message).toBe(SIGN_IN_ERRORS.busy);
  }
});

test("a lead from the public contact form is in the inbox, searchable, can be marked handled and exported as safe CSV", async ({
  page,
}) => {
  const email = `e2e-lead-${Date.now()}@example.com`;
  await postContact(page, {
    name: '=HYPERLINK("http://evil.example","Click")',
    email,
    message: "Our server is slow, line one\nand line two, with a comma.",
  });
  await signIn(page, forwardedFor());
  await page.goto(`/admin/leads?kind=contact&q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Our server is slow");
  await expect(row).toContainText(/logged|sent|pending|failed/);
  await row.getByRole("button", { name: "Mark handled" }).click();
  await expect(row.getByRole("button", { name: "Mark to do" })).toBeVisible();
  const stored = await queryRows<{ handledAt: Date | null }>(
    `SELECT "handledAt" FROM "ContactMessage" WHERE "email" = $1`,
    [email],
  );
  expect(stored[0]!.handledAt).not.toBeNull();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const { readFileSync } = await import("node:fs");
  const csv = readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  const records = parse(csv, { columns: true }) as Record<string, string>[];
  expect(records).toHaveLength(1);
  expect(records[0]!.Email).toBe(email);
  expect(records[0]!.Name).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  expect(records[0]!.Message).toBe("Our server is slow, line one\nand line two, with a comma.");
  expect(records[0]!.Handled).not.toBe("");
});

test("subscribers appear in the inbox with their consent; the deliveries page lists messages and retries what is due", async ({
  page,
}) => {
  const email = `e2e-inbox-sub-${Date.now()}@example.com`;
  await subscribeConfirmed(page.request, { email, name: "Inbox Tester" }, forwardedFor);
  // Asked, not yet confirmed: shown as such (and sent no issue).
  const waiting = `e2e-inbox-pending-${Date.now()}@example.com`;
  const res = await page.request.post("/api/newsletter/subscribe", {
    headers: { "X-Forwarded-For": forwardedFor() },
    data: { email: waiting, name: "Inbox Waiting" },
  });
  expect(res.status()).toBe(200);
  await signIn(page, forwardedFor());
  await page.goto(`/admin/leads?kind=subscribers&q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("active");
  await expect(row).toContainText("/newsletter");
  await page.goto(`/admin/leads?kind=subscribers&q=${encodeURIComponent(waiting)}`);
  await expect(page.getByRole("row").filter({ hasText: waiting })).toContainText("Pending confirmation");

  // A message the provider refuses shows as failed with its error, and can be retried.
  const failing = `e2e-failing-${Date.now()}@example.com`;
  await postContact(page, {
    name: "StandInFail Dr. Retry",
    email: failing,
    message: "Please call me about our backups.",
  });
  const failed = await eventually(
    () =>
      queryRows<{ id: number; status: string }>(
        `SELECT d."id", d."status" FROM "Delivery" d JOIN "ContactMessage" c ON d."relatedId" = c."id" AND d."relatedType" = 'ContactMessage' WHERE c."email" = $1`,
        [failing],
      ),
    (rows) => rows[0]?.status === "failed",
  );
  await page.goto("/admin/deliveries?status=failed");
  const deliveryRow = page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: String(failed[0]!.id), exact: true }) });
  await expect(deliveryRow).toContainText("failed");
  await deliveryRow.getByRole("button", { name: "Retry now" }).click();
  await expect(
    page.getByText("The e-mail provider refused the message again; its error is recorded.").first(),
  ).toBeVisible();
  const attempts = await queryRows<{ attempts: number }>(`SELECT "attempts" FROM "Delivery" WHERE "id" = $1`, [
    failed[0]!.id,
  ]);
  expect(attempts[0]!.attempts).toBeGreaterThanOrEqual(2);

  await page.getByRole("button", { name: "Retry all due" }).click();
  await expect(page.getByText(/due messages? tried/).first()).toBeVisible();
});

test("the deliveries page's former address (/admin/outbox) leads to it, with its filter", async ({ page }) => {
  await signIn(page, forwardedFor());
  const moved = await page.request.get("/admin/outbox?status=failed", { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers()["location"]).toMatch(/^(https?:\/\/[^/]+)?\/admin\/deliveries\?status=failed$/);
  await page.goto("/admin/outbox?status=failed");
  await expect(page).toHaveURL(/\/admin\/deliveries\?status=failed$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("nobody can lock a staff member out: failures from many addresses only slow that username's attempts, and the right password still signs in", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const username = `e2e-lockout-${Date.now().toString(36)}`;
  const password = "lockout proof staff passphrase 4K";
  await setStaffPassword(username, password);
  let lastFailureMs = 0;
  for (let i = 0; i < 12; i++) {
    const started = Date.now();
    const res = await request.post("/api/admin/sign-in", {
      headers: { Origin: E2E_BASE_URL, "X-Forwarded-For": forwardedFor() },
      data: { username, password: `guess number ${i}` },
    });
    expect(res.status(), `guess ${i} from a new address`).toBe(401);
    lastFailureMs = Date.now() - started;
  }
  // Guessing has become slow (the wait is a floor, never a ceiling)...
  expect(lastFailureMs).toBeGreaterThanOrEqual(2900);
  // ...and the staff member, from yet another address, is let in.
  const ok = await request.post("/api/admin/sign-in", {
    headers: { Origin: E2E_BASE_URL, "X-Forwarded-For": forwardedFor() },
    data: { username, password },
  });
  expect(ok.status()).toBe(200);
});

test("signing out ends the session on the server: a copy of the old cookie opens nothing", async ({
  page,
  browser,
}) => {
  await signIn(page, forwardedFor());
  const cookie = (await page.context().cookies()).find((c) => c.name === sessionCookieName(E2E_BASE_URL));
  expect(cookie, "the session cookie").toBeDefined();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.goto("/admin/deliveries");
  await expect(page).toHaveURL(/\/admin\/sign-in$/);

  // Someone who kept a copy of the cookie (a shared computer, a stolen cookie) gets nothing.
  const replay = await browser.newContext();
  try {
    await replay.addCookies([cookie!]);
    expect((await replay.request.get("/api/admin/leads/contact/export")).status()).toBe(401);
    const again = await replay.newPage();
    await again.goto("/admin/leads");
    await expect(again).toHaveURL(/\/admin\/sign-in$/);
  } finally {
    await replay.close();
  }
});

test("a new password set with user:create ends every session of that user", async ({ browser }) => {
  test.setTimeout(120_000);
  const username = `e2e-rotate-${Date.now().toString(36)}`;
  const setPassword = (password: string) => setStaffPassword(username, password);
  const first = "first staff passphrase for rotation 7Q";
  const second = "second staff passphrase for rotation 9Z";
  await setPassword(first);

  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    for (const context of contexts) {
      const res = await context.request.post("/api/admin/sign-in", {
        headers: { Origin: E2E_BASE_URL, "X-Forwarded-For": forwardedFor() },
        data: { username, password: first },
      });
      expect(res.status()).toBe(200);
      expect((await context.request.get("/api/admin/leads/contact/export")).status()).toBe(200);
    }
    const { stdout } = await setPassword(second);
    expect(stdout).toContain("2 signed-in sessions ended");
    for (const context of contexts)
      expect((await context.request.get("/api/admin/leads/contact/export")).status()).toBe(401);
    const fresh = await contexts[0]!.request.post("/api/admin/sign-in", {
      headers: { Origin: E2E_BASE_URL, "X-Forwarded-For": forwardedFor() },
      data: { username, password: second },
    });
    expect(fresh.status()).toBe(200);
  } finally {
    for (const context of contexts) await context.close();
  }
});

test("/admin/sign-in: zero axe violations and zero Nu errors in the three display modes", async ({ page }) => {
  await expectPageQualityInAllModes(page, "/admin/sign-in");
});

/** An urgent request as POST /api/support stores it, paged; its id. */
async function addUrgentRequest(practice: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    `INSERT INTO "UrgentRequest" ("statusTokenHash", "practice", "name", "phone", "email", "affected", "severity",
       "description", "sourcePath", "codeCheck", "pageState", "pageDueAt", "pagedAt", "createdAt")
     VALUES (md5(random()::text) || md5(random()::text), $1, 'Dr. Priya Shah', '416-555-0134', 'priya@example.com',
       'server', 'critical', 'The server is down and nobody can open patient charts.', '/support', 'none', 'none',
       NULL, NULL, now()) RETURNING "id"`,
    [practice],
  );
  return Number(row!.id);
}

for (const path of [
  "/admin/leads",
  "/admin/leads?kind=checklist",
  "/admin/leads?kind=subscribers",
  "/admin/leads?kind=bookings",
  "/admin/bookings",
  "/admin/deliveries",
  "/admin/urgent",
  "/admin/urgent/{request}",
  "/admin/urgent/codes",
  "/admin/account",
]) {
  test(`${path}: zero axe violations and zero Nu errors in the three display modes`, async ({ page }) => {
    const url = path.includes("{request}")
      ? path.replace("{request}", String(await addUrgentRequest("E2E Quality Dental")))
      : path;
    await signIn(page, forwardedFor());
    await expectPageQualityInAllModes(page, url);
  });
}

test("an urgent request's link without a session signs in and lands back on the request; I've got it then names the one who took it", async ({
  page,
}) => {
  await ensureStaffUser();
  const id = await addUrgentRequest("E2E Return Dental");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
  await page.goto(`/admin/urgent/${id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/sign-in\\?next=/admin/urgent/${id}$`));
  await page.getByLabel("Username").fill(STAFF.username);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/urgent/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Urgent request #${id}`);
  await page.getByRole("button", { name: /I've got it/ }).click();
  await expect(page.getByText(`Open, taken by ${STAFF.username}`)).toBeVisible();
  await expect(page.getByRole("button", { name: /I've got it/ })).toHaveCount(0);
});

test.describe("staff sign-in without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an urgent request's link signs in and comes back to the request, whose buttons work as plain forms", async ({
    page,
  }) => {
    await ensureStaffUser();
    const id = await addUrgentRequest("E2E No Script Dental");
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
    await page.goto(`/admin/urgent/${id}`);
    await page.getByLabel("Username").fill(STAFF.username);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/urgent/${id}$`));
    await page.getByRole("button", { name: /I've got it/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/urgent/${id}\\?notice=acknowledge$`));
    await expect(page.getByRole("status").filter({ hasText: "You have it" })).toBeVisible();
    await page.getByRole("button", { name: /^Close/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/urgent/${id}\\?notice=close$`));
    await expect(page.getByText("The request is closed.")).toBeVisible();
  });

  test("a refused sign-in comes back to the form with the reason, the right one opens the staff area, and nothing typed is in any URL", async ({
    page,
  }) => {
    await ensureStaffUser();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
    const urls: string[] = [];
    page.on("request", (r) => urls.push(r.url()));
    page.on("framenavigated", (f) => urls.push(f.url()));
    await page.goto("/admin/sign-in");
    await page.getByLabel("Username").fill(STAFF.username);
    await page.getByLabel("Password").fill("not-the-password-at-all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?error=failed$/);
    await expect(page.locator("form").getByRole("alert")).toHaveText("The username or password is incorrect.");
    await page.getByLabel("Username").fill(STAFF.username);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const url of urls) {
      const decoded = decodeURIComponent(url);
      expect(decoded).not.toContain("not-the-password-at-all");
      expect(decoded).not.toContain(STAFF.password);
      expect(decoded).not.toMatch(/[?&]username=/);
    }
  });
});
