import { expect, test } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { LEGAL_DOCUMENTS } from "@/content/legal";

/** Computed here, not imported from the page's helper, so the test checks the format itself. */
function expectedLongDate(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));
}

for (const doc of Object.values(LEGAL_DOCUMENTS)) {
  test(`${doc.path}: title, revision date, sections and the three related pages`, async ({ page }) => {
    expect((await page.goto(doc.path))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: doc.title })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.locator(`time[datetime="${doc.lastUpdated}"]`)).toHaveText(expectedLongDate(doc.lastUpdated));
    await expect(main).toContainText("Last Updated:");
    expect(await main.locator("article h2").count()).toBeGreaterThanOrEqual(8);
    await expect(main).toContainText(BUSINESS.name);
    await expect(main).not.toContainText("{");
    await expect(main).not.toContainText("undefined");

    const related = main.getByRole("navigation", { name: "Related pages" });
    const links = related.getByRole("link");
    await expect(links).toHaveCount(doc.related.length);
    for (const [i, r] of doc.related.entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", r.href);
      await expect(links.nth(i)).toContainText(r.label);
      await expect(links.nth(i)).toContainText(r.description);
    }
  });
}

test("/privacy-policy: Privacy Officer e-mail, PIPEDA, CASL and the Privacy Commissioner", async ({ page }) => {
  expect((await page.goto("/privacy-policy"))?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main).toContainText(BUSINESS.emails.privacy);
  for (const text of ["PIPEDA", "CASL", "Office of the Privacy Commissioner of Canada"])
    await expect(main).toContainText(text);
});

test("/terms-of-service: governed by the laws of Ontario", async ({ page }) => {
  expect((await page.goto("/terms-of-service"))?.status()).toBe(200);
  await expect(page.getByRole("main")).toContainText("laws of the Province of Ontario");
});

// Axe and Nu for every page of sitemap.xml, in every display mode, run in site-sweep.spec.ts.
