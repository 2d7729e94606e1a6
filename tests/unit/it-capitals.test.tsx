import { render } from "@testing-library/react";
import { ServicePageView } from "@/components/services/service-page-view";
import { SERVICE_PAGES } from "@/content/service-pages";
import { SERVICES, getService } from "@/content/services";
import { lowerCaseKeepingAcronyms } from "@/lib/core/format";
import { findLowercaseIt } from "@/tests/unit/helpers/it-capitals";

/** Every string a content module exports, however deeply nested. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => strings(v, seen));
}

const CONTENT_MODULES = [
  "about",
  "accessibility",
  "benefits",
  "blog-categories",
  "business",
  "checklist",
  "claims",
  "faq",
  "legal",
  "location-profiles",
  "locations",
  "navigation",
  "newsletter",
  "partners",
  "service-pages",
  "services",
  "site",
  "service-location/index",
  "seed/blog-posts",
  "seed/newsletter-issues",
];

describe("findLowercaseIt", () => {
  it("reports 'it' meaning information technology", () => {
    expect(findLowercaseIt("Toronto managed it support")).toEqual(["managed it support"]);
    expect(findLowercaseIt("dental managed it Markham")).toEqual(["managed it"]);
    expect(findLowercaseIt("Fast dental it for the GTA")).toEqual(["dental it"]);
    expect(findLowercaseIt("Need help with managed it")).toEqual(["managed it"]);
    expect(findLowercaseIt("Looking for it support?")).toEqual(["for it support"]);
  });
  it("leaves the pronoun and capital IT alone", () => {
    expect(findLowercaseIt("Pay for it once. We managed it. Keep it running; it supports the chart.")).toEqual([]);
    expect(findLowercaseIt("Managed IT support for dental IT in Toronto")).toEqual([]);
  });
});

describe("IT in capitals", () => {
  it.each(CONTENT_MODULES)("content/%s writes IT in capitals", async (name) => {
    const mod: unknown = await import(`@/content/${name}`);
    const found = strings(mod).flatMap(findLowercaseIt);
    expect(found).toEqual([]);
  });

  it("lower-cases a label for running text but keeps acronyms", () => {
    expect(lowerCaseKeepingAcronyms("Managed IT")).toBe("managed IT");
    expect(lowerCaseKeepingAcronyms("Tips & Tricks")).toBe("tips & tricks");
    expect(lowerCaseKeepingAcronyms("PHIPA Compliance")).toBe("PHIPA compliance");
    expect(lowerCaseKeepingAcronyms("A Cloud")).toBe("a cloud");
    for (const s of SERVICES)
      expect(findLowercaseIt(`dental ${lowerCaseKeepingAcronyms(s.shortTitle)} Markham`)).toEqual([]);
  });

  it.each(SERVICE_PAGES.map((p) => getService(p.service).slug))(
    "the /%s page says IT in capitals, hidden link text included",
    (slug) => {
      const service = SERVICES.find((s) => s.slug === slug)!;
      const page = SERVICE_PAGES.find((p) => p.service === service.id)!;
      const { container } = render(<ServicePageView service={service} page={page} />);
      // Text nodes joined with spaces: textContent runs "support" into the next link's "Scarborough".
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      const texts: string[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
      expect(findLowercaseIt(texts.join(" "))).toEqual([]);
    },
  );
});
