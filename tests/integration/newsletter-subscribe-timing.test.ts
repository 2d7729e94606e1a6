import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

/**
 * POST /api/newsletter/subscribe must not tell by its timing whether an address is subscribed. The
 * real handler runs here with a schedule that holds the route's after() tasks, and every database
 * statement is recorded: the ones made before the answer are the same for an active, a pending and
 * a new address (only the values bound to them differ), and so are the status and the body. The
 * held tasks then do what double opt-in asks of each address.
 */
let database: TempDatabase;

/** The statements made so far: "Model.operation" for a Prisma model query, else the SQL text. */
const statements: string[] = [];

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  delete process.env.RESEND_API_KEY;
  process.env.NEWSLETTER_TOKEN_SECRET = "subscribe-timing-test-secret-0123456789abcdef";
  process.env.SITE_URL = "https://www.example.ca";
  const { resetEnvCache } = await import("@/lib/core/env");
  resetEnvCache();

  // lib/core/db keeps the process's one client on this global and creates it on first use: put a
  // client there that records every statement before anything runs one. A transaction's client
  // comes from it, so statements inside a transaction are recorded too.
  const { getDb } = await import("@/lib/core/db");
  const recording = getDb().$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        statements.push(model ? `${model}.${operation}` : `${operation} ${rawText(args)}`);
        return query(args);
      },
    },
  });
  (globalThis as { __tdiDb?: unknown }).__tdiDb = recording;
});

/** A raw statement's SQL text (a tagged template reaches the extension as its parts and values). */
function rawText(args: unknown): string {
  const first = Array.isArray(args) ? args[0] : args;
  if (first && typeof first === "object" && "sql" in first) return String((first as { sql: unknown }).sql);
  if (Array.isArray(first)) return first.join("?");
  return String(first);
}

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

let requestNumber = 0;

/** One POST through the real handler, from an address of its own; its after() tasks are returned. */
async function post(email: string) {
  const { subscribeHandler } = await import("@/lib/newsletter/subscribe-handler");
  const held: (() => Promise<unknown>)[] = [];
  const handler = subscribeHandler((task) => held.push(task));
  requestNumber += 1;
  const request = new Request("http://localhost/api/newsletter/subscribe", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${requestNumber}` },
    body: JSON.stringify({ email, name: "Pat Reader", sourcePath: "/newsletter" }),
  });
  statements.length = 0;
  const response = await handler(request);
  const beforeAnswer = [...statements];
  return { status: response.status, body: await response.text(), beforeAnswer, held };
}

async function runHeld(held: (() => Promise<unknown>)[]) {
  for (const task of held) await task();
}

async function confirmMails(email: string) {
  const { getDb } = await import("@/lib/core/db");
  return getDb().delivery.findMany({ where: { toAddress: email, kind: "newsletter-confirm" }, orderBy: { id: "asc" } });
}

async function subscriberRow(email: string) {
  const { getDb } = await import("@/lib/core/db");
  return getDb().newsletterSubscriber.findUnique({ where: { email } });
}

async function requestsOf(email: string) {
  const { getDb } = await import("@/lib/core/db");
  const rows = await getDb().newsletterConfirmRequest.findMany({ where: { subscriber: { email } } });
  return { all: rows.length, open: rows.filter((r) => !r.confirmedAt).length };
}

test("an active, a pending and a new address: the same statements before the answer, the same answer", async () => {
  const { confirmWithToken } = await import("@/lib/newsletter/subscribers");
  const active = "active.reader@example.com";
  const pending = "pending.reader@example.com";
  const fresh = "new.reader@example.com";

  // A first request warms up what runs once per process (the rate-limit sweep), then the states.
  await runHeld((await post("warm.up@example.com")).held);
  await runHeld((await post(active)).held);
  const link = /\/newsletter\/confirm\?token=(\S+)/.exec((await confirmMails(active))[0]?.text ?? "");
  assert.ok(link, "the active address's confirmation e-mail has a link");
  assert.equal(await confirmWithToken(decodeURIComponent(link[1]!)), "confirmed");
  await runHeld((await post(pending)).held);
  const activeRow = await subscriberRow(active);

  const answers = { active: await post(active), pending: await post(pending), fresh: await post(fresh) };

  const made = answers.fresh.beforeAnswer;
  assert.deepEqual(answers.active.beforeAnswer, made);
  assert.deepEqual(answers.pending.beforeAnswer, made);
  // The request and its e-mail are stored before the answer (a submission answered is never
  // lost), by the same statements for every address; only the sending waits.
  assert.ok(
    made.some((s) => s.includes("NewsletterConfirmRequest")),
    `the request is stored first: ${made.join("; ")}`,
  );
  assert.ok(
    made.some((s) => s.includes('INSERT INTO "Delivery"')),
    `the e-mail is stored with it: ${made.join("; ")}`,
  );
  assert.deepEqual(
    (await confirmMails(pending)).map((m) => m.status),
    ["logged", "pending"],
    "the pending address's new e-mail is stored, not sent, before the answer",
  );
  assert.equal((await confirmMails(fresh))[0]?.status, "pending");
  assert.equal((await confirmMails(active)).length, 1, "an active address gets no e-mail");
  assert.equal(answers.active.status, 200);
  for (const other of [answers.pending, answers.fresh]) {
    assert.equal(other.status, answers.active.status);
    assert.equal(other.body, answers.active.body);
  }

  // After the answer: the pending and the new address are asked to confirm; the active one is
  // not, and keeps no request of what was typed.
  for (const { held } of Object.values(answers)) await runHeld(held);
  assert.equal((await confirmMails(active)).length, 1);
  assert.equal((await confirmMails(pending)).length, 2);
  assert.equal((await confirmMails(fresh)).length, 1);
  assert.deepEqual(await requestsOf(active), { all: 1, open: 0 });
  assert.deepEqual(await subscriberRow(active), activeRow, "the active subscriber's row is as it was");
  assert.deepEqual(await requestsOf(pending), { all: 2, open: 2 });
  assert.deepEqual(await requestsOf(fresh), { all: 1, open: 1 });
});
