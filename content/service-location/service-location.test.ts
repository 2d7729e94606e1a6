import { LOCATIONS } from "@/content/locations";
import { SERVICE_LOCATION_SETS, getServiceLocationCopy, pickStory, storyIndex } from "@/content/service-location";
import { SERVICES } from "@/content/services";

const PHONE_OR_EMAIL = /\b\d{3}[-. ]\d{3}[-. ]\d{4}\b|[\w.+-]+@[\w-]+\.[\w.]+/;

describe("service-by-location copy", () => {
  it("has one set per service key, each with six features, six benefits, three stories and all 11 locations in order", () => {
    expect(SERVICE_LOCATION_SETS.map((s) => s.service)).toEqual(SERVICES.map((s) => s.urlSegment));
    for (const set of SERVICE_LOCATION_SETS) {
      expect(set.features).toHaveLength(6);
      expect(set.benefits).toHaveLength(6);
      expect(set.stories).toHaveLength(3);
      expect(set.pages.map((p) => p.location)).toEqual(LOCATIONS.map((l) => l.slug));
      for (const p of set.pages) {
        const text = [
          p.heroSubtitle,
          p.intro,
          ...p.localContext,
          p.compliance,
          ...p.faq.flatMap((f) => [f.question, f.answer]),
        ].join(" ");
        expect(text).not.toMatch(PHONE_OR_EMAIL);
        expect(text).not.toMatch(/lorem|TODO|coming soon/i);
        expect(text.split(/\s+/).length).toBeGreaterThan(300);
      }
    }
  });

  it("chooses the success story by (suburb name length + slug length) mod 3", () => {
    expect(storyIndex("Markham", "markham")).toBe(14 % 3);
    expect(storyIndex("Downtown Toronto", "downtown-toronto")).toBe(32 % 3);
    expect(storyIndex("Richmond Hill", "richmond-hill")).toBe(26 % 3);
    const set = SERVICE_LOCATION_SETS[0]!;
    expect(pickStory(set, "Oakville", "oakville")).toBe(set.stories[16 % 3]);
  });

  it("finds a page by service key and location, and nothing for the page slug 'hardware-support'", () => {
    expect(getServiceLocationCopy("hardware", "markham")?.location).toBe("markham");
    expect(getServiceLocationCopy("hardware-support", "markham")).toBeUndefined();
    expect(getServiceLocationCopy("managed-it", "atlantis")).toBeUndefined();
  });
});
