import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createTempDatabase, startSecondWriter, useDatabase, type TempDatabase } from "./helpers";

let database: TempDatabase;

before(() => {
  database = createTempDatabase();
  useDatabase(database.url);
});

after(() => database.cleanup());

test("50 concurrent writes in one process while a second process writes: every row stored, client usable", async () => {
  const { dbWrite, dbRead, getDb } = await import("@/lib/core/db");
  await getDb().$queryRawUnsafe("PRAGMA journal_mode = WAL");

  const SECOND = 60;
  // Start our burst only once the other process is writing, so the two really overlap.
  const writer = await startSecondWriter(database.url, SECOND);

  const ours = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      dbWrite((db) =>
        db.contactMessage.create({
          data: {
            name: `First process ${i}`,
            email: `first${i}@example.com`,
            message: "Written by the first process.",
          },
        }),
      ),
    ),
  );
  assert.equal(ours.length, 50);
  assert.equal(await writer.exited, 0, `second process failed: ${writer.stderr()}`);

  const total = await dbRead((db) => db.contactMessage.count());
  assert.equal(total, 50 + SECOND);
  assert.equal(await dbRead((db) => db.contactMessage.count({ where: { name: { startsWith: "First process" } } })), 50);

  // Still usable: a write and a read after the contention.
  const row = await dbWrite((db) =>
    db.contactMessage.create({
      data: { name: "After", email: "after@example.com", message: "Written after the burst." },
    }),
  );
  assert.ok(row.id > 0);
  assert.equal(await dbRead((db) => db.contactMessage.count()), 51 + SECOND);
  await getDb().$disconnect();

  // What was answered as stored is committed: a brand-new connection sees every row.
  const { PrismaLibSQL } = await import("@prisma/adapter-libsql");
  const { PrismaClient } = await import("@/lib/generated/prisma/client");
  const fresh = new PrismaClient({ adapter: new PrismaLibSQL({ url: database.url }) });
  assert.equal(await fresh.contactMessage.count(), 51 + SECOND);
  await fresh.$disconnect();
});

test("200 contact submissions at once share commits (group commit), while a second process writes: each answer's id is its own stored row, each with its outbox row", async () => {
  const { submitContact } = await import("@/lib/contact/submit");
  const { hitLimits } = await import("@/lib/core/rate-limit");
  const { dbRead } = await import("@/lib/core/db");
  const writer = await startSecondWriter(database.url, 40);

  const N = 200;
  const limit = { max: 150, windowMs: 3_600_000 };
  const now = Date.now();
  const [ids, limits] = await Promise.all([
    Promise.all(
      Array.from({ length: N }, (_, i) =>
        submitContact({
          name: `Batch ${i}`,
          email: `batch${i}@example.com`,
          message: `Group commit message number ${i}.`,
          sourcePath: "/contact",
        }),
      ),
    ),
    Promise.all(Array.from({ length: N }, () => hitLimits([{ key: "t:group", limit }], now))),
  ]);
  assert.equal(await writer.exited, 0, writer.stderr());

  assert.equal(new Set(ids).size, N, "every answer names its own row");
  for (const [i, id] of ids.entries()) {
    const row = await dbRead((db) => db.contactMessage.findUnique({ where: { id } }));
    assert.equal(row?.message, `Group commit message number ${i}.`, `answer ${i} names row ${id}`);
  }
  const outbox = await dbRead((db) =>
    db.emailOutbox.findMany({ where: { relatedType: "ContactMessage", relatedId: { in: ids } } }),
  );
  assert.equal(outbox.length, N, "one outbox row per message");
  assert.ok(
    outbox.every((o) => o.status === "logged" && o.attempts === 1),
    "no RESEND_API_KEY: each marked logged once",
  );
  // The counter counts every request exactly: the first 150 pass, the rest are refused.
  assert.equal(limits.filter((l) => l.allowed).length, 150);
  const counter = await dbRead((db) => db.rateLimitCounter.findFirst({ where: { key: "t:group" } }));
  assert.equal(counter?.count, N);
});
