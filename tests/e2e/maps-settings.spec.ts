import { expect, test, type Page } from "@playwright/test";
import { E2E_BASE_URL, E2E_PORT } from "./helpers/env";
import { startServer, type StartedServer } from "./helpers/server";

/**
 * The maps keys are read when the server runs, not when the site is built. The shared server has
 * a server key and no embed key; this spec starts the same build with the opposite: an embed key
 * and no server key. Prerendered pages must follow whichever server answers them.
 */

const SCARBOROUGH = { latitude: 43.7731, longitude: -79.2578 };
const EMBED_KEY = "e2e-embed-key";

let server: StartedServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer(E2E_PORT + 80, { GOOGLE_MAPS_EMBED_KEY: EMBED_KEY, GOOGLE_MAPS_SERVER_KEY: "" });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Google's map frame stands in as an empty page: there is no internet here, and no Google in tests. */
async function stubGoogle(page: Page): Promise<void> {
  await page.route("https://www.google.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title>" }),
  );
}

/** The height of the box the map or its fallback fills, under the /contact page's map heading. */
async function mapBoxHeight(page: Page): Promise<number> {
  const box = await page.locator("div.relative.bg-surface-alt").first().boundingBox();
  expect(box).not.toBeNull();
  return box!.height;
}

test("an embed key given only at start shows the map on a prerendered page, the CSP allows its frame, the box keeps its size", async ({
  page,
}) => {
  await stubGoogle(page);
  const response = await page.goto(`${server.baseURL}/contact`);
  expect(response?.headers()["content-security-policy"]).toContain("frame-src https://www.google.com;");
  const frame = page.locator(`iframe[src*="key=${EMBED_KEY}"]`);
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute("src", /zoom=15/);
  await expect(page.getByText("Map Unavailable")).toHaveCount(0);
  expect(await mapBoxHeight(page)).toBe(400);
});

test("the shared server, same build, without an embed key: 'Map Unavailable' in the same box and no frame allowed", async ({
  page,
}) => {
  const response = await page.goto("/contact");
  expect(response?.headers()["content-security-policy"]).toContain("frame-src 'none'");
  await expect(page.getByRole("main").getByText("Map Unavailable")).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(await mapBoxHeight(page)).toBe(400);
});

test("without a server key a visitor who allowed location before gets no lookup, no error and no 'Use My Location'", async ({
  browser,
}) => {
  const context = await browser.newContext({ geolocation: SCARBOROUGH, permissions: ["geolocation"] });
  await context.addInitScript(() => localStorage.setItem("tdi-location-permission", "granted"));
  const page = await context.newPage();
  await stubGoogle(page);
  let lookups = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/location/reverse-geocode")) lookups++;
  });
  const settings = page.waitForResponse((r) => r.url().endsWith("/api/keys/google-maps"));
  await page.goto(`${server.baseURL}/`);
  expect(await (await settings).json()).toEqual({ key: EMBED_KEY, locationLookup: false });
  // The answer has been applied once the map it also carries is in the page.
  await expect(page.locator(`iframe[src*="key=${EMBED_KEY}"]`)).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Serving Dental Practices Across the GTA" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Use My Location" })).toHaveCount(0);
  await expect(page.getByText("Error fetching location data")).toHaveCount(0);
  expect(lookups).toBe(0);
  await context.close();
});

test("the reverse-geocode route without a server key answers 501, which the banner reads as 'not offered'", async ({
  request,
}) => {
  const r = await request.post(`${server.baseURL}/api/location/reverse-geocode`, {
    headers: { "X-Forwarded-For": "192.0.2.180" },
    data: SCARBOROUGH,
  });
  expect(r.status()).toBe(501);
  expect(await r.json()).toMatchObject({ success: false, lookupAvailable: false });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the location banner is as tall without the button as with it (${viewport.width} px wide)`, async ({
    browser,
  }) => {
    const heights: number[] = [];
    for (const base of [server.baseURL, E2E_BASE_URL]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await stubGoogle(page);
      const settings = page.waitForResponse((r) => r.url().endsWith("/api/keys/google-maps"));
      await page.goto(`${base}/`);
      const lookup = ((await (await settings).json()) as { locationLookup: boolean }).locationLookup;
      const banner = page.getByRole("region", { name: "Serving Dental Practices Across the GTA" });
      await expect(banner.getByRole("button", { name: "Use My Location" })).toHaveCount(lookup ? 1 : 0);
      heights.push((await banner.boundingBox())!.height);
      await context.close();
    }
    expect(heights[0]).toBe(heights[1]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the map box offers the map on Google Maps instead of waiting for a key that never comes", async ({ page }) => {
    await page.goto("/contact");
    const link = page.getByRole("link", { name: /Open the map in Google Maps/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps/);
  });
});
