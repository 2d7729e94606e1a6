import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { after, before, beforeEach, test } from "node:test";
import type { ResendStandIn } from "../support/resend-stand-in";
import { ROOT, startMailTestWorld, type TempDatabase } from "./helpers";

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

// Async: the stand-in answers from this process, so a blocking child call would deadlock.
const run = promisify(execFile);
async function retryScript(): Promise<string> {
  const { stdout } = await run("npm", ["run", "--silent", "outbox:retry"], {
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
  const { enqueueEmail } = await import("@/lib/outbox/outbox");
  const { dbRead } = await import("@/lib/core/db");
  const id = await enqueueEmail(message("t-ok", 1));
  const row = await dbRead((db) => db.emailOutbox.findUniqueOrThrow({ where: { id } }));
  assert.equal(row.status, "sent");
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
  const { enqueueEmail } = await import("@/lib/outbox/outbox");
  const { dbRead } = await import("@/lib/core/db");
  const id = await enqueueEmail(message("t-fail", 2));
  const row = await dbRead((db) => db.emailOutbox.findUniqueOrThrow({ where: { id } }));
  assert.equal(row.status, "failed");
  assert.equal(row.attempts, 1);
  assert.match(row.lastError ?? "", /Stand-in failure/);
  assert.ok(row.nextAttemptAt.getTime() > Date.now(), "waits before the next attempt");
});

test("a provider that hangs past the timeout fails the message quickly", async () => {
  standIn.setMode("hang");
  const { enqueueEmail } = await import("@/lib/outbox/outbox");
  const { dbRead } = await import("@/lib/core/db");
  const started = Date.now();
  const id = await enqueueEmail(message("t-hang", 3));
  assert.ok(Date.now() - started < 3000, "the send gave up at its timeout");
  const row = await dbRead((db) => db.emailOutbox.findUniqueOrThrow({ where: { id } }));
  assert.equal(row.status, "failed");
  assert.match(row.lastError ?? "", /did not answer within 400 ms/);
  assert.doesNotMatch(row.lastError ?? "", /@/);
});

test("npm run outbox:retry sends the waiting messages once the provider recovers", async () => {
  const { dbRead, dbWrite } = await import("@/lib/core/db");
  // Make the two failed messages due now.
  await dbWrite((db) =>
    db.emailOutbox.updateMany({ where: { status: "failed" }, data: { nextAttemptAt: new Date(Date.now() - 1000) } }),
  );
  standIn.setMode("ok");
  const before = standIn.received.length;
  const output = await retryScript();
  assert.match(output, /2 attempted, 2 sent/);
  assert.equal(standIn.received.length, before + 2);
  const rows = await dbRead((db) => db.emailOutbox.findMany({ where: { kind: { in: ["t-fail", "t-hang"] } } }));
  assert.deepEqual(
    rows.map((r) => r.status),
    ["sent", "sent"],
  );
  assert.equal(rows[0]!.attempts, 2);
  // Nothing left: a second run sends nothing.
  const again = await retryScript();
  assert.match(again, /0 attempted/);
});

test("without RESEND_API_KEY a message is logged: kept with status 'logged' and a one-line notice without the address", async () => {
  delete process.env.RESEND_API_KEY;
  const { resetEnvCache } = await import("@/lib/core/env");
  resetEnvCache();
  const { enqueueEmail } = await import("@/lib/outbox/outbox");
  const { dbRead } = await import("@/lib/core/db");
  const lines: string[] = [];
  const original = console.log;
  console.log = (...args: unknown[]) => lines.push(args.join(" "));
  let id: number;
  try {
    id = await enqueueEmail(message("t-logged", 4));
  } finally {
    console.log = original;
  }
  const row = await dbRead((db) => db.emailOutbox.findUniqueOrThrow({ where: { id } }));
  assert.equal(row.status, "logged");
  assert.deepEqual(lines, [`[email.logged] id=${id} kind="t-logged"`]);
  process.env.RESEND_API_KEY = "re_test_key";
});

test("the cron route refuses a missing or wrong secret and runs the retry with the right one", async () => {
  const { GET } = await import("@/app/api/cron/outbox/route");
  const url = "http://localhost/api/cron/outbox";
  assert.equal((await GET(new Request(url))).status, 401);
  assert.equal((await GET(new Request(url, { headers: { authorization: "Bearer wrong" } }))).status, 401);
  assert.equal(
    (await GET(new Request(url, { headers: { authorization: "cron-secret-for-tests-0123456789abcdef" } }))).status,
    401,
  );
  const ok = await GET(
    new Request(url, { headers: { authorization: "Bearer cron-secret-for-tests-0123456789abcdef" } }),
  );
  assert.equal(ok.status, 200);
  const body = (await ok.json()) as { success: boolean; attempted: number };
  assert.equal(body.success, true);
  assert.equal(typeof body.attempted, "number");
});

test("a second message for the same record is refused as a unique violation (callers skip it: the newsletter send, the reconciler)", async () => {
  const { storeEmail } = await import("@/lib/outbox/outbox");
  const { isUniqueViolation } = await import("@/lib/core/db");
  const email = {
    kind: "t-unique",
    to: "office@example.com",
    subject: "s",
    text: "t",
    html: "<p>t</p>",
    related: { type: "ContactMessage", id: 424242 },
  };
  await storeEmail(email);
  const refused = await storeEmail(email).then(
    () => null,
    (error: unknown) => error,
  );
  assert.ok(refused, "the duplicate was stored");
  assert.equal(isUniqueViolation(refused), true, String(refused));
});
