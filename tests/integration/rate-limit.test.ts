import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import path from "node:path";
import { after, before, test } from "node:test";
import { ROOT, createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

let database: TempDatabase;

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  process.env.RATE_LIMIT_SCALE = "1";
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

test("a fixed window allows max hits, refuses the next with the seconds left, and opens again in the next window", async () => {
  const { hitLimits } = await import("@/lib/core/rate-limit");
  const limit = { max: 3, windowMs: 60_000 };
  const t0 = 1_699_999_980_000; // on a minute boundary
  const check = [{ key: "t:window", limit }];
  for (let i = 0; i < 3; i++) assert.equal((await hitLimits(check, t0 + i * 1000)).allowed, true);
  const refused = await hitLimits(check, t0 + 15_000);
  assert.equal(refused.allowed, false);
  assert.equal(refused.retryAfterSeconds, 45);
  assert.equal(refused.refusedKey, "t:window");
  assert.equal((await hitLimits(check, t0 + 60_000)).allowed, true, "the next window starts fresh");
});

test("several checks are counted together; the one over its limit refuses", async () => {
  const { hitLimits } = await import("@/lib/core/rate-limit");
  const now = 1_700_000_100_000;
  const checks = [
    { key: "t:multi:ip", limit: { max: 10, windowMs: 60_000 } },
    { key: "t:multi:route", limit: { max: 2, windowMs: 60_000 } },
  ];
  assert.equal((await hitLimits(checks, now)).allowed, true);
  assert.equal((await hitLimits(checks, now)).allowed, true);
  const third = await hitLimits(checks, now);
  assert.equal(third.allowed, false);
  assert.equal(third.refusedKey, "t:multi:route");
});

test("RATE_LIMIT_SCALE multiplies every limit", async () => {
  const { scaledMax } = await import("@/lib/core/rate-limit");
  assert.equal(scaledMax({ max: 5, windowMs: 1 }, 1), 5);
  assert.equal(scaledMax({ max: 5, windowMs: 1 }, 20), 100);
  assert.equal(scaledMax({ max: 1, windowMs: 1 }, 0.1), 1, "never below one");
});

test("50 concurrent hits on one counter: each counted once, exactly the limit allowed", async () => {
  const { countInWindow, hitLimits } = await import("@/lib/core/rate-limit");
  const now = Date.now();
  const limit = { max: 30, windowMs: 3_600_000 };
  const results = await Promise.all(Array.from({ length: 50 }, () => hitLimits([{ key: "t:burst", limit }], now)));
  assert.equal(results.filter((r) => r.allowed).length, 30);
  assert.equal(await countInWindow("t:burst", limit.windowMs, now), 50);
});

test("concurrent requests naming the same counters in opposite orders all count, without a deadlock", async () => {
  const { countInWindow, hitLimits } = await import("@/lib/core/rate-limit");
  const now = Date.now();
  const limit = { max: 1000, windowMs: 3_600_000 };
  const a = { key: "t:order:a", limit };
  const b = { key: "t:order:b", limit };
  await Promise.all(Array.from({ length: 60 }, (_, i) => hitLimits(i % 2 ? [a, b] : [b, a], now)));
  assert.equal(await countInWindow(a.key, limit.windowMs, now), 60);
  assert.equal(await countInWindow(b.key, limit.windowMs, now), 60);
});

test("two processes sharing one database enforce one shared limit", async () => {
  const { hitLimits } = await import("@/lib/core/rate-limit");
  const windowMs = 3_600_000;
  const now = Math.floor(Date.now() / windowMs) * windowMs + 1000;
  const limit = { max: 20, windowMs };
  const script = `
    const m = await import(${JSON.stringify(path.join(ROOT, "lib/core/rate-limit.ts"))});
    const hitLimits = m.hitLimits ?? m.default.hitLimits;
    let allowed = 0;
    for (let i = 0; i < 15; i++) if ((await hitLimits([{ key: "t:shared", limit: { max: 20, windowMs: ${windowMs} } }], ${now})).allowed) allowed++;
    console.log("allowed=" + allowed);
    process.exit(0);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: database.url },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  let ours = 0;
  for (let i = 0; i < 15; i++) if ((await hitLimits([{ key: "t:shared", limit }], now)).allowed) ours++;
  assert.equal(await exited, 0, err);
  const theirs = Number(/allowed=(\d+)/.exec(out)?.[1]);
  assert.equal(ours + theirs, 20, `30 attempts across two processes, 20 allowed (ours ${ours}, theirs ${theirs})`);
});
