import { createHash } from "node:crypto";
import { expect, test, type Page, type Request } from "@playwright/test";
import { LOCATIONS } from "@/content/locations";
import { VITALS_STARTED_MARK, VITALS_UNMEASURED_MARK } from "@/lib/browser/vitals-report";
import { locationPath } from "@/lib/core/paths";
import { queryRows } from "./helpers/db";
import { signIn } from "./helpers/staff";

/**
 * Real-user Core Web Vitals in the browser: a public page measures itself after load and, when it
 * is hidden (a tab switched, the page left), sends a beacon to /api/vitals with its page view's
 * random id and its page kind (never its address), which is stored and shown on the staff
 * dashboard; hidden again after a value changed, it sends the new value under the same page view,
 * which replaces the stored one. A staff page does not even load the reporter, and sends nothing.
 * The shared server's pages all report, so each test sends from an address of its own (the
 * beacon's per-address limit is not shared with the rest of the run) and finds its rows by the
 * hash of its page view's id.
 */

const LOCATION = LOCATIONS[0]!;

function ownAddress(): string {
  return `10.229.${test.info().parallelIndex}.${(Date.now() % 250) + 1}`;
}

const isBeacon = (r: Request) => new URL(r.url()).pathname === "/api/vitals" && r.method() === "POST";

async function hasMark(page: Page, mark: string): Promise<boolean> {
  return page.evaluate((name) => performance.getEntriesByName(name).length > 0, mark);
}

interface SentBeacon {
  pageView: string;
  beacon: number;
  pageKind: string;
  device: string;
  metrics: { name: string; value: number }[];
}

/** Hides the page, as when the visitor switches tab or leaves, or shows it again. */
async function setVisibility(page: Page, state: "hidden" | "visible"): Promise<void> {
  // Headless Chromium never hides a page itself, and a beacon sent while a page unloads is not
  // shown to Playwright.
  await page.evaluate((visibility) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

/**
 * A click on the page's heading whose handler keeps the main thread `ms` long, an interaction INP
 * counts; returns once the browser has timed it (its event timing entry is dispatched after the
 * next paint, so a page hidden at once would report INP without it).
 */
async function slowClick(page: Page, ms: number): Promise<void> {
  const heading = page.getByRole("heading", { level: 1 });
  await heading.evaluate((element, busy) => {
    const timed = window as unknown as { timedClicks?: number[] };
    timed.timedClicks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === "click" && entry.duration >= busy) timed.timedClicks!.push(entry.duration);
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
    element.addEventListener(
      "click",
      () => {
        const end = performance.now() + busy;
        while (performance.now() < end);
      },
      { once: true },
    );
  }, ms);
  await heading.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { timedClicks: number[] }).timedClicks.length))
    .toBeGreaterThan(0);
}

/**
 * Waits for the page's idle callbacks queued so far: web-vitals takes an interaction into INP in an
 * idle callback after the browser reports the event's timing, and callbacks run in the order they
 * were queued, so once this one has run, the last interaction counts.
 */
async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
}

async function hideAndRead(page: Page): Promise<{ raw: string; body: SentBeacon; contentType: string }> {
  const sent = page.waitForRequest(isBeacon);
  await setVisibility(page, "hidden");
  const request = await sent;
  const raw = request.postData() ?? "";
  return { raw, body: JSON.parse(raw) as SentBeacon, contentType: request.headers()["content-type"] ?? "" };
}

/** The stored rows of one page view, found by the SHA-256 of its id (all the database keeps of it). */
function rowsOfView(pageView: string) {
  const hash = createHash("sha256").update(pageView).digest("hex");
  return queryRows<{ metric: string; value: number; pageKind: string; device: string }>(
    `SELECT s.metric, s.value, s."pageKind", s.device FROM "WebVitalSample" s
       JOIN "WebVitalPageView" v ON v.id = s."pageViewId" WHERE v.hash = $1 ORDER BY s.metric`,
    [hash],
  );
}

test("a public page reports its vitals when hidden, once per page view however often, stored under its route pattern and shown on the dashboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ownAddress() });
  const settings = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/vitals" && r.request().method() === "GET",
  );
  await page.goto(`${locationPath(LOCATION)}?utm_source=e2e-vitals`);
  expect(await (await settings).json()).toEqual({ sampleRate: 1 });
  await expect.poll(() => hasMark(page, VITALS_STARTED_MARK)).toBe(true);
  // An interaction long enough for INP to count it.
  await slowClick(page, 100);
  await afterIdle(page);

  const first = await hideAndRead(page);
  expect(first.contentType).toMatch(/^text\/plain/);
  expect(first.body.pageView).toMatch(/^[0-9a-f]{32}$/);
  expect(first.body.beacon).toBe(1);
  expect(first.body.pageKind).toBe("/locations/[slug]");
  expect(first.body.device).toBe("narrow");
  // INP too, once web-vitals has taken the interaction in (in an idle callback it may still be
  // waiting for on a busy machine: then the second beacon brings it).
  expect(first.body.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(["LCP", "CLS", "FCP", "TTFB"]));
  // Neither the address, its query string nor the referrer leaves the page.
  expect(first.raw).not.toContain(LOCATION.slug);
  expect(first.raw).not.toContain("utm_source");
  expect(first.raw).not.toContain("http");

  // Every value of this beacon is stored, once, under the page view. Within a millionth: the
  // database keeps a double, but the write path may round away the last of a timing's 17
  // significant digits (411.79999999701977 is stored as 411.7999999970198).
  const close = (a: number, b: number) => Math.abs(a - b) < 0.000001;
  const metricsOf = (rows: { metric: string; value: number }[]) => rows.map((r) => r.metric);
  await expect
    .poll(async () => metricsOf(await rowsOfView(first.body.pageView)))
    .toEqual(first.body.metrics.map((m) => m.name).sort());
  for (const row of await rowsOfView(first.body.pageView)) {
    expect([row.pageKind, row.device]).toEqual(["/locations/[slug]", "narrow"]);
    expect(close(row.value, first.body.metrics.find((m) => m.name === row.metric)!.value)).toBe(true);
  }

  // Shown again, a longer interaction, hidden again: web-vitals reports INP a second time, as the
  // whole value. The second beacon carries the same page view; its INP replaces the first.
  await setVisibility(page, "visible");
  await slowClick(page, 600);
  await afterIdle(page);
  const second = await hideAndRead(page);
  expect(second.body.pageView).toBe(first.body.pageView);
  expect(second.body.beacon).toBe(2);
  const inp = second.body.metrics.find((m) => m.name === "INP");
  expect(inp).toBeDefined();
  const firstInp = first.body.metrics.find((m) => m.name === "INP");
  if (firstInp) expect(inp!.value).toBeGreaterThan(firstInp.value);
  await expect
    .poll(async () => (await rowsOfView(first.body.pageView)).find((r) => r.metric === "INP")?.value)
    .toBeCloseTo(inp!.value, 5);
  // Still one row per metric for this page view, whichever beacon brought it.
  const names = [...new Set([...first.body.metrics, ...second.body.metrics].map((m) => m.name))].sort();
  expect(metricsOf(await rowsOfView(first.body.pageView))).toEqual(names);

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
