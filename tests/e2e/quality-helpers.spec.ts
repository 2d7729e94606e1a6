import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, expectValidHtml } from "./helpers/quality";

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
