import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./helpers/env";
import { expectNoAxeViolations, expectValidHtml } from "./helpers/quality";
import { checkStructuredData } from "./helpers/structured-data";

// The helpers every page test relies on must be able to fail; otherwise "zero violations" means nothing.
const BROKEN_PAGE = `<!DOCTYPE html>
<html>
<head><meta charset="utf-8"></head>
<body>
  <img src="/logo.png">
  <p style="color:#bbb;background:#fff">Low-contrast text</p>
  <div><li>A list item outside a list</li></div>
  <a href="/x"></a>
</body>
</html>`;

test("axe helper fails on a page with known violations", async ({ page }) => {
  await page.setContent(BROKEN_PAGE);
  await expect(expectNoAxeViolations(page, "fixture")).rejects.toThrow(/image-alt/);
  await expect(expectNoAxeViolations(page, "fixture")).rejects.toThrow(/html-has-lang/);
});

test("Nu helper fails on invalid markup", async ({ page }) => {
  await expect(expectValidHtml(page, BROKEN_PAGE, "fixture")).rejects.toThrow(/title/);
  await expect(expectValidHtml(page, BROKEN_PAGE, "fixture")).rejects.toThrow(/li/);
});

test("Nu helper passes a valid document", async ({ page }) => {
  const valid = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>ok</title></head><body><main><h1>ok</h1></main></body></html>`;
  await expectValidHtml(page, valid, "valid fixture");
});

/** Loads a real page, then sets one value of one JSON-LD block (by its key path) the way a defect would. */
async function withEditedJsonLd(
  page: import("@playwright/test").Page,
  path: string,
  type: string,
  keys: (string | number)[],
  value: unknown,
) {
  await page.goto(path);
  await page.evaluate(
    ({ type: t, keys: k, value: v }) => {
      const script = [...document.querySelectorAll('script[type="application/ld+json"]')].find(
        (s) => JSON.parse(s.textContent ?? "{}")["@type"] === t,
      );
      if (!script) throw new Error(`no ${t} block`);
      const data = JSON.parse(script.textContent ?? "{}");
      let target = data;
      for (const key of k.slice(0, -1)) target = target[key];
      target[k[k.length - 1]!] = v;
      script.textContent = JSON.stringify(data);
    },
    { type, keys, value },
  );
}

test("the JSON-LD check passes real pages and fails each kind of mismatch", async ({ page }) => {
  for (const path of ["/", "/faq", "/locations/markham"]) {
    await page.goto(path);
    await checkStructuredData(page, path, E2E_BASE_URL);
  }
  await withEditedJsonLd(page, "/faq", "FAQPage", ["mainEntity", 0, "acceptedAnswer", "text"], "A different answer.");
  await expect(checkStructuredData(page, "/faq", E2E_BASE_URL)).rejects.toThrow(/FAQPage questions and answers/);
  await withEditedJsonLd(page, "/faq", "BreadcrumbList", ["itemListElement", 1, "name"], "Questions");
  await expect(checkStructuredData(page, "/faq", E2E_BASE_URL)).rejects.toThrow(/BreadcrumbList items/);
  await withEditedJsonLd(page, "/", "ProfessionalService", ["telephone"], "+1-416-555-0199");
  await expect(checkStructuredData(page, "/", E2E_BASE_URL)).rejects.toThrow(/telephone/);
  await withEditedJsonLd(
    page,
    "/locations/markham",
    "Service",
    ["areaServed", "name"],
    "Greater Toronto Area, Ontario",
  );
  await expect(checkStructuredData(page, "/locations/markham", E2E_BASE_URL)).rejects.toThrow(/areaServed/);
  // The business under an @id of its own on one page, and a provider named by an @id the page lacks.
  await withEditedJsonLd(page, "/contact", "ProfessionalService", ["@id"], `${E2E_BASE_URL}/contact#localbusiness`);
  await expect(checkStructuredData(page, "/contact", E2E_BASE_URL)).rejects.toThrow(/names the business as/);
  await withEditedJsonLd(page, "/support", "Service", ["provider"], { "@id": `${E2E_BASE_URL}/#localbusiness` });
  await expect(checkStructuredData(page, "/support", E2E_BASE_URL)).rejects.toThrow(/does not define/);
  await withEditedJsonLd(page, "/", "ProfessionalService", ["openingHoursSpecification", 0, "closes"], "18:00");
  await expect(checkStructuredData(page, "/", E2E_BASE_URL)).rejects.toThrow(/openingHoursSpecification/);
  await page.goto("/faq");
  await page.evaluate(() => {
    const s = document.createElement("script");
    s.type = "application/ld+json";
    s.textContent = "{ not json";
    document.body.append(s);
  });
  await expect(checkStructuredData(page, "/faq", E2E_BASE_URL)).rejects.toThrow(/does not parse/);
});
