import {
  PAGE_VIEW_REPORTS_MS,
  beaconOf,
  connectionOf,
  currentPageKind,
  isSampled,
  newPageViewId,
  pageViewReporter,
  readSampleRate,
} from "@/lib/browser/vitals-report";
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
    const view = { pageView: "0123456789abcdef0123456789abcdef", beacon: 1 };
    const beacon = beaconOf(view, "/locations/[slug]", new Map(values), "wide", "4g");
    expect(beacon).toEqual({
      pageView: "0123456789abcdef0123456789abcdef",
      beacon: 1,
      pageKind: "/locations/[slug]",
      device: "wide",
      connection: "4g",
      metrics: [
        { name: "LCP", value: 1200 },
        { name: "CLS", value: 0.02 },
      ],
    });
    expect(z.safeParse(vitalsBeaconSchema, beacon).success).toBe(true);
    expect(beaconOf(view, "/", new Map([["TTFB", 5]]), "narrow", null)).not.toHaveProperty("connection");
  });

  it("makes a page view's id from 128 random bits of getRandomValues, a new one each time", () => {
    const seen: number[] = [];
    const id = newPageViewId((bytes) => {
      seen.push(bytes.length);
      return bytes.fill(0xab);
    });
    expect(seen).toEqual([16]);
    expect(id).toBe("ab".repeat(16));
    expect(newPageViewId((bytes) => bytes.fill(0))).toBe("0".repeat(32));
    // The browser's own generator (jsdom's is Node's): 32 hex digits, never the same twice here.
    const ids = new Set(Array.from({ length: 50 }, () => newPageViewId()));
    expect(ids.size).toBe(50);
    for (const made of ids) expect(made).toMatch(/^[0-9a-f]{32}$/);
  });

  it("sends every beacon of a page view with its id, numbered, each holding what changed since the last", () => {
    const sent: unknown[] = [];
    const reporter = pageViewReporter("/", "f".repeat(32), (body) => sent.push(JSON.parse(body)));
    reporter.flush("wide", null, 1000);
    expect(sent).toEqual([]);
    for (const [name, value] of [
      ["TTFB", 80],
      ["FCP", 400],
      ["LCP", 900],
      ["CLS", 0.01],
      ["FID", 3],
    ] as const)
      reporter.hold({ name, value });
    reporter.flush("wide", "4g", 5000);
    // web-vitals reports CLS and INP again, as whole values, when the page is hidden a second time.
    reporter.hold({ name: "CLS", value: 0.02 });
    reporter.hold({ name: "INP", value: 120 });
    reporter.hold({ name: "CLS", value: 0.05 });
    reporter.flush("wide", "4g", 60_000);
    // Hidden again with nothing new: no beacon.
    reporter.flush("wide", "4g", 61_000);
    expect(sent).toEqual([
      {
        pageView: "f".repeat(32),
        beacon: 1,
        pageKind: "/",
        device: "wide",
        connection: "4g",
        metrics: [
          { name: "LCP", value: 900 },
          { name: "CLS", value: 0.01 },
          { name: "FCP", value: 400 },
          { name: "TTFB", value: 80 },
        ],
      },
      {
        pageView: "f".repeat(32),
        beacon: 2,
        pageKind: "/",
        device: "wide",
        connection: "4g",
        metrics: [
          { name: "INP", value: 120 },
          { name: "CLS", value: 0.05 },
        ],
      },
    ]);
    for (const body of sent) expect(z.safeParse(vitalsBeaconSchema, body).success).toBe(true);
  });

  it("sends nothing once the page view is older than the server keeps its link", () => {
    const sent: string[] = [];
    const reporter = pageViewReporter("/faq", newPageViewId(), (body) => sent.push(body));
    reporter.hold({ name: "CLS", value: 0.3 });
    reporter.flush("narrow", null, PAGE_VIEW_REPORTS_MS + 1);
    reporter.flush("narrow", null, PAGE_VIEW_REPORTS_MS + 2);
    expect(sent).toEqual([]);
    expect(PAGE_VIEW_REPORTS_MS).toBe(23 * 3_600_000);
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
