import "server-only";
import { createHash } from "node:crypto";
import { RETENTION } from "@/content/retention";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/core/db";
import { hoursBefore } from "@/lib/retention/months";
import type { VitalsBeacon } from "@/lib/vitals/schema";

/**
 * What is kept of a page view's random id: its SHA-256. Plain, not keyed: the id is 128 random
 * bits the browser made for one page view, so there is no list of likely ids to hash and compare,
 * with or without a key (a key guards inputs that can be guessed, such as an address, which is why
 * the limiter's keys are keyed hashes). A key would add a secret to rotate and a setting the
 * measurement would need, and protect nothing more. The hash keeps the id itself out of the
 * database: reading a row gives nothing a beacon could send to change it.
 */
export function pageViewHash(pageViewId: string): string {
  return createHash("sha256").update(pageViewId).digest("hex");
}

/** The moment before which a page view can no longer be told apart: its link is gone. */
export function pageViewCutoff(now: Date): Date {
  return hoursBefore(now, RETENTION.pageViewLinkHours);
}

/**
 * Deletes the page views first seen before the cutoff; their samples stay, no longer linked to
 * any (the foreign key sets them to null). Run on every write of a beacon, so however rarely any
 * scheduled job runs, no hash outlives the cutoff by more than the time to the next beacon.
 */
export async function clearOldPageViews(now: Date = new Date()): Promise<number> {
  const { count } = await getDb().webVitalPageView.deleteMany({ where: { createdAt: { lt: pageViewCutoff(now) } } });
  return count;
}

/**
 * Stores one beacon's values: one row per page view and metric, holding the latest value. Only
 * what the beacon says about the page and the device, and the hash of its page view's id while
 * that is younger than the cutoff: no address, no time finer than the row's own creation.
 *
 * One statement, so two beacons of one page view arriving together (a page hidden twice in quick
 * succession, on two instances) meet in the database's unique indexes rather than in this code:
 * the first creates the page view and its rows, the second finds them and replaces a value only
 * when its own beacon number is higher, whichever order they are written in. A row keeps the
 * time of its first value, so the dashboard counts the page view in the week it happened.
 */
export async function storeVitals(beacon: VitalsBeacon, now: Date = new Date()): Promise<void> {
  await clearOldPageViews(now);
  const values = Prisma.join(beacon.metrics.map((m) => Prisma.sql`(${m.name}::text, ${m.value}::float8)`));
  await getDb().$executeRaw`
    WITH view AS (
      INSERT INTO "WebVitalPageView" ("hash", "createdAt")
      VALUES (${pageViewHash(beacon.pageView)}, ${now}::timestamp(3))
      -- A no-op update, so the row is returned whether this beacon made it or found it.
      ON CONFLICT ("hash") DO UPDATE SET "hash" = EXCLUDED."hash"
      RETURNING "id"
    )
    INSERT INTO "WebVitalSample" ("metric", "value", "pageKind", "device", "connection", "createdAt", "pageViewId", "beacon")
    SELECT m.metric, m.value, ${beacon.pageKind}, ${beacon.device}, ${beacon.connection ?? null}::text,
      ${now}::timestamp(3), view."id", ${beacon.beacon}::int
    FROM view CROSS JOIN (VALUES ${values}) AS m(metric, value)
    ON CONFLICT ("pageViewId", "metric") DO UPDATE SET "value" = EXCLUDED."value", "beacon" = EXCLUDED."beacon"
      WHERE "WebVitalSample"."beacon" < EXCLUDED."beacon"`;
}
