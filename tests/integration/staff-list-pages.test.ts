import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

/**
 * The staff lists (leads of each kind, the deliveries) against a real PostgreSQL database, asked for pages
 * they do not have: a number past the end shows the last page, anything else the first. Before
 * they held the page to the list, a huge `?page=` became an offset Prisma refused (a 500).
 */
let database: TempDatabase;

/** Rows of each list: three pages of leads (25 a page) and two of the deliveries (50 a page). */
const LEADS = 60;
const MESSAGES = 60;

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  const { resetEnvCache } = await import("@/lib/core/env");
  resetEnvCache();
  const { getDb } = await import("@/lib/core/db");
  const n = Array.from({ length: LEADS }, (_, i) => i + 1);
  await getDb().contactMessage.createMany({
    data: n.map((i) => ({ name: `Person ${i}`, email: `p${i}@example.com`, message: "Hello" })),
  });
  await getDb().checklistSubmission.createMany({
    data: n.map((i) => ({ email: `c${i}@example.com`, score: 50, categoryScores: "[]", answers: "{}" })),
  });
  await getDb().newsletterSubscriber.createMany({
    data: n.map((i) => ({ email: `s${i}@example.com`, name: `Reader ${i}` })),
  });
  await getDb().delivery.createMany({
    data: Array.from({ length: MESSAGES }, (_, i) => ({
      kind: "test",
      toAddress: `o${i}@example.com`,
      subject: "Subject",
      text: "Text",
      html: "<p>Text</p>",
      status: "logged",
    })),
  });
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

/** `?page=` values as a visitor can type them, and numbers as a caller may pass them. */
const PAST_THE_END = ["99999999999999999999", "4", 1e20, 4];
const NONSENSE = ["-1", "0", "1.5", "abc", "", "1e3", " 2", ["2", "3"], -1, 0, 1.5];

test("each leads list shows its last page for a page past the end, its first for nonsense", async () => {
  const { listChecklists, listContacts, listSubscribers } = await import("@/lib/leads/leads");
  for (const [name, list] of [
    ["contact", listContacts],
    ["checklist", listChecklists],
    ["subscribers", listSubscribers],
  ] as const) {
    for (const page of PAST_THE_END) {
      const shown = await list({ page });
      assert.equal(shown.page, 3, `${name} ${JSON.stringify(page)}`);
      assert.equal(shown.rows.length, LEADS - 2 * shown.pageSize, `${name} ${JSON.stringify(page)}`);
    }
    for (const page of NONSENSE) {
      const shown = await list({ page });
      assert.equal(shown.page, 1, `${name} ${JSON.stringify(page)}`);
      assert.equal(shown.rows.length, shown.pageSize, `${name} ${JSON.stringify(page)}`);
    }
    assert.equal((await list({ page: "2" })).page, 2, name);
    // A search that finds nothing has one page, empty.
    const none = await list({ q: "nobody-matches-this", page: "99999999999999999999" });
    assert.deepEqual([none.page, none.rows.length, none.total], [1, 0, 0], name);
  }
});

test("the deliveries list shows its last page for a page past the end, its first for nonsense", async () => {
  const { DELIVERIES_PAGE_SIZE, listDeliveries } = await import("@/lib/deliveries/retry");
  for (const page of PAST_THE_END) {
    const shown = await listDeliveries("all", page);
    assert.equal(shown.page, 2, JSON.stringify(page));
    assert.equal(shown.rows.length, MESSAGES - DELIVERIES_PAGE_SIZE, JSON.stringify(page));
  }
  for (const page of NONSENSE) {
    const shown = await listDeliveries("all", page);
    assert.equal(shown.page, 1, JSON.stringify(page));
    assert.equal(shown.rows.length, DELIVERIES_PAGE_SIZE, JSON.stringify(page));
  }
  const failed = await listDeliveries("failed", "99999999999999999999");
  assert.deepEqual([failed.page, failed.rows.length, failed.total], [1, 0, 0]);
});
