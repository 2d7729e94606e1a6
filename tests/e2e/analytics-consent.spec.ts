import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { DISPLAY_MODES, showInMode } from "./helpers/display-modes";
import { E2E_PORT } from "./helpers/env";
import { tabUntil } from "./helpers/keyboard";
import { watchLayoutShifts } from "./helpers/layout-shift";
import { expectNoAxeViolations } from "./helpers/quality";
import { startServer, type StartedServer } from "./helpers/server";

/**
 * Analytics waits for the visitor's consent. This spec starts the same build with a measurement id
 * given only when the server starts (GA_MEASUREMENT_ID); the shared server runs without one. Google
 * stands in through page.route: gtag.js is a small script that, like the real one, sends a collect
 * request and sets _ga cookies for each event while analytics storage is granted and it is not
 * switched off, so the test sees what would leave the page. It also sends what Google's CSP guide
 * for GA4 says the real tag may send besides: a hit to analytics.google.com, and requests and
 * images to googletagmanager.com (its own pings), so a policy that forgets one is seen refusing it.
 */

const GA_ID = "G-E2ECONSENT";
const SHOTS = "/tmp/consent-shots";
const NOTICE = { name: "Analytics on this site" } as const;

const STAND_IN_GTAG = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get("id");
  var granted = false;
  var hits = 0;
  function handle(a) {
    if (a[0] === "consent") { if (a[2] && a[2].analytics_storage) granted = a[2].analytics_storage === "granted"; return; }
    if (a[0] !== "event" || !granted || window["ga-disable-" + id]) return;
    document.cookie = "_ga=GA1.1.42.42; path=/";
    document.cookie = "_ga_" + id.slice(2) + "=GS1.1.42; path=/";
    fetch("https://region1.google-analytics.com/g/collect?v=2&tid=" + id + "&en=" + a[1], { method: "POST", mode: "no-cors" });
    navigator.sendBeacon("https://region1.analytics.google.com/g/collect?v=2&tid=" + id + "&en=" + a[1]);
    fetch("https://www.googletagmanager.com/a?id=" + id + "&en=" + a[1], { mode: "no-cors" });
    // A number of its own, as the real tag's cache-buster: the browser would take a repeated image from its cache.
    new Image().src = "https://www.googletagmanager.com/td?id=" + id + "&en=" + a[1] + "&z=" + (++hits);
  }
  var dl = (window.dataLayer = window.dataLayer || []);
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push.bind(dl);
  dl.push = function () { for (var j = 0; j < arguments.length; j++) handle(arguments[j]); return push.apply(null, arguments); };
})();`;

let server: StartedServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer(E2E_PORT + 140, { GA_MEASUREMENT_ID: GA_ID });
});

test.afterAll(async () => {
  await server?.stop();
});

const GOOGLE_HOST = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/;

/**
 * Stands in for Google and records every request the page makes to it: gtag.js, the collect hits
 * to google-analytics.com, and the rest (hits to analytics.google.com, the tag's pings).
 */
async function standInGoogle(page: Page): Promise<{ gtag: string[]; collect: string[]; other: string[] }> {
  const seen = { gtag: [] as string[], collect: [] as string[], other: [] as string[] };
  await page.route(
    (url) => url.protocol === "https:" && GOOGLE_HOST.test(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === "www.googletagmanager.com" && url.pathname === "/gtag/js") {
        seen.gtag.push(url.href);
        return route.fulfill({ contentType: "text/javascript", body: STAND_IN_GTAG });
      }
      if (url.hostname.endsWith(".google-analytics.com")) seen.collect.push(url.href);
      else seen.other.push(url.href);
      // A 1x1 GIF: an image request gets an image.
      const gif = Buffer.from("R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==", "base64");
      return route.fulfill({ status: 200, contentType: "image/gif", body: gif });
    },
  );
  return seen;
}

/**
 * Records every Content Security Policy refusal on the page: the securitypolicyviolation events
 * (in every frame, from the first script on) and the browser's console errors about the policy.
 */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
    ...logged,
  ];
}

/** Opens a page and waits until it knows the server's measurement id. */
async function openPage(page: Page, url: string): Promise<void> {
  const settings = page.waitForResponse((r) => r.url().endsWith("/api/keys/analytics"));
  await page.goto(url);
  await settings;
}

async function gaCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name).filter((n) => n.startsWith("_ga"));
}

test("the page asks first: nothing goes to Google until 'Allow analytics', then gtag.js and a page view", async ({
  page,
}) => {
  const seen = await standInGoogle(page);
  const response = await page.goto(`${server.baseURL}/`);
  expect(response?.headers()["content-security-policy"]).toContain("https://*.googletagmanager.com");
  const notice = page.getByRole("region", NOTICE);
  await expect(notice).toBeVisible();
  await page.waitForTimeout(500);
  expect(seen).toEqual({ gtag: [], collect: [], other: [] });
  expect(await gaCookies(page)).toEqual([]);
  const layer = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((a) => Array.from(a)),
  );
  expect(layer[0]).toEqual([
    "consent",
    "default",
    { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
  ]);

  await notice.getByRole("button", { name: "Allow analytics" }).click();
  await expect(notice).toHaveCount(0);
  await expect.poll(() => seen.collect.length).toBe(1);
  expect(seen.gtag).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`]);
  expect(seen.collect[0]).toContain("en=page_view");
});

test("with consent given, the policy allows all the tag loads and sends: no violation, on load or on a later page", async ({
  page,
}) => {
  const seen = await standInGoogle(page);
  const violations = await watchPolicyViolations(page);
  await openPage(page, `${server.baseURL}/`);
  await page.getByRole("region", NOTICE).getByRole("button", { name: "Allow analytics" }).click();
  // Each page view: one collect hit, and one hit and two pings besides.
  await expect.poll(() => seen.collect.length).toBe(1);
  await expect
    .poll(async () => ({ other: seen.other.length, violations: await violations() }))
    .toEqual({
      other: 3,
      violations: [],
    });
  expect(seen.other.map((u) => new URL(u).hostname).sort()).toEqual([
    "region1.analytics.google.com",
    "www.googletagmanager.com",
    "www.googletagmanager.com",
  ]);

  // A client-side navigation reports a page view of its own, under the same policy.
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect
    .poll(async () => ({ collect: seen.collect.length, other: seen.other.length }))
    .toEqual({
      collect: 2,
      other: 6,
    });
  expect(await violations()).toEqual([]);
});

test("'No thanks' sends nothing, and nothing after a reload either", async ({ page }) => {
  const seen = await standInGoogle(page);
  await openPage(page, `${server.baseURL}/services`);
  await page.getByRole("region", NOTICE).getByRole("button", { name: "No thanks" }).click();
  await expect(page.getByRole("region", NOTICE)).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("tdi-analytics-consent") ?? "null"));
  expect(stored).toMatchObject({ choice: "denied" });
  expect(Date.now() - Date.parse(stored.at)).toBeLessThan(60_000);
  await page.reload();
  await page.waitForTimeout(1000);
  await expect(page.getByRole("region", NOTICE)).toHaveCount(0);
  expect(seen).toEqual({ gtag: [], collect: [], other: [] });
  expect(await gaCookies(page)).toEqual([]);
});

test("Allow, then 'No thanks' through Privacy choices: the _ga cookies are gone and nothing more is sent", async ({
  page,
}) => {
  const seen = await standInGoogle(page);
  await openPage(page, `${server.baseURL}/`);
  await page.getByRole("button", { name: "Allow analytics" }).click();
  await expect.poll(() => seen.collect.length).toBe(1);
  expect((await gaCookies(page)).sort()).toEqual(["_ga", "_ga_E2ECONSENT"]);

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy choices" }).click();
  const notice = page.getByRole("region", NOTICE);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("heading", NOTICE)).toBeFocused();
  expect(new URL(page.url()).pathname).toBe("/");
  await notice.getByRole("button", { name: "No thanks" }).click();
  await expect(notice).toHaveCount(0);
  expect(await gaCookies(page)).toEqual([]);

  // A client-side navigation would report a page view; none goes out now.
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForTimeout(1000);
  expect(seen.collect).toHaveLength(1);
  expect(await gaCookies(page)).toEqual([]);

  const gtagBefore = seen.gtag.length;
  await page.reload();
  await page.waitForTimeout(1000);
  expect(seen.gtag).toHaveLength(gtagBefore);
  expect(seen.collect).toHaveLength(1);
});

test("the notice by keyboard: focus stays put on load, Tab reaches both buttons and leaves, Enter answers", async ({
  page,
}) => {
  await standInGoogle(page);
  await openPage(page, `${server.baseURL}/`);
  const notice = page.getByRole("region", NOTICE);
  await expect(notice).toBeVisible();
  expect(await notice.evaluate((el) => el.contains(document.activeElement))).toBe(false);

  // From the footer's last link, the notice (at the end of the page) comes next.
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy choices" }).focus();
  const allow = notice.getByRole("button", { name: "Allow analytics" });
  const decline = notice.getByRole("button", { name: "No thanks" });
  await tabUntil(page, allow, { max: 6 });
  await tabUntil(page, decline, { max: 1 });
  // Not a trap: the next Tab leaves the notice.
  await page.keyboard.press("Tab");
  expect(await notice.evaluate((el) => el.contains(document.activeElement))).toBe(false);
  await tabUntil(page, decline, { max: 3, backwards: true });
  await page.keyboard.press("Enter");
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("tdi-analytics-consent"))).toContain('"denied"');
});

test("the notice has no axe violation and moves nothing, in every display mode; screenshots at 390 and 1280 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await standInGoogle(page);
  const shifts = await watchLayoutShifts(page);
  await openPage(page, `${server.baseURL}/`);
  for (const mode of DISPLAY_MODES) {
    await showInMode(page, mode, "/");
    const notice = page.getByRole("region", NOTICE);
    await expect(notice).toBeVisible();
    await page.waitForTimeout(500);
    expect(await shifts.cls(), `layout shift in ${mode}`).toBe(0);
    const { height, padding } = await notice.evaluate((el) => ({
      height: Math.ceil(el.getBoundingClientRect().height),
      padding: parseFloat(getComputedStyle(document.body).paddingBottom),
    }));
    expect(padding, `bottom padding in ${mode}`).toBe(height);
    // Scrolled to the end, the footer's last line is above the notice.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page.getByRole("contentinfo").evaluate((el) => el.getBoundingClientRect().bottom);
    const noticeTop = await notice.evaluate((el) => el.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(noticeTop + 1);
    await expectNoAxeViolations(page, `/ with the analytics notice (${mode})`);
  }
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await showInMode(page, "standard", "/");
    await expect(page.getByRole("region", NOTICE)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/notice-${width}.png` });
  }
});

test("without JavaScript there is no notice, and Privacy choices is a link to the policy's section", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/`);
  await expect(page.getByRole("region", NOTICE)).toHaveCount(0);
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Privacy choices" });
  await expect(link).toHaveAttribute("href", "/privacy-policy#your-choices");
  await page.goto(`${server.baseURL}/privacy-policy#your-choices`);
  await expect(page.locator("#your-choices")).toHaveText("Your choices about analytics");
  await context.close();
});

test("the shared server, same build, without a measurement id: no notice, and Privacy choices opens the policy", async ({
  page,
}) => {
  const seen = await standInGoogle(page);
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).not.toContain("googletagmanager");
  await page.waitForTimeout(1000);
  await expect(page.getByRole("region", NOTICE)).toHaveCount(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy choices" }).click();
  await expect(page).toHaveURL(/\/privacy-policy#your-choices$/);
  await expect(page.locator("#your-choices")).toBeVisible();
  expect(seen).toEqual({ gtag: [], collect: [], other: [] });
});
