import { expect, test, type BrowserContext, type Page, type Request } from "@playwright/test";
import { expectHydrated } from "./helpers/hydration";

/**
 * Following the site's own links, as a visitor sees it. A link to one of the site's pages is
 * Next's Link (components/ui/link.tsx): once the page has hydrated, a plain click or Enter shows
 * the new page without loading a new document, the address, heading and title change, focus and
 * scroll stay sensible, and Back returns. A click with a modifier key, a link opening another tab
 * and a plain anchor (as stored content renders them, and as files and the API are linked) are the
 * browser's own. No other page is fetched because its link came into view
 * (docs/decisions/0024-framework-links.md).
 */

type Marked = Window & { __sameDocument?: boolean };

/**
 * Watches one tab for what proves a full page load: a request for a document, and the loss of a
 * marker set on the window now (a new document starts with a new window).
 */
async function watchDocuments(page: Page): Promise<{ loads: string[]; sameDocument: () => Promise<boolean> }> {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.frame() === page.mainFrame() && request.isNavigationRequest()) loads.push(request.url());
  });
  await page.evaluate(() => ((window as Marked).__sameDocument = true));
  return { loads, sameDocument: () => page.evaluate(() => (window as Marked).__sameDocument === true) };
}

/** The h1 and the title a fresh load of `path` shows, read in a tab of its own. */
async function freshLoad(context: BrowserContext, path: string): Promise<{ heading: string; title: string }> {
  const other = await context.newPage();
  await other.goto(path);
  const heading = ((await other.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
  const title = await other.title();
  await other.close();
  return { heading, title };
}

/** What Next's route announcer (a live region) last told a screen reader. */
const announced = (page: Page) =>
  page.evaluate(() => document.querySelector("next-route-announcer")?.shadowRoot?.textContent ?? "");

/** A request for a page's React data: Next's prefetches and client-side navigations. */
const isPageData = (request: Request) => request.headers()["rsc"] === "1" || request.url().includes("_rsc=");

test("a header link shows the new page in the same document, focus stays on it, and Back returns", async ({
  page,
  context,
}) => {
  const expected = await freshLoad(context, "/blog");
  await page.goto("/");
  const home = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
  const header = page.getByRole("navigation", { name: "Main" });
  const blog = header.getByRole("link", { name: "Dental Practice Blog" });
  await expectHydrated(blog);
  const watch = await watchDocuments(page);

  await blog.click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.heading);
  await expect(page).toHaveTitle(expected.title);
  // Next names the page by its title, or by its h1 when it reads the document between titles.
  await expect
    .poll(async () => [expected.title, expected.heading].includes(await announced(page)), {
      message: "the new page is announced by its title or heading",
    })
    .toBe(true);
  // The header stays across pages: the link just followed keeps focus and now marks the section.
  await expect(blog).toBeFocused();
  await expect(blog).toHaveAttribute("aria-current", "page");
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home!);
  await expect(blog).not.toHaveAttribute("aria-current", "page");
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads).toEqual([]);
});

test("a card's link low on a page opens its page at the top; Back returns to the list", async ({ page, context }) => {
  await page.goto("/");
  const more = page
    .locator("main .service-card")
    .last()
    .getByRole("link", { name: /^Learn more/ });
  const target = await more.getAttribute("href");
  expect(target).toMatch(/^\/[a-z-]+$/);
  const expected = await freshLoad(context, target!);
  const home = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
  await expectHydrated(more);
  await more.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY), "the card sits below the first screen").toBeGreaterThan(0);
  const watch = await watchDocuments(page);

  await more.click();
  await expect(page).toHaveURL(target!);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(expected.heading);
  await expect(heading).toBeInViewport();
  await expect(page).toHaveTitle(expected.title);
  // The card went with its page: focus is on nothing that was removed.
  expect(await page.evaluate(() => document.activeElement?.isConnected ?? true)).toBe(true);
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home!);
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads).toEqual([]);
});

test("Enter on a breadcrumb link opens that page in the same document", async ({ page, context }) => {
  const expected = await freshLoad(context, "/");
  await page.goto("/faq");
  const home = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" });
  await expectHydrated(home);
  const watch = await watchDocuments(page);

  await home.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.heading);
  await expect(page).toHaveTitle(expected.title);
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads).toEqual([]);
});

test("a click with Ctrl (Cmd on a Mac) or Shift opens the link in another tab or window and leaves this page", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const faq = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" });
  await expectHydrated(faq);
  const watch = await watchDocuments(page);

  for (const modifier of ["ControlOrMeta", "Shift"] as const) {
    const opened = context.waitForEvent("page");
    await faq.click({ modifiers: [modifier] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname, `${modifier}-click`).toBe("/faq");
    await tab.close();
  }
  await expect(page).toHaveURL("/");
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads).toEqual([]);
});

test("a link that opens another tab (a newsletter issue) leaves this page as it was", async ({ page, context }) => {
  await page.goto("/newsletter");
  const issue = page.getByRole("link", { name: /^Read Full Issue/ }).first();
  await expect(issue).toHaveAttribute("target", "_blank");
  const target = await issue.getAttribute("href");
  const watch = await watchDocuments(page);

  const opened = context.waitForEvent("page");
  await issue.click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(target);
  await tab.close();
  await expect(page).toHaveURL("/newsletter");
  expect(await watch.sameDocument()).toBe(true);
});

test.describe("plain anchors, as stored content renders links and as files and the API are linked, are the browser's", () => {
  for (const href of ["/faq", "/robots.txt", "/api/blog"]) {
    test(`a click on <a href="${href}"> loads a new document`, async ({ page }) => {
      await page.goto("/about");
      await expectHydrated(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }));
      await page.locator("main").evaluate((main, to) => {
        const anchor = document.createElement("a");
        anchor.href = to;
        anchor.id = "plain-anchor";
        anchor.textContent = "A plain link";
        main.prepend(anchor);
      }, href);
      const watch = await watchDocuments(page);

      await page.locator("#plain-anchor").click();
      await expect(page).toHaveURL(href);
      await page.waitForLoadState();
      expect(await watch.sameDocument()).toBe(false);
      expect(watch.loads.map((url) => new URL(url).pathname)).toEqual([href]);
    });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a loaded page fetches no other page while its links are only in view; a tapped link fetches its own", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (isPageData(request)) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/blog");
    const post = page.locator("main a[href^='/blog/']").first();
    const target = await post.getAttribute("href");
    await expectHydrated(post);
    // The logo, the post cards and their links are on the first screen.
    await expect(post).toBeInViewport();
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);

    await post.tap();
    await expect(page).toHaveURL(target!);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect([...new Set(fetched)]).toEqual([target]);
  });
});
