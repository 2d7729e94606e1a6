import { expect, test } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { FAQ_ENTRIES } from "@/content/faq";

test("/faq: eight questions, one open at a time and closable, with FAQPage JSON-LD equal to the visible text", async ({
  page,
}) => {
  const response = await page.goto("/faq");
  expect(response?.status()).toBe(200);
  const items = page.locator('details[name="faq"]');
  await expect(items).toHaveCount(8);
  await items.nth(2).locator("summary").click();
  await items.nth(5).locator("summary").click();
  await expect(items.nth(2)).not.toHaveAttribute("open", "");
  await expect(items.nth(5)).toHaveAttribute("open", "");
  await items.nth(5).locator("summary").click();
  await expect(items.nth(5)).not.toHaveAttribute("open", "");

  const visible = await items.evaluateAll((els) =>
    els.map((d) => ({
      question: d.querySelector("summary")?.textContent?.trim() ?? "",
      answer: d.querySelector("div")?.textContent?.trim() ?? "",
    })),
  );
  expect(visible.map((v) => v.question)).toEqual(FAQ_ENTRIES.map((f) => f.question));
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
  const faq = ld.find((d) => d["@type"] === "FAQPage") as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  expect(faq.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }))).toEqual(visible);
  for (const v of visible) expect(v.answer, v.question).not.toMatch(/[{}]/);

  const main = page.getByRole("main");
  await expect(main).toContainText("within 1 hour, 24/7");
  await expect(main).toContainText(BUSINESS.claims.firstCallResolution);
  await expect(main.getByRole("heading", { name: "Still Have Questions?" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Request Consultation" })).toHaveAttribute("href", "/book");
  await expect(main.getByRole("link", { name: BUSINESS.emails.info })).toHaveAttribute(
    "href",
    `mailto:${BUSINESS.emails.info}`,
  );
  await expect(main).toContainText("within 24 hours");
});

// Axe and Nu for every page of sitemap.xml, in every display mode, run in site-sweep.spec.ts.
