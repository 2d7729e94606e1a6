import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { Client } from "pg";

/**
 * Databases of the tests, on the throwaway PostgreSQL cluster scripts/test.sh starts (Debian's
 * PostgreSQL, the production engine). TEST_DATABASE_URL names the cluster's maintenance database;
 * every test database is made on it and dropped after.
 *
 * The templates are made once per run and never connected to afterwards, so a new database is a
 * copy of one (CREATE DATABASE … TEMPLATE), which takes a fraction of a second where running the
 * migrations again would take several:
 * - TEMPLATE_DATABASE: migrated, empty (the integration tests);
 * - SEEDED_TEMPLATE: migrated and seeded by `npm run db:setup` (scripts/test.sh), what the build's
 *   prerendered pages were made from; the browser tests' databases are copies of it.
 */
export const TEMPLATE_DATABASE = "tdi_template";
export const SEEDED_TEMPLATE = "tdi_seeded";
/** The shared browser-test server's database, a copy of the seeded template. */
export const E2E_DATABASE = "tdi_e2e";

const ROOT = path.resolve(__dirname, "../..");

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: the tests need a PostgreSQL server. `npm test` starts one; to run a part alone, start it with `eval "$(bash scripts/test-services.sh start)"`.',
    );
  }
  return url;
}

/** The URL of database `name` on the test cluster. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Applies the migrations to a database, as a deployment does (`prisma migrate deploy`). */
export function migrate(url: string): void {
  execFileSync(process.execPath, [require.resolve("prisma/build/index.js"), "migrate", "deploy"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Creates the empty template unless it exists. */
export async function ensureTemplate(): Promise<void> {
  const exists = await withAdmin(
    async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [TEMPLATE_DATABASE])).rowCount,
  );
  if (exists) return;
  await withAdmin((c) => c.query(`CREATE DATABASE ${quoted(TEMPLATE_DATABASE)}`));
  const url = databaseUrl(TEMPLATE_DATABASE);
  migrate(url);
}

/**
 * A new database copied from a template (the empty one unless named); `name` defaults to a random
 * one, and an existing database of that name is replaced.
 */
export async function createDatabase(
  name = `tdi_test_${randomBytes(6).toString("hex")}`,
  template = TEMPLATE_DATABASE,
): Promise<string> {
  if (template === TEMPLATE_DATABASE) await ensureTemplate();
  await withAdmin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
  });
  return databaseUrl(name);
}

/** Drops a test database, ending any session still connected to it. */
export async function dropDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`));
}
