/**
 * The local run's own schedule (scripts/local-schedule.ts, started by `npm run serve`): it runs the
 * deliveries job again and again and the retention purge when a day has passed since the last,
 * each recorded as a deployment's cron records them, and stops cleanly on SIGTERM. Its runs carry
 * every domain's hook: with no calendar feed configured, the bookings' hook reads nothing and
 * releases an unconfirmed booking whose time has passed. The minute is shortened here; nothing is
 * timed, the test waits for the records with a generous deadline.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import path from "node:path";
import { after, before, test } from "node:test";
import { ROOT, createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

let database: TempDatabase;
let getDb: (typeof import("@/lib/core/db"))["getDb"];

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  ({ getDb } = await import("@/lib/core/db"));
});

after(async () => {
  await getDb().$disconnect();
  await database.cleanup();
});

async function until<T>(read: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error("not seen before the deadline");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("runs the deliveries job repeatedly and the purge once, records both, and stops on SIGTERM", async () => {
  const expired = await getDb().booking.create({
    data: {
      uid: "local@schedule.test",
      tokenHash: "local-token-hash",
      start: new Date(Date.now() + 60 * 60_000),
      end: new Date(Date.now() + 90 * 60_000),
      day: "2026-12-01",
      expiresAt: new Date(Date.now() - 60_000),
      meeting: "phone",
      name: "Visitor",
      practice: "Practice",
      email: "visitor@example.com",
      mailbox: "visitor@example.com",
      phone: "416-555-0100",
      addressHash: "address-hash",
    },
  });
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, LOCAL_SCHEDULE_INTERVAL_MS: "300" };
  delete env.BOOKING_BUSY_ICS_URLS;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/local-schedule.ts")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    const run = (name: string) => () => getDb().jobRun.findUnique({ where: { name } });
    const first = await until(run("deliveries"));
    await until(run("retention"));
    // A later run of the job: its record moves on.
    await until(async () => {
      const again = await run("deliveries")();
      return again && again.lastRunAt > first.lastRunAt ? again : null;
    });
    const purge = await run("retention")();
    // The purge ran once: still the same record a few job runs later.
    await until(async () => {
      const latest = await run("deliveries")();
      return latest && latest.lastRunAt.getTime() - first.lastRunAt.getTime() > 1_000 ? latest : null;
    });
    assert.deepEqual((await run("retention")())?.lastRunAt, purge?.lastRunAt);
    // The bookings' hook ran: no feed to read, the expired booking released.
    const released = await getDb().booking.findUniqueOrThrow({ where: { id: expired.id } });
    assert.equal(released.status, "released");
    const { hooks } = JSON.parse((await run("deliveries")())!.lastReport) as { hooks: Record<string, unknown> };
    assert.deepEqual(hooks.bookings, { feedsRead: 0, feedsFailed: 0, feedsNotDue: 0, bookingsReleased: 0 });
  } finally {
    child.kill("SIGTERM");
  }
  assert.equal(await exited, 0, output);
  assert.match(output, /\[schedule\] retention purge ran/);
  assert.doesNotMatch(output, /run failed|hook-failed/);
  assert.match(output, /"bookings":\{[^}]*"bookingsReleased":1/, "the run that released it said so");
});
