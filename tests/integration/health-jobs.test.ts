/**
 * GET /api/health/jobs: a monitor's view of the scheduled jobs. Late or never-run jobs are named;
 * only the scheduled deliveries run (its cron route) counts, never a staff "retry all".
 */
import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

let database: TempDatabase;
let getDb: (typeof import("@/lib/core/db"))["getDb"];
const CRON_SECRET = "cron-secret-for-health-jobs-tests-0123456789";
const MINUTE = 60_000;

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  process.env.CRON_SECRET = CRON_SECRET;
  ({ getDb } = await import("@/lib/core/db"));
});

after(async () => {
  await getDb().$disconnect();
  await database.cleanup();
});

beforeEach(async () => {
  await getDb().jobRun.deleteMany();
});

async function jobs(): Promise<{ status: number; body: { status: string; jobs: Record<string, { state: string }> } }> {
  const { GET } = await import("@/app/api/health/jobs/route");
  const response = await GET(new Request("http://localhost/api/health/jobs"));
  assert.match(response.headers.get("cache-control") ?? "", /no-store/);
  return { status: response.status, body: await response.json() };
}

const ranAgo = (name: string, ms: number) =>
  getDb().jobRun.create({ data: { name, lastRunAt: new Date(Date.now() - ms) } });

test("jobs that never ran answer 503, each named as never run", async () => {
  const answer = await jobs();
  assert.equal(answer.status, 503);
  assert.deepEqual(Object.fromEntries(Object.entries(answer.body.jobs).map(([k, v]) => [k, v.state])), {
    deliveries: "never-run",
    retention: "never-run",
  });
});

test("both within their allowance answer 200; a deliveries run 6 minutes old, or a purge 27 hours old, is late", async () => {
  await ranAgo("deliveries", 1 * MINUTE);
  await ranAgo("retention", 25 * 60 * MINUTE);
  assert.equal((await jobs()).status, 200);

  await getDb().jobRun.update({
    where: { name: "deliveries" },
    data: { lastRunAt: new Date(Date.now() - 6 * MINUTE) },
  });
  let answer = await jobs();
  assert.equal(answer.status, 503);
  assert.equal(answer.body.jobs.deliveries?.state, "late");
  assert.equal(answer.body.jobs.retention?.state, "ok");

  await getDb().jobRun.update({ where: { name: "deliveries" }, data: { lastRunAt: new Date() } });
  await getDb().jobRun.update({
    where: { name: "retention" },
    data: { lastRunAt: new Date(Date.now() - 27 * 60 * MINUTE) },
  });
  answer = await jobs();
  assert.equal(answer.status, 503);
  assert.equal(answer.body.jobs.retention?.state, "late");
});

test("a staff 'retry all' does not count as the scheduled run; the cron route does", async () => {
  await ranAgo("retention", MINUTE);
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  await runDueDeliveries({});
  assert.equal((await jobs()).body.jobs.deliveries?.state, "never-run");

  const { GET } = await import("@/app/api/cron/deliveries/route");
  const cron = await GET(
    new Request("http://localhost/api/cron/deliveries", { headers: { Authorization: `Bearer ${CRON_SECRET}` } }),
  );
  assert.equal(cron.status, 200);
  const answer = await jobs();
  assert.equal(answer.body.jobs.deliveries?.state, "ok");
  assert.equal(answer.status, 200);
});
