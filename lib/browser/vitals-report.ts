import { RETENTION } from "@/content/retention";
import { VITALS_STARTED_MARK, VITALS_UNMEASURED_MARK } from "@/lib/browser/vitals-marks";
import { CONNECTIONS, METRICS, deviceOf, type ConnectionType, type MetricName } from "@/lib/vitals/metrics";
import { OTHER_PAGE_KIND, pageKindOf, type PageKind } from "@/lib/vitals/page-kinds";
import type { VitalsBeacon } from "@/lib/vitals/schema";

/**
 * The browser's side of the real-user measurement (docs/decisions/0029-real-user-measurement.md),
 * loaded after the page's load event by components/layout/real-user-metrics.tsx. It asks the
 * server for the share of page views to measure, draws once, and only then loads Google's
 * web-vitals code, which observes the page. What it has is sent with navigator.sendBeacon to the
 * site's own /api/vitals when the page is hidden or left: a random id of this page view and the
 * beacon's number within it, the page kind (the route pattern), the device class, the connection
 * type when the browser tells it, and the values. Never the address, the query string, the
 * referrer, a cookie or anything that outlives the page.
 */
export const VITALS_PATH = "/api/vitals";

export { VITALS_STARTED_MARK, VITALS_UNMEASURED_MARK };

/**
 * A page view's id: 128 bits from the browser's cryptographic generator, as 32 hex digits. Made
 * once per document and kept only in this module's memory. Not web-vitals' own metric ids, which
 * carry the page's load time and differ per metric; and getRandomValues, unlike randomUUID, is
 * there on a page served over plain http too.
 */
export function newPageViewId(fill: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return Array.from(fill(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * How long after its start a page view still reports: the server keeps a page view's link for as
 * long, from its first beacon, so a value sent later would be counted as a second view.
 */
export const PAGE_VIEW_REPORTS_MS = RETENTION.pageViewLinkHours * 3_600_000;

/** The sample rate an answer of GET /api/vitals gives, or null when it says none. */
export function readSampleRate(body: unknown): number | null {
  if (!body || typeof body !== "object") return null;
  const rate = (body as Record<string, unknown>).sampleRate;
  return typeof rate === "number" && rate >= 0 && rate <= 1 ? rate : null;
}

/** Whether this page view is measured: a draw in [0, 1) under the rate (1 measures all, 0 none). */
export function isSampled(rate: number, draw: number): boolean {
  return draw < rate;
}

/** The effective connection type, when the browser has the Network Information API and a known value. */
export function connectionOf(nav: Navigator): ConnectionType | null {
  const type = (nav as Navigator & { connection?: { effectiveType?: unknown } }).connection?.effectiveType;
  return CONNECTIONS.find((c) => c === type) ?? null;
}

/** One beacon's body from the values held, in the fixed order of METRICS. */
export function beaconOf(
  view: { pageView: string; beacon: number },
  pageKind: PageKind,
  values: ReadonlyMap<MetricName, number>,
  device: VitalsBeacon["device"],
  connection: ConnectionType | null,
): VitalsBeacon {
  return {
    pageView: view.pageView,
    beacon: view.beacon,
    pageKind,
    device,
    ...(connection ? { connection } : {}),
    metrics: METRICS.filter((name) => values.has(name)).map((name) => ({ name, value: values.get(name)! })),
  };
}

export interface PageViewReporter {
  /** Holds a value web-vitals reported (a later report of the same metric replaces it). */
  hold(metric: { name: string; value: number }): void;
  /**
   * Sends what is held since the last beacon, numbered one more than it, and forgets it. Nothing
   * when nothing new is held, or once the page view is older than PAGE_VIEW_REPORTS_MS.
   */
  flush(device: VitalsBeacon["device"], connection: ConnectionType | null, sinceStartMs: number): void;
}

/**
 * One page view's reporting. web-vitals reports CLS and INP again on a later hide when their value
 * changed, as the whole value, not a difference: every beacon carries the page view's id, and the
 * server keeps one row per page view and metric with the value of the highest-numbered beacon.
 */
export function pageViewReporter(pageKind: PageKind, pageView: string, send: (body: string) => void): PageViewReporter {
  const values = new Map<MetricName, number>();
  let beacons = 0;
  return {
    hold(metric) {
      if ((METRICS as readonly string[]).includes(metric.name)) values.set(metric.name as MetricName, metric.value);
    },
    flush(device, connection, sinceStartMs) {
      if (values.size === 0) return;
      if (sinceStartMs > PAGE_VIEW_REPORTS_MS) {
        values.clear();
        return;
      }
      beacons += 1;
      const body = beaconOf({ pageView, beacon: beacons }, pageKind, values, device, connection);
      values.clear();
      send(JSON.stringify(body));
    },
  };
}

/** The kind of the page this document shows: a 404 page marks itself, whatever its address. */
export function currentPageKind(unmeasured: readonly string[]): PageKind | null {
  const kind = pageKindOf(window.location.pathname, unmeasured);
  if (kind && document.querySelector("[data-not-found]")) return OTHER_PAGE_KIND;
  return kind;
}

async function sampleRate(): Promise<number> {
  try {
    const response = await fetch(VITALS_PATH, { headers: { Accept: "application/json" } });
    return response.ok ? (readSampleRate(await response.json()) ?? 0) : 0;
  } catch {
    return 0;
  }
}

let started = false;

/** Measures this page view, once per document, unless the page is not measured or not sampled. */
export async function startVitals(unmeasured: readonly string[]): Promise<void> {
  if (started) return;
  started = true;
  // Fixed when the document loads: its LCP, FCP and TTFB belong to this page, and CLS and INP
  // are counted from here until it is hidden, whatever links are followed inside the site.
  const pageKind = currentPageKind(unmeasured);
  if (!pageKind || typeof navigator.sendBeacon !== "function") {
    performance.mark(VITALS_UNMEASURED_MARK);
    return;
  }
  if (!isSampled(await sampleRate(), Math.random())) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");

  // A string is sent as text/plain: no preflight, and the browser delivers it after the page is gone.
  const reporter = pageViewReporter(pageKind, newPageViewId(), (body) => navigator.sendBeacon(VITALS_PATH, body));
  onLCP(reporter.hold);
  onINP(reporter.hold);
  onCLS(reporter.hold);
  onFCP(reporter.hold);
  onTTFB(reporter.hold);

  const flush = () => reporter.flush(deviceOf(window.innerWidth), connectionOf(navigator), performance.now());
  // Added after web-vitals' own listeners, so the values it reports on hiding are held first.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  window.addEventListener("pagehide", flush);
  performance.mark(VITALS_STARTED_MARK);
}
