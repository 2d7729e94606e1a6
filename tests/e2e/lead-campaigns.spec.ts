import { expect, test, type Page } from "@playwright/test";
import { queryRows } from "./helpers/db";
import { expectHydrated } from "./helpers/hydration";
import { confirmPost, latestConfirmPath } from "./helpers/newsletter";
import { signIn } from "./helpers/staff";

/**
 * UTM carried from a landing page to a stored lead: the first page of a tab's visit records its
 * campaign (utm tags and the referring site) in the tab, a link leads to a form on another page,
 * and the lead sent from it is stored with that campaign, shown to staff; a newsletter sign-up
 * carries it to the confirmed opt-in; with JavaScript off nothing is recorded or stored.
 */
const RUN = `${Date.now().toString(36)}-${process.pid}`;
let n = 0;
function forwardedFor(): string {
  n++;
  return `198.18.${Math.floor(Math.random() * 200)}.${(n % 250) + 1}`;
}

interface StoredCampaign {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerDomain: string | null;
}
const COLUMNS = `"utmSource", "utmMedium", "utmCampaign", "referrerDomain"`;

/** Follows a link of the main navigation, as a visitor does (a client-side navigation, no new load). */
async function followLinkTo(page: Page, name: string, path: string): Promise<void> {
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
  await expectHydrated(link);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor() });
});

test("UTM carried from a landing page to a stored lead, and shown in the staff list", async ({ page }) => {
  const campaign = `spring-${RUN}`;
  const email = `campaign-${RUN}@example.com`;
  await page.goto(`/about?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`, {
    referer: "https://www.Example.com/search?q=dental+it",
  });
  await followLinkTo(page, "Contact", "/contact");
  // A later page's own tags never replace the first touch.
  expect(page.url()).not.toContain("utm_");

  const form = page.locator("form").filter({ has: page.getByLabel("Message") });
  // Filled from the tab's record once the page's script runs; the form is then the scripted one.
  await expect(form.locator('input[name="utmCampaign"]')).toHaveValue(campaign);
  await form.getByLabel(/^Name/).fill("Dr. Campaign Visitor");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill("We saw your advertisement and want to talk about our servers.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();

  const rows = await queryRows<StoredCampaign & { sourcePath: string }>(
    `SELECT ${COLUMNS}, "sourcePath" FROM "ContactMessage" WHERE "email" = $1`,
    [email],
  );
  expect(rows).toEqual([
    {
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: campaign,
      referrerDomain: "www.example.com",
      sourcePath: "/contact",
    },
  ]);

  await signIn(page);
  await page.goto(`/admin/leads?kind=contact&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("cell", { name: `google / cpc / ${campaign} · from www.example.com` })).toBeVisible();
});

test("a newsletter sign-up carries the visit's campaign to the confirmed opt-in", async ({ page, request }) => {
  const campaign = `nov-${RUN}`;
  const email = `campaign-sub-${RUN}@example.com`;
  await page.goto(`/?utm_source=partner-news&utm_medium=email&utm_campaign=${campaign}`);
  await followLinkTo(page, "Newsletter", "/newsletter");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: /Subscrib/ }) });
  await expect(form.locator('input[name="utmSource"]')).toHaveValue("partner-news");
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Name/).fill("Dr. Campaign Reader");
  await form.getByRole("button", { name: "Subscribe", exact: true }).click();
  const confirmed = await confirmPost(request, await latestConfirmPath(email), forwardedFor());
  expect(confirmed.status()).toBe(200);

  const consents = await queryRows<StoredCampaign>(
    `SELECT ${COLUMNS} FROM "NewsletterConsent" c JOIN "NewsletterSubscriber" s ON s."id" = c."subscriberId" WHERE s."email" = $1`,
    [email],
  );
  expect(consents).toEqual([
    { utmSource: "partner-news", utmMedium: "email", utmCampaign: campaign, referrerDomain: null },
  ]);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("nothing is recorded or stored: the lead's campaign is null", async ({ page }) => {
    const email = `campaign-nojs-${RUN}@example.com`;
    await page.goto(`/contact?utm_source=google&utm_medium=cpc&utm_campaign=nojs-${RUN}`, {
      referer: "https://www.example.com/",
    });
    const form = page.locator("form").filter({ has: page.getByLabel("Message") });
    await expect(form.locator('input[name="utmSource"]')).toHaveValue("");
    await form.getByLabel(/^Name/).fill("Dr. No Script");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Message").fill("Our scripts are off and we still need help.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    const rows = await queryRows<StoredCampaign>(`SELECT ${COLUMNS} FROM "ContactMessage" WHERE "email" = $1`, [email]);
    expect(rows).toEqual([{ utmSource: null, utmMedium: null, utmCampaign: null, referrerDomain: null }]);
  });
});
