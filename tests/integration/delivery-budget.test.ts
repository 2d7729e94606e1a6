import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import type { ResendStandIn } from "../support/resend-stand-in";
import { makeDue, message, queue, queueAndSend, receivedCounts } from "./delivery-helpers";
import { startMailTestWorld, stopMailTestWorld, type TempDatabase } from "./helpers";

/**
 * The retry run's time budget (a serverless function is stopped at its limit: no send may start
 * that could outlast the budget, and what is not started stays due for the next run), and the
 * count of e-mails that failed for good that the staff navigation shows.
 */
let database: TempDatabase;
let standIn: ResendStandIn;
const CRON_SECRET = "cron-secret-for-tests-0123456789abcdef";

before(async () => {
  ({ database, standIn } = await startMailTestWorld({
    CRON_SECRET: CRON_SECRET,
    SITE_URL: "https://dental-it.example",
  }));
});

/** Sets the provider timeout for the next run (lib/core/env caches what it parsed). */
async function useEmailTimeout(ms: number): Promise<void> {
  process.env.EMAIL_TIMEOUT_MS = String(ms);
  const { resetEnvCache } = await import("@/lib/core/env");
  const { resetEmailClient } = await import("@/lib/deliveries/email");
  resetEnvCache();
  resetEmailClient();
}

beforeEach(async () => {
  standIn.setMode("ok");
  standIn.setDelay(0);
  await useEmailTimeout(1000);
});

after(() => stopMailTestWorld({ database, standIn }));

/** Stores messages and makes them due now (failed once, retry time passed). */
async function storeDue(n: number, kind: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await queue(message(kind)));
  await makeDue(ids);
  return ids;
}

/** The rows not sent yet are exactly as due as before the run: failed once, unclaimed. */
async function assertStillDue(ids: readonly number[]): Promise<void> {
  const { getDb } = await import("@/lib/core/db");
  const rows = await getDb().delivery.findMany({ where: { id: { in: [...ids] }, status: { not: "sent" } } });
  for (const r of rows) {
    assert.deepEqual([r.status, r.attempts, r.claimedUntil], ["failed", 1, null], `row ${r.id}`);
    assert.ok(r.nextAttemptAt.getTime() <= Date.now(), `row ${r.id} is due`);
  }
}

test("a run with a small budget stops starting sends and leaves the rest due for the next run", async () => {
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  const ids = await storeDue(12, "t-budget");
  // Each send takes at least 300 ms; with a 1 s timeout a 2 s budget lets sends start during its
  // first second only: four at most, however slow the machine, where the whole batch needs 3.6 s.
  standIn.setDelay(300);
  const first = await runDueDeliveries({ budgetMs: 2000 });
  assert.ok(first.attempted <= 4, `attempted ${first.attempted}`);
  assert.equal(first.sent, first.attempted);
  assert.equal(first.attempted + first.left, 12, JSON.stringify(first));
  const sentFirst = (await receivedCounts(standIn, ids)).filter((n) => n === 1).length;
  assert.equal(sentFirst, first.sent);
  await assertStillDue(ids);

  standIn.setDelay(0);
  const second = await runDueDeliveries();
  assert.deepEqual([second.attempted, second.sent, second.left], [first.left, first.left, 0]);
  assert.deepEqual(
    await receivedCounts(standIn, ids),
    ids.map(() => 1),
    "every row sent once over the two runs",
  );
});

test("a budget shorter than one send's timeout starts no send; a held window's digest is stored and left due", async () => {
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  const { DIGEST_KIND } = await import("@/lib/deliveries/digest");
  const { BUSINESS } = await import("@/content/business");
  const { getDb } = await import("@/lib/core/db");
  const ids = await storeDue(3, "t-no-time");
  const windowEnd = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  for (let i = 0; i < 2; i++)
    await queueAndSend({ ...message("t-held"), to: BUSINESS.emails.leads }, { holdUntil: windowEnd });
  const before = standIn.received.length;

  const report = await runDueDeliveries({ budgetMs: 500 });
  assert.deepEqual([report.attempted, report.digests, report.left], [0, 1, 4], JSON.stringify(report));
  assert.equal(standIn.received.length, before, "nothing was sent");
  await assertStillDue(ids);
  const digest = await getDb().delivery.findFirstOrThrow({ where: { kind: DIGEST_KIND } });
  assert.deepEqual(
    [digest.status, digest.attempts, digest.claimedUntil],
    ["pending", 0, null],
    "the digest waits unclaimed",
  );

  // A stored pending row is due once it is a minute old (before that its request may still send it).
  const later = await runDueDeliveries({ now: new Date(Date.now() + 2 * 60_000) });
  assert.deepEqual([later.attempted, later.sent, later.digests, later.left], [4, 4, 0, 0], JSON.stringify(later));
  assert.deepEqual(await receivedCounts(standIn, [...ids, digest.id]), [1, 1, 1, 1]);
});

test("the cron route runs within its budget and says how many due messages it left", async () => {
  const { GET } = await import("@/app/api/cron/deliveries/route");
  const { RETRY_RUN_BUDGET_MS, runDueDeliveries } = await import("@/lib/deliveries/send");
  const ids = await storeDue(2, "t-cron");
  // A provider timeout longer than the route's budget: no send may start at all.
  await useEmailTimeout(RETRY_RUN_BUDGET_MS + 1000);
  const before = standIn.received.length;
  const response = await GET(
    new Request("http://localhost/api/cron/deliveries", { headers: { authorization: `Bearer ${CRON_SECRET}` } }),
  );
  assert.equal(response.status, 200);
  const body = (await response.json()) as { success: boolean; message: string; attempted: number; left: number };
  assert.deepEqual([body.success, body.attempted, body.left], [true, 0, 2]);
  assert.equal(body.message, "Deliveries partly processed: 2 due messages left for the next run.");
  assert.equal(standIn.received.length, before);
  await assertStillDue(ids);

  await useEmailTimeout(1000);
  assert.equal((await runDueDeliveries()).sent, 2);
});

test("e-mails that failed for good are counted and listed apart; a staff retry still sends one", async () => {
  const { MAX_ATTEMPTS } = await import("@/lib/deliveries/store");
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  const { FAILED_FOR_GOOD, FAILED_FOR_GOOD_HREF, countFailedForGood, listDeliveries, retryDelivery } =
    await import("@/lib/deliveries/retry");
  const { getDb } = await import("@/lib/core/db");
  assert.equal(await countFailedForGood(), 0);
  const exhausted = [await queue(message("t-dead")), await queue(message("t-dead"))];
  const lastTry = await queue(message("t-last-try"));
  const setFailed = (id: number, attempts: number) =>
    getDb().delivery.update({
      where: { id },
      data: {
        status: "failed",
        attempts,
        lastError: "Error: provider refused",
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      },
    });
  for (const id of exhausted) await setFailed(id, MAX_ATTEMPTS);
  await setFailed(lastTry, MAX_ATTEMPTS - 1);

  assert.equal(await countFailedForGood(), 2, "a row with a try left is not failed for good");
  assert.equal(FAILED_FOR_GOOD_HREF, `/admin/deliveries?status=${FAILED_FOR_GOOD}`);
  const listed = await listDeliveries(FAILED_FOR_GOOD, 1);
  assert.deepEqual(
    listed.rows.map((r) => r.id),
    [...exhausted].reverse(),
  );
  assert.equal(listed.total, 2);
  assert.equal(listed.counts[FAILED_FOR_GOOD], 2);
  assert.equal(listed.counts.failed, 3);
  const all = await listDeliveries("all", 1);
  assert.equal(all.counts.all, all.total, "the failed-for-good count is not added to the total twice");

  // The run leaves them alone even when they look due; a staff retry sends one.
  const report = await runDueDeliveries({ now: new Date(Date.now() + 2 * 3_600_000) });
  assert.deepEqual(await receivedCounts(standIn, exhausted), [0, 0]);
  assert.equal(report.left, 0);
  assert.equal((await retryDelivery(exhausted[0]!)).status, "sent");
  assert.equal(await countFailedForGood(), 1);
});
