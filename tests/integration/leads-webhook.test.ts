import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import type { ResendStandIn } from "../support/resend-stand-in";
import { startWebhookStandIn, type ReceivedPost, type WebhookStandIn } from "../support/webhook-stand-in";
import { startMailTestWorld, stopMailTestWorld, type TempDatabase } from "./helpers";

/**
 * Leads posted to the office's CRM (the webhook channel of the deliveries) against a real
 * database and a local receiver: every new contact message and checklist result, and a newsletter
 * subscription only once its owner confirms, each posted signed, with its fields and a stable id;
 * a 500 retried by the run and then delivered under the same id; a 400 final; a preview only logs;
 * without LEADS_WEBHOOK_URL nothing is queued; urgent requests are never posted.
 */
let database: TempDatabase;
let mail: ResendStandIn;
let crm: WebhookStandIn;

const SECRET = "leads-webhook-test-secret-0123456789abcdef";

before(async () => {
  crm = await startWebhookStandIn();
  ({ database, standIn: mail } = await startMailTestWorld({
    EMAIL_TIMEOUT_MS: "2000",
    SITE_URL: "https://www.example.ca",
    NEWSLETTER_TOKEN_SECRET: "newsletter-token-test-secret-0123456789ab",
    LEADS_WEBHOOK_URL: crm.url,
    LEADS_WEBHOOK_SECRET: SECRET,
  }));
  await resetEnv();
});

beforeEach(() => crm.setMode("ok"));

after(async () => {
  await stopMailTestWorld({ database, standIn: mail });
  await crm.close();
});

async function resetEnv() {
  const { resetEnvCache } = await import("@/lib/core/env");
  resetEnvCache();
}

/** Runs `work` with some settings changed, then puts them back. */
async function withEnv<T>(changes: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, process.env[k]]));
  const apply = async (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await resetEnv();
  };
  await apply(changes);
  try {
    return await work();
  } finally {
    await apply(before);
  }
}

let counter = 0;
function contact() {
  counter++;
  return {
    name: `Dr. Visitor ${counter}`,
    email: `visitor${counter}@example.com`,
    phone: "416-555-0100",
    practice: "Bloor Dental",
    service: "managed-it",
    message: `Our server is slow, message ${counter}.`,
    sourcePath: "/locations/north-york",
  };
}

async function submitContact(schedule?: (task: () => Promise<unknown>) => void) {
  const { submitContact } = await import("@/lib/contact/submit");
  return submitContact(contact(), schedule);
}

async function webhookRows(relatedType: string, relatedId: number) {
  const { getDb } = await import("@/lib/core/db");
  return getDb().delivery.findMany({ where: { channel: "webhook", relatedType, relatedId }, orderBy: { id: "asc" } });
}

async function countWebhookRows() {
  const { getDb } = await import("@/lib/core/db");
  return getDb().delivery.count({ where: { channel: "webhook" } });
}

interface Body {
  id: string;
  kind: string;
  fields: Record<string, unknown>;
  source: Record<string, unknown>;
  receivedAt: string;
}
const bodyOf = (post: ReceivedPost) => JSON.parse(post.rawBody) as Body;
const postsOf = (id: string) => crm.received.filter((p) => bodyOf(p).id === id);

/** What a receiver checks: the signature over the raw body, within five minutes, and the headers. */
async function assertSigned(post: ReceivedPost) {
  const { verifyWebhookSignature } = await import("@/lib/deliveries/webhook-signature");
  const header = post.headers["x-signature"];
  assert.equal(typeof header, "string");
  assert.match(header as string, /^t=\d+,v1=[0-9a-f]{64}$/);
  assert.ok(verifyWebhookSignature(header as string, post.rawBody, SECRET), "the signature verifies");
  assert.ok(!verifyWebhookSignature(header as string, post.rawBody, `${SECRET}-other`), "not with another secret");
  const t = Number(/t=(\d+)/.exec(header as string)![1]);
  assert.ok(Math.abs(Date.now() / 1000 - t) < 60, "signed at the attempt");
  assert.equal(post.headers["content-type"], "application/json");
  const { id } = bodyOf(post);
  assert.equal(post.headers["idempotency-key"], id);
  assert.equal(post.headers["x-delivery-id"], id);
}

test("a contact message is posted once, after the answer, signed, with its fields and where it was sent from", async () => {
  const scheduled: (() => Promise<unknown>)[] = [];
  const id = await submitContact((task) => scheduled.push(task));
  const [row, ...more] = await webhookRows("ContactMessage", id);
  assert.ok(row, "stored with the message");
  assert.equal(more.length, 0);
  assert.equal(row.status, "pending", "not sent before the answer");
  assert.equal(row.toAddress, "crm", "the URL itself is not stored");
  const body = JSON.parse(row.text) as Body;
  assert.equal(postsOf(body.id).length, 0);
  for (const task of scheduled) await task();

  const [post, ...again] = postsOf(body.id);
  assert.ok(post, "posted");
  assert.equal(again.length, 0, "once");
  await assertSigned(post);
  const sent = bodyOf(post);
  assert.deepEqual(Object.keys(sent), ["id", "kind", "fields", "source", "receivedAt"]);
  assert.match(sent.id, /^contact-[0-9a-f-]{36}$/);
  assert.equal(sent.kind, "contact");
  assert.deepEqual(sent.fields, {
    name: `Dr. Visitor ${counter}`,
    email: `visitor${counter}@example.com`,
    phone: "416-555-0100",
    practice: "Bloor Dental",
    service: "managed-it",
    message: `Our server is slow, message ${counter}.`,
  });
  assert.deepEqual(sent.source, {
    page: "/locations/north-york",
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrer: null,
  });
  const { getDb } = await import("@/lib/core/db");
  const message = await getDb().contactMessage.findUniqueOrThrow({ where: { id } });
  assert.equal(sent.receivedAt, message.createdAt.toISOString());
  const [stored] = await webhookRows("ContactMessage", id);
  assert.equal(stored?.status, "sent");
  assert.equal(stored?.providerId, sent.id);
});

test("a checklist result is posted with its e-mail, scores and page", async () => {
  const { submitChecklist } = await import("@/lib/checklist/submit");
  const answers = Object.fromEntries(
    ["security", "backup", "compliance", "infrastructure", "patient_experience"].map((category, c) => [
      category,
      Object.fromEntries(
        [1, 2, 3, 4, 5].map((q) => [
          `${["sec", "bu", "comp", "infra", "pex"][c]}${q}`,
          c === 1 && q > 3 ? "no" : "yes",
        ]),
      ),
    ]),
  ) as Record<string, Record<string, "yes" | "no">>;
  const id = await submitChecklist({
    email: "dr.patel@example.com",
    score: 100,
    categoriesScores: [],
    results: answers,
  });
  const [row] = await webhookRows("ChecklistSubmission", id);
  assert.ok(row);
  const [post, ...again] = postsOf((JSON.parse(row.text) as Body).id);
  assert.ok(post, "posted");
  assert.equal(again.length, 0);
  await assertSigned(post);
  const sent = bodyOf(post);
  assert.match(sent.id, /^checklist-/);
  assert.equal(sent.kind, "checklist");
  assert.equal(sent.fields.email, "dr.patel@example.com");
  assert.equal(sent.fields.score, 92, "recomputed: 23 of 25");
  const backup = (sent.fields.categoryScores as { id: string; score: number }[]).find((c) => c.id === "backup");
  assert.equal(backup?.score, 60);
  assert.deepEqual(sent.source, {
    page: "/health-checklist",
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrer: null,
  });
});

test("a subscription is posted only once its owner confirms it", async () => {
  const { subscribe, confirmWithToken } = await import("@/lib/newsletter/subscribers");
  const { getDb } = await import("@/lib/core/db");
  const email = "reader@example.com";
  const rowsBefore = await countWebhookRows();
  const postsBefore = crm.received.length;
  const scheduled: (() => Promise<unknown>)[] = [];
  await subscribe(
    {
      email,
      name: "Dana Reader",
      practiceName: "Queen Dental",
      sourcePath: "/blog",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "nov-2026",
      referrerDomain: "mail.example.org",
    },
    (task) => scheduled.push(task),
  );
  for (const task of scheduled.splice(0)) await task();
  assert.equal(await countWebhookRows(), rowsBefore, "nothing queued before the confirmation");
  assert.equal(crm.received.length, postsBefore);

  const confirm = await getDb().delivery.findFirstOrThrow({ where: { toAddress: email, kind: "newsletter-confirm" } });
  const token = decodeURIComponent(/\/newsletter\/confirm\?token=(\S+)/.exec(confirm.text)![1]!);
  assert.equal(await confirmWithToken(token, (task) => scheduled.push(task)), "confirmed");
  for (const task of scheduled.splice(0)) await task();
  const posted = crm.received.slice(postsBefore);
  assert.equal(posted.length, 1);
  await assertSigned(posted[0]!);
  const sent = bodyOf(posted[0]!);
  assert.match(sent.id, /^subscription-/);
  assert.equal(sent.kind, "subscription");
  assert.deepEqual(sent.fields, { email, name: "Dana Reader", practice: "Queen Dental" });
  // The sign-up's campaign, carried from its request to the confirmed opt-in.
  assert.deepEqual(sent.source, {
    page: "/blog",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "nov-2026",
    referrer: "mail.example.org",
  });

  assert.equal(await confirmWithToken(token), "already-confirmed");
  assert.equal(crm.received.length, postsBefore + 1, "confirming again posts nothing more");
});

test("a 500 is retried by the deliveries run with the e-mail backoff and delivered under the same id", async () => {
  const { runDueDeliveries, RETRY_BACKOFF_MINUTES } = await import("@/lib/deliveries/send");
  crm.setMode("fail");
  const id = await submitContact();
  const [failed] = await webhookRows("ContactMessage", id);
  assert.ok(failed);
  const stableId = (JSON.parse(failed.text) as Body).id;
  assert.equal(failed.status, "failed");
  assert.equal(failed.attempts, 1);
  assert.match(failed.lastError ?? "", /answered 500/);
  const wait = failed.nextAttemptAt.getTime() - Date.now();
  assert.ok(wait > 0 && wait <= RETRY_BACKOFF_MINUTES[0] * 60_000, "the first e-mail backoff: a minute");
  assert.equal(postsOf(stableId)[0]?.answered, 500);

  crm.setMode("ok");
  const report = await runDueDeliveries({ now: new Date(Date.now() + 2 * 60_000) });
  assert.ok(report.sent >= 1);
  const posts = postsOf(stableId);
  assert.deepEqual(
    posts.map((p) => p.answered),
    [500, 200],
  );
  assert.equal(posts[0]!.rawBody, posts[1]!.rawBody, "the same bytes on every attempt");
  assert.deepEqual(
    posts.map((p) => p.headers["idempotency-key"]),
    [stableId, stableId],
  );
  await assertSigned(posts[1]!);
  const [sent] = await webhookRows("ContactMessage", id);
  assert.equal(sent?.status, "sent");
  assert.equal(sent?.attempts, 2);
});

test("a 400 is final: no automatic retry, and staff see the answer", async () => {
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  const { MAX_ATTEMPTS } = await import("@/lib/deliveries/store");
  const { isFailedForGood } = await import("@/lib/deliveries/retry");
  crm.setMode("reject");
  const id = await submitContact();
  const [row] = await webhookRows("ContactMessage", id);
  assert.ok(row);
  assert.equal(row.status, "failed");
  assert.ok(row.attempts >= MAX_ATTEMPTS);
  assert.ok(isFailedForGood(row), "listed as failed for good on /admin/deliveries");
  assert.match(row.lastError ?? "", /FinalSendError: The CRM webhook answered 400/);
  const stableId = (JSON.parse(row.text) as Body).id;
  crm.setMode("ok");
  await runDueDeliveries({ now: new Date(Date.now() + 24 * 3_600_000) });
  assert.equal(postsOf(stableId).length, 1, "not posted again");
});

test("a preview only logs, whatever is configured", async () => {
  const postsBefore = crm.received.length;
  const id = await withEnv({ DEPLOY_ENV: "staging" }, () => submitContact());
  const [row] = await webhookRows("ContactMessage", id);
  assert.equal(row?.status, "logged");
  assert.equal(crm.received.length, postsBefore, "nothing posted");
});

test("without LEADS_WEBHOOK_URL no row is stored", async () => {
  const rowsBefore = await countWebhookRows();
  const id = await withEnv({ LEADS_WEBHOOK_URL: undefined }, () => submitContact());
  assert.deepEqual(await webhookRows("ContactMessage", id), []);
  assert.equal(await countWebhookRows(), rowsBefore);
});

test("an urgent request is a client's support matter, never posted to the CRM", async () => {
  const { submitUrgent } = await import("@/lib/support/submit");
  const { supportSchema } = await import("@/lib/support/schema");
  const rowsBefore = await countWebhookRows();
  const postsBefore = crm.received.length;
  const data = supportSchema.parse({
    practice: "Bloor Dental",
    name: "Dana Client",
    phone: "416-555-0100",
    email: "dana@example.com",
    affected: "server",
    severity: "critical",
    description: "The server will not start and no one can see the schedule.",
    sourcePath: "/support",
  });
  const { id } = await submitUrgent(data, { address: "198.51.100.7" });
  assert.ok(id > 0);
  assert.equal(await countWebhookRows(), rowsBefore);
  assert.equal(crm.received.length, postsBefore);
});
