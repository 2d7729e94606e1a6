import { expect, test } from "@playwright/test";
import { LOCATIONS, getRegion } from "@/content/locations";
import { SERVICES } from "@/content/services";
import { maskedShingles, siblingOverlap } from "../support/overlap";
import { E2E_BASE_URL } from "./helpers/env";

test("all 55 service-by-location pages answer 200 with their own h1 and canonical", async ({ request }) => {
  const h1s = new Set<string>();
  for (const s of SERVICES) {
    for (const l of LOCATIONS) {
      const path = `/services/${s.urlSegment}/${l.slug}`;
      const r = await request.get(path);
      expect(r.status(), path).toBe(200);
      const html = await r.text();
      const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "";
      expect(h1, path).toBe(`${s.title.replace("&", "&amp;")} in ${l.name}`);
      h1s.add(h1);
      expect(html, path).toContain(`rel="canonical" href="${E2E_BASE_URL}${path}"`);
    }
  }
  expect(h1s.size).toBe(55);
});

test("invalid combinations answer 404 inside the shell", async ({ page }) => {
  for (const path of [
    "/services/hardware-support/markham",
    "/services/managed-it/atlantis",
    "/services/plumbing/markham",
    "/services/cloud-solutions/brampton",
  ]) {
    const r = await page.goto(path);
    expect(r?.status(), path).toBe(404);
    await expect(page.getByRole("banner")).toBeVisible();
  }
});

test("a page shows hero, stats with a plus sign, the deterministic story, calls to action and Service JSON-LD", async ({
  page,
}) => {
  await page.goto("/services/cybersecurity/markham");
  const main = page.getByRole("main");
  await expect(main).toContainText("Markham, York Region");
  await expect(main).toContainText("95+");
  await expect(main).toContainText("under 2 hours");
  await expect(main.getByRole("heading", { name: "How we typically help" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "Free IT Health Checklist" }).first()).toHaveAttribute(
    "href",
    "/health-checklist",
  );
  await expect(main.locator('a[href^="tel:+1"]')).toHaveCount(1);
  await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
  const service = ld.find((d) => d["@type"] === "Service") as { areaServed: { name: string } } | undefined;
  expect(service?.areaServed.name).toBe("Markham, Ontario");
});

test("each page is linked from its service page, its location page and /services/locations", async ({ page }) => {
  const target = "/services/hardware/oakville";
  for (const from of ["/hardware-support", "/locations/oakville", "/services/locations"]) {
    await page.goto(from);
    await expect(page.locator(`main a[href="${target}"]`).first(), from).toBeVisible();
  }
});

for (const s of SERVICES) {
  test(`${s.title}: the 11 pages pass the substitution measure`, async ({ request }) => {
    const shingles = new Map<string, Set<string>>();
    for (const l of LOCATIONS) {
      const html = await (await request.get(`/services/${s.urlSegment}/${l.slug}`)).text();
      const mainHtml = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
      const text = mainHtml
        .replace(/<script[\s\S]*?<\/script>/g, " ")
        .replace(/<[^>]+>/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&#x27;|&#39;/g, "'");
      const region = getRegion(l.region);
      shingles.set(l.slug, maskedShingles(text, [l.name, region.name, region.shortName]));
    }
    const { median: med, worst } = siblingOverlap(shingles);
    console.log(`${s.urlSegment}: median overlap ${med.toFixed(3)}, worst ${worst.pair} ${worst.score.toFixed(3)}`);
    expect(med).toBeLessThanOrEqual(0.5);
    expect(worst.score, worst.pair).toBeLessThanOrEqual(0.7);
  });
}

// Axe and Nu for every page of sitemap.xml, in every display mode, run in site-sweep.spec.ts.
