import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { newSupportCode, normaliseSupportCode, supportCodeHash } from "@/lib/support/codes";
import { eventually, executeSql, queryRows, receivedEmails } from "./helpers/db";
import { PAGER_STAND_IN } from "./helpers/env";
import { holdScripts } from "./helpers/scripts";
import { ensureStaffUser, STAFF } from "./helpers/staff";

/**
 * An urgent request from a client practice through the built site: the form posts to the real
 * route handler, the page reaches the paging stand-in (tests/support/stand-ins.ts), staff take the
 * request from the link the page carries, and the client's status page follows.
 */
let n = 0;
function forwardedFor(): string {
  n++;
  return `203.0.${100 + test.info().parallelIndex}.${(n % 250) + 1}`;
}

/** A practice's support code, stored as the staff area stores one (its hash only). */
async function supportCode(practice: string): Promise<string> {
  const code = newSupportCode();
  const normalised = normaliseSupportCode(code)!;
  await executeSql(`INSERT INTO "SupportCode" ("practice", "codeHash", "hint") VALUES ($1, $2, $3)`, [
    practice,
    supportCodeHash(normalised),
    normalised.slice(-2),
  ]);
  return code;
}

interface Page_ {
  path: string;
  routing_key: string;
  event_action: string;
  dedup_key: string;
  payload?: { summary: string; severity: string };
  links?: { href: string }[];
}

async function pagesFor(id: number): Promise<Page_[]> {
  const all = (await (await fetch(`${PAGER_STAND_IN}/__received`)).json()) as Page_[];
  return all.filter((p) => p.dedup_key.startsWith(`urgent-${id}-`));
}

async function requestIdOf(page: Page): Promise<number> {
  const token = new URL(page.url()).pathname.split("/").pop()!;
  const hash = createHash("sha256").update(token).digest("hex");
  const [row] = await queryRows<{ id: number }>(`SELECT "id" FROM "UrgentRequest" WHERE "statusTokenHash" = $1`, [
    hash,
  ]);
  return row!.id;
}

async function fillRequest(
  page: Page,
  values: { practice: string; code?: string; severity?: RegExp; email?: string; phone?: string },
  { submit = true } = {},
): Promise<void> {
  const form = page.locator("form[action='/api/support']");
  await form.getByLabel("Practice name").fill(values.practice);
  await form.getByLabel("Your name").fill("Dana Client");
  await form.getByLabel("Call-back phone").fill(values.phone ?? "416-555-0100");
  if (values.email) await form.getByLabel("Email").fill(values.email);
  if (values.code) await form.getByLabel("Support code").fill(values.code);
  await form.getByLabel("What is affected").selectOption("server");
  await form.getByRole("radio", { name: values.severity ?? /^Critical/ }).check();
  await form.getByLabel("What happened").fill("The server will not start and no one can see the schedule.");
  if (submit) await form.getByRole("button", { name: "Send urgent request" }).click();
}

test.describe("urgent requests", () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
  });

  test("Get Support opens /support: the emergency line first, then the form, the tiers and the contact link", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Get Support" }).click();
    await expect(page).toHaveURL(/\/support$/);
    const main = page.locator("main");
    const call = main.getByRole("link", { name: new RegExp(BUSINESS.phones.main.display) }).first();
    await expect(call).toHaveAttribute("href", `tel:+1${BUSINESS.phones.main.display.replace(/\D/g, "")}`);
    const callBox = await call.boundingBox();
    const formBox = await main.locator("form[action='/api/support']").boundingBox();
    expect(callBox!.y).toBeLessThan(formBox!.y);
    await expect(main).toContainText("within 2-4 business hours");
    await expect(main.getByLabel("Support code")).toHaveAttribute("autocomplete", "off");
    await expect(main.locator("a[href='/contact']").first()).toBeVisible();
  });

  test("a critical request with a valid code pages the technician; staff take it from the page's link; the client sees who", async ({
    page,
    browser,
  }) => {
    const practice = `Bloor Dental ${Date.now()}`;
    const code = await supportCode(practice);
    await page.goto("/support");
    await fillRequest(page, { practice, code, email: `client-${Date.now()}@example.com` });
    await expect(page).toHaveURL(/\/support\/status\/[A-Za-z0-9_-]{43}$/);
    const id = await requestIdOf(page);
    await expect(page.locator("main")).toContainText("Paged the on-call technician at", { timeout: 20_000 });

    const [trigger] = await eventually(
      () => pagesFor(id),
      (pages) => pages.length > 0,
    );
    expect(trigger?.event_action).toBe("trigger");
    expect(trigger?.payload?.severity).toBe("critical");
    expect(JSON.stringify(trigger)).not.toMatch(/example\.com|416-555-0100|Dana Client/);
    const staffLink = new URL(trigger!.links![0]!.href);
    expect(staffLink.pathname).toBe(`/admin/urgent/${id}`);

    // The technician's phone: signing in from the link returns to the request; opening it acts on nothing.
    await ensureStaffUser();
    const tech = await browser.newPage({ extraHTTPHeaders: { "X-Forwarded-For": forwardedFor() } });
    await tech.goto(staffLink.pathname);
    await expect(tech).toHaveURL(/\/admin\/sign-in\?next=/);
    await tech.getByLabel("Username").fill(STAFF.username);
    await tech.getByLabel("Password").fill(STAFF.password);
    await tech.getByRole("button", { name: "Sign in" }).click();
    await expect(tech).toHaveURL(new RegExp(`${staffLink.pathname}$`));
    const [row] = await queryRows<{ acknowledgedAt: Date | null }>(
      `SELECT "acknowledgedAt" FROM "UrgentRequest" WHERE "id" = $1`,
      [id],
    );
    expect(row?.acknowledgedAt).toBeNull();
    await tech.getByRole("button", { name: "I've got it" }).click();
    await expect(tech.locator("main")).toContainText(/acknowledged/i);

    // The client's page refreshes itself.
    await expect(page.locator("main")).toContainText("has your request", { timeout: 30_000 });
    await expect(page.locator("main")).not.toContainText("e2e-staff");
    const acks = await eventually(
      () => pagesFor(id),
      (pages) => pages.some((p) => p.event_action === "acknowledge"),
    );
    expect(acks.find((p) => p.event_action === "acknowledge")?.dedup_key).toBe(trigger!.dedup_key);
    const mails = await receivedEmails();
    expect(mails.some((m) => m.subject.includes(`#${id}`) && m.to.includes("oncall@example.com"))).toBe(true);
    await tech.close();
  });

  test("what a client typed before the scripts ran is kept when they hydrate, and sent by the scripted form", async ({
    page,
  }) => {
    const held = await holdScripts(page);
    await page.goto("/support", { waitUntil: "domcontentloaded" });
    await fillRequest(page, { practice: "Early Dental", severity: /^Major/ }, { submit: false });
    held.release();
    const form = page.locator("form[action='/api/support']");
    // Hydrated: the scripted form checks a field when it is left (the server's form does not).
    await expect
      .poll(async () => {
        await form.getByLabel("Call-back phone").fill("no digits");
        await form.getByLabel("Your name").focus();
        return form.getByText("Please enter a phone number we can call you back on.").count();
      })
      .toBeGreaterThan(0);
    await form.getByLabel("Call-back phone").fill("416-555-0100");
    let sent: Record<string, unknown> | undefined;
    await page.route("**/api/support", async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({
        status: 201,
        json: { success: true, message: "Received.", statusPath: "/support/received" },
      });
    });
    await form.getByRole("button", { name: "Send urgent request" }).click();
    await expect(page).toHaveURL(/\/support\/received$/);
    expect(sent).toMatchObject({
      practice: "Early Dental",
      name: "Dana Client",
      severity: "major",
      affected: "server",
    });
  });

  test("without a code the request is stored and e-mailed, pages no one, and says to call now", async ({ page }) => {
    await page.goto("/support");
    await fillRequest(page, { practice: `No Code Dental ${Date.now()}` });
    await expect(page).toHaveURL(/\/support\/status\//);
    const id = await requestIdOf(page);
    await expect(page.locator("main")).toContainText(`Received — call ${BUSINESS.phones.main.display} now`);
    await eventually(
      async () => (await receivedEmails()).filter((m) => m.subject.includes(`#${id}`)).length,
      (count) => count > 0,
    );
    expect(await pagesFor(id)).toEqual([]);
  });

  test("a page the paging service refuses tells the client to call", async ({ page }) => {
    const practice = `StandInReject Dental ${Date.now()}`;
    const code = await supportCode(practice);
    await page.goto("/support");
    await fillRequest(page, { practice, code });
    await expect(page.locator("main")).toContainText("We could not reach the technician automatically — please call", {
      timeout: 30_000,
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts, lands on a private, unindexed status page, and a refused request keeps what was typed", async ({
      page,
    }) => {
      await page.goto("/support");
      await fillRequest(page, { practice: `Plain Dental ${Date.now()}` });
      await expect(page).toHaveURL(/\/support\/status\//);
      const response = await page.reload();
      expect(response?.headers()["cache-control"]).toMatch(/private/);
      expect(response?.headers()["cache-control"]).toMatch(/no-store/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("link", { name: /refresh/i })).toBeVisible();

      // A phone number no one could dial: the browser lets it through, the server does not. What
      // was typed comes back, except the support code, which is never kept: the page asks for it.
      await page.goto("/support");
      await fillRequest(page, { practice: "Kept Dental", phone: "call me later", code: "7KQ2M-X9D4T" });
      await expect(page).toHaveURL(/\/support\/check$/);
      await expect(page.getByLabel("Practice name")).toHaveValue("Kept Dental");
      await expect(page.getByLabel("Call-back phone")).toHaveValue("call me later");
      await expect(page.getByLabel("Support code")).toHaveValue("");
      await expect(page.getByLabel("Support code")).toHaveAccessibleDescription(/we do not keep support codes/);
      await expect(page.locator("main")).toContainText(BUSINESS.phones.main.display);
    });

    test("an address past 10 requests in 10 minutes is refused, with the emergency number first", async ({ page }) => {
      const from = forwardedFor();
      const body = {
        practice: "Flood Dental",
        name: "Flood",
        phone: "416-555-0100",
        affected: "other",
        severity: "standard",
        description: "Flooding the form to reach its limit.",
      };
      let status = 0;
      for (let i = 0; i < 11; i++) {
        const response = await page.request.post("/api/support", { data: body, headers: { "X-Forwarded-For": from } });
        status = response.status();
      }
      expect(status).toBe(429);
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": from });
      await page.goto("/support");
      await fillRequest(page, { practice: "Flood Dental" });
      await expect(page).toHaveURL(/\/support\/check$/);
      const main = page.locator("main");
      const phone = main.getByRole("link", { name: new RegExp(BUSINESS.phones.main.display) }).first();
      const refusal = main.getByText(/Too many requests/);
      await expect(refusal).toBeVisible();
      expect((await phone.boundingBox())!.y).toBeLessThan((await refusal.boundingBox())!.y);
    });
  });
});
