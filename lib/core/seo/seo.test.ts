/** @jest-environment node */
import { BUSINESS } from "@/content/business";
import { buildMetadata } from "@/lib/core/seo/metadata";
import {
  blogPostingSchema,
  breadcrumbSchema,
  faqPageSchema,
  localBusinessSchema,
  organizationSchema,
  serviceSchema,
  webApplicationSchema,
  websiteSchema,
} from "@/lib/core/seo/schema";
import { serializeJsonLd } from "@/lib/core/seo/serialize";

const HOSTILE = `</script><script>alert("x")</script><!-- & \u2028 \u2029 ' "`;

describe("serializeJsonLd", () => {
  it("never lets data close the script tag or open a comment", () => {
    const out = serializeJsonLd({ name: HOSTILE });
    expect(out).not.toMatch(/<|>/);
    expect(out).not.toContain("</script");
    expect(out).not.toContain("<!--");
    expect(out).not.toMatch(/[\u2028\u2029]/);
  });
  it("parses back to exactly the same value", () => {
    const data = { name: HOSTILE, nested: [{ a: "<b>&amp;</b>" }] };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

describe("buildMetadata", () => {
  const meta = buildMetadata({ title: "Managed IT", description: "Desc", path: "/managed-it", keywords: ["a"] });
  it("makes the canonical address from SITE_URL and the path", () => {
    expect(meta.alternates?.canonical).toBe("http://localhost:3000/managed-it");
  });
  it("sets Open Graph with locale en_CA and Twitter tags", () => {
    expect(meta.openGraph).toMatchObject({
      locale: "en_CA",
      url: "http://localhost:3000/managed-it",
      siteName: BUSINESS.name,
    });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image" });
  });
  it("sets geo tags for Ontario and Toronto", () => {
    expect(meta.other).toEqual({ "geo.region": "CA-ON", "geo.placename": "Toronto" });
  });
  it("keeps the page's keywords first and marks noindex when asked", () => {
    expect((meta.keywords as string[])[0]).toBe("a");
    // An indexable page needs no robots tag: indexing and following links are the default.
    expect(meta.robots).toBeUndefined();
    expect(buildMetadata({ title: "x", description: "y", path: "/x", noindex: true }).robots).toEqual({
      index: false,
      follow: false,
    });
  });
  it("uses the title template unless the title is absolute", () => {
    expect(meta.title).toBe("Managed IT");
    expect(buildMetadata({ title: "Home", description: "d", path: "/", absoluteTitle: true }).title).toEqual({
      absolute: "Home",
    });
  });
});

describe("JSON-LD builders", () => {
  it("Organization carries a logo ImageObject and the business facts", () => {
    const org = organizationSchema();
    expect(org).toMatchObject({
      "@type": "Organization",
      name: BUSINESS.name,
      logo: { "@type": "ImageObject" },
      foundingDate: "2008",
    });
    expect(JSON.stringify(org)).not.toMatch(/aggregateRating|review/i);
  });
  it("WebSite names the site in Canadian English", () => {
    expect(websiteSchema()).toMatchObject({ "@type": "WebSite", name: BUSINESS.name, inLanguage: "en-CA" });
  });
  it("LocalBusiness has the 50000 m radius, the office hours and the address from content", () => {
    const lb = localBusinessSchema({ path: "/locations/markham", areaName: "Markham, Ontario" });
    expect(lb).toMatchObject({
      "@type": "ProfessionalService",
      telephone: "+1-416-555-0142",
      geo: { latitude: BUSINESS.geo.latitude, longitude: BUSINESS.geo.longitude },
      areaServed: { "@type": "GeoCircle", geoRadius: "50000", name: "Markham, Ontario" },
      address: { addressLocality: "Toronto", addressRegion: "ON", addressCountry: "CA" },
    });
    const hours = (
      lb as unknown as { openingHoursSpecification: { opens: string; closes: string; dayOfWeek: string[] }[] }
    ).openingHoursSpecification[0]!;
    expect(hours).toMatchObject({ opens: "09:00", closes: "17:00" });
    expect(hours.dayOfWeek).toHaveLength(5);
    expect(JSON.stringify(lb)).not.toMatch(/aggregateRating|review/i);
  });
  it("Service names the provider and the area served", () => {
    const s = serviceSchema({
      name: "Managed IT",
      description: "d",
      path: "/managed-it",
      serviceType: "Managed IT",
      areaServed: "Oakville, Ontario",
    });
    expect(s).toMatchObject({
      "@type": "Service",
      areaServed: { name: "Oakville, Ontario" },
      url: "http://localhost:3000/managed-it",
    });
  });
  it("WebApplication describes a free tool offered by the organization, with no rating", () => {
    const app = webApplicationSchema({ name: "Checklist", description: "d", path: "/health-checklist" });
    expect(app).toMatchObject({
      "@type": "WebApplication",
      url: "http://localhost:3000/health-checklist",
      isAccessibleForFree: true,
      offers: { "@type": "Offer", price: "0", priceCurrency: "CAD" },
      provider: { "@id": "http://localhost:3000/#organization" },
    });
    expect(JSON.stringify(app)).not.toMatch(/aggregateRating|review/i);
  });
  it("FAQPage mirrors the given questions and answers exactly, hostile text included", () => {
    const faq = faqPageSchema([{ question: "Q <b>?", answer: HOSTILE }]);
    expect(faq.mainEntity).toEqual([
      { "@type": "Question", name: "Q <b>?", acceptedAnswer: { "@type": "Answer", text: HOSTILE } },
    ]);
    expect(JSON.parse(serializeJsonLd(faq))).toEqual(faq);
  });
  it("BreadcrumbList numbers the crumbs from 1 with absolute URLs", () => {
    const b = breadcrumbSchema([
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
    ]);
    expect(b.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "http://localhost:3000/blog" },
    ]);
  });
  it("BlogPosting has headline, both dates and the author", () => {
    const p = blogPostingSchema({
      title: HOSTILE,
      description: "d",
      path: "/blog/x",
      author: "Toronto Dental IT",
      publishedAt: new Date("2025-01-01T00:00:00Z"),
      updatedAt: new Date("2025-02-01T00:00:00Z"),
      category: "Cybersecurity",
      tags: ["a", "b"],
    });
    expect(p).toMatchObject({
      headline: HOSTILE,
      datePublished: "2025-01-01T00:00:00.000Z",
      dateModified: "2025-02-01T00:00:00.000Z",
      author: { name: "Toronto Dental IT" },
    });
    expect(serializeJsonLd(p)).not.toContain("</script");
  });
});
