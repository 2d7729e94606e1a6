import "server-only";
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";

const run = promisify(execFile);

/**
 * PostgreSQL's own client programs (pg_dump, pg_restore) for a backup or a restore, and the
 * server facts they depend on. A client older than the server must never be started against it:
 * pg_dump refuses a newer server only after it has connected and changed its session (an aborted
 * attempt against the embedded server left that shared session's search_path empty), so the
 * version is compared first, by a plain query.
 */
export class BackupError extends Error {}

export type ClientProgram = "pg_dump" | "pg_restore" | "psql";

/** PG_BIN (a folder holding the client programs) when set, else PATH, else Debian's newest. */
export function findClient(program: ClientProgram, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.PG_BIN) {
    const file = path.join(env.PG_BIN, program);
    return existsSync(file) ? file : null;
  }
  for (const dir of (env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, program);
    if (existsSync(file)) return file;
  }
  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => existsSync(path.join(debian, v, "bin", program)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(debian, versions[0], "bin", program) : null;
}

/** The major version a client program reports (`pg_dump (PostgreSQL) 15.18 …` → 15; psql says `psql (PostgreSQL) …`). */
export async function clientMajor(file: string): Promise<number> {
  const { stdout } = await run(file, ["--version"], { timeout: 30_000 });
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  if (!match) throw new BackupError(`${file} --version did not name a PostgreSQL version: ${stdout.trim()}`);
  return Number(match[1]);
}

export const INSTALL_HINT =
  "Install the client of the server's version or newer: on Debian, `apt-get install postgresql-client-N` " +
  "(N the server's major version; Debian's own release carries one version, PostgreSQL's apt repository every one), " +
  "then run again, or name its folder with PG_BIN=/usr/lib/postgresql/N/bin.";

/** The client program, checked to exist and to be at least the server's version; never started otherwise. */
export async function checkedClient(program: ClientProgram, serverMajor: number): Promise<string> {
  const file = findClient(program);
  if (!file) throw new BackupError(`${program} was not found. ${INSTALL_HINT}`);
  const major = await clientMajor(file);
  if (major < serverMajor)
    throw new BackupError(
      `${program} ${major} (${file}) is older than the database server (PostgreSQL ${serverMajor}) and cannot read it. ${INSTALL_HINT}`,
    );
  return file;
}

/** A connection URL without its password, and the password apart, so it never shows in a process list. */
export function splitCredentials(url: string): { url: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export interface ServerFacts {
  major: number;
  /** The last migration applied ("none" on a database never migrated). */
  migration: string;
  /** Tables in the `public` schema. */
  publicTables: number;
}

export async function serverFacts(url: string): Promise<ServerFacts> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const version = await client.query<{ server_version_num: string }>("SHOW server_version_num");
    const tables = await client.query<{ count: string }>(
      "SELECT count(*) AS count FROM pg_tables WHERE schemaname = 'public'",
    );
    let migration = "none";
    const hasMigrations = await client.query("SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS present");
    if (hasMigrations.rows[0]?.present) {
      const last = await client.query<{ name: string | null }>(
        `SELECT max("migration_name") AS name FROM "_prisma_migrations"
         WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
      );
      migration = last.rows[0]?.name ?? "none";
    }
    return {
      major: Math.floor(Number(version.rows[0]?.server_version_num ?? 0) / 10_000),
      migration,
      publicTables: Number(tables.rows[0]?.count ?? 0),
    };
  } finally {
    await client.end();
  }
}

/** pg_dump in custom format: one consistent snapshot of the whole database. */
export async function dumpDatabase(file: string, url: string, target: string): Promise<void> {
  const { url: bare, env } = splitCredentials(url);
  try {
    await run(file, ["--format=custom", `--file=${target}`, `--dbname=${bare}`], {
      env: { ...process.env, ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`pg_dump failed: ${stderr || (error as Error).message}`);
  }
}
