/** @jest-environment node */
import { BUSINESS } from "@/content/business";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { fillMetadataSegment } from "next/dist/lib/metadata/get-metadata-route";
import {
  blogPostingSchema,
  blogSchema,
  breadcrumbSchema,
  businessId,
  businessSchema,
  faqPageSchema,
  newsletterIssueSchema,
  serviceSchema,
  webApplicationSchema,
  websiteSchema,
} from "@/lib/core/seo/schema";
import { serializeJsonLd } from "@/lib/core/seo/serialize";
import { ownShareCardUrl } from "@/lib/core/seo/share-card-url";

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

const POST = {
  title: HOSTILE,
  description: "d",
  path: "/blog/x",
  author: "Toronto Dental IT",
  publishedAt: new Date("2025-01-01T00:00:00Z"),
  updatedAt: new Date("2025-02-01T00:00:00Z"),
  category: "Cybersecurity",
  tags: ["a", "b"],
  shareCard: ownShareCardUrl("/blog/x", "/(site)/blog/[slug]"),
};

const ISSUE = {
  title: "Backups That Restore",
  description: "d",
  path: "/newsletter/7",
  sentAt: new Date("2026-05-01T12:00:00Z"),
  month: "May",
  year: 2026,
  shareCard: ownShareCardUrl("/newsletter/7", "/(site)/newsletter/[id]"),
};

/** Every record a builder makes, as the pages use them. */
function everyRecord(): [string, object][] {
  return [
    ["business", businessSchema()],
    ["website", websiteSchema()],
    [
      "service",
      serviceSchema({ name: "Managed IT", description: "d", path: "/managed-it", serviceType: "Managed IT" }),
    ],
    [
      "service in a place",
      serviceSchema({
        name: "In Markham",
        description: "d",
        path: "/locations/markham",
        serviceType: "IT",
        areaServed: "Markham, Ontario",
      }),
    ],
    ["blog posting", blogPostingSchema(POST)],
    [
      "blog",
      blogSchema({
        name: "Blog",
        description: "d",
        path: "/blog",
        posts: [{ title: "t", path: "/blog/x", publishedAt: new Date() }],
      }),
    ],
    ["newsletter issue", newsletterIssueSchema(ISSUE)],
    ["web application", webApplicationSchema({ name: "Checklist", description: "d", path: "/health-checklist" })],
    ["FAQ", faqPageSchema([{ question: "q", answer: "a" }])],
    ["breadcrumb", breadcrumbSchema([{ name: "Home", path: "/" }])],
  ];
}

/** Nodes with an @id and something more (definitions), and nodes with nothing but an @id (references). */
function idsIn(value: unknown, found = { defined: [] as Record<string, unknown>[], referenced: [] as string[] }) {
  if (Array.isArray(value)) for (const v of value) idsIn(v, found);
  else if (value && typeof value === "object") {
    const node = value as Record<string, unknown>;
    if (typeof node["@id"] === "string") {
      if (Object.keys(node).length === 1) found.referenced.push(node["@id"]);
      else found.defined.push(node);
    }
    for (const v of Object.values(node)) idsIn(v, found);
  }
  return found;
}

describe("the business in structured data", () => {
  it("has one @id, whatever the record or page that names it", () => {
    expect(businessId()).toBe("http://localhost:3000/#organization");
    for (const [name, record] of everyRecord()) {
      const business = idsIn(record).defined.filter(
        (n) => n.name === BUSINESS.name && ["Organization", "ProfessionalService"].includes(String(n["@type"])),
      );
      for (const node of business) expect([name, node["@id"]]).toEqual([name, businessId()]);
      expect([name, JSON.stringify(record)]).not.toEqual([name, expect.stringMatching(/#localbusiness/)]);
    }
  });
  it("every record that names the business defines it, so no page points at a node it does not have", () => {
    for (const [name, record] of everyRecord()) {
      const { defined, referenced } = idsIn(record);
      const ids = new Set(defined.map((n) => n["@id"]));
      for (const id of referenced) expect([name, id, ids.has(id)]).toEqual([name, id, true]);
    }
    expect(serviceSchema({ name: "n", description: "d", path: "/p", serviceType: "t" }).provider).toMatchObject({
      "@id": businessId(),
      name: BUSINESS.name,
      url: "http://localhost:3000/",
    });
    expect(blogPostingSchema(POST).publisher).toMatchObject({ "@id": businessId(), name: BUSINESS.name });
  });
});

describe("an article's image", () => {
  it("is its own share card, at the address Next serves the card at, not the logo", () => {
    const posting = blogPostingSchema(POST);
    expect(posting.image).toBe(
      `http://localhost:3000${fillMetadataSegment("/(site)/blog/[slug]", { slug: "x" }, "opengraph-image", false)}`,
    );
    expect(posting.image).toMatch(/^http:\/\/localhost:3000\/blog\/x\/opengraph-image-[0-9a-z]{6}$/);
    const issue = newsletterIssueSchema(ISSUE);
    expect(issue.image).toBe(
      `http://localhost:3000${fillMetadataSegment("/(site)/newsletter/[id]", { id: "7" }, "opengraph-image", false)}`,
    );
    expect(JSON.stringify([posting.image, issue.image])).not.toContain("logo");
  });
  it("names a card outside any route group without a suffix, as Next does", () => {
    expect(ownShareCardUrl("/x", "/x")).toBe(
      `http://localhost:3000${fillMetadataSegment("/x", {}, "opengraph-image", false)}`,
    );
  });
});

describe("JSON-LD builders", () => {
  it("the business in full: a logo ImageObject, the 50000 m radius, the office hours and the address from content", () => {
    const lb = businessSchema();
    expect(lb).toMatchObject({
      "@type": "ProfessionalService",
      "@id": "http://localhost:3000/#organization",
      name: BUSINESS.name,
      url: "http://localhost:3000/",
      logo: { "@type": "ImageObject" },
      foundingDate: "2008",
      telephone: "+1-416-555-0142",
      geo: { latitude: BUSINESS.geo.latitude, longitude: BUSINESS.geo.longitude },
      areaServed: { "@type": "GeoCircle", geoRadius: "50000", name: "Greater Toronto Area, Ontario" },
      address: { addressLocality: "Toronto", addressRegion: "ON", addressCountry: "CA" },
      parentOrganization: { name: BUSINESS.parent.name },
    });
    const hours = (
      lb as unknown as { openingHoursSpecification: { opens: string; closes: string; dayOfWeek: string[] }[] }
    ).openingHoursSpecification[0]!;
    expect(hours).toMatchObject({ opens: "09:00", closes: "17:00" });
    expect(hours.dayOfWeek).toHaveLength(5);
    expect(JSON.stringify(lb)).not.toMatch(/aggregateRating|review/i);
  });
  it("WebSite names the site in Canadian English", () => {
    expect(websiteSchema()).toMatchObject({ "@type": "WebSite", name: BUSINESS.name, inLanguage: "en-CA" });
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
    const p = blogPostingSchema(POST);
    expect(p).toMatchObject({
      headline: HOSTILE,
      datePublished: "2025-01-01T00:00:00.000Z",
      dateModified: "2025-02-01T00:00:00.000Z",
      author: { name: "Toronto Dental IT" },
    });
    expect(serializeJsonLd(p)).not.toContain("</script");
  });
});
