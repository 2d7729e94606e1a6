import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import path from "node:path";
import { after, before, beforeEach, test } from "node:test";
import { withAdmin } from "../support/postgres";
import type { ResendStandIn } from "../support/resend-stand-in";
import { makeDue, message, queue, queueAndSend, receivedCounts } from "./delivery-helpers";
import { ROOT, createTempDatabase, startMailTestWorld, stopMailTestWorld, type TempDatabase } from "./helpers";

/**
 * The delivery claim (no row sent twice by senders running at once, here or in other processes),
 * the random provider key, and held office notifications gathered into exactly one digest.
 */
let database: TempDatabase;
let standIn: ResendStandIn;

before(async () => {
  ({ database, standIn } = await startMailTestWorld({
    EMAIL_TIMEOUT_MS: "5000",
    SITE_URL: "https://dental-it.example",
  }));
  // A server whose own time zone is not UTC: leases and due times must still line up.
  const name = new URL(database.url).pathname.slice(1);
  await withAdmin((c) => c.query(`ALTER DATABASE "${name}" SET timezone TO 'America/Toronto'`));
});

beforeEach(async () => {
  standIn.setMode("ok");
  standIn.setDelay(0);
  const { resetEnvCache } = await import("@/lib/core/env");
  const { resetEmailClient } = await import("@/lib/deliveries/email");
  resetEnvCache();
  resetEmailClient();
});

after(() => stopMailTestWorld({ database, standIn }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Stores messages and makes them due now (failed once, retry time passed). */
async function storeDue(n: number, kind: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await queue(message(kind)));
  await makeDue(ids);
  return ids;
}

async function uidOf(id: number): Promise<string> {
  const { getDb } = await import("@/lib/core/db");
  return (await getDb().delivery.findUniqueOrThrow({ where: { id }, select: { uid: true } })).uid ?? "";
}

/** The fixture's answer: its line that starts with "result " (sends are logged to stdout too). */
function resultLine(stdout: string): string {
  const line = stdout.split("\n").find((l) => l.startsWith("result "));
  assert.ok(line, `no result in: ${stdout}`);
  return line.slice("result ".length);
}

interface RunChild {
  go: () => void;
  report: Promise<{ attempted: number; sent: number }>;
}

/** A deliveries run in another process (its own Prisma client and connections), loaded and waiting for `go`. */
async function startRunChild(): Promise<RunChild> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "tests/integration/fixtures/delivery-sender.ts"), "run"],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes("ready")) resolve();
    });
    child.on("exit", () => reject(new Error(`run child exited early: ${stderr}`)));
  });
  return {
    go: () => child.stdin.end("go\n"),
    report: exited.then((code) => {
      assert.equal(code, 0, stderr);
      return JSON.parse(resultLine(stdout)) as { attempted: number; sent: number };
    }),
  };
}

test("two staff retries of one row at once send it once; the other finds it busy", async () => {
  const { retryDelivery } = await import("@/lib/deliveries/retry");
  const id = await queue(message("t-twice"));
  standIn.setDelay(100);
  const results = await Promise.all([retryDelivery(id), retryDelivery(id)]);
  assert.deepEqual(results.map((r) => r.status).sort(), ["busy", "sent"]);
  assert.deepEqual(await receivedCounts(standIn, [id]), [1]);
  // Sent now: a later call only reports it.
  assert.equal((await retryDelivery(id)).status, "sent");
  assert.deepEqual(await receivedCounts(standIn, [id]), [1]);
});

test("two runs and a staff retry at once send each due row once", async () => {
  const { retryDelivery } = await import("@/lib/deliveries/retry");
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  const { getDb } = await import("@/lib/core/db");
  const ids = await storeDue(6, "t-runs");
  standIn.setDelay(30);
  const [a, b, staff] = await Promise.all([runDueDeliveries(), runDueDeliveries(), retryDelivery(ids[0]!)]);
  assert.deepEqual(
    await receivedCounts(standIn, ids),
    ids.map(() => 1),
  );
  // The staff retry either sent its row or found it taken (a run's send is then counted there).
  assert.ok(staff.status === "sent" || staff.status === "busy", staff.status);
  assert.equal(a.sent + b.sent + (staff.status === "sent" ? 1 : 0), 6, JSON.stringify([a, b, staff]));
  const rows = await getDb().delivery.findMany({ where: { id: { in: ids } } });
  assert.ok(rows.every((r) => r.status === "sent" && r.claimedUntil === null && r.attempts === 2));
});

test("runs in two other processes and this one, claiming the same due rows at once, send each row exactly once", async () => {
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  const ids = await storeDue(30, "t-processes");
  const before = standIn.received.length;
  // Slow answers keep every sender busy while the others claim.
  standIn.setDelay(40);
  const children = await Promise.all([startRunChild(), startRunChild()]);
  for (const child of children) child.go();
  const here = await runDueDeliveries();
  const reports = [here, ...(await Promise.all(children.map((c) => c.report)))];
  assert.deepEqual(
    await receivedCounts(standIn, ids),
    ids.map(() => 1),
  );
  assert.equal(standIn.received.length - before, 30, "the provider was called once per row, no more");
  assert.equal(
    reports.reduce((sum, r) => sum + r.sent, 0),
    30,
    JSON.stringify(reports),
  );
});

test("a row stored by a request that never sent it is left to that request for a minute, then the run sends it", async () => {
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  const { getDb } = await import("@/lib/core/db");
  // Stored, but the request's after() never ran (the process stopped first).
  const id = await queue(message("t-crashed"));
  await runDueDeliveries();
  assert.deepEqual(await receivedCounts(standIn, [id]), [0], "the run left a fresh row to its request");
  const report = await runDueDeliveries({ now: new Date(Date.now() + 2 * 60_000) });
  assert.equal(report.sent, 1);
  assert.deepEqual(await receivedCounts(standIn, [id]), [1]);
  const row = await getDb().delivery.findUniqueOrThrow({ where: { id } });
  assert.deepEqual([row.status, row.claimedUntil], ["sent", null]);
});

test("a row claimed by a sender that died is skipped until its lease ends, then the run sends it", async () => {
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  const { getDb } = await import("@/lib/core/db");
  const [id] = await storeDue(1, "t-dead-sender");
  await getDb().delivery.update({ where: { id }, data: { claimedUntil: new Date(Date.now() + 60_000) } });
  assert.equal((await runDueDeliveries()).attempted, 0);
  assert.deepEqual(await receivedCounts(standIn, [id!]), [0], "the run left a claimed row alone");
  await getDb().delivery.update({ where: { id }, data: { claimedUntil: new Date(Date.now() - 1000) } });
  assert.equal((await runDueDeliveries()).sent, 1);
  assert.deepEqual(await receivedCounts(standIn, [id!]), [1]);
});

test("the provider's idempotency key is outbox-<uid>, random per row, so row 1 of two databases differs", async () => {
  const first = await uidOf(1);
  assert.match(first, UUID);
  assert.equal(standIn.received.filter((m) => m.idempotencyKey === `outbox-${first}`).length, 1);
  assert.equal(standIn.received.filter((m) => m.idempotencyKey === "outbox-1").length, 0);

  const other = await createTempDatabase();
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", path.join(ROOT, "tests/integration/fixtures/delivery-sender.ts"), "enqueue"],
        {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: other.url },
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      let stdout = "";
      child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      child.on("exit", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`enqueue exited ${code}`))));
    });
    const { id, uid } = JSON.parse(resultLine(output)) as { id: number; uid: string };
    assert.equal(id, 1, "the other database's first row");
    assert.match(uid, UUID);
    assert.notEqual(uid, first);
    const got = standIn.received.at(-1)!;
    assert.equal(got.subject, "From another database");
    assert.equal(got.idempotencyKey, `outbox-${uid}`);
  } finally {
    await other.cleanup();
  }
});

test("a row without a provider key gets one before it is sent", async () => {
  const { retryDelivery } = await import("@/lib/deliveries/retry");
  const { getDb } = await import("@/lib/core/db");
  const id = await queue(message("t-no-uid"));
  await getDb().delivery.update({ where: { id }, data: { uid: null } });
  assert.equal((await retryDelivery(id)).status, "sent");
  const uid = await uidOf(id);
  assert.match(uid, UUID);
  assert.equal(standIn.received.at(-1)?.idempotencyKey, `outbox-${uid}`);
});

test("held office notifications wait for their window's end, then exactly one digest lists them all", async () => {
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  const { DIGEST_KIND } = await import("@/lib/deliveries/digest");
  const { listDeliveries } = await import("@/lib/deliveries/retry");
  const { BUSINESS } = await import("@/content/business");
  const { getDb } = await import("@/lib/core/db");
  const windowEnd = new Date((Math.floor(Date.now() / 60_000) + 10) * 60_000);
  const before = standIn.received.length;
  const held: number[] = [];
  for (let i = 1; i <= 5; i++) {
    held.push(
      await queueAndSend(
        { ...message("t-held"), to: BUSINESS.emails.leads, subject: `New lead <${i}> & co` },
        { holdUntil: windowEnd },
      ),
    );
  }
  assert.equal(standIn.received.length, before, "nothing is sent while held");
  const stored = await getDb().delivery.findMany({ where: { id: { in: held } } });
  assert.ok(stored.every((r) => r.status === "held" && r.nextAttemptAt.getTime() === windowEnd.getTime()));
  assert.equal((await listDeliveries("held", 1)).total, 5, "the staff Deliveries page lists them as held");

  const early = await runDueDeliveries({ now: new Date(windowEnd.getTime() - 1000) });
  assert.equal(early.digests, 0);
  assert.equal(standIn.received.length, before, "before the window ends, the run sends nothing");

  // A message to a visitor is never held.
  const visitor = await queueAndSend(message("t-visitor"));
  assert.deepEqual(await receivedCounts(standIn, [visitor]), [1]);

  const later = new Date(windowEnd.getTime() + 1000);
  const runs = await Promise.all([runDueDeliveries({ now: later }), runDueDeliveries({ now: later })]);
  assert.equal(runs[0].digests + runs[1].digests, 1);
  const digests = standIn.received.slice(before).filter((m) => m.to[0] === BUSINESS.emails.leads);
  assert.equal(digests.length, 1, "exactly one digest");
  const digest = digests[0]!;
  assert.match(digest.subject, /^Digest: 5 website notifications held until /);
  for (let i = 1; i <= 5; i++) {
    assert.ok(digest.text?.includes(`New lead <${i}> & co`), `the text lists notification ${i}`);
    assert.ok(digest.html?.includes(`New lead &lt;${i}&gt; &amp; co`), `the HTML lists notification ${i}, escaped`);
  }
  assert.ok(digest.text?.includes("https://dental-it.example/admin/leads"));
  const rows = await getDb().delivery.findMany({ where: { id: { in: held } } });
  assert.ok(rows.every((r) => r.status === "digested" && r.claimedUntil === null));
  const digestRow = await getDb().delivery.findFirstOrThrow({ where: { kind: DIGEST_KIND } });
  assert.deepEqual(
    [digestRow.status, digestRow.relatedType, digestRow.relatedId],
    ["sent", "HeldWindow", windowEnd.getTime() / 60_000],
  );

  const sentSoFar = standIn.received.length;
  const third = await runDueDeliveries({ now: later });
  assert.equal(third.attempted + third.digests, 0);
  assert.equal(standIn.received.length, sentSoFar, "a third run sends nothing more");
});

test("a notification held after its window's digest was made goes out on its own, not in a second digest", async () => {
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  const { DIGEST_KIND } = await import("@/lib/deliveries/digest");
  const { getDb } = await import("@/lib/core/db");
  const digest = await getDb().delivery.findFirstOrThrow({ where: { kind: DIGEST_KIND } });
  const windowEnd = new Date(digest.relatedId! * 60_000);
  const straggler = await queue(message("t-straggler"), { holdUntil: windowEnd });
  const report = await runDueDeliveries({ now: new Date(windowEnd.getTime() + 1000) });
  assert.equal(report.digests, 0);
  assert.equal(report.sent, 1, "released and sent by the same run");
  assert.equal(await getDb().delivery.count({ where: { kind: DIGEST_KIND } }), 1);
  assert.deepEqual(await receivedCounts(standIn, [straggler]), [1]);
  const row = await getDb().delivery.findUniqueOrThrow({ where: { id: straggler } });
  assert.equal(row.status, "sent");
});

test("the digest lists 200 held notifications and says how many more there are", async () => {
  const { officeDigestEmail } = await import("@/lib/deliveries/digest");
  const windowEnd = new Date("2026-11-24T15:00:00Z");
  const held = Array.from({ length: 230 }, (_, i) => ({
    subject: `Lead ${i + 1}`,
    receivedAt: new Date(windowEnd.getTime() - (230 - i) * 1000),
  }));
  const email = officeDigestEmail(windowEnd, held);
  assert.equal(email.related?.id, windowEnd.getTime() / 60_000);
  assert.ok(email.text.includes(": Lead 200\n"));
  assert.ok(!email.text.includes(": Lead 201\n"));
  assert.ok(email.text.includes("...and 30 more, all on the leads page."));
  assert.ok(email.subject.includes("230 website notifications"));
});

test("runs started together never split one window's held notifications: one digest holds them all, and none goes out alone", async () => {
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  const { DIGEST_KIND } = await import("@/lib/deliveries/digest");
  const { getDb } = await import("@/lib/core/db");
  const { BUSINESS } = await import("@/content/business");
  // Several windows, each fought over by four runs at once: a split claim would show as a
  // notification sent on its own beside its window's digest.
  for (let round = 1; round <= 25; round++) {
    const windowEnd = new Date((Math.floor(Date.now() / 60_000) + 100 + round) * 60_000);
    const held: number[] = [];
    for (let i = 0; i < 40; i++) {
      held.push(await queue({ ...message("t-crowd"), to: BUSINESS.emails.leads }, { holdUntil: windowEnd }));
    }
    const later = new Date(windowEnd.getTime() + 1000);
    const runs = await Promise.all(Array.from({ length: 4 }, () => runDueDeliveries({ now: later })));
    assert.equal(
      runs.reduce((n, r) => n + r.digests, 0),
      1,
      `round ${round}: one digest`,
    );
    const rows = await getDb().delivery.findMany({ where: { id: { in: held } }, select: { status: true } });
    assert.deepEqual(
      [...new Set(rows.map((r) => r.status))],
      ["digested"],
      `round ${round}: every held notification is in the digest`,
    );
    assert.equal(
      await getDb().delivery.count({ where: { kind: DIGEST_KIND, relatedId: windowEnd.getTime() / 60_000 } }),
      1,
    );
  }
});
