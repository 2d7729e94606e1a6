import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { after, before, beforeEach, test } from "node:test";
import type { ResendStandIn } from "../support/resend-stand-in";
import { queue, queueAndSend } from "./delivery-helpers";
import { ROOT, startMailTestWorld, stopMailTestWorld, type TempDatabase } from "./helpers";

/**
 * Sending one stored message through the real Resend SDK (a stand-in on 127.0.0.1), what is
 * recorded for each outcome, and the scheduled run by its script and its cron routes.
 */

let database: TempDatabase;
let standIn: ResendStandIn;

before(async () => {
  ({ database, standIn } = await startMailTestWorld({
    EMAIL_TIMEOUT_MS: "400",
    CRON_SECRET: "cron-secret-for-tests-0123456789abcdef",
  }));
});

beforeEach(async () => {
  standIn.setMode("ok");
  const { resetEnvCache } = await import("@/lib/core/env");
  const { resetEmailClient } = await import("@/lib/deliveries/email");
  resetEnvCache();
  resetEmailClient();
});

after(() => stopMailTestWorld({ database, standIn }));

// Async: the stand-in answers from this process, so a blocking child call would deadlock.
const run = promisify(execFile);
async function runScript(name: "deliveries:run" | "outbox:retry"): Promise<string> {
  const { stdout } = await run("npm", ["run", "--silent", name], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: database.url },
  });
  return stdout;
}

const message = (kind: string, n: number) => ({
  kind,
  to: `person${n}@example.com`,
  replyTo: `visitor${n}@example.com`,
  subject: `Subject ${n}`,
  text: "Plain text",
  html: "<p>Plain text</p>",
  headers: { "X-Entity-Ref-ID": `ref-${n}` },
});

test("a send through the real Resend SDK records the provider's id", async () => {
  const { getDb } = await import("@/lib/core/db");
  const id = await queueAndSend(message("t-ok", 1));
  const row = await getDb().delivery.findUniqueOrThrow({ where: { id } });
  assert.equal(row.channel, "email");
  assert.equal(row.status, "sent");
  assert.equal(row.attempts, 1);
  assert.equal(row.claimedUntil, null);
  assert.match(row.providerId ?? "", /^stand-in-\d+$/);
  assert.ok(row.sentAt);
  const got = standIn.received.at(-1)!;
  assert.deepEqual(got.to, ["person1@example.com"]);
  assert.equal(got.subject, "Subject 1");
  // The row's random key, not its id: another database's row with the same id is another message.
  assert.match(row.uid ?? "", /^[0-9a-f-]{36}$/);
  assert.equal(got.idempotencyKey, `outbox-${row.uid}`);
  assert.equal(got.authorization, "Bearer re_test_key");
  assert.deepEqual(got.headers, { "X-Entity-Ref-ID": "ref-1" });
  assert.ok(String(got.reply_to).includes("visitor1@example.com"));
});

test("a provider answering 500 leaves the record stored and the message failed with its error", async () => {
  standIn.setMode("fail");
  const { getDb } = await import("@/lib/core/db");
  const id = await queueAndSend(message("t-fail", 2));
  const row = await getDb().delivery.findUniqueOrThrow({ where: { id } });
  assert.equal(row.status, "failed");
  assert.equal(row.attempts, 1);
  assert.match(row.lastError ?? "", /Stand-in failure/);
  assert.ok(row.nextAttemptAt.getTime() > Date.now(), "waits before the next attempt");
  assert.equal(row.claimedUntil, null);
});

test("a provider that hangs past the timeout fails the message quickly", async () => {
  standIn.setMode("hang");
  const { getDb } = await import("@/lib/core/db");
  const started = Date.now();
  const id = await queueAndSend(message("t-hang", 3));
  assert.ok(Date.now() - started < 3000, "the send gave up at its timeout");
  const row = await getDb().delivery.findUniqueOrThrow({ where: { id } });
  assert.equal(row.status, "failed");
  assert.match(row.lastError ?? "", /did not answer within 400 ms/);
  assert.doesNotMatch(row.lastError ?? "", /@/);
});

test("npm run deliveries:run sends the waiting messages once the provider recovers", async () => {
  const { getDb } = await import("@/lib/core/db");
  // Make the two failed messages due now.
  await getDb().delivery.updateMany({
    where: { status: "failed" },
    data: { nextAttemptAt: new Date(Date.now() - 1000) },
  });
  standIn.setMode("ok");
  const before = standIn.received.length;
  const output = await runScript("deliveries:run");
  assert.match(output, /2 attempted, 2 sent/);
  assert.equal(standIn.received.length, before + 2);
  const rows = await getDb().delivery.findMany({
    where: { kind: { in: ["t-fail", "t-hang"] } },
    orderBy: { id: "asc" },
  });
  assert.deepEqual(
    rows.map((r) => r.status),
    ["sent", "sent"],
  );
  assert.equal(rows[0]!.attempts, 2);
  // Nothing left: a second run (by its old name) sends nothing.
  const again = await runScript("outbox:retry");
  assert.match(again, /0 attempted/);
});

test("without RESEND_API_KEY a message is logged: kept with status 'logged' and a one-line notice without the address", async () => {
  delete process.env.RESEND_API_KEY;
  const { resetEnvCache } = await import("@/lib/core/env");
  resetEnvCache();
  const { getDb } = await import("@/lib/core/db");
  const lines: string[] = [];
  const original = console.log;
  console.log = (...args: unknown[]) => lines.push(args.join(" "));
  let id: number;
  try {
    id = await queueAndSend(message("t-logged", 4));
  } finally {
    console.log = original;
  }
  const row = await getDb().delivery.findUniqueOrThrow({ where: { id } });
  assert.equal(row.status, "logged");
  assert.deepEqual(lines, [`[email.logged] id=${id} kind="t-logged"`]);
  process.env.RESEND_API_KEY = "re_test_key";
});

test("the cron route, and its old address, refuse a missing or wrong secret and run with the right one", async () => {
  for (const [path, { GET }] of [
    ["deliveries", await import("@/app/api/cron/deliveries/route")],
    ["outbox", await import("@/app/api/cron/outbox/route")],
  ] as const) {
    const url = `http://localhost/api/cron/${path}`;
    assert.equal((await GET(new Request(url))).status, 401);
    assert.equal((await GET(new Request(url, { headers: { authorization: "Bearer wrong" } }))).status, 401);
    assert.equal(
      (await GET(new Request(url, { headers: { authorization: "cron-secret-for-tests-0123456789abcdef" } }))).status,
      401,
    );
    const ok = await GET(
      new Request(url, { headers: { authorization: "Bearer cron-secret-for-tests-0123456789abcdef" } }),
    );
    assert.equal(ok.status, 200, path);
    const body = (await ok.json()) as { success: boolean; message: string; attempted: number };
    assert.deepEqual([body.success, body.message, body.attempted], [true, "Deliveries processed.", 0], path);
  }
});

test("a second message of one kind for the same record is refused as a unique violation", async () => {
  const { isUniqueViolation } = await import("@/lib/core/db");
  const email = {
    kind: "t-unique",
    to: "office@example.com",
    subject: "s",
    text: "t",
    html: "<p>t</p>",
    related: { type: "ContactMessage", id: 424242 },
  };
  await queue(email);
  const refused = await queue(email).then(
    () => null,
    (error: unknown) => error,
  );
  assert.ok(refused, "the duplicate was stored");
  assert.equal(isUniqueViolation(refused), true, String(refused));
});
