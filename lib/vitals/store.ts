import "server-only";
import { getDb } from "@/lib/core/db";
import type { VitalsBeacon } from "@/lib/vitals/schema";

/**
 * Stores one beacon's values, one row each, in one statement. Only what the beacon says about the
 * page and the device: no address, no identifier, no time finer than the row's own creation.
 */
export async function storeVitals(beacon: VitalsBeacon, now: Date = new Date()): Promise<number> {
  const { count } = await getDb().webVitalSample.createMany({
    data: beacon.metrics.map((m) => ({
      metric: m.name,
      value: m.value,
      pageKind: beacon.pageKind,
      device: beacon.device,
      connection: beacon.connection ?? null,
      createdAt: now,
    })),
  });
  return count;
}
