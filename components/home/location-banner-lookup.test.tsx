import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { LocationBanner, PERMISSION_STORAGE_KEY } from "@/components/home/location-banner";
import { resetMapsSettings } from "@/components/maps/maps-settings";
import { getPopularAreas, REGIONS } from "@/content/locations";

const OVERVIEW = { areas: getPopularAreas(), regions: REGIONS.map((region) => region.name) };

/**
 * Whether the banner offers location at all follows the server's maps settings, read at run time:
 * without a server key there is no "Use My Location" and no lookup, whatever the browser allows.
 */

const fetchMock = jest.fn();
const getCurrentPosition = jest.fn();
const query = jest.fn();

function reply(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

/** fetch answering the settings request with `settings` and the lookup with `lookup`. */
function serverAnswers(
  settings: unknown,
  lookup: ReturnType<typeof reply> = reply(200, {
    success: true,
    city: "Toronto",
    suburb: { slug: "scarborough", name: "Scarborough", region: "Toronto" },
  }),
) {
  fetchMock.mockImplementation(async (url: string) =>
    url === "/api/keys/google-maps" ? reply(200, settings) : lookup,
  );
}

function browserPermission(state: PermissionState) {
  query.mockResolvedValue({ state, addEventListener: jest.fn(), removeEventListener: jest.fn() });
}

const lookups = () => fetchMock.mock.calls.filter(([url]) => url === "/api/location/reverse-geocode");

/** Lets every pending promise and effect run. */
const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

beforeEach(() => {
  resetMapsSettings();
  localStorage.clear();
  fetchMock.mockReset();
  getCurrentPosition.mockReset();
  query.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  getCurrentPosition.mockImplementation((success: PositionCallback) =>
    success({ coords: { latitude: 43.7731, longitude: -79.2578 } } as GeolocationPosition),
  );
  Object.defineProperty(navigator, "geolocation", { configurable: true, value: { getCurrentPosition } });
  Object.defineProperty(navigator, "permissions", { configurable: true, value: { query } });
});

describe("LocationBanner and the server's location lookup", () => {
  it("without a server key: a visitor who allowed location before gets no lookup, no error and no button", async () => {
    localStorage.setItem(PERMISSION_STORAGE_KEY, "granted");
    browserPermission("granted");
    serverAnswers({ key: null, locationLookup: false });
    render(<LocationBanner {...OVERVIEW} />);
    await settle();
    await settle();
    expect(fetchMock).toHaveBeenCalledWith("/api/keys/google-maps", expect.anything());
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(lookups()).toHaveLength(0);
    expect(screen.queryByText("Error fetching location data")).toBeNull();
    expect(screen.queryByRole("button", { name: "Use My Location" })).toBeNull();
    expect(screen.queryByText(/Location detection is off/)).toBeNull();
    expect(screen.getByRole("heading", { name: "Serving Dental Practices Across the GTA" })).toBeInTheDocument();
  });

  it("without a server key: a visitor who has not decided is offered no button", async () => {
    browserPermission("prompt");
    serverAnswers({ key: "browser-key", locationLookup: false });
    render(<LocationBanner {...OVERVIEW} />);
    await settle();
    await settle();
    expect(screen.queryByRole("button", { name: "Use My Location" })).toBeNull();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it("offers nothing until the server has answered", async () => {
    browserPermission("granted");
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    render(<LocationBanner {...OVERVIEW} />);
    await settle();
    expect(screen.queryByRole("button", { name: "Use My Location" })).toBeNull();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it("with a server key: detects automatically when the browser already allows it", async () => {
    browserPermission("granted");
    serverAnswers({ key: null, locationLookup: true });
    render(<LocationBanner {...OVERVIEW} />);
    expect(await screen.findByRole("link", { name: /View Scarborough IT Services/ })).toHaveAttribute(
      "href",
      "/locations/scarborough",
    );
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(lookups()).toHaveLength(1);
  });

  it("with a server key: offers 'Use My Location' when the browser would ask", async () => {
    browserPermission("prompt");
    serverAnswers({ key: null, locationLookup: true });
    render(<LocationBanner {...OVERVIEW} />);
    expect(await screen.findByRole("button", { name: "Use My Location" })).toBeVisible();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it("a lookup answered 'not available' removes the button without an error message", async () => {
    browserPermission("prompt");
    serverAnswers(
      { key: null, locationLookup: true },
      reply(501, { success: false, message: "Location lookup is not available", lookupAvailable: false }),
    );
    render(<LocationBanner {...OVERVIEW} />);
    fireEvent.click(await screen.findByRole("button", { name: "Use My Location" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Use My Location" })).toBeNull());
    expect(lookups()).toHaveLength(1);
    expect(screen.queryByText("Error fetching location data")).toBeNull();
    expect(screen.queryByText("Location lookup is not available")).toBeNull();
    expect(screen.getByRole("heading", { name: "Serving Dental Practices Across the GTA" })).toBeInTheDocument();
  });
});
