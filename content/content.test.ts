import { BENEFITS } from "@/content/benefits";
import { BLOG_CATEGORIES, BLOG_CATEGORY_SLUGS, getBlogCategory, isBlogCategorySlug } from "@/content/blog-categories";
import { fillClaims } from "@/content/claims";
import { FAQ_ENTRIES, HOME_FAQ_IDS } from "@/content/faq";
import { LOCATIONS, REGIONS, getAllLocations, getLocationBySlug, getLocationsByRegion } from "@/content/locations";
import { SERVICE_NAV } from "@/content/menus";
import { PARTNERS } from "@/content/partners";
import { PUBLIC_ROUTES } from "@/content/routes";
import { SEED_BLOG_POSTS } from "@/content/seed/blog-posts";
import { SEED_NEWSLETTER_ISSUES } from "@/content/seed/newsletter-issues";
import { parseMarkup } from "@/lib/core/markup";
import { CONTACT_SERVICE_OPTIONS, SERVICES, getServiceByUrlSegment, getServiceBySlug } from "@/content/services";
import { TESTIMONIALS } from "@/content/testimonials";

const PHONE_OR_EMAIL = /\b\d{3}[-. ]\d{3}[-. ]\d{4}\b|[\w.+-]+@[\w-]+\.[\w.]+/;

describe("services", () => {
  it("name every key the pages use for each of the five", () => {
    expect(SERVICES.map((s) => s.anchor)).toEqual(["managed-it", "dental-software", "security", "cloud", "hardware"]);
    expect(SERVICES.map((s) => s.slug)).toEqual([
      "managed-it",
      "dental-software",
      "cybersecurity",
      "cloud-solutions",
      "hardware-support",
    ]);
    expect(SERVICES.map((s) => s.urlSegment)).toEqual([
      "managed-it",
      "dental-software",
      "cybersecurity",
      "cloud-solutions",
      "hardware",
    ]);
    expect(SERVICES.map((s) => s.formValue)).toEqual([
      "managed-it",
      "dental-software",
      "security",
      "cloud",
      "hardware-support",
    ]);
    expect(SERVICES.map((s) => s.blogCategory)).toEqual([
      "managed-it",
      "dental-software",
      "cybersecurity",
      "cloud-solutions",
      "hardware",
    ]);
    for (const s of SERVICES) expect(isBlogCategorySlug(s.blogCategory)).toBe(true);
  });
  it("are found by page slug and by location key, not by the other", () => {
    expect(getServiceBySlug("hardware-support")?.anchor).toBe("hardware");
    expect(getServiceByUrlSegment("hardware")?.slug).toBe("hardware-support");
    expect(getServiceByUrlSegment("hardware-support")).toBeUndefined();
    expect(getServiceBySlug("hardware")).toBeUndefined();
  });
  it("give the contact form its values and labels", () => {
    expect(CONTACT_SERVICE_OPTIONS).toEqual([
      { value: "managed-it", label: "Managed IT Services" },
      { value: "dental-software", label: "Dental Software Support" },
      { value: "security", label: "Cybersecurity & Compliance" },
      { value: "cloud", label: "Cloud Solutions" },
      { value: "hardware-support", label: "Hardware Support" },
      { value: "other", label: "Other Services" },
    ]);
  });
});

describe("menus", () => {
  // The header's script carries the service links as a literal list (content/menus.ts) rather than
  // the service records: the list must name every service page, in order, by its title.
  it("link every service page by its title, in the records' order", () => {
    expect(SERVICE_NAV).toEqual(SERVICES.map((s) => ({ href: `/${s.slug}`, label: s.title })));
  });
});

describe("locations", () => {
  it("are the 11 suburbs with their regions and practice counts", () => {
    expect(LOCATIONS.map((l) => [l.slug, l.region, l.dentalStats.practices])).toEqual([
      ["toronto", "toronto", 1024],
      ["scarborough", "toronto", 120],
      ["north-york", "toronto", 150],
      ["etobicoke", "toronto", 85],
      ["downtown-toronto", "toronto", 180],
      ["mississauga", "peel", 210],
      ["markham", "york", 95],
      ["vaughan", "york", 80],
      ["richmond-hill", "york", 65],
      ["oakville", "halton", 70],
      ["pickering", "durham", 45],
    ]);
  });
  it("have unique ids, slugs and 3-character postal prefixes that no two suburbs share", () => {
    expect(new Set(LOCATIONS.map((l) => l.id)).size).toBe(11);
    expect(new Set(LOCATIONS.map((l) => l.slug)).size).toBe(11);
    const all = LOCATIONS.flatMap((l) => l.postalCodes);
    for (const code of all) expect(code).toMatch(/^[A-Z]\d[A-Z]$/);
    expect(new Set(all).size).toBe(all.length);
  });
  it("give every population a source and a year", () => {
    for (const l of LOCATIONS) {
      expect(l.dentalStats.population.value).toBeGreaterThan(10000);
      expect(l.dentalStats.population.source.length).toBeGreaterThan(10);
      expect(l.dentalStats.population.year).toBeGreaterThanOrEqual(2016);
    }
  });
  it("are found by slug, listed and filtered by region in the regions' order", () => {
    expect(getLocationBySlug("markham")?.name).toBe("Markham");
    expect(getLocationBySlug("atlantis")).toBeUndefined();
    expect(getAllLocations()).toHaveLength(11);
    expect(getLocationsByRegion("york").map((l) => l.slug)).toEqual(["markham", "vaughan", "richmond-hill"]);
    expect(REGIONS.map((r) => r.shortName)).toEqual(["Toronto", "York", "Peel", "Durham", "Halton"]);
  });
});

describe("home page content", () => {
  it("has three five-star testimonials, six benefits and nine partners", () => {
    expect(TESTIMONIALS).toHaveLength(3);
    for (const t of TESTIMONIALS) expect(t.rating).toBe(5);
    expect(BENEFITS.map((b) => b.icon)).toEqual([
      "software",
      "compliance",
      "monitoring",
      "imaging",
      "cloud",
      "emergency",
    ]);
    expect(PARTNERS).toHaveLength(9);
    expect(new Set(PARTNERS.map((p) => p.name)).size).toBe(9);
  });
  it("has the FAQ page's eight questions and seven of them for the home page", () => {
    expect(FAQ_ENTRIES).toHaveLength(8);
    expect(HOME_FAQ_IDS).toHaveLength(7);
    for (const id of HOME_FAQ_IDS) expect(FAQ_ENTRIES.some((f) => f.id === id)).toBe(true);
  });
  it("fills every claim placeholder in the FAQ from the business record", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    for (const f of FAQ_ENTRIES) {
      const text = fillClaims(f.answer, now);
      expect(text).not.toMatch(/[{}]/);
    }
    expect(fillClaims("{criticalResponse}", now)).toBe("within 1 hour, 24/7");
    expect(() => fillClaims("{madeUp}", now)).toThrow(/Unknown claim placeholder/);
  });
});

describe("blog and newsletter seed", () => {
  it("has the seven categories", () => {
    expect(BLOG_CATEGORIES.map((c) => c.slug)).toEqual([...BLOG_CATEGORY_SLUGS]);
    expect(getBlogCategory("tips-tricks")?.name).toBe("Tips & Tricks");
  });
  it("has at least 8 posts across all seven categories, including the three the sidebar links to", () => {
    expect(SEED_BLOG_POSTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SEED_BLOG_POSTS.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORY_SLUGS));
    const slugs = SEED_BLOG_POSTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of [
      "etobicoke-dental-software-guide-2025",
      "north-york-dental-cybersecurity",
      "scarborough-dental-it-challenges-2025",
    ]) {
      expect(slugs).toContain(slug);
    }
    for (const p of SEED_BLOG_POSTS) {
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(p.title.length).toBeLessThanOrEqual(255);
      expect(Number.isNaN(Date.parse(p.publishedAt))).toBe(false);
      expect(p.content).not.toMatch(PHONE_OR_EMAIL);
    }
  });
  it("has at least 7 monthly newsletter issues with distinct months", () => {
    expect(SEED_NEWSLETTER_ISSUES.length).toBeGreaterThanOrEqual(7);
    const months = SEED_NEWSLETTER_ISSUES.map((i) => `${i.year}-${i.monthNumber}`);
    expect(new Set(months).size).toBe(months.length);
    for (const i of SEED_NEWSLETTER_ISSUES) {
      expect(i.monthNumber).toBeGreaterThanOrEqual(1);
      expect(i.monthNumber).toBeLessThanOrEqual(12);
      expect(
        new Date(Date.UTC(i.year, i.monthNumber - 1, 1)).toLocaleString("en-CA", { month: "long", timeZone: "UTC" }),
      ).toBe(i.month);
      expect(i.content).not.toMatch(PHONE_OR_EMAIL);
    }
  });
  it("ends every seeded newsletter issue with a link to the free assessment's booking page", () => {
    for (const i of SEED_NEWSLETTER_ISSUES) {
      const last = parseMarkup(i.content).at(-1);
      const links = last && last.kind !== "list" ? last.content.filter((part) => part.kind === "link") : [];
      expect(links.map((l) => (l.kind === "link" ? l.href : ""))).toEqual(["/book"]);
    }
  });
});

describe("route list", () => {
  it("lists unique absolute paths", () => {
    const paths = PUBLIC_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toMatch(/^\/[a-z0-9\-/]*$/);
  });
});
