import { expect, test, type Page, type Request } from "@playwright/test";
import { LOCATIONS } from "@/content/locations";
import { VITALS_STARTED_MARK, VITALS_UNMEASURED_MARK } from "@/lib/browser/vitals-report";
import { locationPath } from "@/lib/core/paths";
import { countRows } from "./helpers/db";
import { signIn } from "./helpers/staff";

/**
 * Real-user Core Web Vitals in the browser: a public page measures itself after load and, when it
 * is hidden (a tab switched, the page left), sends one beacon to /api/vitals with its page kind
 * (never its address), which is stored and shown on the staff dashboard; a staff page does not
 * even load the reporter, and sends nothing. The shared server's pages all report, so
 * each test sends from an address of its own (the beacon's per-address limit is not shared with
 * the rest of the run) and finds its rows by the exact values its beacon carried, stored since it
 * began (ids above the largest before it).
 */

const LOCATION = LOCATIONS[0]!;

function ownAddress(): string {
  return `10.229.${test.info().parallelIndex}.${(Date.now() % 250) + 1}`;
}

const isBeacon = (r: Request) => new URL(r.url()).pathname === "/api/vitals" && r.method() === "POST";

async function hasMark(page: Page, mark: string): Promise<boolean> {
  return page.evaluate((name) => performance.getEntriesByName(name).length > 0, mark);
}

test("a public page reports its vitals when hidden, stored under its route pattern and shown on the dashboard", async ({
  page,
}) => {
  const before = await countRows(`SELECT COALESCE(MAX(id), 0) AS n FROM "WebVitalSample"`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ownAddress() });
  const settings = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/vitals" && r.request().method() === "GET",
  );
  await page.goto(`${locationPath(LOCATION)}?utm_source=e2e-vitals`);
  expect(await (await settings).json()).toEqual({ sampleRate: 1 });
  await expect.poll(() => hasMark(page, VITALS_STARTED_MARK)).toBe(true);
  // An interaction, so INP has a value to report too.
  await page.getByRole("heading", { level: 1 }).click();

  // The page is hidden, as when the visitor switches tab or leaves: headless Chromium never hides
  // a page itself, and a beacon sent while a page unloads is not shown to Playwright.
  const sent = page.waitForRequest(isBeacon);
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const beacon = await sent;
  expect(beacon.headers()["content-type"]).toMatch(/^text\/plain/);
  const raw = beacon.postData() ?? "";
  const body = JSON.parse(raw) as { pageKind: string; device: string; metrics: { name: string; value: number }[] };
  expect(body.pageKind).toBe("/locations/[slug]");
  expect(body.device).toBe("narrow");
  expect(body.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(["LCP", "CLS", "FCP", "TTFB"]));
  // Neither the address, its query string nor the referrer leaves the page.
  expect(raw).not.toContain(LOCATION.slug);
  expect(raw).not.toContain("utm_source");
  expect(raw).not.toContain("http");

  // Every value of this beacon is stored, found by its value (another page of the run may have
  // had the same one, a CLS of 0 say, so at least one). Within a millionth: the database keeps a
  // double, but the write path may round away the last of a timing's 17 significant digits
  // (411.79999999701977 is stored as 411.7999999970198).
  for (const metric of body.metrics) {
    await expect
      .poll(() =>
        countRows(
          `SELECT COUNT(*) AS n FROM "WebVitalSample" WHERE "pageKind" = $1 AND metric = $2 AND abs(value - $3) < 0.000001 AND device = 'narrow' AND id > $4`,
          [body.pageKind, metric.name, metric.value, before],
        ),
      )
      .toBeGreaterThanOrEqual(1);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto("/admin");
  const panel = page.getByRole("region", { name: "Page speed for real visitors" });
  await expect(panel.getByRole("heading", { name: /\/locations\/\[slug\]/ })).toBeVisible();
});

test("a staff page measures nothing and sends nothing", async ({ page }) => {
  const beacons: string[] = [];
  const settings: string[] = [];
  page.on("request", (r) => {
    if (isBeacon(r)) beacons.push(r.url());
    else if (new URL(r.url()).pathname === "/api/vitals") settings.push(r.url());
  });
  await signIn(page);
  await page.goto("/admin");
  await expect.poll(() => hasMark(page, VITALS_UNMEASURED_MARK)).toBe(true);
  expect(await hasMark(page, VITALS_STARTED_MARK)).toBe(false);
  // Leaving is when a measured page sends its beacon: the staff page has none to send.
  await page.goto("/admin/leads");
  await expect.poll(() => hasMark(page, VITALS_UNMEASURED_MARK)).toBe(true);
  await page.goto("about:blank");
  expect(beacons).toEqual([]);
  expect(settings).toEqual([]);
});
