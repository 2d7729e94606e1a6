import { expect, test } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { expectPageQuality } from "./helpers/quality";

test("home page renders with its heading, metadata and business facts", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("dental practices");
  await expect(page).toHaveTitle(/Toronto Dental IT/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toBe(BUSINESS.description);
  await expect(page.getByRole("link", { name: `Call ${BUSINESS.phones.main.display}` })).toHaveAttribute(
    "href",
    `tel:+1${BUSINESS.phones.main.display.replace(/-/g, "")}`,
  );
});

test("home page has zero axe violations and zero Nu errors", async ({ page }) => {
  await expectPageQuality(page, "/");
});
