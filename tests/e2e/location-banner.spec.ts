import { expect, test } from "@playwright/test";
import { BUSINESS } from "@/content/business";
import { expectHydrated } from "./helpers/hydration";

const SCARBOROUGH = { latitude: 43.7731, longitude: -79.2578 };
const TORONTO_UNKNOWN_PREFIX = { latitude: 43.6532, longitude: -79.3832 };
const OTTAWA = { latitude: 45.4215, longitude: -75.6972 };
const NOWHERE = { latitude: 0, longitude: 0 };
const BROKEN = { latitude: 1, longitude: 1 };

test.describe("location banner: never asks for permission on load", () => {
  test("does not ask on load; without permission the button leads to 'denied', stored", async ({ browser }) => {
    const context = await browser.newContext({ geolocation: SCARBOROUGH });
    const page = await context.newPage();
    let geocodeCalls = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/location/reverse-geocode")) geocodeCalls++;
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Serving Dental Practices Across the GTA" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(geocodeCalls).toBe(0);
    await page.getByRole("button", { name: "Use My Location" }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("tdi-location-permission"))).toBe("denied");
    await expect(page.getByRole("heading", { name: "Serving Dental Practices Across the GTA" })).toBeVisible();
    expect(geocodeCalls).toBe(0);
    await context.close();
  });

  test("permission granted while the page is open: stored as granted and detection runs", async ({ browser }) => {
    const context = await browser.newContext({ geolocation: SCARBOROUGH });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Use My Location" })).toBeVisible();
    await context.grantPermissions(["geolocation"]);
    await expect(page.getByRole("link", { name: /View Scarborough IT Services/ })).toHaveAttribute(
      "href",
      "/locations/scarborough",
    );
    expect(await page.evaluate(() => localStorage.getItem("tdi-location-permission"))).toBe("granted");
    await context.close();
  });

  test("a manual request stores 'granted' and shows the matched suburb", async ({ browser }) => {
    const context = await browser.newContext({ geolocation: SCARBOROUGH, permissions: ["geolocation"] });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("tdi-location-permission", "denied");
        sessionStorage.setItem("seeded", "1");
      }
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Use My Location" }).click();
    await expect(page.getByRole("link", { name: /View Scarborough IT Services/ })).toHaveAttribute(
      "href",
      "/locations/scarborough",
    );
    expect(await page.evaluate(() => localStorage.getItem("tdi-location-permission"))).toBe("granted");
    await context.close();
  });

  test("detects automatically when permission is already granted", async ({ browser }) => {
    const context = await browser.newContext({ geolocation: SCARBOROUGH, permissions: ["geolocation"] });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("link", { name: /View Scarborough IT Services/ })).toBeVisible();
    await context.close();
  });

  test("a stored 'denied' stops automatic detection even with permission granted", async ({ browser }) => {
    const context = await browser.newContext({ geolocation: SCARBOROUGH, permissions: ["geolocation"] });
    await context.addInitScript(() => localStorage.setItem("tdi-location-permission", "denied"));
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForTimeout(800);
    await expect(page.getByRole("heading", { name: "Serving Dental Practices Across the GTA" })).toBeVisible();
    await expect(page.getByRole("link", { name: /View Scarborough IT Services/ })).toHaveCount(0);
    await context.close();
  });

  test("Toronto with an unknown postal prefix falls back to Downtown Toronto", async ({ browser }) => {
    const context = await browser.newContext({ geolocation: TORONTO_UNKNOWN_PREFIX, permissions: ["geolocation"] });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("link", { name: /View Downtown Toronto IT Services/ })).toHaveAttribute(
      "href",
      "/locations/downtown-toronto",
    );
    await context.close();
  });

  test("a city with no matched suburb gets the generic card with 'Get Local Support'", async ({ browser }) => {
    const context = await browser.newContext({ geolocation: OTTAWA, permissions: ["geolocation"] });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: `${BUSINESS.name} in Ottawa` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Local Support" })).toHaveAttribute("href", "/contact");
    await context.close();
  });

  test("a lookup that is not OK says 'Could not determine location' and shows the fallback", async ({ browser }) => {
    const context = await browser.newContext({ geolocation: NOWHERE, permissions: ["geolocation"] });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByText("Could not determine location")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Serving Dental Practices Across the GTA" })).toBeVisible();
    await context.close();
  });

  test("a failing lookup says 'Error fetching location data'", async ({ browser }) => {
    const context = await browser.newContext({ geolocation: BROKEN, permissions: ["geolocation"] });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByText("Error fetching location data")).toBeVisible();
    await context.close();
  });

  test("the reverse-geocode endpoint validates coordinates", async ({ request }) => {
    const r = await request.post("/api/location/reverse-geocode", {
      headers: { "X-Forwarded-For": "192.0.2.77" },
      data: { latitude: 200, longitude: "x" },
    });
    expect(r.status()).toBe(400);
    expect(Object.keys((await r.json()).fieldErrors).sort()).toEqual(["latitude", "longitude"]);
  });
});

test.describe("carousel and partner strip", () => {
  test("the carousel starts at the first testimonial, dots select, Pause/Play works from the keyboard", async ({
    page,
  }) => {
    await page.goto("/");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.nth(0)).toHaveAttribute("aria-hidden", "false");
    await carousel.getByRole("button", { name: "Show testimonial 3 of 3" }).click();
    await expect(slides.nth(2)).toHaveAttribute("aria-hidden", "false");
    await expect(slides.nth(0)).toHaveAttribute("aria-hidden", "true");
    const pause = carousel.getByRole("button", { name: /Pause testimonial rotation/ });
    await pause.focus();
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: /Play testimonial rotation/ })).toBeVisible();
  });

  test("reduced motion keeps the carousel still", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.waitForTimeout(8000);
    await expect(page.locator('[aria-roledescription="slide"]').nth(0)).toHaveAttribute("aria-hidden", "false");
  });

  test("the partner strip shows nine partners twice once it nears the screen, with alt text, and pauses", async ({
    page,
  }) => {
    await page.goto("/");
    const items = page.locator(".partners-track > li");
    // Hydrated, but far below the screen: each partner once, standing still.
    await expectHydrated(page.locator(".partners-track"));
    await expect(items).toHaveCount(9);
    await expect(page.locator(".partners-track")).not.toHaveAttribute("data-loop");
    await items.first().scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(18);
    await expect(page.locator(".partners-track")).toHaveAttribute("data-loop", "");
    const logos = page.getByRole("img", { name: / logo$/ });
    await expect(logos).toHaveCount(9); // the second copy is hidden from assistive technology
    const button = page.getByRole("button", { name: /Pause partner logos/ });
    await button.click();
    await expect(page.locator(".partners-track")).toHaveCSS("animation-play-state", "paused");
    await expect(page.getByRole("button", { name: /Play partner logos/ })).toBeVisible();
  });
});
