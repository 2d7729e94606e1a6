/**
 * `npm run db:restore` of a local run's backup (a `.pglite` copy of the embedded database's
 * folder, taken by `npm run db:backup`), as a developer runs it: refused while an embedded server
 * has the folder open and, over a database holding tables, without --replace; accepted once the
 * site is stopped, putting the backup's rows back with the restore's steps applied (deliveries
 * that could still go out paused, untaken paged requests marked escalated, staff sessions ended,
 * the restore recorded, the retention purge run) after backing up what it replaced. A restore
 * whose steps fail, and one stopped between moving the old folder aside and putting the new one
 * in its place, leave the old data. Nothing is timed: each step is waited for.
 */
import assert from "node:assert/strict";
import { execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { after, before, test } from "node:test";
import { PGlite } from "@electric-sql/pglite";
import { ROOT } from "./helpers";

const run = promisify(execFile);

let scratch: string;
let data: string;
let folder: string;
let backups: string;
let env: Record<string, string>;

/** Runs an npm script as a developer does on a local run; its exit code and output whatever the code. */
async function npmRun(
  script: string,
  args: string[] = [],
  extra: Record<string, string> = {},
): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
      cwd: ROOT,
      env: { ...process.env, ...env, ...extra },
      timeout: 180_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : 1, out: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

/** Opens a folder in this process (no server may have it open) and runs `work` on it. */
async function withFolder<T>(dir: string, work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = new PGlite(dir);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Every table's rows but the migrations' record, ordered by their first column. */
function tables(dir: string): Promise<Record<string, unknown[]>> {
  return withFolder(dir, async (db) => {
    const names = await db.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1`,
    );
    const all: Record<string, unknown[]> = {};
    for (const { tablename } of names.rows)
      all[tablename] = (await db.query(`SELECT * FROM "${tablename}" ORDER BY 1`)).rows;
    return all;
  });
}

before(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "tdi-restore-embedded-"));
  data = path.join(scratch, "data");
  folder = path.join(data, "pglite");
  backups = path.join(scratch, "backups");
  // A local run of its own: the embedded database in `data`, never the checkout's.
  env = { LOCAL_RUN: "1", EMBEDDED_DB_FOLDER: data, BACKUP_DIR: backups, DATABASE_URL: "", DIRECT_DATABASE_URL: "" };
  const migrated = await npmRun("db:migrate");
  assert.equal(migrated.code, 0, migrated.out);
  await withFolder(folder, (db) =>
    db.exec(`
      INSERT INTO "User" ("username", "password", "displayName") VALUES ('sam', 'hash', 'Sam');
      INSERT INTO "StaffSession" ("id", "userId", "expiresAt") VALUES ('session-1', 1, now() + interval '1 day');
      INSERT INTO "ContactMessage" ("name", "email", "practice", "message") VALUES
        ('Ann Lee', 'ann@example.com', 'Bay Dental', 'Our server is slow'),
        ('Bo Chen', 'bo@example.com', 'Lake Dental', 'Backups?');
      INSERT INTO "UrgentRequest" ("statusTokenHash", "practice", "name", "phone", "affected", "severity", "description",
        "codeCheck", "pageState", "pageDueAt", "pagedAt", "acknowledgedAt") VALUES
        ('t1', 'Bay Dental', 'Ann', '416-555-0100', 'server', 'critical', 'Server down', 'none', 'paged', now(), now(), NULL),
        ('t2', 'Bay Dental', 'Ann', '416-555-0100', 'server', 'critical', 'Printer', 'none', 'paged', now(), now(), now());
      INSERT INTO "Delivery" ("kind", "toAddress", "subject", "text", "html", "status", "attempts", "relatedType", "relatedId") VALUES
        ('contact-notification', 'office@example.com', 'New message: Ann Lee', 'Text', '<p>Text</p>', 'pending', 0, 'ContactMessage', 1),
        ('contact-notification', 'office@example.com', 'New message: Bo Chen', 'Text', '<p>Text</p>', 'sent', 1, 'ContactMessage', 2);
    `),
  );
});

after(() => rmSync(scratch, { recursive: true, force: true }));

test("a .pglite backup is put back only with the site stopped and --replace, with the restore's steps applied", async () => {
  const taken = await npmRun("db:backup");
  assert.equal(taken.code, 0, taken.out);
  const [file] = readdirSync(backups);
  assert.match(file!, /^tdi-\d{8}T\d{6}\.\d{3}Z-\w+\.pglite$/);
  const backup = path.join(backups, file!);
  const before = await tables(folder);

  // After the backup: a lead deleted, another received, the pending e-mail sent, a new session.
  await withFolder(folder, (db) =>
    db.exec(`
      DELETE FROM "ContactMessage" WHERE "name" = 'Bo Chen';
      INSERT INTO "ContactMessage" ("name", "email", "practice", "message") VALUES ('Cy Dale', 'cy@example.com', 'Elm Dental', 'After the backup');
      UPDATE "Delivery" SET "status" = 'sent', "attempts" = 1 WHERE "id" = 1;
      INSERT INTO "StaffSession" ("id", "userId", "expiresAt") VALUES ('session-2', 1, now() + interval '1 day');
    `),
  );
  const changed = await tables(folder);

  // The site runs (an embedded server of this folder, started as `npm run serve` starts it): refused.
  const site = spawn(
    process.execPath,
    [
      path.join(ROOT, "scripts/local-db.mjs"),
      process.execPath,
      "-e",
      "console.log('serving'); process.stdin.resume(); process.stdin.on('end', () => process.exit(0));",
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "inherit"] },
  );
  const siteStopped = new Promise<number | null>((resolve) => site.on("exit", (code) => resolve(code)));
  try {
    await new Promise<void>((resolve, reject) => {
      let seen = "";
      site.stdout!.on("data", (d: Buffer) => {
        seen += d.toString();
        if (seen.includes("serving")) resolve();
      });
      site.on("exit", () => reject(new Error(`the embedded server did not start: ${seen}`)));
    });
    const refused = await npmRun("db:restore", [backup, "--replace", "--yes"]);
    assert.equal(refused.code, 1, refused.out);
    assert.match(refused.out, /The embedded database is running \(process \d+\): stop the site first/);
  } finally {
    site.stdin!.end();
  }
  assert.equal(await siteStopped, 0, "the site and its embedded server stopped");
  assert.deepEqual(await tables(folder), changed, "nothing changed while the site ran");

  const held = await npmRun("db:restore", [backup]);
  assert.equal(held.code, 1, held.out);
  assert.match(held.out, /The embedded database holds tables: add --replace/);

  const restored = await npmRun("db:restore", [backup, "--replace", "--yes"]);
  assert.equal(restored.code, 0, restored.out);
  assert.match(restored.out, /db:restore: done\./);
  const after = await tables(folder);

  for (const [table, rows] of Object.entries(before)) {
    if (["Delivery", "UrgentRequest", "StaffSession", "JobRun"].includes(table)) continue;
    assert.deepEqual(after[table], rows, `${table} comes back as it was in the backup`);
  }
  const deliveries = (after.Delivery as { id: number; status: string }[]).map((r) => [r.id, r.status]);
  assert.deepEqual(deliveries, [
    [1, "paused"],
    [2, "sent"],
  ]);
  const escalated = (after.UrgentRequest as { id: number; escalatedAt: Date | null }[]).map((r) => [
    r.id,
    r.escalatedAt !== null,
  ]);
  assert.deepEqual(escalated, [
    [1, true],
    [2, false],
  ]);
  assert.deepEqual(after.StaffSession, [], "every staff session ended");
  const jobs = after.JobRun as { name: string; lastReport: string }[];
  const record = JSON.parse(jobs.find((r) => r.name === "restore")!.lastReport);
  assert.deepEqual(
    {
      backup: record.backup,
      paused: record.paused,
      escalated: record.escalated,
      confirmed: record.unsubscribesConfirmedAt,
    },
    { backup: file, paused: 1, escalated: 1, confirmed: null },
  );
  assert.ok(
    jobs.some((r) => r.name === "retention"),
    "the retention purge ran",
  );

  // What the restore replaced was backed up first, and holds the data of the moment.
  const replaced = readdirSync(backups).filter((name) => name !== file);
  assert.equal(replaced.length, 1, readdirSync(backups).join(", "));
  assert.deepEqual(await tables(path.join(backups, replaced[0]!)), changed);
  assert.deepEqual(
    readdirSync(data).filter((name) => name.startsWith("pglite")),
    ["pglite"],
    "no staging folder left beside it",
  );
});

test("a restore whose steps fail, or meant for a server's database, leaves the embedded database as it was, and nothing beside it", async () => {
  // A copy the steps cannot run on (no Delivery table), named as a backup of the first migration.
  const broken = path.join(scratch, "tdi-20260101T000000.000Z-0001_init.pglite");
  await withFolder(broken, (db) =>
    db.exec(`CREATE TABLE "_prisma_migrations" ("migration_name" text, "finished_at" timestamptz, "rolled_back_at" timestamptz);
             INSERT INTO "_prisma_migrations" VALUES ('0001_init', now(), NULL);`),
  );
  const current = await tables(folder);
  // With a server's address set, the migrations and the purge after the restore would run there.
  const elsewhere = await npmRun("db:restore", [broken, "--replace", "--yes"], {
    DIRECT_DATABASE_URL: "postgresql://app@127.0.0.1:1/elsewhere",
  });
  assert.equal(elsewhere.code, 1, elsewhere.out);
  assert.match(
    elsewhere.out,
    /A \.pglite backup is the embedded database's: unset DATABASE_URL and DIRECT_DATABASE_URL/,
  );

  const result = await npmRun("db:restore", [broken, "--replace", "--yes"]);
  assert.equal(result.code, 1, result.out);
  assert.match(result.out, /db:restore failed: .*"Delivery" does not exist/);
  assert.deepEqual(await tables(folder), current);
  assert.deepEqual(
    readdirSync(data).filter((name) => name.startsWith("pglite")),
    ["pglite"],
    "no staging folder left beside it",
  );
});

test("a restore stopped between moving the old folder aside and putting the backup in its place leaves the old data", async () => {
  const current = await tables(folder);
  // What such a stop leaves: the old folder moved aside, the backup's copy (steps done) beside it.
  renameSync(folder, `${folder}.replaced`);
  mkdirSync(`${folder}.restoring`, { recursive: true });
  assert.equal(existsSync(folder), false);
  // The next start of the embedded server (here for the retention purge) puts the old folder back.
  const purged = await npmRun("retention:purge");
  assert.equal(purged.code, 0, purged.out);
  assert.deepEqual(
    readdirSync(data)
      .filter((name) => name.startsWith("pglite"))
      .sort(),
    ["pglite"],
  );
  const after = await tables(folder);
  assert.deepEqual({ ...after, JobRun: [] }, { ...current, JobRun: [] });
});
