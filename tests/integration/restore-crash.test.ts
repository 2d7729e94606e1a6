/**
 * A `--replace` restore killed half-way leaves the old database exactly as it was. The restore
 * runs the removal of the old schema, the backup's data and the steps that hold it back (deliveries
 * paused, sessions ended, its record) as one psql transaction (docs/decisions/0031-backups.md);
 * this test stops it at the worst moment: the old schema dropped and the backup's data loaded, the
 * transaction open, the steps not yet sent. PG_BIN names a folder whose `pg_restore` runs the real
 * one, then marks the session and waits for ever with its output still open, so psql sits inside
 * the transaction; the test sees that in pg_stat_activity and kills the whole restore (its process
 * group) with SIGKILL. Nothing is timed: the test polls for each state with a generous deadline.
 */
import assert from "node:assert/strict";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { after, before, test } from "node:test";
import { Client } from "pg";
import { findClient } from "@/lib/backup/postgres";
import type { ResendStandIn } from "../support/resend-stand-in";
import { ROOT, runScheduledJob, startMailTestWorld, stopMailTestWorld, type TempDatabase } from "./helpers";

const run = promisify(execFile);

let database: TempDatabase;
let standIn: ResendStandIn;
let scratch: string;

/** Debian's newest PostgreSQL client (PATH left aside), the one scripts/test-services.sh runs the cluster with. */
const realClient = (program: "psql" | "pg_dump" | "pg_restore") =>
  findClient(program, { ...process.env, PATH: "", PG_BIN: "" })!;

/** The application name the stand-in pg_restore sets once the whole archive is in psql's hands. */
const LOADED = "tdi-restore-loaded";

before(async () => {
  ({ database, standIn } = await startMailTestWorld({}));
  scratch = mkdtempSync(path.join(tmpdir(), "tdi-restore-crash-"));
});

after(async () => {
  await stopMailTestWorld({ database, standIn });
  rmSync(scratch, { recursive: true, force: true });
});

async function sql<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every table's rows (the migrations' record too), ordered by their first column. */
async function tables(): Promise<Record<string, unknown[]>> {
  const names = await sql<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const all: Record<string, unknown[]> = {};
  for (const { tablename } of names) all[tablename] = await sql(`SELECT * FROM "${tablename}" ORDER BY 1`);
  return all;
}

async function until<T>(what: string, read: () => Promise<T | null | undefined>): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await read();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not seen before the deadline`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A PG_BIN folder: the real psql and pg_dump, and a pg_restore that renders the archive with the
 * real one, then sends a statement that names the session (so the test knows psql has run all of
 * the archive), writes `marker` and waits until killed, its output (psql's input) still open.
 */
function stalledClients(marker: string): string {
  const bin = path.join(scratch, "bin");
  mkdirSync(bin);
  for (const program of ["psql", "pg_dump"] as const) symlinkSync(realClient(program), path.join(bin, program));
  const realRestore = realClient("pg_restore");
  writeFileSync(
    path.join(bin, "pg_restore"),
    `#!/bin/sh
if [ "$1" = "--version" ]; then exec "${realRestore}" --version; fi
"${realRestore}" "$@" || exit $?
printf "\\nSET application_name = '${LOADED}';\\n"
: > "${marker}"
exec sleep infinity
`,
  );
  chmodSync(path.join(bin, "pg_restore"), 0o755);
  return bin;
}

test("a --replace restore killed with the old schema dropped and the backup loaded leaves the old data, and the job acts as before", async () => {
  // What the backup holds.
  await sql(`INSERT INTO "User" ("username", "password", "displayName") VALUES ('sam', 'hash', 'Sam')`);
  await sql(
    `INSERT INTO "ContactMessage" ("name", "email", "practice", "message") VALUES ('Ann Lee', 'ann@example.com', 'Bay Dental', 'In the backup')`,
  );
  const backups = path.join(scratch, "backups");
  const backup = await run("npm", ["run", "--silent", "db:backup"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: database.url, BACKUP_DIR: backups },
  });
  assert.match(backup.stdout, /db:backup: .*\.dump/);
  const [file] = readdirSync(backups);

  // What the database holds when it is replaced: a later lead, a signed-in member of staff, an
  // e-mail still to go out and a paged request no one has taken yet.
  await sql(
    `INSERT INTO "ContactMessage" ("name", "email", "practice", "message") VALUES ('Bo Chen', 'bo@example.com', 'Lake Dental', 'After the backup')`,
  );
  await sql(
    `INSERT INTO "StaffSession" ("id", "userId", "expiresAt") VALUES ('session-1', 1, now() + interval '1 day')`,
  );
  await sql(
    `INSERT INTO "Delivery" ("channel", "kind", "toAddress", "subject", "text", "html", "status", "attempts", "relatedType", "relatedId", "nextAttemptAt") VALUES
       ('email', 'contact-notification', 'office@example.com', 'New message: Bo Chen', 'Text', '<p>Text</p>', 'pending', 0, 'ContactMessage', 2, now() - interval '1 minute')`,
  );
  await sql(
    `INSERT INTO "UrgentRequest" ("statusTokenHash", "practice", "name", "phone", "affected", "severity", "description",
       "codeCheck", "pageState", "pageDueAt", "pagedAt") VALUES
       ('t1', 'Bay Dental', 'Ann', '416-555-0100', 'server', 'critical', 'Server down', 'none', 'paged', now(), now())`,
  );
  const old = await tables();

  const marker = path.join(scratch, "archive-rendered");
  const replaced = path.join(scratch, "replaced");
  const restore: ChildProcess = spawn(
    process.execPath,
    [
      path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
      "--tsconfig",
      "tsconfig.node.json",
      "scripts/db-restore.ts",
      path.join(backups, file!),
      "--replace",
      "--yes",
    ],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url, PG_BIN: stalledClients(marker), BACKUP_DIR: replaced },
      // Its own process group: tsx, the script, psql and pg_restore are killed together.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  restore.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  restore.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => restore.on("exit", () => resolve()));
  let running = true;
  let session: { pid: number; state: string };
  void exited.then(() => (running = false));
  try {
    // psql has run the whole archive and waits for more: the old schema is dropped, the backup's
    // data loaded, and the steps and the commit not yet sent.
    session = await until("psql waiting after the whole archive", async () => {
      if (!running) throw new Error(`the restore ended before it was stopped:\n${output}`);
      if (!existsSync(marker)) return null;
      const [row] = await sql<{ pid: number; state: string }>(
        `SELECT pid, state FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND state LIKE 'idle%'`,
        [LOADED],
      );
      return row;
    });
    process.kill(-restore.pid!, "SIGKILL");
    await exited;
    // The server rolls the transaction back once it sees psql's connection closed.
    await until("the restoring session gone", async () =>
      (await sql(`SELECT 1 FROM pg_stat_activity WHERE pid = $1`, [session.pid])).length === 0 ? true : null,
    );
  } finally {
    // Whatever happened, nothing of the restore's group is left running (a stand-in's sleep too).
    try {
      process.kill(-restore.pid!, "SIGKILL");
    } catch {
      // the group is gone
    }
  }

  assert.deepEqual(await tables(), old, "every table exactly as before the restore: no restore record, nothing paused");
  assert.equal(session.state, "idle in transaction", "the restore's statements ran inside one open transaction");

  // What it replaced was backed up first, and that backup is whole.
  const [taken] = readdirSync(replaced);
  assert.match(taken!, /^tdi-\d{8}T\d{6}\.\d{3}Z-\w+\.dump$/);
  const { stdout: listing } = await run(realClient("pg_restore"), ["--list", path.join(replaced, taken!)]);
  assert.match(listing, /TABLE DATA public StaffSession/);

  // The deliveries job sends what the old database had to send, as if no restore had been tried.
  const report = await runScheduledJob();
  assert.equal(report.sent, 1, JSON.stringify(report));
  assert.deepEqual(
    standIn.received.map((m) => m.subject),
    ["New message: Bo Chen"],
  );
  assert.deepEqual(await sql(`SELECT "status" FROM "Delivery"`), [{ status: "sent" }]);
  assert.deepEqual(await sql(`SELECT "id" FROM "StaffSession"`), [{ id: "session-1" }]);
});
