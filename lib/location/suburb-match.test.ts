/** @jest-environment node */
import { forwardSortationArea, matchSuburb } from "@/lib/location/suburb-match";

describe("matchSuburb", () => {
  it.each([
    ["M1B 3C3", "scarborough"],
    ["M2N 6K1", "north-york"],
    ["M9C 1A1", "etobicoke"],
    ["M5V 3L9", "downtown-toronto"],
    ["M4E 1A1", "toronto"],
    ["L5B 3C2", "mississauga"],
    ["L3R 9Z2", "markham"],
    ["L4K 5W4", "vaughan"],
    ["L4B 3P4", "richmond-hill"],
    ["L6H 0A1", "oakville"],
    ["L1V 1A1", "pickering"],
  ])("matches %s to %s by its forward sortation area", (postalCode, slug) => {
    expect(matchSuburb(postalCode, null)?.slug).toBe(slug);
  });

  it("ignores case and spacing in the postal code", () => {
    expect(matchSuburb("m1b3c3", null)?.slug).toBe("scarborough");
    expect(matchSuburb("  l5b 3c2 ", undefined)?.slug).toBe("mississauga");
  });

  it("accepts a bare forward sortation area, as geocoders sometimes return", () => {
    expect(matchSuburb("M2N", null)?.slug).toBe("north-york");
  });

  it("prefers the postal code over the city", () => {
    expect(matchSuburb("M1B 3C3", "Toronto")?.slug).toBe("scarborough");
    expect(matchSuburb("L3R 9Z2", "Toronto")?.slug).toBe("markham");
  });

  it("returns undefined for a postal code outside the service area in another city", () => {
    expect(matchSuburb("K1A 0B1", "Ottawa")).toBeUndefined();
  });

  it("falls back to Downtown Toronto for an unlisted FSA when the city is Toronto", () => {
    expect(matchSuburb("M7A 1A1", "Toronto")?.slug).toBe("downtown-toronto");
    expect(matchSuburb("M7A 1A1", "  toronto ")?.slug).toBe("downtown-toronto");
  });

  it("falls back to Downtown Toronto with no postal code when the city is Toronto", () => {
    expect(matchSuburb(null, "Toronto")?.slug).toBe("downtown-toronto");
    expect(matchSuburb("", "TORONTO")?.slug).toBe("downtown-toronto");
  });

  it("returns undefined with neither a postal code nor a city", () => {
    expect(matchSuburb(null, null)).toBeUndefined();
    expect(matchSuburb(undefined, undefined)).toBeUndefined();
  });

  it("does not treat a city that merely contains Toronto as Toronto", () => {
    expect(matchSuburb(null, "East Toronto Heights")).toBeUndefined();
  });
});

describe("forwardSortationArea", () => {
  it("takes the first three characters, upper-cased, without spaces", () => {
    expect(forwardSortationArea("m5v 3l9")).toBe("M5V");
    expect(forwardSortationArea(" M 5 V ")).toBe("M5V");
  });

  it("is null for missing or too-short input", () => {
    expect(forwardSortationArea(null)).toBeNull();
    expect(forwardSortationArea(undefined)).toBeNull();
    expect(forwardSortationArea("M5")).toBeNull();
  });
});
