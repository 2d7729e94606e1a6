import { render, screen } from "@testing-library/react";
import { MapCard } from "@/components/maps/map-card";
import { resetMapsSettings } from "@/components/maps/maps-settings";
import { resetEnvCache } from "@/lib/core/env";

const fetchMock = jest.fn();

/** What fetch resolves with (jsdom has no Response): the parts the loader reads. */
function reply(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

/** The fixed-height box the map or its fallback fills. */
function mapBox(): HTMLElement {
  const box = screen.getByRole("heading", { name: "Toronto Dental IT" }).closest(".overflow-hidden")?.lastElementChild;
  if (!(box instanceof HTMLElement)) throw new Error("no map box");
  return box;
}

beforeEach(() => {
  resetMapsSettings();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  delete process.env.GOOGLE_MAPS_EMBED_KEY;
  resetEnvCache();
});

describe("MapCard", () => {
  it("asks the server for the key at run time and embeds the map at zoom 15, lazily, in the same 400 px box", async () => {
    // The build knew no key: only the server's answer brings it.
    fetchMock.mockResolvedValue(reply(200, { key: "browser-key", locationLookup: true }));
    render(<MapCard />);
    expect(mapBox().style.height).toBe("400px");
    expect(screen.getByText("Loading map...")).toBeInTheDocument();
    expect(screen.queryByText("Map Unavailable")).toBeNull();

    const frame = await screen.findByTitle(/Map of Toronto Dental IT's office/);
    expect(fetchMock).toHaveBeenCalledWith("/api/keys/google-maps", expect.objectContaining({ cache: "no-store" }));
    expect(frame.getAttribute("src")).toContain("key=browser-key");
    expect(frame.getAttribute("src")).toContain("zoom=15");
    expect(frame.getAttribute("loading")).toBe("lazy");
    expect(frame.getAttribute("height")).toBe("400");
    expect(mapBox().style.height).toBe("400px");
  });

  it("shows 'Map Unavailable' with a Google Maps link when the server has no key, even if the build had one", async () => {
    process.env.GOOGLE_MAPS_EMBED_KEY = "key-at-build-time";
    resetEnvCache();
    fetchMock.mockResolvedValue(reply(200, { key: null, locationLookup: false }));
    render(<MapCard />);
    expect(await screen.findByText("Map Unavailable")).toBeInTheDocument();
    expect(screen.getByText("Please use the links above to view our location on Google Maps.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
      "href",
      expect.stringContaining("google.com/maps/search"),
    );
    expect(screen.getByRole("link", { name: /Get Directions/ })).toHaveAttribute(
      "href",
      expect.stringContaining("google.com/maps/dir"),
    );
    expect(document.querySelector("iframe")).toBeNull();
    expect(mapBox().style.height).toBe("400px");
  });

  it("falls back to 'Map Unavailable' when the settings cannot be fetched", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<MapCard />);
    expect(await screen.findByText("Map Unavailable")).toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("asks once per page view however many cards there are", async () => {
    fetchMock.mockResolvedValue(reply(200, { key: "browser-key", locationLookup: false }));
    render(
      <>
        <MapCard />
        <MapCard headingLevel={2} />
      </>,
    );
    expect(await screen.findAllByTitle(/Map of Toronto Dental IT's office/)).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
