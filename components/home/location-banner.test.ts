/** @jest-environment node */
import { nextBannerAction } from "@/components/home/location-banner";

describe("nextBannerAction", () => {
  it("reports an unsupported browser whatever else is known", () => {
    expect(nextBannerAction({ geolocationSupported: false, browserState: "granted", stored: null })).toBe(
      "unsupported",
    );
    expect(nextBannerAction({ geolocationSupported: false, browserState: "unknown", stored: "granted" })).toBe(
      "unsupported",
    );
  });

  it("detects automatically when the browser already grants access and nothing is stored", () => {
    expect(nextBannerAction({ geolocationSupported: true, browserState: "granted", stored: null })).toBe("auto-detect");
  });

  it("detects automatically when the browser grants access and the stored choice is granted", () => {
    expect(nextBannerAction({ geolocationSupported: true, browserState: "granted", stored: "granted" })).toBe(
      "auto-detect",
    );
  });

  it("respects a stored denial even when the browser grants access", () => {
    expect(nextBannerAction({ geolocationSupported: true, browserState: "granted", stored: "denied" })).toBe(
      "fallback",
    );
  });

  it("never prompts on load: the prompt state shows the overview", () => {
    expect(nextBannerAction({ geolocationSupported: true, browserState: "prompt", stored: null })).toBe("fallback");
    expect(nextBannerAction({ geolocationSupported: true, browserState: "prompt", stored: "granted" })).toBe(
      "fallback",
    );
  });

  it("shows the overview when the browser denies access", () => {
    expect(nextBannerAction({ geolocationSupported: true, browserState: "denied", stored: null })).toBe("fallback");
    expect(nextBannerAction({ geolocationSupported: true, browserState: "denied", stored: "granted" })).toBe(
      "fallback",
    );
  });

  it("shows the overview when the browser cannot report its permission state", () => {
    expect(nextBannerAction({ geolocationSupported: true, browserState: "unknown", stored: "granted" })).toBe(
      "fallback",
    );
  });
});
