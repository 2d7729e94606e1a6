/**
 * `npm run db:backup` as an operator runs it: against a PostgreSQL database (pg_dump, custom
 * format) with rotation, refusing a pg_dump that is missing or older than the server without ever
 * starting it, leaving earlier backups whole when a dump fails; and on a local run, a copy of the
 * embedded database's folder, refused while an embedded server has the folder open. And
 * `npm run db:restore`'s refusals and failures: each leaves the database as it was and says why.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { after, before, test } from "node:test";
import { ROOT, createTempDatabase, type TempDatabase } from "./helpers";

const run = promisify(execFile);

let database: TempDatabase;
let scratch: string;
const LATEST_MIGRATION = readdirSync(path.join(ROOT, "prisma/migrations"), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort()
  .at(-1)!;

before(async () => {
  database = await createTempDatabase();
  scratch = mkdtempSync(path.join(tmpdir(), "tdi-backup-test-"));
});

after(async () => {
  await database.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs the npm script; resolves with its exit code and output whatever the code. */
async function backup(env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "--tsconfig", "tsconfig.node.json", "scripts/db-backup.ts"],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: "", DIRECT_DATABASE_URL: "", ...env }, timeout: 120_000 },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : 1, out: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** A folder holding a stand-in pg_dump that reports `version`, records each call and does `then`. */
function fakeClient(version: string, then = "exit 0"): { bin: string; calls: () => string[] } {
  const bin = mkdtempSync(path.join(scratch, "bin-"));
  const log = path.join(bin, "calls.log");
  writeFileSync(
    path.join(bin, "pg_dump"),
    `#!/bin/sh\necho "$*" >> "${log}"\nif [ "$1" = "--version" ]; then echo "pg_dump (PostgreSQL) ${version}"; exit 0; fi\n${then}\n`,
  );
  chmodSync(path.join(bin, "pg_dump"), 0o755);
  return { bin, calls: () => readFileSync(log, "utf8").trim().split("\n") };
}

test("each backup is a pg_dump archive named by its time and last migration; the newest BACKUP_KEEP stay, owner-only", async () => {
  const dir = path.join(scratch, "rotation");
  const made: string[] = [];
  for (let i = 0; i < 3; i++) {
    const result = await backup({ DATABASE_URL: database.url, BACKUP_DIR: dir, BACKUP_KEEP: "2" });
    assert.equal(result.code, 0, result.out);
    made.push(path.basename(/db:backup: (\S+)$/m.exec(result.out)![1]!));
  }
  for (const name of made) assert.match(name, new RegExp(`^tdi-\\d{8}T\\d{6}\\.\\d{3}Z-${LATEST_MIGRATION}\\.dump$`));
  assert.deepEqual(readdirSync(dir).sort(), made.slice(1).sort(), "the oldest of three went, the newest two stayed");
  assert.equal(mode(dir), "700");
  for (const name of readdirSync(dir)) {
    assert.equal(mode(path.join(dir, name)), "600");
    const { stdout } = await run("pg_restore", ["--list", path.join(dir, name)]);
    assert.match(stdout, /TABLE public ContactMessage/);
  }
});

test("a dump that fails leaves every earlier backup and no part of its own", async () => {
  const dir = path.join(scratch, "failing");
  assert.equal((await backup({ DATABASE_URL: database.url, BACKUP_DIR: dir, BACKUP_KEEP: "1" })).code, 0);
  const before = readdirSync(dir);
  // A pg_dump that writes half a file, then fails (a full disk, a dropped connection).
  const broken = fakeClient(
    "99.0",
    'for a in "$@"; do case "$a" in --file=*) echo half > "${a#--file=}";; esac; done; echo "connection lost" >&2; exit 1',
  );
  const result = await backup({ DATABASE_URL: database.url, BACKUP_DIR: dir, BACKUP_KEEP: "1", PG_BIN: broken.bin });
  assert.equal(result.code, 1);
  assert.match(result.out, /pg_dump failed: connection lost/);
  assert.deepEqual(readdirSync(dir), before);
});

test("a pg_dump older than the server is refused before it is ever started against it, with how to install the right one", async () => {
  const old = fakeClient("9.6");
  const result = await backup({ DATABASE_URL: database.url, BACKUP_DIR: path.join(scratch, "old"), PG_BIN: old.bin });
  assert.equal(result.code, 1);
  assert.match(result.out, /pg_dump 9 .* is older than the database server \(PostgreSQL \d+\)/);
  assert.match(result.out, /apt-get install postgresql-client-N/);
  assert.deepEqual(old.calls(), ["--version"], "asked its version only");
});

test("a missing pg_dump is named, with how to install it", async () => {
  const empty = mkdtempSync(path.join(scratch, "empty-"));
  const result = await backup({ DATABASE_URL: database.url, BACKUP_DIR: path.join(scratch, "none"), PG_BIN: empty });
  assert.equal(result.code, 1);
  assert.match(result.out, /pg_dump was not found\. Install the client/);
});

test("a local run copies the embedded database's folder, and refuses while an embedded server has it open", async () => {
  const data = path.join(scratch, "embedded");
  const folder = path.join(data, "pglite");
  mkdirSync(data, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(folder);
  await db.exec(`CREATE TABLE "_prisma_migrations" ("migration_name" text, "finished_at" timestamptz, "rolled_back_at" timestamptz);
                 INSERT INTO "_prisma_migrations" VALUES ('0001_init', now(), NULL), ('0002_urgent_requests', now(), NULL);
                 CREATE TABLE "Kept" ("note" text); INSERT INTO "Kept" VALUES ('still here');`);
  await db.close();
  const env = { LOCAL_RUN: "1", EMBEDDED_DB_FOLDER: data, BACKUP_DIR: path.join(scratch, "local") };

  // An embedded server of this folder is running (this test process stands in for it).
  writeFileSync(path.join(data, "embedded-db.json"), JSON.stringify({ pid: process.pid, port: 1, owner: process.pid }));
  const refused = await backup(env);
  assert.equal(refused.code, 1);
  assert.match(refused.out, new RegExp(`The embedded database is running \\(process ${process.pid}\\)`));
  assert.deepEqual(readdirSync(env.BACKUP_DIR), [], "nothing copied");

  rmSync(path.join(data, "embedded-db.json"));
  const result = await backup(env);
  assert.equal(result.code, 0, result.out);
  const [copy] = readdirSync(env.BACKUP_DIR);
  assert.match(copy!, /^tdi-\d{8}T\d{6}\.\d{3}Z-0002_urgent_requests\.pglite$/);
  assert.equal(mode(path.join(env.BACKUP_DIR, copy!)), "700");
  const restored = new PGlite(path.join(env.BACKUP_DIR, copy!));
  assert.deepEqual((await restored.query(`SELECT "note" FROM "Kept"`)).rows, [{ note: "still here" }]);
  await restored.close();
});

/** Runs `npm run db:restore -- <args>`; its exit code and output whatever the code. */
async function restore(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
        "--tsconfig",
        "tsconfig.node.json",
        "scripts/db-restore.ts",
        ...args,
      ],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: "", DIRECT_DATABASE_URL: "", ...env }, timeout: 180_000 },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : 1, out: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

test("a restore refuses a database holding tables without --replace, and a backup newer than the build", async () => {
  const dir = path.join(scratch, "refusals");
  assert.equal((await backup({ DATABASE_URL: database.url, BACKUP_DIR: dir })).code, 0);
  const [file] = readdirSync(dir);
  const held = await restore([path.join(dir, file!)], { DATABASE_URL: database.url });
  assert.equal(held.code, 1);
  assert.match(held.out, /The database holds \d+ tables: restore into an empty database, or add --replace/);

  const future = path.join(dir, file!.replace(/-[A-Za-z0-9_]+\.dump$/, "-9999_from_a_newer_build.dump"));
  writeFileSync(future, readFileSync(path.join(dir, file!)));
  const newer = await restore([future], { DATABASE_URL: database.url });
  assert.equal(newer.code, 1);
  assert.match(newer.out, /\(9999_from_a_newer_build\) is not one this build knows/);
});

test("a --replace restore of a damaged backup changes nothing: the old data stays, and a backup of it was taken first", async () => {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: database.url });
  await client.connect();
  await client.query(
    `INSERT INTO "ContactMessage" ("name", "email", "message") VALUES ('Kept', 'kept@example.com', 'Still here')`,
  );
  const dir = path.join(scratch, "damaged");
  assert.equal((await backup({ DATABASE_URL: database.url, BACKUP_DIR: dir })).code, 0);
  const [file] = readdirSync(dir);
  // Half an archive: pg_restore stops partway, after the old schema's removal was already sent.
  const damaged = path.join(scratch, file!);
  writeFileSync(damaged, readFileSync(path.join(dir, file!)).subarray(0, 4000));
  const replaceDir = path.join(scratch, "replaced");
  const result = await restore([damaged, "--replace", "--yes"], { DATABASE_URL: database.url, BACKUP_DIR: replaceDir });
  assert.equal(result.code, 1, result.out);
  assert.match(result.out, /db:restore failed/);
  assert.equal(readdirSync(replaceDir).length, 1, "what it would replace was backed up first");
  const rows = await client.query(`SELECT "name" FROM "ContactMessage" WHERE "email" = 'kept@example.com'`);
  await client.end();
  assert.deepEqual(rows.rows, [{ name: "Kept" }]);
});

test("a restore psql stops part-way (an object in its way) says why, changes nothing and leaves no pg_restore behind", async () => {
  const { withAdmin, databaseUrl, dropDatabase } = await import("../support/postgres");
  const { Client } = await import("pg");
  const source = await createTempDatabase();
  const name = `tdi_in_the_way_${Date.now().toString(36)}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  const target = databaseUrl(name);
  try {
    const client = new Client({ connectionString: source.url });
    await client.connect();
    // Enough data that pg_restore is still writing when psql stops at the first table.
    await client.query(
      `INSERT INTO "ContactMessage" ("name", "email", "message")
       SELECT 'Lead ' || g, 'lead@example.com', repeat('x', 2000) FROM generate_series(1, 3000) g`,
    );
    await client.end();
    const dir = path.join(scratch, "in-the-way");
    assert.equal((await backup({ DATABASE_URL: source.url, BACKUP_DIR: dir })).code, 0);
    const [file] = readdirSync(dir);
    // No table, so the restore goes ahead; a type of the same name as a table stops psql there.
    const other = new Client({ connectionString: target });
    await other.connect();
    await other.query(`CREATE TYPE public."ContactMessage" AS ("x" integer)`);
    const result = await restore([path.join(dir, file!)], { DATABASE_URL: target });
    const tables = await other.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
    await other.end();
    assert.equal(result.code, 1, result.out);
    assert.match(
      result.out,
      /db:restore failed: The restore was rolled back, nothing changed: .*"ContactMessage" already exists/,
    );
    assert.deepEqual(tables.rows, [{ n: 0 }], "nothing restored");
    const { stdout } = await run("ps", ["-eo", "args"]);
    assert.doesNotMatch(stdout, new RegExp(`pg_restore .*${file}`), "no pg_restore left running");
  } finally {
    await source.cleanup();
    await dropDatabase(target);
  }
});
