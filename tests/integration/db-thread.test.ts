/**
 * The statements every submission makes run on a worker thread with a connection of its own
 * (lib/core/db-thread.ts), queued by the process's single write queue like every other write.
 * These tests hold it to what the callers rely on: rows and counts as the raw statements gave
 * them before, the error tests of lib/core/db reading its errors as before (unique, busy,
 * unavailable), another process's lock waited out, and a process that used it still ending.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import path from "node:path";
import { after, before, test } from "node:test";
import { createClient } from "@libsql/client";
import { createTempDatabase, holdLock, ROOT, useDatabase, type TempDatabase } from "./helpers";

let database: TempDatabase;

before(async () => {
  database = createTempDatabase();
  useDatabase(database.url);
  const setup = createClient({ url: database.url });
  await setup.execute("PRAGMA journal_mode = WAL");
  await setup.execute("CREATE TABLE Probe (id INTEGER PRIMARY KEY, writer TEXT NOT NULL)");
  setup.close();
});

after(async () => {
  const { closeSqlThread } = await import("@/lib/core/db-thread");
  await closeSqlThread();
  database.cleanup();
});

test("rows come back as plain objects, changes as counts, and a UNIQUE violation reads as one (not as an outage)", async () => {
  const { sqlThread } = await import("@/lib/core/db-thread");
  const { dbWrite, isUniqueViolation, isUnavailableError } = await import("@/lib/core/db");
  const insert = `INSERT INTO "RateLimitCounter" ("key", "windowStart", "count", "expiresAt") VALUES (?, ?, ?, ?), (?, ?, ?, ?) RETURNING "key", "count"`;
  const rows = await dbWrite(() => sqlThread.query<{ key: string; count: number }>(insert, "a", 1, 3, 9, "b", 1, 4, 9));
  assert.deepEqual(rows, [
    { key: "a", count: 3 },
    { key: "b", count: 4 },
  ]);
  const changed = await dbWrite(() =>
    sqlThread.execute(`UPDATE "RateLimitCounter" SET "count" = "count" + 1 WHERE "windowStart" = ?`, 1),
  );
  assert.equal(changed, 2);

  const duplicate = dbWrite(() => sqlThread.execute(insert.replace(/ RETURNING.*/, ""), "a", 1, 1, 9, "c", 1, 1, 9));
  await assert.rejects(duplicate, (error) => isUniqueViolation(error) && !isUnavailableError(error));
  // The failed statement wrote nothing, and the thread goes on.
  const keys = await dbWrite(() =>
    sqlThread.query<{ key: string }>(`SELECT "key" FROM "RateLimitCounter" ORDER BY "key"`),
  );
  assert.deepEqual(
    keys.map((k) => k.key),
    ["a", "b"],
  );
});

test("a submission's statement that meets another process's write lock waits for it, then commits", async () => {
  const { hitLimits } = await import("@/lib/core/rate-limit");
  const holder = await holdLock(database.url, "IMMEDIATE");
  let settled = false;
  const hit = hitLimits([{ key: "locked-out", limit: { max: 5, windowMs: 60_000 } }]).finally(() => {
    settled = true;
  });
  try {
    // While the other process holds the lock nothing can commit.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(settled, false, "answered while another process held the write lock");
  } finally {
    holder.release();
  }
  assert.deepEqual(await hit, { allowed: true, retryAfterSeconds: 0 });
  assert.equal(await holder.exited, 0);

  // Counted once, on a connection that holds nothing afterwards: another connection writes at once.
  const other = createClient({ url: database.url });
  const counted = await other.execute(`SELECT "count" FROM "RateLimitCounter" WHERE "key" = 'locked-out'`);
  assert.equal(counted.rows[0]?.count, 1);
  await other.execute("INSERT INTO Probe (writer) VALUES ('after')");
  other.close();
});

// The timeout turns "left waiting" into a failure instead of a hung run.
test(
  "closing the connection answers the statements sent before it first, releases the file, and the next statement opens a new one",
  { timeout: 30_000 },
  async () => {
    const { sqlThread, closeSqlThread } = await import("@/lib/core/db-thread");
    const held = sqlThread.query("SELECT 1 AS one");
    await closeSqlThread();
    assert.deepEqual(await held, [{ one: 1 }]);
    // Nothing of the closed connection holds the file: another connection takes the write lock at once.
    const other = createClient({ url: database.url });
    await other.execute("BEGIN IMMEDIATE");
    await other.execute("INSERT INTO Probe (writer) VALUES ('after close')");
    await other.execute("COMMIT");
    other.close();
    assert.deepEqual(await sqlThread.query("SELECT 2 AS two"), [{ two: 2 }]);
  },
);

/** Runs fixtures/thread-user.ts against `url`; its output line and exit, or null if it had to be killed. */
function runThreadUser(url: string): Promise<{ code: number | null; line: Record<string, unknown> } | null> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "tests/integration/fixtures/thread-user.ts")],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  // Far beyond the few seconds a start and one statement take: past it the process hung.
  const killer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      clearTimeout(killer);
      resolve(
        signal ? null : { code, line: JSON.parse(out.trim().split("\n").pop() || "{}") as Record<string, unknown> },
      );
    }),
  );
}

test("a process that used the thread ends by itself when its work is done", async () => {
  const run = await runThreadUser(database.url);
  assert.ok(run, "the process was still running a minute later (the idle thread kept it alive)");
  assert.equal(run.code, 0);
  assert.deepEqual(run.line, { allowed: true });
});

test("a database that cannot be opened reads as unavailable (the handlers' 503), and the process still ends", async () => {
  const run = await runThreadUser(`file:${path.join(database.dir, "no-such-folder", "site.db")}`);
  assert.ok(run, "the process was still running a minute later");
  assert.equal(run.code, 0);
  assert.equal(run.line.unavailable, true, `not read as unavailable: ${String(run.line.message)}`);
});
