import { BUSINESS } from "@/content/business";
import { LEGAL_DOCUMENTS, type LegalDocumentKey } from "@/content/legal";
import { parseMarkup } from "@/lib/core/markup";
import { longDate } from "@/lib/core/format";

const KEYS: readonly LegalDocumentKey[] = ["privacy-policy", "terms-of-service"];
const privacy = LEGAL_DOCUMENTS["privacy-policy"];
const terms = LEGAL_DOCUMENTS["terms-of-service"];

describe.each(KEYS)("legal document %s", (key) => {
  const doc = LEGAL_DOCUMENTS[key];

  it("lives at its own path", () => {
    expect(doc.path).toBe(`/${key}`);
  });

  it("parses into at least 8 sections (h2), with no subheading before the first section", () => {
    const blocks = parseMarkup(doc.body);
    const headings = blocks.filter((b) => b.kind === "heading");
    expect(headings.filter((h) => h.level === 2).length).toBeGreaterThanOrEqual(8);
    // The page's h1 is the hero, so the first heading must be an h2 (no skipped level).
    expect(headings[0]?.level).toBe(2);
  });

  it("has a valid ISO revision date that is not in the future", () => {
    expect(doc.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const date = new Date(`${doc.lastUpdated}T00:00:00Z`);
    expect(Number.isNaN(date.getTime())).toBe(false);
    expect(date.toISOString().slice(0, 10)).toBe(doc.lastUpdated);
    expect(date.getTime()).toBeLessThanOrEqual(Date.now());
    expect(longDate(doc.lastUpdated)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it("names the business and leaves no placeholder, undefined value or markup behind", () => {
    const text = [
      doc.title,
      doc.heroLead,
      doc.metaDescription,
      doc.body,
      ...doc.related.flatMap((r) => [r.label, r.description]),
    ].join("\n");
    expect(doc.body).toContain(BUSINESS.name);
    expect(text).not.toMatch(/[{}]/);
    expect(text).not.toMatch(/\bundefined\b|\bnull\b|NaN|\[object Object\]/);
    expect(text).not.toMatch(/<[a-z/]|https?:\/\//i);
    // A business fact ending in a full stop ("Inc.") must not end a sentence in "..".
    expect(text).not.toMatch(/\.\.|\s[.,;:]/);
  });

  it("has three related pages, none of them itself", () => {
    expect(doc.related).toHaveLength(3);
    expect(new Set(doc.related.map((r) => r.href)).size).toBe(3);
    for (const r of doc.related) {
      expect(r.href).toMatch(/^\/[a-z-]*$/);
      expect(r.href).not.toBe(doc.path);
      expect(r.label.trim()).not.toBe("");
      expect(r.description.trim()).not.toBe("");
    }
  });
});

describe("privacy policy", () => {
  it("gives the Privacy Officer's e-mail address from the business record", () => {
    expect(privacy.body).toContain(BUSINESS.emails.privacy);
  });
  it("covers PIPEDA, CASL and the Office of the Privacy Commissioner of Canada", () => {
    expect(privacy.body).toContain("PIPEDA");
    expect(privacy.body).toContain("CASL");
    expect(privacy.body).toContain("Office of the Privacy Commissioner of Canada");
  });
  it("states access within 30 days, lead retention and the PHIPA boundary", () => {
    expect(privacy.body).toContain("within 30 days");
    expect(privacy.body).toContain("24 months");
    expect(privacy.body).toContain("PHIPA");
  });
});

describe("terms of service", () => {
  it("is governed by Ontario law, with the courts of Toronto", () => {
    expect(terms.body).toContain("Ontario");
    expect(terms.body).toContain("Toronto");
  });
  it("points to the privacy policy", () => {
    expect(terms.related.map((r) => r.href)).toContain(privacy.path);
  });
});
