import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import path from "node:path";
import { after, before, beforeEach, test } from "node:test";
import type { ResendStandIn } from "../support/resend-stand-in";
import { ROOT, createTempDatabase, startMailTestWorld, type TempDatabase } from "./helpers";

/**
 * The outbox's claim (no row sent twice by senders running at once, here or in another process),
 * its random provider key, and held office notifications gathered into exactly one digest.
 */
let database: TempDatabase;
let standIn: ResendStandIn;

before(async () => {
  ({ database, standIn } = await startMailTestWorld({
    EMAIL_TIMEOUT_MS: "5000",
    SITE_URL: "https://dental-it.example",
  }));
});

beforeEach(async () => {
  standIn.setMode("ok");
  standIn.setDelay(0);
  const { resetEnvCache } = await import("@/lib/core/env");
  const { resetEmailClient } = await import("@/lib/outbox/outbox");
  resetEnvCache();
  resetEmailClient();
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await standIn.close();
  database.cleanup();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let counter = 0;
const message = (kind: string) => {
  counter++;
  return {
    kind,
    to: `person${counter}@example.com`,
    subject: `${kind} ${counter}`,
    text: "Plain text",
    html: "<p>Plain text</p>",
  };
};

async function uidOf(id: number): Promise<string> {
  const { dbRead } = await import("@/lib/core/db");
  const row = await dbRead((db) => db.emailOutbox.findUniqueOrThrow({ where: { id }, select: { uid: true } }));
  return row.uid ?? "";
}

/** How many times the provider received each row (by its idempotency key). */
async function receivedCounts(ids: readonly number[]): Promise<number[]> {
  const counts: number[] = [];
  for (const id of ids) {
    const key = `outbox-${await uidOf(id)}`;
    counts.push(standIn.received.filter((m) => m.idempotencyKey === key).length);
  }
  return counts;
}

/** Stores messages and makes them due now (failed once, retry time passed). */
async function storeDue(n: number, kind: string): Promise<number[]> {
  const { storeEmail } = await import("@/lib/outbox/outbox");
  const { dbWrite, sqliteDateTime } = await import("@/lib/core/db");
  const ids = await Promise.all(Array.from({ length: n }, () => storeEmail(message(kind))));
  await dbWrite((db) =>
    db.$executeRawUnsafe(
      `UPDATE "EmailOutbox" SET "status" = 'failed', "attempts" = 1, "nextAttemptAt" = ? WHERE "id" IN (${ids.map(() => "?").join(", ")})`,
      sqliteDateTime(new Date(Date.now() - 1000)),
      ...ids,
    ),
  );
  return ids;
}

/** The fixture's answer: its line that starts with "result " (the outbox logs to stdout too). */
function resultLine(stdout: string): string {
  const line = stdout.split("\n").find((l) => l.startsWith("result "));
  assert.ok(line, `no result in: ${stdout}`);
  return line.slice("result ".length);
}

interface RetryChild {
  go: () => void;
  report: Promise<{ attempted: number; sent: number; busy: number }>;
}

/** A retry run in another process, loaded and waiting for `go`. */
async function startRetryChild(): Promise<RetryChild> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "tests/integration/fixtures/outbox-sender.ts"), "retry"],
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
    child.on("exit", () => reject(new Error(`retry child exited early: ${stderr}`)));
  });
  return {
    go: () => child.stdin.end("go\n"),
    report: exited.then((code) => {
      assert.equal(code, 0, stderr);
      return JSON.parse(resultLine(stdout)) as { attempted: number; sent: number; busy: number };
    }),
  };
}

test("two deliveries of one row at once send it once; the other finds it busy", async () => {
  const { storeEmail, deliverEmail } = await import("@/lib/outbox/outbox");
  const id = await storeEmail(message("t-twice"));
  standIn.setDelay(100);
  const results = await Promise.all([deliverEmail(id), deliverEmail(id)]);
  assert.deepEqual(results.map((r) => r.status).sort(), ["busy", "sent"]);
  assert.deepEqual(await receivedCounts([id]), [1]);
  // Sent now: a later call only reports it.
  assert.equal((await deliverEmail(id)).status, "sent");
  assert.deepEqual(await receivedCounts([id]), [1]);
});

test("two retry runs and a staff retry at once send each due row once", async () => {
  const { deliverEmail, retryDueEmails } = await import("@/lib/outbox/outbox");
  const { dbRead } = await import("@/lib/core/db");
  const ids = await storeDue(6, "t-runs");
  standIn.setDelay(30);
  const [a, b, staff] = await Promise.all([retryDueEmails(), retryDueEmails(), deliverEmail(ids[0]!)]);
  assert.deepEqual(await receivedCounts(ids), [1, 1, 1, 1, 1, 1]);
  // The staff retry either sent its row or found it taken (a run's send is then counted there).
  assert.ok(staff.status === "sent" || staff.status === "busy", staff.status);
  assert.ok(a.sent + b.sent === 5 || a.sent + b.sent === 6, JSON.stringify([a, b]));
  const rows = await dbRead((db) => db.emailOutbox.findMany({ where: { id: { in: ids } } }));
  assert.ok(rows.every((r) => r.status === "sent" && r.claimedUntil === null && r.attempts === 2));
});

test("retry runs in two other processes and this one at once send each due row once", async () => {
  const { retryDueEmails } = await import("@/lib/outbox/outbox");
  const ids = await storeDue(20, "t-processes");
  standIn.setDelay(40);
  const children = await Promise.all([startRetryChild(), startRetryChild()]);
  for (const child of children) child.go();
  const here = await retryDueEmails();
  const reports = [here, ...(await Promise.all(children.map((c) => c.report)))];
  assert.deepEqual(
    await receivedCounts(ids),
    ids.map(() => 1),
  );
  assert.equal(
    reports.reduce((sum, r) => sum + r.sent, 0),
    20,
    JSON.stringify(reports),
  );
});

test("a row stored by a request that never sent it stays claimed until its lease ends, then the retry sends it", async () => {
  const { enqueueEmail, retryDueEmails } = await import("@/lib/outbox/outbox");
  const { dbRead, dbWrite, sqliteDateTime } = await import("@/lib/core/db");
  // The scheduled attempt is dropped, as when the process stops before after() runs.
  const id = await enqueueEmail(message("t-crashed"), () => undefined);
  const stored = await dbRead((db) => db.emailOutbox.findUniqueOrThrow({ where: { id } }));
  assert.ok(stored.claimedUntil && stored.claimedUntil.getTime() > Date.now(), "stored claimed by the request");
  await retryDueEmails(new Date(Date.now() + 2 * 60_000));
  assert.deepEqual(await receivedCounts([id]), [0], "the retry left a claimed row alone");
  await dbWrite((db) =>
    db.$executeRawUnsafe(
      `UPDATE "EmailOutbox" SET "claimedUntil" = ? WHERE "id" = ?`,
      sqliteDateTime(new Date(Date.now() - 1000)),
      id,
    ),
  );
  const report = await retryDueEmails(new Date(Date.now() + 2 * 60_000));
  assert.equal(report.sent, 1);
  assert.deepEqual(await receivedCounts([id]), [1]);
  const row = await dbRead((db) => db.emailOutbox.findUniqueOrThrow({ where: { id } }));
  assert.equal(row.status, "sent");
  assert.equal(row.claimedUntil, null);
});

test("the provider's idempotency key is outbox-<uid>, random per row, so row 1 of two databases differs", async () => {
  const { dbRead } = await import("@/lib/core/db");
  const first = await dbRead((db) => db.emailOutbox.findUniqueOrThrow({ where: { id: 1 }, select: { uid: true } }));
  assert.match(first.uid ?? "", UUID);
  assert.equal(standIn.received.filter((m) => m.idempotencyKey === `outbox-${first.uid}`).length, 1);
  assert.equal(standIn.received.filter((m) => m.idempotencyKey === "outbox-1").length, 0);

  const other = createTempDatabase();
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", path.join(ROOT, "tests/integration/fixtures/outbox-sender.ts"), "enqueue"],
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
    assert.notEqual(uid, first.uid);
    const got = standIn.received.at(-1)!;
    assert.equal(got.subject, "From another database");
    assert.equal(got.idempotencyKey, `outbox-${uid}`);
  } finally {
    other.cleanup();
  }
});

test("a row without a provider key gets one before it is sent", async () => {
  const { storeEmail, deliverEmail } = await import("@/lib/outbox/outbox");
  const { dbWrite } = await import("@/lib/core/db");
  const id = await storeEmail(message("t-no-uid"));
  await dbWrite((db) => db.$executeRawUnsafe(`UPDATE "EmailOutbox" SET "uid" = NULL WHERE "id" = ?`, id));
  assert.equal((await deliverEmail(id)).status, "sent");
  const uid = await uidOf(id);
  assert.match(uid, UUID);
  assert.equal(standIn.received.at(-1)?.idempotencyKey, `outbox-${uid}`);
});

test("held office notifications wait for their window's end, then exactly one digest lists them all", async () => {
  const { enqueueEmail, retryDueEmails, DIGEST_KIND } = await import("@/lib/outbox/outbox");
  const { listOutbox } = await import("@/lib/outbox/staff-outbox");
  const { BUSINESS } = await import("@/content/business");
  const { dbRead } = await import("@/lib/core/db");
  const windowEnd = new Date((Math.floor(Date.now() / 60_000) + 10) * 60_000);
  const before = standIn.received.length;
  const held: number[] = [];
  for (let i = 1; i <= 5; i++) {
    held.push(
      await enqueueEmail(
        { ...message("t-held"), to: BUSINESS.emails.leads, subject: `New lead <${i}> & co` },
        undefined,
        { holdUntil: windowEnd },
      ),
    );
  }
  assert.equal(standIn.received.length, before, "nothing is sent while held");
  const stored = await dbRead((db) => db.emailOutbox.findMany({ where: { id: { in: held } } }));
  assert.ok(stored.every((r) => r.status === "held" && r.nextAttemptAt.getTime() === windowEnd.getTime()));
  assert.equal((await listOutbox("held", 1)).total, 5, "the staff outbox lists them as held");

  const early = await retryDueEmails(new Date(windowEnd.getTime() - 1000));
  assert.equal(early.digests, 0);
  assert.equal(standIn.received.length, before, "before the window ends, the run sends nothing");

  // A message to a visitor is never held.
  const visitor = await enqueueEmail(message("t-visitor"));
  assert.deepEqual(await receivedCounts([visitor]), [1]);

  const later = new Date(windowEnd.getTime() + 1000);
  const runs = await Promise.all([retryDueEmails(later), retryDueEmails(later)]);
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
  const rows = await dbRead((db) => db.emailOutbox.findMany({ where: { id: { in: held } } }));
  assert.ok(rows.every((r) => r.status === "digested" && r.claimedUntil === null));
  const digestRow = await dbRead((db) => db.emailOutbox.findFirstOrThrow({ where: { kind: DIGEST_KIND } }));
  assert.deepEqual(
    [digestRow.status, digestRow.relatedType, digestRow.relatedId],
    ["sent", "HeldWindow", windowEnd.getTime() / 60_000],
  );

  const sentSoFar = standIn.received.length;
  const third = await retryDueEmails(later);
  assert.equal(third.attempted + third.digests, 0);
  assert.equal(standIn.received.length, sentSoFar, "a third run sends nothing more");
});

test("a notification held after its window's digest was made goes out on its own, not in a second digest", async () => {
  const { enqueueEmail, retryDueEmails, DIGEST_KIND } = await import("@/lib/outbox/outbox");
  const { dbRead } = await import("@/lib/core/db");
  const digest = await dbRead((db) => db.emailOutbox.findFirstOrThrow({ where: { kind: DIGEST_KIND } }));
  const windowEnd = new Date(digest.relatedId! * 60_000);
  const straggler = await enqueueEmail(message("t-straggler"), undefined, { holdUntil: windowEnd });
  const report = await retryDueEmails(new Date(windowEnd.getTime() + 1000));
  assert.equal(report.digests, 0);
  assert.equal(await dbRead((db) => db.emailOutbox.count({ where: { kind: DIGEST_KIND } })), 1);
  assert.deepEqual(await receivedCounts([straggler]), [1]);
  const row = await dbRead((db) => db.emailOutbox.findUniqueOrThrow({ where: { id: straggler } }));
  assert.equal(row.status, "sent");
});

test("the digest lists 200 held notifications and says how many more there are", async () => {
  const { officeDigestEmail } = await import("@/lib/outbox/outbox");
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
