/**
 * The five Core Web Vitals the site measures in its visitors' browsers, with Google's "good"
 * thresholds (https://web.dev/articles/vitals): a visit is good for a metric when its value is at
 * or under the threshold, and a page kind passes when its 75th percentile is. Free of I/O, so the
 * beacon's schema, the dashboard's query and its panel all read the same numbers.
 */
export const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRICS)[number];

export interface MetricInfo {
  name: MetricName;
  title: string;
  /** At or under this value a visit is good. */
  good: number;
  /** "ms" for times; CLS is a score without unit. */
  unit: "ms" | "";
  /**
   * The largest value a beacon may carry. Past it the value is a broken measurement or a made-up
   * one, not a slow page: a minute is 15 times LCP's "poor" line and 120 times INP's, and a layout
   * shift score of 10 is a hundred times CLS's "good" line. Refusing what lies beyond keeps a
   * sender from weighing on a week's figures with a few absurd values.
   */
  max: number;
}

/** The longest time a beacon may report, in milliseconds. */
export const MAX_TIME_MS = 60_000;
/** The largest layout shift a beacon may report. */
export const MAX_CLS = 10;

export const METRIC_INFO: Readonly<Record<MetricName, MetricInfo>> = {
  LCP: { name: "LCP", title: "Largest Contentful Paint", good: 2500, unit: "ms", max: MAX_TIME_MS },
  INP: { name: "INP", title: "Interaction to Next Paint", good: 200, unit: "ms", max: MAX_TIME_MS },
  CLS: { name: "CLS", title: "Cumulative Layout Shift", good: 0.1, unit: "", max: MAX_CLS },
  FCP: { name: "FCP", title: "First Contentful Paint", good: 1800, unit: "ms", max: MAX_TIME_MS },
  TTFB: { name: "TTFB", title: "Time to First Byte", good: 800, unit: "ms", max: MAX_TIME_MS },
};

export function isGood(metric: MetricName, value: number): boolean {
  return value <= METRIC_INFO[metric].good;
}

/**
 * A value as staff read it: milliseconds rounded up, or a layout-shift score to three decimals, so
 * a value past its threshold never reads as the threshold itself.
 */
export function formatMetric(metric: MetricName, value: number): string {
  if (METRIC_INFO[metric].unit === "ms") return `${Math.ceil(value).toLocaleString("en-CA")} ms`;
  return value.toFixed(3);
}

/** The viewport class a sample was measured in: narrow below this width (CSS pixels). */
export const WIDE_FROM_PX = 768;
export const DEVICES = ["narrow", "wide"] as const;
export type DeviceClass = (typeof DEVICES)[number];

export function deviceOf(viewportWidth: number): DeviceClass {
  return viewportWidth >= WIDE_FROM_PX ? "wide" : "narrow";
}

/** The Network Information API's effective types; anything else is not stored. */
export const CONNECTIONS = ["slow-2g", "2g", "3g", "4g"] as const;
export type ConnectionType = (typeof CONNECTIONS)[number];
