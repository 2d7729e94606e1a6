import * as z from "zod/mini";
import { CONNECTIONS, DEVICES, METRICS, METRIC_INFO, type MetricName } from "@/lib/vitals/metrics";
import { PAGE_KINDS } from "@/lib/vitals/page-kinds";

/**
 * What one beacon of real-user measurements carries: the page view's random id and the beacon's
 * number within that view, the page kind, the device class, the connection type when the browser
 * tells it, and one value per metric measured (a page sends what it has when it is hidden or left,
 * so one beacon may hold all five, and a later beacon what changed since). Strict: an unknown
 * field, metric or page kind, a value out of its range, or a metric named twice refuses the whole
 * beacon. The browser's reporter builds the same shape (lib/browser/vitals-report.ts).
 */
export const VITALS_MAX_BYTES = 4096;

/** A page view's id: 128 random bits as 32 lower-case hex digits. */
export const PAGE_VIEW_ID = /^[0-9a-f]{32}$/;

/** More beacons than a page view hidden and shown again every few seconds for a whole day sends. */
export const MAX_BEACONS_PER_VIEW = 100_000;

const metricValue = z.strictObject({
  name: z.enum(METRICS),
  value: z.number().check(z.minimum(0)),
});

export const vitalsBeaconSchema = z
  .strictObject({
    pageView: z.string().check(z.regex(PAGE_VIEW_ID)),
    beacon: z.int().check(z.minimum(1), z.maximum(MAX_BEACONS_PER_VIEW)),
    pageKind: z.enum(PAGE_KINDS),
    device: z.enum(DEVICES),
    connection: z.optional(z.nullable(z.enum(CONNECTIONS))),
    metrics: z.array(metricValue).check(z.minLength(1), z.maxLength(METRICS.length)),
  })
  .check(
    z.refine(
      (beacon) => beacon.metrics.every((m) => Number.isFinite(m.value) && m.value <= METRIC_INFO[m.name].max),
      "A value is out of range.",
    ),
    z.refine(
      (beacon) => new Set(beacon.metrics.map((m) => m.name)).size === beacon.metrics.length,
      "A metric is named twice.",
    ),
  );

export type VitalsBeacon = z.output<typeof vitalsBeaconSchema>;
export type MetricValue = { name: MetricName; value: number };
