import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";
import { getDb } from "@/lib/core/db";

/**
 * What an uptime monitor or a load balancer asks the site: can it serve? Two things make the
 * answer no, and each is named so whoever is woken knows where to look:
 * - "database": the database did not answer a trivial query within HEALTH_DATABASE_TIMEOUT_MS
 *   (shorter than the pool's own connection timeout, so a monitor's own deadline is not reached
 *   first and the answer is a 503, not a hung request);
 * - "migrations": a migration this build knows is not applied, so pages and forms would fail on a
 *   missing table or column. A database ahead of the build (one more migration, during a rolling
 *   deploy while old processes still serve) is healthy: migrations only ever add.
 * One query does both: the applied migrations' names come back from the database itself.
 */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

export type Health = { status: "ok"; build: string } | { status: "unavailable"; reason: "database" | "migrations" };

/**
 * The migrations this build was made with: listed when the build ran (next.config.ts inlines the
 * folder names as BUILT_MIGRATIONS), so a server started from an older checkout of the folder
 * still compares against its own code; read from the folder where no build ran (scripts, tests).
 */
export function knownMigrations(): string[] {
  const built = process.env.BUILT_MIGRATIONS;
  if (built) return built.split(",");
  return readdirSync(path.join(process.cwd(), "prisma", "migrations"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

class TimedOut extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  // The query may still finish after the deadline; nothing waits for it, and the pool keeps or
  // drops its connection as usual.
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** A Postgres "undefined table" error: a database never migrated has no migrations table. */
function isMissingTable(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${JSON.stringify(error)}` : "";
  return /42P01|_prisma_migrations.*does not exist|does not exist.*_prisma_migrations/.test(text);
}

export async function checkHealth(options: { timeoutMs?: number; known?: readonly string[] } = {}): Promise<Health> {
  let applied: { migration_name: string }[];
  try {
    applied = await within(
      getDb().$queryRaw<{ migration_name: string }[]>`
        SELECT "migration_name" FROM "_prisma_migrations"
        WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
      options.timeoutMs ?? HEALTH_DATABASE_TIMEOUT_MS,
    );
  } catch (error) {
    return { status: "unavailable", reason: isMissingTable(error) ? "migrations" : "database" };
  }
  const have = new Set(applied.map((row) => row.migration_name));
  const missing = (options.known ?? knownMigrations()).some((name) => !have.has(name));
  if (missing) return { status: "unavailable", reason: "migrations" };
  return { status: "ok", build: process.env.BUILT_ID || "unbuilt" };
}
