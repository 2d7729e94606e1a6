import { expect, test, type Page } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { countRows, eventually, queryRows, receivedEmails } from "./helpers/db";
import { inOneLimitWindow } from "./helpers/limit-window";
import { watchLayoutShifts } from "./helpers/layout-shift";

let n = 0;
/** A unique forwarded address per test, so rate limits never decide a result. */
function forwardedFor(): string {
  n++;
  return `198.51.${Math.floor(Math.random() * 200)}.${(n % 250) + 1}`;
}

async function fillContact(
  page: Page,
  values: { name: string; email: string; message: string; phone?: string; practice?: string; service?: string },
) {
  const form = page.locator("form").filter({ has: page.getByLabel("Message") });
  await form.getByLabel(/^Name/).fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  if (values.phone) await form.getByLabel("Phone").fill(values.phone);
  if (values.practice) await form.getByLabel("Practice name").fill(values.practice);
  if (values.service) await form.getByLabel("Service of interest").selectOption(values.service);
  await form.getByLabel("Message").fill(values.message);
  return form;
}

test.describe("contact form on /contact", () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
  });

  test("every spec message appears under its field and nothing is sent", async ({ page }) => {
    let posted = false;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/contact")) posted = true;
    });
    await page.goto("/contact");
    const form = await fillContact(page, { name: "A", email: "not-an-email", message: "short" });
    await form.getByRole("button", { name: "Send Message" }).click();
    const name = form.getByLabel(/^Name/);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await name.getAttribute("id")}-error`)).toHaveText(
      "Name must be at least 2 characters.",
    );
    const email = form.getByLabel("Email");
    await expect(page.locator(`#${await email.getAttribute("id")}-error`)).toHaveText(
      "Please enter a valid email address.",
    );
    const message = form.getByLabel("Message");
    await expect(page.locator(`#${await message.getAttribute("id")}-error`)).toHaveText(
      "Message must be at least 10 characters.",
    );
    expect(posted).toBe(false);
  });

  test("a submission stores a row and a delivery record sent to the office, then 'Send Another Message' returns to the form", async ({
    page,
  }) => {
    const email = `lead-${Date.now()}@example.com`;
    await page.goto("/contact");
    const form = await fillContact(page, {
      name: "Dr. Amira Haddad",
      email,
      phone: "416-555-0199",
      practice: "Bloor West Family Dental",
      service: "security",
      message: "We had a phishing scare last week and want an assessment of our e-mail security.",
    });
    const submit = form.getByRole("button", { name: "Send Message" });
    await submit.click();
    await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();

    const rows = await queryRows<{ id: number; name: string; practice: string; service: string; sourcePath: string }>(
      `SELECT "id", "name", "practice", "service", "sourcePath" FROM "ContactMessage" WHERE "email" = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Dr. Amira Haddad",
      practice: "Bloor West Family Dental",
      service: "security",
      sourcePath: "/contact",
    });
    const deliveries = await eventually(
      () =>
        queryRows<{ status: string; toAddress: string; replyTo: string; providerId: string }>(
          `SELECT "status", "toAddress", "replyTo", "providerId" FROM "Delivery" WHERE "relatedType" = 'ContactMessage' AND "relatedId" = $1`,
          [rows[0]!.id],
        ),
      (r) => r[0]?.status === "sent",
    );
    expect(deliveries[0]).toMatchObject({ status: "sent", toAddress: BUSINESS.emails.leads, replyTo: email });
    const mail = (await receivedEmails()).find((m) => m.id === deliveries[0]!.providerId);
    expect(mail?.to).toEqual([BUSINESS.emails.leads]);
    expect(mail?.text).toContain("We had a phishing scare last week");
    // Nothing is e-mailed to the address the visitor typed.
    expect((await receivedEmails()).some((m) => m.to.includes(email))).toBe(false);

    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expect(page.locator("form").getByLabel(/^Name/)).toHaveValue("");
  });

  test("with the e-mail provider failing, the visitor still sees success and the message waits for retry", async ({
    page,
  }) => {
    const email = `provider-down-${Date.now()}@example.com`;
    await page.goto("/contact");
    const form = await fillContact(page, {
      name: "StandInFail Practice Manager",
      email,
      message: "Our imaging workstation will not start this morning.",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    const [row] = await queryRows<{ id: number }>(`SELECT "id" FROM "ContactMessage" WHERE "email" = $1`, [email]);
    expect(row).toBeDefined();
    const deliveries = await eventually(
      () =>
        queryRows<{ status: string; lastError: string; attempts: number }>(
          `SELECT "status", "lastError", "attempts" FROM "Delivery" WHERE "relatedType" = 'ContactMessage' AND "relatedId" = $1`,
          [row!.id],
        ),
      (r) => r[0]?.status === "failed",
    );
    expect(deliveries[0]).toMatchObject({ status: "failed", attempts: 1 });
    expect(deliveries[0]!.lastError).toContain("Stand-in failure");
  });

  test("a failed request shows the destructive notice with the e-mail address and keeps what was typed", async ({
    page,
  }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "Something went wrong." }),
      }),
    );
    await page.goto("/contact");
    const form = await fillContact(page, {
      name: "Kept Name",
      email: "kept@example.com",
      message: "This text must still be here afterwards.",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Something went wrong.", { exact: true }).first()).toBeVisible();
    await expect(
      page
        .getByText(
          `There was a problem sending your message. Please try again or contact us at ${BUSINESS.emails.support} directly.`,
        )
        .first(),
    ).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveValue("Kept Name");
    await expect(form.getByLabel("Message")).toHaveValue("This text must still be here afterwards.");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("the button reads 'Sending...' and is disabled while the message is on its way", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/contact", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/contact");
    const form = await fillContact(page, {
      name: "Slow Network",
      email: `slow-${Date.now()}@example.com`,
      message: "Testing the sending state of the form.",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  });
});

test("POST /api/contact: 50 concurrent valid submissions store 50 rows", async ({ request }) => {
  const tag = `burst-${Date.now()}`;
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      request.post("/api/contact", {
        headers: { "X-Forwarded-For": `203.0.113.${i + 1}` },
        data: { name: `Burst ${i}`, email: `${tag}-${i}@example.com`, message: "Concurrent submission number test." },
      }),
    ),
  );
  expect(responses.map((r) => r.status())).toEqual(Array(50).fill(201));
  expect(await countRows(`SELECT COUNT(*) AS n FROM "ContactMessage" WHERE "email" LIKE $1`, [`${tag}-%`])).toBe(50);
});

test("POST /api/contact answers bad input with 400 field errors and stores nothing; a honeypot is answered exactly like a success", async ({
  request,
}) => {
  const before = await countRows(`SELECT COUNT(*) AS n FROM "ContactMessage"`);
  const bad = await request.post("/api/contact", {
    headers: { "X-Forwarded-For": forwardedFor() },
    data: { name: "X", email: "nope", message: "hi", extra: 1 },
  });
  expect(bad.status()).toBe(400);
  const body = await bad.json();
  expect(body.success).toBe(false);
  expect(Object.keys(body.fieldErrors).sort()).toEqual(["email", "extra", "message", "name"]);
  const bot = await request.post("/api/contact", {
    headers: { "X-Forwarded-For": forwardedFor() },
    data: { name: "Bot", email: "bot@example.com", message: "Buy cheap things now!!", website: "http://spam.example" },
  });
  expect(await countRows(`SELECT COUNT(*) AS n FROM "ContactMessage"`)).toBe(before);
  // Nothing in the answer tells a bot its message went nowhere.
  const real = await request.post("/api/contact", {
    headers: { "X-Forwarded-For": forwardedFor() },
    data: { name: "Real Person", email: `real-${Date.now()}@example.com`, message: "A real message beside the bot's." },
  });
  expect(bot.status()).toBe(real.status());
  expect(bot.status()).toBe(201);
  expect(await bot.json()).toEqual(await real.json());
});

test("POST /api/contact limits one address: the sixth message in ten minutes gets 429 with Retry-After", async ({
  request,
}) => {
  // Room to wait for the start of a limit window (inOneLimitWindow).
  test.setTimeout(120_000);
  const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  await inOneLimitWindow(10 * 60_000, async () => {
    for (let i = 0; i < 6; i++) {
      const r = await request.post("/api/contact", {
        headers: { "X-Forwarded-For": ip },
        data: { name: "Limit Test", email: `limit${i}@example.com`, message: "Checking the per-address limit." },
      });
      statuses.push(r.status());
      retryAfter = r.headers()["retry-after"];
    }
  });
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});

test("GET /api/keys/google-maps answers the browser key (null when unset) and whether location lookup works", async ({
  request,
}) => {
  const r = await request.get("/api/keys/google-maps");
  expect(r.status()).toBe(200);
  expect(await r.json()).toEqual({ key: null, locationLookup: true });
});

// Axe and Nu for every page of sitemap.xml, in every display mode, run in site-sweep.spec.ts.

test("/location shows both hours facts, directions and the eight service areas", async ({ page }) => {
  await page.goto("/location");
  const main = page.getByRole("main");
  await expect(main).toContainText(BUSINESS.officeHours.weekdays);
  await expect(main).toContainText(BUSINESS.helpDeskHours.weekdays);
  await expect(main).toContainText("14th floor, Suite 1400");
  await expect(main).toContainText(/underground/i);
  for (const area of [
    "Toronto",
    "Mississauga",
    "Markham",
    "Vaughan",
    "Richmond Hill",
    "Brampton",
    "Oakville",
    "Scarborough",
  ]) {
    await expect(main.getByRole("listitem").filter({ hasText: new RegExp(`^${area}$`) })).toHaveCount(1);
  }
  await expect(main.getByText("Map Unavailable")).toBeVisible();
  await expect(main.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
    "href",
    /google\.com\/maps\/search/,
  );
  await expect(main.getByRole("link", { name: /Get Directions/ }).first()).toHaveAttribute(
    "href",
    /google\.com\/maps\/dir/,
  );
});

test("home page: CLS under 0.05 while it loads and the carousel turns", async ({ page }) => {
  const layout = await watchLayoutShifts(page);
  for (const path of ["/", "/contact", "/location"]) {
    await page.goto(path);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(1500);
    expect(await layout.cls(), path).toBeLessThan(0.05);
  }
});
