import { expect, test, type Page } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { CONTACT_LIMITS } from "@/lib/contact/schema";
import { startResendStandIn, type ResendStandIn } from "../support/resend-stand-in";
import { countRows, queryRows } from "./helpers/db";
import { copyDatabase, type LeadFreeDb } from "./helpers/db-copy";
import { E2E_PORT, e2eServerEnv } from "./helpers/env";
import { inOneLimitWindow } from "./helpers/limit-window";
import { startServer, type StartedServer } from "./helpers/server";

/**
 * The lead forms in the field: a visitor whose browser has not run (or cannot run) the form's
 * script, an abuser flooding a form, and a crowd passing the route-wide ceiling. No visitor is
 * refused, exposed or loses a message because of someone else.
 */

const RUN = `${process.pid}-${Date.now().toString(36)}`;
let octet = 0;
/** A fresh documentation-range address per visitor, so per-address limits never decide a result. */
function visitorAddress(): string {
  octet++;
  return `198.19.${(Math.floor(octet / 250) + (process.pid % 50)) % 250}.${(octet % 250) + 1}`;
}

/** Every URL the page asked for or navigated to, to prove no typed value ever appears in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => urls.push(r.url()));
  page.on("framenavigated", (f) => urls.push(f.url()));
  return urls;
}

function expectNoneContain(urls: readonly string[], secrets: readonly string[]): void {
  for (const url of urls) {
    const decoded = decodeURIComponent(url.replace(/\+/g, " "));
    for (const secret of secrets) expect(decoded, `a typed value appeared in ${url}`).not.toContain(secret);
  }
}

test.describe("the lead forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  });

  for (const path of ["/contact", "/"]) {
    test(`the contact form on ${path} stores the lead and lands on the thank-you page, with nothing typed in any URL`, async ({
      page,
    }) => {
      const urls = recordUrls(page);
      const email = `nojs-${RUN}-${path.length}@example.com`;
      const message = `Our server is down and scripts are off: nojs-${RUN}`;
      await page.goto(path);
      const form = page.locator("form").filter({ has: page.getByLabel("Message") });
      await form.getByLabel(/^Name/).fill("Dr. Noor Script");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Phone").fill("416-555-0100");
      await form.getByLabel("Message").fill(message);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/contact\/thank-you$/);
      await expect(page.getByRole("heading", { level: 1, name: "Message Sent!" })).toBeVisible();
      const rows = await queryRows<{ sourcePath: string; phone: string }>(
        `SELECT "sourcePath", "phone" FROM "ContactMessage" WHERE "email" = $1 AND "message" = $2`,
        [email, message],
      );
      expect(rows).toEqual([{ sourcePath: path, phone: "416-555-0100" }]);
      expectNoneContain(urls, [email, "Noor Script", "scripts are off", "416-555-0100"]);
    });
  }

  test("a refused message comes back on /contact/check with its errors beside what was typed, then goes through", async ({
    page,
  }) => {
    const urls = recordUrls(page);
    const email = `nojs-check-${RUN}@example.com`;
    await page.goto("/contact");
    const form = page.locator("form").filter({ has: page.getByLabel("Message") });
    await form.getByLabel(/^Name/).fill("Q");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Message").fill("Too short");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/check$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your message was not sent yet" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields.");
    const again = page.locator("form").filter({ has: page.getByLabel("Message") });
    const name = again.getByLabel(/^Name/);
    await expect(name).toHaveValue("Q");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await name.getAttribute("id")}-error`)).toHaveText(
      "Name must be at least 2 characters.",
    );
    await expect(again.getByLabel("Email")).toHaveValue(email);
    await expect(again.getByLabel("Message")).toHaveValue("Too short");
    expect(await countRows(`SELECT COUNT(*) AS n FROM "ContactMessage" WHERE "email" = $1`, [email])).toBe(0);

    // The check is kept under a cookie the page's scripts cannot read, never in the address.
    const cookie = (await page.context().cookies()).find((c) => c.name === "form-check-contact");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe("/");

    await name.fill("Quinn Offline");
    await again.getByLabel("Message").fill("Too short no more: please call us back.");
    await again.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    // Sent from the check page, the lead still records the page the form was first sent from.
    expect(await queryRows(`SELECT "name", "sourcePath" FROM "ContactMessage" WHERE "email" = $1`, [email])).toEqual([
      { name: "Quinn Offline", sourcePath: "/contact" },
    ]);
    expectNoneContain(urls, [email, "Quinn", "Too short"]);
    // Once through, the kept check is gone.
    await page.goto("/contact/check");
    await expect(page.getByRole("heading", { level: 1, name: "Send us a message" })).toBeVisible();
  });

  test("a message longer than its field takes comes back on /contact/check cut to the limit, with a note beside it saying so", async ({
    page,
  }) => {
    const email = `nojs-long-${RUN}@example.com`;
    const typed = "Our imaging server stops every morning. ".repeat(150);
    expect(typed.length).toBeGreaterThan(CONTACT_LIMITS.message);
    await page.goto("/contact");
    const form = page.locator("form").filter({ has: page.getByLabel("Message") });
    await form.getByLabel(/^Name/).fill("Dr. Long Letter");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Message").fill(typed);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/check$/);

    const message = page
      .locator("form")
      .filter({ has: page.getByLabel("Message") })
      .getByLabel("Message");
    await expect(message).toHaveValue(typed.slice(0, CONTACT_LIMITS.message));
    await expect(message).toHaveAttribute("aria-invalid", "true");
    // The note is the field's own message, under it, where the visitor looks before sending again.
    const note = page.locator(`#${await message.getAttribute("id")}-error`);
    await expect(note).toBeVisible();
    await expect(note).toHaveText(
      "What you typed here was longer than the 5,000 characters this field takes, so only the first 5,000 were kept. Check its end before you send it again.",
    );
    await expect(message).toHaveAccessibleDescription(/only the first 5,000 were kept/);
    expect(await countRows(`SELECT COUNT(*) AS n FROM "ContactMessage" WHERE "email" = $1`, [email])).toBe(0);
  });

  test("the subscribe form lands on its thank-you page and asks to confirm, with nothing typed in any URL", async ({
    page,
  }) => {
    const urls = recordUrls(page);
    const email = `nojs-sub-${RUN}@example.com`;
    await page.goto("/newsletter");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Subscribe" }) });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/^Name/).fill("Pat Offline");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "Subscription Successful!" })).toBeVisible();
    await expect(page.getByText(/confirm/i).first()).toBeVisible();
    expect(await countRows(`SELECT COUNT(*) AS n FROM "NewsletterSubscriber" WHERE "email" = $1`, [email])).toBe(1);
    expectNoneContain(urls, [email, "Pat Offline"]);
  });

  test("a refused subscription comes back on /newsletter/check with its errors and what was typed", async ({
    page,
  }) => {
    await page.goto("/newsletter");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Subscribe" }) });
    await form.getByLabel("Email").fill("not-an-address");
    await form.getByLabel(/^Name/).fill("Robin");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/check$/);
    const again = page.locator("form").filter({ has: page.getByRole("button", { name: "Subscribe" }) });
    const email = again.getByLabel("Email");
    await expect(email).toHaveValue("not-an-address");
    await expect(page.locator(`#${await email.getAttribute("id")}-error`)).toHaveText(
      "Please enter a valid email address.",
    );
    await expect(again.getByLabel(/^Name/)).toHaveValue("Robin");
  });
});

test.describe("document posts from elsewhere", () => {
  test("a form post from another site is refused with a page, and nothing is stored", async ({ request }) => {
    const email = `foreign-${RUN}@example.com`;
    const foreign: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }];
    for (const headers of foreign) {
      const res = await request.post("/api/contact", {
        headers: { ...headers, "X-Forwarded-For": visitorAddress() },
        form: { name: "Mallory", email, message: "Posted from another site entirely." },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(403);
      expect(res.headers()["content-type"]).toMatch(/^text\/html/);
    }
    expect(await countRows(`SELECT COUNT(*) AS n FROM "ContactMessage" WHERE "email" = $1`, [email])).toBe(0);
  });

  test("a form post without Origin or Sec-Fetch headers (an older browser) is taken", async ({ request }) => {
    const email = `plain-${RUN}@example.com`;
    const res = await request.post("/api/contact", {
      headers: { "X-Forwarded-For": visitorAddress() },
      form: { name: "Old Browser", email, message: "Sent from a browser without fetch metadata." },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers()["location"]).toBe("/contact/thank-you");
    expect(await countRows(`SELECT COUNT(*) AS n FROM "ContactMessage" WHERE "email" = $1`, [email])).toBe(1);
  });
});

test("one address's flood of invalid and over-limit requests leaves another visitor's message answered 201 and stored", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const abuser = visitorAddress();
  const statuses = new Map<number, number>();
  const bodies = [
    JSON.stringify({ name: "x", email: "nope", message: "short" }),
    "{not json",
    JSON.stringify({
      name: "Flood Valid",
      email: `flood-${RUN}@example.com`,
      message: "A valid message from the flooding address.",
    }),
  ];
  let sent = 0;
  const worker = async () => {
    while (sent < 1000) {
      const body = bodies[sent++ % bodies.length]!;
      const res = await request.post("/api/contact", {
        headers: { "Content-Type": "application/json", "X-Forwarded-For": abuser },
        data: body,
      });
      statuses.set(res.status(), (statuses.get(res.status()) ?? 0) + 1);
    }
  };
  // One window of the address's limit, so "at most its own limit" means five.
  await inOneLimitWindow(10 * 60_000, () => Promise.all(Array.from({ length: 10 }, worker)), 60_000);
  expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([429]));
  expect(statuses.get(201) ?? 0, "the flooding address got at most its own limit through").toBeLessThanOrEqual(5);

  const email = `after-flood-${RUN}@example.com`;
  const message = "Our imaging server stopped after the update; can you help today?";
  const res = await request.post("/api/contact", {
    headers: { "X-Forwarded-For": visitorAddress() },
    data: { name: "Dr. Next Visitor", email, message, sourcePath: "/contact" },
  });
  expect(res.status()).toBe(201);
  expect(
    await countRows(`SELECT COUNT(*) AS n FROM "ContactMessage" WHERE "email" = $1 AND "message" = $2`, [
      email,
      message,
    ]),
  ).toBe(1);
});

test("every page the forms lead to answers 200", async ({ request }) => {
  for (const path of [
    "/contact/thank-you",
    "/contact/check",
    "/newsletter/thank-you",
    "/newsletter/check",
    "/newsletter/confirm",
    "/newsletter/confirmed",
    "/support/received",
    "/support/check",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["x-robots-tag"] ?? (await res.text()), `${path} is not indexed`).toMatch(/noindex/);
  }
});

test.describe("past the route-wide ceiling", () => {
  // RATE_LIMIT_SCALE 0.01: a ceiling of 3 contact messages an hour, one per address.
  const CEILING = 3;
  let db: LeadFreeDb;
  let standIn: ResendStandIn;
  let server: StartedServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    db = await copyDatabase(`ceiling-${RUN}`);
    standIn = await startResendStandIn(0);
    server = await startServer(E2E_PORT + 60, {
      DATABASE_URL: db.url,
      RESEND_BASE_URL: standIn.baseUrl,
      RATE_LIMIT_SCALE: "0.01",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await standIn?.close();
    await db?.close();
  });

  test("many addresses at once: every valid message is stored and answered, the office's notices past the ceiling wait, and exactly one digest follows", async () => {
    const N = 12;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        fetch(`${server.baseURL}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": visitorAddress() },
          body: JSON.stringify({
            name: `Crowd Visitor ${i}`,
            email: `crowd-${i}-${RUN}@example.com`,
            message: `Crowd message number ${i} for the office.`,
          }),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(201));
    expect(await db.rows(`SELECT "id" FROM "ContactMessage"`)).toHaveLength(N);

    const byStatus = async () =>
      Object.fromEntries(
        (
          await db.rows<{ status: string; n: number }>(
            `SELECT "status", COUNT(*) AS n FROM "Delivery" WHERE "kind" = 'contact-notification' GROUP BY "status"`,
          )
        ).map((r) => [r.status, Number(r.n)]),
      );
    await expect.poll(byStatus).toEqual({ sent: CEILING, held: N - CEILING });
    const leadsMail = () => standIn.received.filter((m) => m.to.includes(BUSINESS.emails.leads));
    expect(leadsMail()).toHaveLength(CEILING);

    // The window closes (moved, not waited for), and two delivery runs start at the same moment.
    await db.execute(`UPDATE "Delivery" SET "nextAttemptAt" = $1 WHERE "status" = 'held'`, [
      new Date(Date.now() - 1000),
    ]);
    const cron = () =>
      fetch(`${server.baseURL}/api/cron/deliveries`, {
        headers: { Authorization: `Bearer ${e2eServerEnv().CRON_SECRET}` },
      });
    const runs = await Promise.all([cron(), cron()]);
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    await expect.poll(byStatus).toEqual({ sent: CEILING, digested: N - CEILING });
    const digests = await db.rows<{ subject: string; status: string }>(
      `SELECT "subject", "status" FROM "Delivery" WHERE "kind" = 'office-digest'`,
    );
    expect(digests).toHaveLength(1);
    await expect.poll(() => leadsMail().length).toBe(CEILING + 1);
    const digest = leadsMail().find((m) => m.subject === digests[0]!.subject);
    for (let i = 0; i < N; i++) {
      const lead = (
        await db.rows<{ id: number }>(`SELECT "id" FROM "ContactMessage" WHERE "email" = $1`, [
          `crowd-${i}-${RUN}@example.com`,
        ])
      )[0];
      expect(lead).toBeDefined();
    }
    expect(digest?.text ?? "").toContain(String(N - CEILING));
    // A later run sends no second digest.
    expect((await cron()).status).toBe(200);
    expect(await db.rows(`SELECT "id" FROM "Delivery" WHERE "kind" = 'office-digest'`)).toHaveLength(1);
    expect(leadsMail()).toHaveLength(CEILING + 1);
  });
});
