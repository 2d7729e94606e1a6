import { expect, test, type Page, type Request } from "@playwright/test";

/**
 * Internal links prefetch the page they lead to only once the visitor shows intent (a pointer
 * over the link, a finger on it, keyboard focus), not as they scroll into view: a phone that has
 * just loaded a page does not also fetch and decode the data of every page linked on screen
 * (components/ui/link.tsx, docs/decisions/0015-links-prefetch-on-intent.md). The page a visitor
 * picks is still fetched early and opened without a full page load.
 */

/** A request for a page's React data (Next's prefetches and client navigations). */
const isPageData = (request: Request) => request.headers()["rsc"] === "1" || request.url().includes("_rsc=");

async function watchPageData(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (isPageData(request)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("a loaded page fetches no other page's data until the visitor reaches for a link, then that one page's", async ({
  page,
}) => {
  const seen = await watchPageData(page);
  await page.goto("/blog");
  const post = page.locator("main a[href^='/blog/']").first();
  const target = await post.getAttribute("href");
  expect(target).toBeTruthy();
  await page.waitForLoadState("networkidle");
  // The logo, the menus and every post card are on or near the screen: none of them was fetched.
  expect(seen).toEqual([]);

  // Keyboard focus on one link is intent: its page (and only it) is fetched ahead of the click.
  const prefetched = page.waitForRequest((r) => isPageData(r) && new URL(r.url()).pathname === target);
  await post.focus();
  await prefetched;
  expect([...new Set(seen)]).toEqual([target]);

  // Opened as a client-side navigation: the document that held this marker is still the one shown.
  await page.evaluate(() => ((window as unknown as { __stayed?: boolean }).__stayed = true));
  await post.click();
  await expect(page).toHaveURL(target!);
  await expect(page.locator("h1")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
});

test("a finger on a link fetches its page before the tap's click", async ({ page }) => {
  const seen = await watchPageData(page);
  await page.goto("/faq");
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual([]);
  const home = page.locator("main a[href='/']").first();
  const prefetched = page.waitForRequest((r) => isPageData(r) && new URL(r.url()).pathname === "/");
  await home.dispatchEvent("touchstart");
  await prefetched;
});
