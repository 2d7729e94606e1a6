import { LOCATIONS } from "@/content/locations";
import { cardTitle, placeOf, titleFontSize } from "@/lib/core/seo/share-card";

jest.mock("next/og", () => ({ ImageResponse: class {} }));

describe("share card text", () => {
  it("names a location with its region, and the city itself with its province", () => {
    const markham = LOCATIONS.find((l) => l.slug === "markham")!;
    const toronto = LOCATIONS.find((l) => l.slug === "toronto")!;
    expect(placeOf(markham)).toBe("Markham, York Region");
    expect(placeOf(toronto)).toBe("Toronto, Ontario");
  });

  it("keeps a title whole up to 120 characters and ends a longer one in an ellipsis", () => {
    const long = "Word ".repeat(40).trim();
    expect(cardTitle("  Cloud   Solutions ")).toBe("Cloud Solutions");
    expect(cardTitle(long)).toHaveLength(120);
    expect(cardTitle(long).endsWith("…")).toBe(true);
  });

  it("sets longer titles smaller, never below the size a phone preview still reads", () => {
    const sizes = [10, 40, 80, 120].map((n) => titleFontSize("x".repeat(n)));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(46);
  });
});
