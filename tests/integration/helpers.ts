import path from "node:path";
import { createDatabase, dropDatabase } from "../support/postgres";
import { startPagerStandIn, type PagerStandIn } from "../support/pager-stand-in";
import { startResendStandIn, type ResendStandIn } from "../support/resend-stand-in";

export const ROOT = path.resolve(__dirname, "../..");

export interface TempDatabase {
  url: string;
  /** Drops the database (ending any session still on it). */
  cleanup: () => Promise<void>;
}

/** A fresh database on the test cluster with every migration applied (no seed). */
export async function createTempDatabase(): Promise<TempDatabase> {
  const url = await createDatabase();
  return { url, cleanup: () => dropDatabase(url) };
}

/** Points this process's lib/core/env at a database before lib/core/db is first imported. */
export function useDatabase(url: string): void {
  process.env.DATABASE_URL = url;
}

/**
 * The usual world of a test that sends e-mail: a fresh database for this process and a Resend
 * stand-in the real SDK talks to, with `env` set on top (timeouts, secrets, the site's address).
 */
export async function startMailTestWorld(
  env: Record<string, string>,
): Promise<{ database: TempDatabase; standIn: ResendStandIn }> {
  const database = await createTempDatabase();
  const standIn = await startResendStandIn();
  // As useDatabase does: before lib/core/db is first imported.
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: standIn.baseUrl,
    ...env,
  });
  return { database, standIn };
}

/** Ends what startMailTestWorld started: the database client, the stand-in, the database. */
export async function stopMailTestWorld({
  database,
  standIn,
}: {
  database: TempDatabase;
  standIn: ResendStandIn;
}): Promise<void> {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await standIn.close();
  await database.cleanup();
}

/**
 * The scheduled deliveries job as the cron route runs it, with every domain's hook; imported when
 * called, so a test's environment is set first.
 */
export async function runScheduledJob(options: import("@/lib/deliveries/send").RunOptions = {}) {
  const { runDeliveriesJob } = await import("@/lib/deliveries/job");
  const { DELIVERIES_HOOKS } = await import("@/lib/site/deliveries-hooks");
  return runDeliveriesJob(options, DELIVERIES_HOOKS);
}

/** The urgent requests' test world: a fresh database, the Resend stand-in and the paging stand-in. */
export interface SupportTestWorld {
  database: TempDatabase;
  mail: ResendStandIn;
  pager: PagerStandIn;
}

/**
 * Starts the urgent requests' test world, configured as the support tests share it: the paging
 * stand-in as the on-call target with `oncallKey` (32 characters, as PagerDuty's integration keys:
 * the stand-in refuses any other, as PagerDuty does), the on-call inbox, real limits
 * (RATE_LIMIT_SCALE 1), a short send timeout; with `escalationKey`, the escalation target and
 * inbox as well. `env` adds or overrides settings.
 */
export async function startSupportTestWorld(options: {
  oncallKey: string;
  escalationKey?: string;
  env?: Record<string, string>;
}): Promise<SupportTestWorld> {
  const pager = await startPagerStandIn();
  const escalation: Record<string, string> = options.escalationKey
    ? {
        ONCALL_ESCALATION_WEBHOOK_URL: `${pager.baseUrl}/escalation`,
        ONCALL_ESCALATION_ROUTING_KEY: options.escalationKey,
        ONCALL_ESCALATION_EMAIL: "escalation@example.com",
      }
    : {};
  const { database, standIn: mail } = await startMailTestWorld({
    EMAIL_TIMEOUT_MS: "2000",
    RATE_LIMIT_SCALE: "1",
    SITE_URL: "https://support.test",
    ONCALL_WEBHOOK_URL: `${pager.baseUrl}/oncall`,
    ONCALL_ROUTING_KEY: options.oncallKey,
    ONCALL_EMAIL: "oncall@example.com",
    ...escalation,
    ...options.env,
  });
  return { database, mail, pager };
}

export async function stopSupportTestWorld(world: SupportTestWorld): Promise<void> {
  await stopMailTestWorld({ database: world.database, standIn: world.mail });
  await world.pager.close();
}
