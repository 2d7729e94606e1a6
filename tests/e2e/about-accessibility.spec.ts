import { expect, test } from "@playwright/test";
import { BUSINESS } from "@/content/business";

test("/about: story, five reasons, six values, approach and 'Schedule a Consultation'", async ({ page }) => {
  expect((await page.goto("/about"))?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Our story" })).toBeVisible();
  await expect(main.locator('section[aria-labelledby="why"] li')).toHaveCount(5);
  const values = await main.locator('section[aria-labelledby="values"] h3').allTextContents();
  expect(values).toEqual(["Expertise", "Reliability", "Security", "Innovation", "Integrity", "Partnership"]);
  await expect(main.locator('section[aria-labelledby="approach"] li')).toHaveCount(4);
  await expect(main.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/book");
  await expect(main).toContainText(String(BUSINESS.foundedYear));
  await expect(main).not.toContainText("{");
});

test("/accessibility: WCAG 2.1 AA partial conformance, dated May 5, 2025, feedback within 2 business days", async ({
  page,
}) => {
  expect((await page.goto("/accessibility"))?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main).toContainText("partially conformant");
  await expect(main).toContainText("WCAG 2.1 level AA");
  await expect(main.locator('time[datetime="2025-05-05"]')).toHaveText("May 5, 2025");
  await expect(main).toContainText("within 2 business days");
  for (const kind of ["Self-evaluation", "Automated tools", "Assistive-technology testing"])
    await expect(main).toContainText(kind);
  await expect(main.getByRole("link", { name: BUSINESS.phones.main.display })).toHaveAttribute("href", /^tel:\+1/);
});

// Axe and Nu for every page of sitemap.xml, in every display mode, run in site-sweep.spec.ts.
