import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LOCATIONS, getRegion } from "@/content/locations";
import { SERVICES } from "@/content/services";
import { jaccard, maskedShingles, siblingOverlap } from "../support/overlap";
import { E2E_BASE_URL } from "./helpers/env";

const PAGES = [
  { path: "/services", h1: "Dental IT Services" },
  ...SERVICES.map((s) => ({ path: `/${s.slug}`, h1: null })),
  { path: "/locations", h1: "Dental IT Support Across the GTA" },
  ...LOCATIONS.map((l) => ({ path: `/locations/${l.slug}`, h1: `Dental IT Support in ${l.name}` })),
  { path: "/services/locations", h1: "Dental IT Services by Location" },
];

test("all 19 pages answer 200 with their own h1 and canonical", async ({ page }) => {
  expect(PAGES).toHaveLength(19);
  const h1s = new Set<string>();
  for (const p of PAGES) {
    const response = await page.goto(p.path);
    expect(response?.status(), p.path).toBe(200);
    const h1 = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    if (p.h1) expect(h1, p.path).toBe(p.h1);
    h1s.add(h1);
    await expect(page.locator('link[rel="canonical"]'), p.path).toHaveAttribute("href", `${E2E_BASE_URL}${p.path}`);
  }
  expect(h1s.size).toBe(19);
});

test("/services/{slug} answers a permanent redirect to the canonical address", async ({ request }) => {
  for (const s of SERVICES) {
    const r = await request.get(`/services/${s.slug}`, { maxRedirects: 0 });
    expect(r.status(), s.slug).toBe(308);
    expect(r.headers()["location"], s.slug).toBe(`/${s.slug}`);
  }
});

test("unknown location slugs answer 404 inside the shell", async ({ page }) => {
  for (const path of ["/locations/atlantis", "/locations/brampton", "/locations/markham/extra"]) {
    const r = await page.goto(path);
    expect(r?.status(), path).toBe(404);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  }
});

test("/services has the five anchored sections, each with Learn More and a contact call to action", async ({
  page,
}) => {
  await page.goto("/services");
  for (const s of SERVICES) {
    const section = page.locator(`section#${s.anchor}`);
    await expect(section).toBeVisible();
    await expect(section.getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", `/${s.slug}`);
    await expect(section.getByRole("link", { name: /Contact Us/ })).toHaveAttribute("href", "/contact");
  }
});

test("service pages carry their anchors, cards and cross-links; managed IT shows the claims", async ({ page }) => {
  const expectations: Record<string, { anchors: string[]; cards: Record<string, number>; links: string[] }> = {
    "managed-it": {
      anchors: ["benefits"],
      cards: { services: 6, benefits: 3 },
      links: ["/dental-software", "/cybersecurity", "/cloud-solutions", "/hardware-support", "/health-checklist"],
    },
    "dental-software": {
      anchors: ["software-list"],
      cards: { "software-list": 6, "support-services": 6, "why-us": 4 },
      links: ["/hardware-support", "/cloud-solutions", "/cybersecurity", "/managed-it", "/health-checklist"],
    },
    cybersecurity: {
      anchors: ["security-services"],
      cards: { challenges: 6, "security-services": 4, pipeda: 6, benefits: 3 },
      links: [],
    },
    "cloud-solutions": {
      anchors: ["cloud-services"],
      cards: { "cloud-services": 6, migration: 6 },
      links: ["/cybersecurity", "/managed-it", "/dental-software", "/health-checklist", "/locations"],
    },
    "hardware-support": {
      anchors: ["hardware-services"],
      cards: { "supported-hardware": 6, "hardware-services": 6 },
      links: ["/dental-software", "/cybersecurity", "/managed-it", "/health-checklist", "/locations"],
    },
  };
  for (const [slug, e] of Object.entries(expectations)) {
    await page.goto(`/${slug}`);
    for (const a of e.anchors) await expect(page.locator(`a[href="#${a}"]`).first(), slug).toBeVisible();
    for (const [id, count] of Object.entries(e.cards))
      await expect(page.locator(`section#${id} li`), `${slug} #${id}`).toHaveCount(count);
    for (const href of e.links)
      await expect(page.locator(`main a[href="${href}"]`).first(), `${slug} → ${href}`).toBeVisible();
    await expect(page.getByRole("link", { name: /^Contact Us$/ }).first()).toHaveAttribute("href", "/contact");
  }
  await page.goto("/managed-it");
  const main = page.getByRole("main");
  await expect(main).toContainText("$150–$400");
  await expect(main).toContainText("30-40%");
  await expect(main).toContainText("98.7%");
  await expect(main).toContainText("within 1 hour, 24/7");
  await expect(main).toContainText("within 2-4 business hours");
  await expect(main).toContainText("within 24 hours");
});

test("/locations: five region boxes linking every suburb, 'Don't See Your Area?', a card per suburb", async ({
  page,
}) => {
  await page.goto("/locations");
  const coverage = page.locator('section[aria-labelledby="coverage-title"]');
  for (const name of [
    "Toronto",
    "York Region",
    "Peel Region",
    "Durham Region",
    "Halton Region",
    "Don't See Your Area?",
  ]) {
    await expect(coverage.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  for (const l of LOCATIONS) {
    await expect(page.locator(`main a[href="/locations/${l.slug}"]`)).toHaveCount(2);
  }
  const cards = page.getByRole("link", { name: /^View Details/ });
  await expect(cards).toHaveCount(11);
  const text = await page
    .locator("main li", { has: page.getByRole("link", { name: "View Details for Markham" }) })
    .textContent();
  expect(text).toMatch(/\.\.\./);
});

test("a location page shows stats with thousands separators, postal codes and the embedded contact form", async ({
  page,
}) => {
  const l = LOCATIONS.find((x) => x.slug === "mississauga")!;
  await page.goto(`/locations/${l.slug}`);
  const main = page.getByRole("main");
  await expect(main).toContainText(new Intl.NumberFormat("en-CA").format(l.dentalStats.population.value));
  for (const code of l.postalCodes)
    await expect(main.getByRole("listitem").filter({ hasText: new RegExp(`^${code}$`) })).toHaveCount(1);
  await expect(main.getByRole("button", { name: "Send Message" })).toBeVisible();
  for (const tile of ["Managed IT Services", "Dental Software Support", "PIPEDA/PHIPA Compliance", "Cybersecurity"]) {
    await expect(main.getByText(tile, { exact: true }).first()).toBeVisible();
  }
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
  const business = ld.find((d) => d["@type"] === "ProfessionalService") as
    { areaServed: { geoRadius: string; name: string } } | undefined;
  expect(business?.areaServed.geoRadius).toBe("50000");
  const service = ld.find((d) => d["@type"] === "Service") as { areaServed: { name: string } } | undefined;
  expect(service?.areaServed.name).toContain("Mississauga");
});

test("/services/locations lists regions in order with five service links per suburb", async ({ page }) => {
  await page.goto("/services/locations");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${LOCATIONS.length} GTA communities`);
  const regionHeadings = await page.locator("main h2[id^='region-']").allTextContents();
  expect(regionHeadings).toEqual(["Toronto", "York Region", "Peel Region", "Durham Region", "Halton Region"]);
  for (const l of LOCATIONS) {
    for (const s of SERVICES)
      await expect(page.locator(`a[href="/services/${s.urlSegment}/${l.slug}"]`)).toHaveCount(1);
    await expect(page.getByRole("link", { name: `View Location Details for ${l.name}` })).toHaveAttribute(
      "href",
      `/locations/${l.slug}`,
    );
  }
});

test("the 11 location pages pass the substitution measure (median ≤ 0.5, no pair above 0.7)", async ({ page }) => {
  // The measure itself must be able to fail.
  expect(jaccard(maskedShingles("a b c d e f g", []), maskedShingles("a b c d e f g", []))).toBe(1);
  expect(jaccard(maskedShingles("a b c d e f", []), maskedShingles("u v w x y z", []))).toBe(0);

  const shingles = new Map<string, Set<string>>();
  for (const l of LOCATIONS) {
    await page.goto(`/locations/${l.slug}`);
    const text = await page.locator("main").innerText();
    const region = getRegion(l.region);
    shingles.set(l.slug, maskedShingles(text, [l.name, region.name, region.shortName]));
  }
  const { median: med, worst } = siblingOverlap(shingles);
  console.log(`location pages: median overlap ${med.toFixed(3)}, worst ${worst.pair} ${worst.score.toFixed(3)}`);
  expect(med).toBeLessThanOrEqual(0.5);
  expect(worst.score, worst.pair).toBeLessThanOrEqual(0.7);
});

// Axe and Nu for every page of sitemap.xml, in every display mode, run in site-sweep.spec.ts.

test("the build prerendered every location and service-by-location page (SSG)", () => {
  const manifest = JSON.parse(readFileSync(path.resolve(".next/prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
  };
  const prerendered = new Set(Object.keys(manifest.routes));
  for (const p of [
    ...PAGES.map((x) => x.path),
    ...SERVICES.flatMap((s) => LOCATIONS.map((l) => `/services/${s.urlSegment}/${l.slug}`)),
  ]) {
    expect(prerendered.has(p), p).toBe(true);
  }
});
