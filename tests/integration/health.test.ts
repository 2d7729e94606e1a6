/**
 * GET /api/health against a PostgreSQL cluster of this test's own (it is stopped and started
 * under the running handler, which no shared database may suffer): the answers an uptime monitor
 * or a proxy reads, with the migrations behind, ahead and missing altogether, a query held past
 * the check's own deadline, and the database going away and coming back without a restart.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { Client } from "pg";
import { startOwnCluster, type OwnCluster } from "../e2e/helpers/pg-cluster";
import { migrate } from "../support/postgres";

let cluster: OwnCluster;
let url: string;
let GET: () => Promise<Response>;

before(async () => {
  cluster = await startOwnCluster("health");
  const admin = new Client({ connectionString: cluster.url("postgres") });
  await admin.connect();
  await admin.query("CREATE DATABASE health");
  await admin.end();
  url = cluster.url("health");
  migrate(url);
  process.env.DATABASE_URL = url;
  const route = await import("@/app/api/health/route");
  GET = () => route.GET(new Request("http://localhost/api/health"));
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await cluster.destroy();
});

async function sql(text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function health(): Promise<{ status: number; body: Record<string, unknown>; cache: string | null }> {
  const response = await GET();
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cache: response.headers.get("cache-control"),
  };
}

/** Asks until the answer has `status`, up to a generous deadline (never a measure of how fast). */
async function until(status: number): Promise<Awaited<ReturnType<typeof health>>> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await health();
    if (answer.status === status || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test("a migrated database answers 200 with the build, never stored by a cache, nothing personal", async () => {
  const answer = await health();
  assert.equal(answer.status, 200);
  assert.equal(answer.body.status, "ok");
  assert.equal(typeof answer.body.build, "string");
  assert.deepEqual(Object.keys(answer.body).sort(), ["build", "status"]);
  assert.match(answer.cache ?? "", /no-store/);
});

test("a migration the build knows that is not applied answers 503 naming the migrations", async () => {
  await sql(`UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "migration_name" = '0001_init'`);
  try {
    assert.deepEqual((await health()).body, { status: "unavailable", reason: "migrations" });
    assert.equal((await health()).status, 503);
  } finally {
    await sql(`UPDATE "_prisma_migrations" SET "rolled_back_at" = NULL WHERE "migration_name" = '0001_init'`);
  }
  assert.equal((await health()).status, 200);
});

test("a database one migration ahead of the build (a rolling deploy) is healthy", async () => {
  await sql(`INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "finished_at", "applied_steps_count")
             VALUES ('ahead', 'x', '9999_from_the_next_build', now(), 1)`);
  try {
    assert.equal((await health()).status, 200);
  } finally {
    await sql(`DELETE FROM "_prisma_migrations" WHERE "id" = 'ahead'`);
  }
});

test("a database never migrated (no migrations table) answers 503 naming the migrations", async () => {
  await sql(`ALTER TABLE "_prisma_migrations" RENAME TO "_prisma_migrations_away"`);
  try {
    assert.deepEqual(await health(), {
      status: 503,
      body: { status: "unavailable", reason: "migrations" },
      cache: "no-store",
    });
  } finally {
    await sql(`ALTER TABLE "_prisma_migrations_away" RENAME TO "_prisma_migrations"`);
  }
});

test("a query the database holds past the check's own deadline answers 503 naming the database", async () => {
  // Another session holds the migrations table locked, so the check's one query waits.
  const holder = new Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query("BEGIN");
    await holder.query(`LOCK TABLE "_prisma_migrations" IN ACCESS EXCLUSIVE MODE`);
    assert.deepEqual((await health()).body, { status: "unavailable", reason: "database" });
  } finally {
    await holder.query("ROLLBACK");
    await holder.end();
  }
  assert.equal((await until(200)).status, 200);
});

test("the database stopped under the running handler turns it to 503, and back to 200 when it returns", async () => {
  assert.equal((await health()).status, 200);
  await cluster.stop();
  const down = await until(503);
  assert.deepEqual(down.body, { status: "unavailable", reason: "database" });
  await cluster.start();
  const back = await until(200);
  assert.equal(back.status, 200);
  assert.equal(back.body.status, "ok");
});
