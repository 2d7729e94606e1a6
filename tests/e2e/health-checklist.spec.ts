import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { inOneLimitWindow } from "./helpers/limit-window";
import { watchLayoutShifts } from "./helpers/layout-shift";
import {
  CHECKLIST_CATEGORIES,
  EMAIL_FAILURE_MESSAGE,
  RESULTS_FILE_NAME,
  type ChecklistAnswer,
} from "@/content/checklist";
import { ANSWERS_STORAGE_KEY } from "@/lib/browser/checklist-answers";
import { CHECKLIST_LIMITS } from "@/lib/checklist/limits";
import { PUBLIC_ROUTES } from "@/content/routes";
import { countRows, eventually, queryRows, receivedEmails } from "./helpers/db";
import { expectPageQualityInAllModes, setDisplayMode } from "./helpers/display-modes";
import { E2E_BASE_URL, E2E_PORT } from "./helpers/env";
import { expectValidHtml } from "./helpers/quality";
import { startServer } from "./helpers/server";
import { startResendStandIn } from "../support/resend-stand-in";

let n = 0;
/** A unique forwarded address per test, so the per-address limit never decides a result. */
function forwardedFor(): string {
  n++;
  return `198.18.${Math.floor(Math.random() * 200)}.${(n % 250) + 1}`;
}

type Label = "Yes" | "No" | "Not Sure";
const VALUE: Record<Label, ChecklistAnswer> = { Yes: "yes", No: "no", "Not Sure": "unsure" };

/**
 * The mixed answers the tests give, per category in order. Scores: Security 80 (Good, the edge),
 * Backup 60 (Needs Improvement), Compliance 40 (At Risk), Infrastructure 100 (Good), Patient
 * Experience 20 (At Risk); overall 15 of 25 = 60 (Needs Improvement).
 */
const MIXED: Label[][] = [
  ["Yes", "Yes", "Yes", "Yes", "No"],
  ["Yes", "Yes", "Yes", "No", "Not Sure"],
  ["Yes", "Yes", "No", "No", "Not Sure"],
  ["Yes", "Yes", "Yes", "Yes", "Yes"],
  ["Yes", "No", "No", "No", "No"],
];

/** The same answers as the stored map, to start a page with them already given. */
const MIXED_MAP = Object.fromEntries(
  CHECKLIST_CATEGORIES.map((c, i) => [
    c.id,
    Object.fromEntries(c.questions.map((q, j) => [q.id, VALUE[MIXED[i]![j]!]])),
  ]),
);

async function seedMixedAnswers(page: Page) {
  await page.addInitScript(
    ({ key, value }) => {
      sessionStorage.setItem(key, value);
    },
    { key: ANSWERS_STORAGE_KEY, value: JSON.stringify(MIXED_MAP) },
  );
}

async function answerVisibleTab(page: Page, labels: readonly Label[]) {
  const groups = page.getByRole("tabpanel").getByRole("group");
  await expect(groups).toHaveCount(labels.length);
  for (const [i, label] of labels.entries())
    await groups.nth(i).getByRole("radio", { name: label, exact: true }).check();
}

async function openResults(page: Page) {
  await page.getByRole("tab", { name: /Digital Patient Experience/ }).click();
  await page.getByRole("button", { name: "View Results" }).click();
  await expect(page.getByRole("heading", { name: "Your IT Health Assessment Results" })).toBeFocused();
}

async function openEmailDialog(page: Page) {
  await page.getByRole("button", { name: "Email Results" }).click();
  const dialog = page.getByRole("dialog", { name: "Email Your Results" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("the health checklist", () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
  });

  test("answering all 25 (mixed) gives the right scores, bands and recommendations; answers survive a reload; the download holds them", async ({
    page,
  }) => {
    const response = await page.goto("/health-checklist");
    expect(response?.status()).toBe(200);
    const progress = page.getByRole("progressbar", { name: "Your progress" });
    await expect(progress).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByRole("tab", { selected: true })).toHaveText(/Security & Privacy/);
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

    for (const [i, labels] of MIXED.entries()) {
      await expect(page.getByRole("tab", { selected: true })).toHaveText(new RegExp(CHECKLIST_CATEGORIES[i]!.title));
      await answerVisibleTab(page, labels);
      await expect(progress).toHaveAttribute("aria-valuenow", String((i + 1) * 5));
      await expect(page.getByText(`${(i + 1) * 5} of 25 questions answered (${(i + 1) * 20}%)`)).toBeVisible();
      if (i === 1) {
        // A reload keeps the answers and the tab the visitor was on (named in the address's fragment).
        await expect(page).toHaveURL(/\/health-checklist#backup$/);
        await page.reload();
        await expect(progress).toHaveAttribute("aria-valuenow", "10");
        await expect(page.getByRole("tab", { selected: true })).toHaveText(/Backup & Recovery/);
        await expect(
          page.getByRole("tabpanel").getByRole("group").last().getByRole("radio", { name: "Not Sure" }),
        ).toBeChecked();
        // The first tab is the plain address.
        await page.getByRole("tab", { name: /Security & Privacy/ }).click();
        await expect(page).toHaveURL(/\/health-checklist$/);
        await expect(page.getByRole("tabpanel").getByRole("radio", { name: "No", exact: true }).last()).toBeChecked();
        await page.getByRole("tab", { name: /Backup & Recovery/ }).click();
      }
      const isLast = i === MIXED.length - 1;
      await expect(page.getByRole("button", { name: "Next" })).toHaveCount(isLast ? 0 : 1);
      await page.getByRole("button", { name: isLast ? "View Results" : "Next" }).click();
    }

    const results = page.getByRole("region", { name: "Your IT Health Assessment Results" });
    await expect(page.getByRole("heading", { name: "Your IT Health Assessment Results" })).toBeFocused();
    const overall = results.getByRole("region", { name: "Overall score" });
    await expect(overall.getByText("60%", { exact: true })).toBeVisible();
    await expect(overall.getByText("Needs Improvement", { exact: true })).toBeVisible();
    const byCategory = results.getByRole("region", { name: "Scores by category" }).getByRole("listitem");
    await expect(byCategory).toHaveText([
      /^Security & Privacy\s*80%\s*Good$/,
      /^Backup & Recovery\s*60%\s*Needs Improvement$/,
      /^Ontario Compliance\s*40%\s*At Risk$/,
      /^IT Infrastructure\s*100%\s*Good$/,
      /^Digital Patient Experience\s*20%\s*At Risk$/,
    ]);
    // Bands are coloured (green, amber, red) and say their name in words as well.
    const token = (name: string) =>
      page.evaluate((n) => {
        const probe = document.createElement("span");
        probe.style.color = `var(--${n})`;
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      }, name);
    const colourOf = (text: string, row: number) =>
      byCategory
        .nth(row)
        .getByText(text, { exact: true })
        .evaluate((e) => getComputedStyle(e).color);
    expect(await colourOf("Good", 0)).toBe(await token("success"));
    expect(await colourOf("Needs Improvement", 1)).toBe(await token("warning"));
    expect(await colourOf("At Risk", 2)).toBe(await token("danger"));
    expect(new Set([await token("success"), await token("warning"), await token("danger")]).size).toBe(3);

    const recommendations = results.getByRole("region", { name: "Recommendations" });
    await expect(recommendations.getByRole("heading", { level: 4 })).toHaveText([
      "Backup & Recovery",
      "Ontario Compliance",
      "Digital Patient Experience",
      "Schedule a comprehensive IT assessment",
      "Consider managed IT services",
    ]);
    const backup = CHECKLIST_CATEGORIES[1]!;
    await expect(recommendations.getByText(backup.questions[3]!.recommendation)).toBeVisible();
    await expect(recommendations.getByText(backup.questions[0]!.recommendation)).toHaveCount(0);
    await expect(recommendations.getByText("Maintain your strong IT posture")).toHaveCount(0);

    const services = results.getByRole("region", { name: "How we can help" });
    await expect(services.getByRole("link", { name: /Learn more/ })).toHaveCount(3);
    expect(
      await services
        .getByRole("link", { name: /Learn more/ })
        .evaluateAll((links) => links.map((l) => l.getAttribute("href"))),
    ).toEqual(["/cybersecurity", "/managed-it", "/cloud-solutions"]);
    await expect(results.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

    // Download Results: the results file, made in the browser.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      results.getByRole("button", { name: "Download Results" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(RESULTS_FILE_NAME);
    const file = await readFile((await download.path())!, "utf8");
    expect(file).toContain("Overall Score: 60% (Needs Improvement)");
    for (const line of [
      "Security & Privacy: 80% (Good)",
      "Backup & Recovery: 60% (Needs Improvement)",
      "Ontario Compliance: 40% (At Risk)",
      "IT Infrastructure: 100% (Good)",
      "Digital Patient Experience: 20% (At Risk)",
    ]) {
      expect(file).toContain(line);
    }
    expect(file).toContain(`${CHECKLIST_CATEGORIES[0]!.questions[4]!.text}\n   Answer: NO`);
    expect(file).toContain(`${backup.questions[4]!.text}\n   Answer: UNSURE`);
    expect(file).toContain(`${CHECKLIST_CATEGORIES[3]!.questions[0]!.text}\n   Answer: YES`);
    expect(file.match(/^ {3}Answer: (YES|NO|UNSURE)$/gm)).toHaveLength(25);
    expect(file).toContain(`Phone: ${BUSINESS.phones.main.display}`);
    expect(file).toContain(`Email: ${BUSINESS.emails.info}`);

    // Retake Assessment: back to the questionnaire, answers kept.
    await results.getByRole("button", { name: "Retake Assessment" }).click();
    await expect(page.getByRole("tab", { name: /Security & Privacy/ })).toBeFocused();
    await expect(progress).toHaveAttribute("aria-valuenow", "25");
    await expect(page.getByRole("tabpanel").getByRole("radio", { name: "No", exact: true }).last()).toBeChecked();

    // A new tab is a fresh visit: it starts empty.
    const fresh = await page.context().newPage();
    await fresh.goto("/health-checklist");
    await expect(fresh.getByRole("radio", { checked: true })).toHaveCount(0);
    // After hydration one answer makes one answered question, not 26.
    await fresh.getByRole("tabpanel").getByRole("radio", { name: "Yes" }).first().check();
    await expect(fresh.getByRole("progressbar", { name: "Your progress" })).toHaveAttribute("aria-valuenow", "1");
    await fresh.close();
  });

  test("unanswered questions download as 'Not Answered' and count as not in place; the file names SITE_URL, not the address the browser used", async ({
    page,
  }) => {
    // The same server reached by another name: the file must still name the public address.
    await page.goto(`http://127.0.0.1:${E2E_PORT}/health-checklist`);
    await answerVisibleTab(page, ["Yes", "Yes", "Yes", "Yes", "Yes"]);
    await openResults(page);
    await expect(
      page.getByText("5 of 25 questions answered. 20 unanswered questions count as not in place."),
    ).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Results" }).click(),
    ]);
    const file = await readFile((await download.path())!, "utf8");
    expect(file).toContain("Overall Score: 20% (At Risk)");
    expect(file.match(/Answer: Not Answered/g)).toHaveLength(20);
    expect(file).toContain(`Website: ${E2E_BASE_URL}`);
    expect(file).not.toContain("127.0.0.1");
  });

  test("Email Results: Send waits for an address with @; the report reaches the stand-in, the submission is stored, the confirmation closes itself", async ({
    page,
  }) => {
    const email = `checklist-${Date.now()}@example.com`;
    await seedMixedAnswers(page);
    await page.goto("/health-checklist");
    await openResults(page);
    const dialog = await openEmailDialog(page);
    const send = dialog.getByRole("button", { name: "Send Results via Email" });
    await expect(send).toBeDisabled();
    await dialog.getByLabel(/Email address/).fill("checklist.example.com");
    await expect(send).toBeDisabled();
    await dialog.getByLabel(/Email address/).fill(email);
    await expect(send).toBeEnabled();
    await send.click();

    const sent = page.getByRole("dialog", { name: "Results Sent!" });
    await expect(sent).toBeVisible();
    await expect(sent.getByRole("status")).toContainText(email);
    await expect(sent.getByRole("button", { name: "Close" })).toBeFocused();
    const shownAt = Date.now();

    const rows = await queryRows<{ id: number; score: number; categoryScores: string; answers: string }>(
      `SELECT "id", "score", "categoryScores", "answers" FROM "ChecklistSubmission" WHERE "email" = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.score).toBe(60);
    expect(JSON.parse(rows[0]!.categoryScores)).toEqual([
      { id: "security", title: "Security & Privacy", score: 80 },
      { id: "backup", title: "Backup & Recovery", score: 60 },
      { id: "compliance", title: "Ontario Compliance", score: 40 },
      { id: "infrastructure", title: "IT Infrastructure", score: 100 },
      { id: "patient_experience", title: "Digital Patient Experience", score: 20 },
    ]);
    expect(JSON.parse(rows[0]!.answers)).toEqual(MIXED_MAP);

    const deliveries = await eventually(
      () =>
        queryRows<{ kind: string; status: string; toAddress: string; replyTo: string; providerId: string }>(
          `SELECT "kind", "status", "toAddress", "replyTo", "providerId" FROM "Delivery" WHERE "relatedType" = 'ChecklistSubmission' AND "relatedId" = $1 ORDER BY "kind"`,
          [rows[0]!.id],
        ),
      (r) => r.length === 2 && r.every((m) => m.status === "sent"),
    );
    expect(deliveries.map((m) => [m.kind, m.status, m.toAddress, m.replyTo])).toEqual([
      ["checklist-lead", "sent", BUSINESS.emails.leads, email],
      ["checklist-results", "sent", email, BUSINESS.emails.info],
    ]);
    const received = await receivedEmails();
    const report = received.find((m) => m.id === deliveries[1]!.providerId);
    expect(report?.to).toEqual([email]);
    expect(report?.subject).toBe("Your IT health checklist results: 60% (Needs Improvement)");
    expect(report?.text).toContain("Security & Privacy: 80% (Good)");
    expect(report?.text).toContain(`${CHECKLIST_CATEGORIES[4]!.questions[1]!.text} Answer: NO`);
    expect(received.find((m) => m.id === deliveries[0]!.providerId)?.to).toEqual([BUSINESS.emails.leads]);

    // The confirmation closes itself 5 seconds after it appeared, and focus returns to the button.
    await page.waitForTimeout(Math.max(0, 4000 - (Date.now() - shownAt)));
    await expect(sent).toBeVisible();
    await expect(sent).toBeHidden({ timeout: 3000 });
    await expect(page.getByRole("button", { name: "Email Results" })).toBeFocused();
  });

  test("the endpoint refusing (429 per recipient) shows the failure alert; the dialog stays open with the address kept", async ({
    page,
    request,
  }) => {
    const email = `limited-${Date.now()}@example.com`;
    const payload = { email, score: 0, categoriesScores: [], results: {} };
    for (let i = 0; i < CHECKLIST_LIMITS.perRecipient.max; i++) {
      const r = await request.post("/api/health-checklist/email", {
        headers: { "X-Forwarded-For": forwardedFor() },
        data: payload,
      });
      expect(r.status()).toBe(201);
    }
    await seedMixedAnswers(page);
    await page.goto("/health-checklist");
    await openResults(page);
    const dialog = await openEmailDialog(page);
    await dialog.getByLabel(/Email address/).fill(email);
    const answered = page.waitForResponse("**/api/health-checklist/email");
    await dialog.getByRole("button", { name: "Send Results via Email" }).click();
    const response = await answered;
    expect(response.status()).toBe(429);
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(dialog.getByRole("alert")).toContainText(EMAIL_FAILURE_MESSAGE);
    await expect(dialog.getByRole("alert")).toContainText("Too many requests");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Email address/)).toHaveValue(email);
    await expect(dialog.getByRole("button", { name: "Send Results via Email" })).toBeEnabled();
    expect(await countRows(`SELECT COUNT(*) AS n FROM "ChecklistSubmission" WHERE "email" = $1`, [email])).toBe(
      CHECKLIST_LIMITS.perRecipient.max,
    );
  });

  test("a request that fails in the browser shows the failure alert; the dialog stays open and nothing is stored", async ({
    page,
  }) => {
    const email = `offline-${Date.now()}@example.com`;
    await page.route("**/api/health-checklist/email", (route) => route.abort("internetdisconnected"));
    await seedMixedAnswers(page);
    await page.goto("/health-checklist");
    await openResults(page);
    const dialog = await openEmailDialog(page);
    await dialog.getByLabel(/Email address/).fill(email);
    await dialog.getByRole("button", { name: "Send Results via Email" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(EMAIL_FAILURE_MESSAGE);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Email address/)).toHaveValue(email);
    // Cancel closes it.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await countRows(`SELECT COUNT(*) AS n FROM "ChecklistSubmission" WHERE "email" = $1`, [email])).toBe(0);
  });

  test("loads with no console error, no layout shift and no failed request for a page of the site", async ({
    page,
  }) => {
    const problems: string[] = [];
    const failed: string[] = [];
    page.on("console", (m) => {
      if ((m.type() === "error" || m.type() === "warning") && !m.text().startsWith("Failed to load resource"))
        problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("response", (r) => {
      if (r.status() >= 400) failed.push(new URL(r.url()).pathname);
    });
    const layout = await watchLayoutShifts(page);
    await seedMixedAnswers(page);
    // Opened on a tab named in the address (as after a reload there): no hydration mismatch either.
    await page.goto("/health-checklist#compliance");
    // The stored answers and the tab are applied after hydration without moving anything.
    await expect(page.getByRole("progressbar", { name: "Your progress" })).toHaveAttribute("aria-valuenow", "25");
    await expect(page.getByRole("tab", { selected: true })).toHaveText(/Ontario Compliance/);
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(1000);
    expect(await layout.cls()).toBeLessThan(0.05);
    await openResults(page);
    await openEmailDialog(page);
    await page.keyboard.press("Escape");
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    // Links to pages that later work adds may 404 when prefetched; a page of the route list never may.
    const pages = new Set(PUBLIC_ROUTES.map((r) => r.path));
    expect(failed.filter((p) => pages.has(p) || p.startsWith("/_next/"))).toEqual([]);
  });

  test("serves every question in the HTML, with its metadata and structured data", async ({ request }) => {
    const response = await request.get("/health-checklist");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const c of CHECKLIST_CATEGORIES) {
      for (const q of c.questions) expect(html).toContain(`name="${q.id}"`);
    }
    expect(html).toContain('<link rel="canonical" href="http://localhost:');
    expect(html).toMatch(/"@type":"WebApplication"/);
    expect(html).toMatch(/"@type":"BreadcrumbList"/);
  });
});

test.describe("POST /api/health-checklist/email", () => {
  test("recomputes the scores from the answers and ignores the ones sent", async ({ request }) => {
    const email = `recompute-${Date.now()}@example.com`;
    const allNo = Object.fromEntries(
      CHECKLIST_CATEGORIES.map((c) => [c.id, Object.fromEntries(c.questions.map((q) => [q.id, "no"]))]),
    );
    const r = await request.post("/api/health-checklist/email", {
      headers: { "X-Forwarded-For": forwardedFor() },
      data: {
        email,
        score: 100,
        categoriesScores: CHECKLIST_CATEGORIES.map((c) => ({ title: c.title, score: 100 })),
        results: allNo,
      },
    });
    expect(r.status()).toBe(201);
    expect(await r.json()).toEqual({ success: true, message: expect.any(String) });
    const [row] = await queryRows<{ score: number; categoryScores: string }>(
      `SELECT "score", "categoryScores" FROM "ChecklistSubmission" WHERE "email" = $1`,
      [email],
    );
    expect(row?.score).toBe(0);
    expect(JSON.parse(row!.categoryScores).map((c: { score: number }) => c.score)).toEqual([0, 0, 0, 0, 0]);
  });

  test("answers unknown ids and answers with 400 field errors and stores nothing; a honeypot is answered exactly like a success", async ({
    request,
  }) => {
    const before = await countRows(`SELECT COUNT(*) AS n FROM "ChecklistSubmission"`);
    const email = `bad-${Date.now()}@example.com`;
    for (const results of [
      { marketing: { m1: "yes" } },
      { security: { sec9: "yes" } },
      { security: { sec1: "<b>yes</b>" } },
    ]) {
      const r = await request.post("/api/health-checklist/email", {
        headers: { "X-Forwarded-For": forwardedFor() },
        data: { email, score: 0, categoriesScores: [], results },
      });
      expect(r.status()).toBe(400);
      const body = await r.json();
      expect(body.success).toBe(false);
      expect(Object.keys(body.fieldErrors).length).toBeGreaterThan(0);
    }
    const html = await request.post("/api/health-checklist/email", {
      headers: { "X-Forwarded-For": forwardedFor() },
      data: { email, score: 0, categoriesScores: [], results: {}, html: "<h1>Win</h1>" },
    });
    expect(html.status()).toBe(400);
    const bot = await request.post("/api/health-checklist/email", {
      headers: { "X-Forwarded-For": forwardedFor() },
      data: { email, score: 0, categoriesScores: [], results: {}, website: "http://spam.example" },
    });
    expect(await countRows(`SELECT COUNT(*) AS n FROM "ChecklistSubmission"`)).toBe(before);
    // Nothing in the answer tells a bot its request went nowhere.
    const real = await request.post("/api/health-checklist/email", {
      headers: { "X-Forwarded-For": forwardedFor() },
      data: { email: `real-${email}`, score: 0, categoriesScores: [], results: {} },
    });
    expect(real.status()).toBe(201);
    expect(bot.status()).toBe(real.status());
    expect(await bot.json()).toEqual(await real.json());
  });

  test("limits one address: the sixth request in ten minutes gets 429 with Retry-After", async ({ request }) => {
    // Room to wait for the start of a limit window (inOneLimitWindow).
    test.setTimeout(120_000);
    const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    await inOneLimitWindow(CHECKLIST_LIMITS.perAddress.windowMs, async () => {
      for (let i = 0; i < CHECKLIST_LIMITS.perAddress.max + 1; i++) {
        const r = await request.post("/api/health-checklist/email", {
          headers: { "X-Forwarded-For": ip },
          data: { email: `per-ip-${Date.now()}-${i}@example.com`, score: 0, categoriesScores: [], results: {} },
        });
        statuses.push(r.status());
        retryAfter = r.headers()["retry-after"];
      }
    });
    expect(statuses).toEqual([...Array(CHECKLIST_LIMITS.perAddress.max).fill(201), 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

test("with the e-mail provider answering 500, the visitor still sees the confirmation, the submission is stored and the report waits for its retry", async ({
  browser,
}) => {
  const standIn = await startResendStandIn(0);
  standIn.setMode("fail");
  const server = await startServer(E2E_PORT + 20, { RESEND_BASE_URL: standIn.baseUrl });
  const context = await browser.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": forwardedFor() },
  });
  try {
    const page = await context.newPage();
    const email = `provider-down-${Date.now()}@example.com`;
    await seedMixedAnswers(page);
    await page.goto("/health-checklist");
    await openResults(page);
    const dialog = await openEmailDialog(page);
    await dialog.getByLabel(/Email address/).fill(email);
    await dialog.getByRole("button", { name: "Send Results via Email" }).click();
    await expect(page.getByRole("dialog", { name: "Results Sent!" })).toBeVisible();

    const [row] = await queryRows<{ id: number; score: number }>(
      `SELECT "id", "score" FROM "ChecklistSubmission" WHERE "email" = $1`,
      [email],
    );
    expect(row?.score).toBe(60);
    const deliveries = await eventually(
      () =>
        queryRows<{ kind: string; status: string; attempts: number; lastError: string; nextAttemptAt: Date }>(
          `SELECT "kind", "status", "attempts", "lastError", "nextAttemptAt" FROM "Delivery" WHERE "relatedType" = 'ChecklistSubmission' AND "relatedId" = $1 ORDER BY "kind"`,
          [row!.id],
        ),
      (r) => r.length === 2 && r.every((m) => m.status === "failed"),
    );
    expect(deliveries.map((m) => [m.kind, m.status, m.attempts])).toEqual([
      ["checklist-lead", "failed", 1],
      ["checklist-results", "failed", 1],
    ]);
    for (const m of deliveries) {
      expect(m.lastError).toContain("Stand-in failure");
      expect(m.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    // The failure was logged without the visitor's address.
    expect(server.output()).toContain("[email.failed]");
    expect(server.output()).not.toContain(email);
  } finally {
    await context.close();
    await server.stop();
    await standIn.close();
  }
});

test("/health-checklist: zero axe violations and zero Nu errors in the three display modes (questionnaire, results, open dialog)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await expectPageQualityInAllModes(page, "/health-checklist");
  await seedMixedAnswers(page);
  await expectPageQualityInAllModes(page, "/health-checklist", openResults);
  // The results as rendered in the browser are valid HTML too, not only the served page.
  await expectValidHtml(page, undefined, "/health-checklist results (live DOM)");
  await expectPageQualityInAllModes(page, "/health-checklist", async (p) => {
    await openResults(p);
    await openEmailDialog(p);
  });
  await expectValidHtml(page, undefined, "/health-checklist open dialog (live DOM)");
});

test("on a 390 px phone with 150 % text nothing is wider than the screen: questionnaire, results, open dialog", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seedMixedAnswers(page);
  await page.goto("/health-checklist");
  await setDisplayMode(page, "high-contrast-150");
  await page.reload();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const c of CHECKLIST_CATEGORIES) {
    await page.getByRole("tab", { name: new RegExp(c.title) }).click();
    expect(await overflow(), `questionnaire, ${c.title}`).toBe(0);
  }
  await openResults(page);
  expect(await overflow(), "results").toBe(0);
  const dialog = await openEmailDialog(page);
  expect(
    await dialog.evaluate(
      (d) => d.getBoundingClientRect().right <= window.innerWidth && d.scrollWidth <= d.clientWidth,
    ),
  ).toBe(true);
  await setDisplayMode(page, "standard");
});
