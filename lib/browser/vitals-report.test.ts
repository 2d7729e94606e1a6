import { beaconOf, connectionOf, currentPageKind, isSampled, readSampleRate } from "@/lib/browser/vitals-report";
import { UNMEASURED_PAGES } from "@/content/routes";
import { vitalsBeaconSchema } from "@/lib/vitals/schema";
import * as z from "zod/mini";

describe("the browser's reporter", () => {
  it("reads the sample rate the server answers, and nothing else", () => {
    expect(readSampleRate({ sampleRate: 0.5 })).toBe(0.5);
    expect(readSampleRate({ sampleRate: 0 })).toBe(0);
    expect(readSampleRate({ sampleRate: 2 })).toBeNull();
    expect(readSampleRate({ sampleRate: "1" })).toBeNull();
    expect(readSampleRate(null)).toBeNull();
  });

  it("measures every view at 1, none at 0, and the share drawn under the rate", () => {
    expect(isSampled(1, 0.999)).toBe(true);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(0.25, 0.2)).toBe(true);
    expect(isSampled(0.25, 0.25)).toBe(false);
  });

  it("reports a known connection type only", () => {
    expect(connectionOf({ connection: { effectiveType: "3g" } } as unknown as Navigator)).toBe("3g");
    expect(connectionOf({ connection: { effectiveType: "wifi" } } as unknown as Navigator)).toBeNull();
    expect(connectionOf({} as Navigator)).toBeNull();
  });

  it("builds a beacon the route accepts, with the page kind and no address", () => {
    const values = new Map([
      ["CLS", 0.02],
      ["LCP", 1200],
    ] as const);
    const beacon = beaconOf("/locations/[slug]", new Map(values), "wide", "4g");
    expect(beacon).toEqual({
      pageKind: "/locations/[slug]",
      device: "wide",
      connection: "4g",
      metrics: [
        { name: "LCP", value: 1200 },
        { name: "CLS", value: 0.02 },
      ],
    });
    expect(z.safeParse(vitalsBeaconSchema, beacon).success).toBe(true);
    expect(beaconOf("/", new Map([["TTFB", 5]]), "narrow", null)).not.toHaveProperty("connection");
  });

  it("reports a 404 page as 'other' and the staff area not at all", () => {
    window.history.replaceState(null, "", "/locations/atlantis");
    expect(currentPageKind(UNMEASURED_PAGES)).toBe("/locations/[slug]");
    document.body.innerHTML = '<div data-not-found=""></div>';
    expect(currentPageKind(UNMEASURED_PAGES)).toBe("other");
    window.history.replaceState(null, "", "/admin/leads");
    expect(currentPageKind(UNMEASURED_PAGES)).toBeNull();
    document.body.innerHTML = "";
  });
});
