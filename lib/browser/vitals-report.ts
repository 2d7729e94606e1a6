import { CONNECTIONS, METRICS, deviceOf, type ConnectionType, type MetricName } from "@/lib/vitals/metrics";
import { OTHER_PAGE_KIND, pageKindOf, type PageKind } from "@/lib/vitals/page-kinds";
import type { VitalsBeacon } from "@/lib/vitals/schema";

/**
 * The browser's side of the real-user measurement (docs/decisions/0029-real-user-measurement.md),
 * loaded after the page's load event by components/layout/real-user-metrics.tsx. It asks the
 * server for the share of page views to measure, draws once, and only then loads Google's
 * web-vitals code, which observes the page. What it has is sent with navigator.sendBeacon to the
 * site's own /api/vitals when the page is hidden or left: the page kind (the route pattern), the
 * device class, the connection type when the browser tells it, and the values. Never the address,
 * the query string, the referrer, a cookie or an identifier.
 */
export const VITALS_PATH = "/api/vitals";

import { VITALS_STARTED_MARK, VITALS_UNMEASURED_MARK } from "@/lib/browser/vitals-marks";

export { VITALS_STARTED_MARK, VITALS_UNMEASURED_MARK };

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
  pageKind: PageKind,
  values: ReadonlyMap<MetricName, number>,
  device: VitalsBeacon["device"],
  connection: ConnectionType | null,
): VitalsBeacon {
  return {
    pageKind,
    device,
    ...(connection ? { connection } : {}),
    metrics: METRICS.filter((name) => values.has(name)).map((name) => ({ name, value: values.get(name)! })),
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

  const values = new Map<MetricName, number>();
  const hold = (metric: { name: string; value: number }) => {
    if ((METRICS as readonly string[]).includes(metric.name)) values.set(metric.name as MetricName, metric.value);
  };
  onLCP(hold);
  onINP(hold);
  onCLS(hold);
  onFCP(hold);
  onTTFB(hold);

  const flush = () => {
    if (values.size === 0) return;
    const body = beaconOf(pageKind, values, deviceOf(window.innerWidth), connectionOf(navigator));
    values.clear();
    // A string is sent as text/plain: no preflight, and the browser delivers it after the page is gone.
    navigator.sendBeacon(VITALS_PATH, JSON.stringify(body));
  };
  // Added after web-vitals' own listeners, so the values it reports on hiding are held first.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  window.addEventListener("pagehide", flush);
  performance.mark(VITALS_STARTED_MARK);
}
