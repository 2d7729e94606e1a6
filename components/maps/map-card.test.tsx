import { render, screen } from "@testing-library/react";
import { MapCard } from "@/components/maps/map-card";
import { resetEnvCache } from "@/lib/env";

describe("MapCard", () => {
  afterEach(() => {
    delete process.env.GOOGLE_MAPS_EMBED_KEY;
    resetEnvCache();
  });

  it("shows 'Map Unavailable' with a Google Maps link when no key is set", () => {
    render(<MapCard />);
    expect(screen.getByText("Map Unavailable")).toBeInTheDocument();
    expect(screen.getByText("Please use the links above to view our location on Google Maps.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute("href", expect.stringContaining("google.com/maps/search"));
    expect(screen.getByRole("link", { name: /Get Directions/ })).toHaveAttribute("href", expect.stringContaining("google.com/maps/dir"));
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("embeds the map at zoom 15 in a reserved 400 px box, loaded lazily, when a key is set", () => {
    process.env.GOOGLE_MAPS_EMBED_KEY = "browser-key";
    resetEnvCache();
    render(<MapCard />);
    const frame = document.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toContain("key=browser-key");
    expect(frame.getAttribute("src")).toContain("zoom=15");
    expect(frame.getAttribute("loading")).toBe("lazy");
    expect(frame.getAttribute("height")).toBe("400");
    expect((frame.parentElement as HTMLElement).style.height).toBe("400px");
    expect(screen.getByText("Loading map...")).toBeInTheDocument();
  });
});
