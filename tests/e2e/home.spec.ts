import { expect, test } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { SITE } from "@/content/site";
import { expectPageQuality } from "./helpers/quality";

test("home page renders its sections, metadata and business facts", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("dental practice");
  await expect(page).toHaveTitle(/Toronto Dental IT/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toBe(SITE.homeDescription);
  await expect(page.getByRole("link", { name: `Call ${BUSINESS.phones.main.display}` }).first()).toHaveAttribute(
    "href",
    `tel:+1${BUSINESS.phones.main.display.replace(/-/g, "")}`,
  );
  const main = page.getByRole("main");
  for (const heading of [
    "Our Exceptional Partners",
    "Monthly Dental Tech Trend Newsletter",
    "Frequently asked questions",
    "Talk to a dental IT specialist",
    "Ready to transform your dental practice's IT infrastructure?",
  ]) {
    await expect(main.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "Subscribe Now" })).toHaveAttribute("href", "/newsletter");
  await expect(main.getByRole("link", { name: "Take the Free Assessment" })).toHaveAttribute(
    "href",
    "/health-checklist",
  );
  await expect(main.getByRole("link", { name: "View All FAQs" })).toHaveAttribute("href", "/faq");
  await expect(main.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/book");
  // Seven FAQ items, one open at a time, closable.
  const faq = main.locator('details[name="home-faq"]');
  await expect(faq).toHaveCount(7);
  await faq.nth(0).locator("summary").click();
  await faq.nth(1).locator("summary").click();
  await expect(faq.nth(0)).not.toHaveAttribute("open", "");
  await expect(faq.nth(1)).toHaveAttribute("open", "");
  await faq.nth(1).locator("summary").click();
  await expect(faq.nth(1)).not.toHaveAttribute("open", "");
  // The six benefits and five service cards.
  await expect(main.locator('[id^="card-"]')).toHaveCount(5);
});

test("home page has zero axe violations and zero Nu errors", async ({ page }) => {
  await expectPageQuality(page, "/");
});
