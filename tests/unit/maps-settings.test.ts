/** @jest-environment node */
import { NextRequest } from "next/server";
import { GET } from "@/app/api/keys/google-maps/route";
import { resetEnvCache } from "@/lib/core/env";
import { locationLookupAvailable, reverseGeocode } from "@/lib/location/reverse-geocode";
import { readMapsSettings } from "@/lib/location/maps";
import { contentSecurityPolicy } from "@/lib/core/security-headers";
import { proxy } from "@/proxy";

/**
 * Both maps keys are read when the server runs: the settings answer, the reverse-geocode lookup
 * and the CSP's frame-src all follow the environment of the running process, not of the build.
 */

const saved = { embed: process.env.GOOGLE_MAPS_EMBED_KEY, server: process.env.GOOGLE_MAPS_SERVER_KEY };

function setKeys(embed: string | undefined, server: string | undefined): void {
  if (embed === undefined) delete process.env.GOOGLE_MAPS_EMBED_KEY;
  else process.env.GOOGLE_MAPS_EMBED_KEY = embed;
  if (server === undefined) delete process.env.GOOGLE_MAPS_SERVER_KEY;
  else process.env.GOOGLE_MAPS_SERVER_KEY = server;
  resetEnvCache();
}

afterEach(() => {
  setKeys(saved.embed, saved.server);
  jest.restoreAllMocks();
});

describe("GET /api/keys/google-maps", () => {
  it("answers the browser key and that lookup works when both keys are set, never the server key", async () => {
    setKeys("browser-key", "server-secret");
    const response = await GET(new Request("http://localhost/api/keys/google-maps"));
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ key: "browser-key", locationLookup: true });
    expect(text).not.toContain("server-secret");
  });

  it("answers no key and no lookup when neither is set (an empty value counts as unset)", async () => {
    setKeys("", undefined);
    expect(await (await GET(new Request("http://localhost/api/keys/google-maps"))).json()).toEqual({
      key: null,
      locationLookup: false,
    });
  });
});

describe("readMapsSettings", () => {
  it("reads anything unexpected as nothing configured", () => {
    expect(readMapsSettings(null)).toEqual({ key: null, locationLookup: false });
    expect(readMapsSettings({ key: 42, locationLookup: "yes" })).toEqual({ key: null, locationLookup: false });
    expect(readMapsSettings({ key: "k", locationLookup: true })).toEqual({ key: "k", locationLookup: true });
  });
});

describe("reverse geocoding without a server key", () => {
  it("is unavailable and asks no one", async () => {
    setKeys(undefined, undefined);
    const fetchSpy = jest.spyOn(global, "fetch");
    expect(locationLookupAvailable()).toBe(false);
    expect(await reverseGeocode(43.7, -79.4)).toEqual({ ok: false, reason: "unavailable" });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("the CSP's frame-src", () => {
  it("allows only Google's map origin, and only with an embed key", () => {
    expect(contentSecurityPolicy({ SITE_URL: "https://example.com" }, { mapsEmbed: false })).toContain(
      "frame-src 'none'",
    );
    expect(contentSecurityPolicy({ SITE_URL: "https://example.com" }, { mapsEmbed: true })).toContain(
      "frame-src https://www.google.com;",
    );
  });

  it("follows the running process's embed key on every response", async () => {
    setKeys(undefined, undefined);
    const without = await proxy(new NextRequest("http://localhost/locations/markham"));
    expect(without.headers.get("content-security-policy")).toContain("frame-src 'none'");
    setKeys("browser-key", undefined);
    const withKey = await proxy(new NextRequest("http://localhost/locations/markham"));
    expect(withKey.headers.get("content-security-policy")).toContain("frame-src https://www.google.com;");
  });
});
