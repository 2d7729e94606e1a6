import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

/**
 * Double opt-in against a real database: subscribing only asks the address's owner to confirm
 * (with an e-mail that carries nothing the form's sender typed), confirming activates the
 * subscription with its proof of consent and one welcome, and nobody pending or unsubscribed is
 * sent an issue. No e-mail key: messages are kept in the Delivery table ('logged'), where they are read back.
 */
let database: TempDatabase;

const SECRET = "double-opt-in-test-secret-0123456789abcdefgh";

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  delete process.env.RESEND_API_KEY;
  process.env.NEWSLETTER_TOKEN_SECRET = SECRET;
  process.env.SITE_URL = "https://www.example.ca";
  const { resetEnvCache } = await import("@/lib/core/env");
  resetEnvCache();
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

const lib = () => import("@/lib/newsletter/subscribers");
const db = async () => import("@/lib/core/db");

/** A name and practice a stranger could type: a URL, markup, a phrase to phish with. */
const TYPED = { name: "Visit https://evil.example now", practiceName: "<b>Claim your prize</b>" };

async function subscriber(email: string) {
  const { getDb } = await db();
  return getDb().newsletterSubscriber.findUnique({ where: { email } });
}

async function mailTo(email: string, kind: string) {
  const { getDb } = await db();
  return getDb().delivery.findMany({ where: { toAddress: email, kind }, orderBy: { id: "asc" } });
}

async function consentsOf(subscriberId: number) {
  const { getDb } = await db();
  return getDb().newsletterConsent.findMany({ where: { subscriberId }, orderBy: { id: "asc" } });
}

/** The token of the newest confirmation e-mail to the address. */
async function latestToken(email: string): Promise<string> {
  const mails = await mailTo(email, "newsletter-confirm");
  const text = mails.at(-1)?.text ?? "";
  const link = /https:\/\/www\.example\.ca\/newsletter\/confirm\?token=(\S+)/.exec(text);
  assert.ok(link, "the confirmation e-mail links to the confirm page");
  return decodeURIComponent(link[1]!);
}

test("subscribing a new address stores a pending request and its confirmation e-mail; nothing typed but the address is in it", async () => {
  const { subscribe, lookUpConfirmToken } = await lib();
  const { getDb } = await db();
  const email = "new.reader@example.com";
  const scheduled: (() => Promise<unknown>)[] = [];
  await subscribe({ email: "  New.Reader@Example.com ", ...TYPED, sourcePath: "/blog" }, (task) =>
    scheduled.push(task),
  );
  // Given a schedule (the route's after()), the e-mail is stored with the request but sent only
  // by the scheduled work.
  assert.equal(scheduled.length, 1);
  assert.deepEqual(
    (await mailTo(email, "newsletter-confirm")).map((m) => m.status),
    ["pending"],
  );
  await scheduled[0]!();

  const row = await subscriber(email);
  assert.ok(row);
  assert.equal(row.subscribed, false);
  assert.ok(row.confirmRequestedAt, "a confirmation is outstanding");
  assert.equal(row.name, "", "the typed name waits on the request");
  assert.equal(row.practiceName, "");
  const requests = await getDb().newsletterConfirmRequest.findMany({ where: { subscriberId: row.id } });
  assert.deepEqual(
    requests.map((r) => ({
      name: r.name,
      practiceName: r.practiceName,
      sourcePath: r.sourcePath,
      confirmedAt: r.confirmedAt,
    })),
    [{ name: TYPED.name, practiceName: TYPED.practiceName, sourcePath: "/blog", confirmedAt: null }],
  );

  // Sent by the scheduled work (no e-mail key: kept in the Delivery table as 'logged').
  const [mail, ...more] = await mailTo(email, "newsletter-confirm");
  assert.ok(mail);
  assert.equal(more.length, 0);
  assert.equal(mail.status, "logged");
  assert.equal(mail.relatedType, "NewsletterConfirmRequest");
  assert.equal(mail.relatedId, requests[0]!.id);
  assert.equal(mail.subject, "Please confirm your subscription to the Toronto Dental IT newsletter");
  for (const part of [mail.subject, mail.text, mail.html]) {
    for (const typed of ["evil.example", "Visit", "Claim your prize", "prize"])
      assert.ok(!part.includes(typed), `no typed text (${typed}) in the e-mail`);
  }
  assert.ok(mail.text.includes(email), "the address itself is named");
  assert.match(mail.text, /If you did not ask for this, ignore this e-mail; you will not be subscribed\./);
  assert.match(mail.text, /Toronto Dental IT, a division of/);
  assert.equal((await mailTo(email, "newsletter-welcome")).length, 0);
  assert.equal((await consentsOf(row.id)).length, 0);

  // Opening the link (a GET) only reads.
  assert.deepEqual(await lookUpConfirmToken(await latestToken(email)), { status: "pending", email });
  assert.equal((await subscriber(email))?.subscribed, false);
});

test("confirming activates the subscription with what the form carried, records consent and sends one welcome; again changes nothing", async () => {
  const { confirmWithToken, lookUpConfirmToken } = await lib();
  const { newsletterConsentText } = await import("@/content/newsletter");
  const { getDb } = await db();
  const email = "new.reader@example.com";
  const token = await latestToken(email);

  assert.equal(await confirmWithToken(token), "confirmed");
  const row = (await subscriber(email))!;
  assert.equal(row.subscribed, true);
  assert.equal(row.confirmRequestedAt, null);
  assert.equal(row.unsubscribedAt, null);
  assert.equal(row.name, TYPED.name);
  assert.equal(row.practiceName, TYPED.practiceName);
  assert.equal(row.consentSource, "/blog");
  const consents = await consentsOf(row.id);
  assert.deepEqual(
    consents.map((c) => ({ sourcePath: c.sourcePath, wording: c.wording })),
    [{ sourcePath: "/blog", wording: newsletterConsentText() }],
  );
  const request = await getDb().newsletterConfirmRequest.findFirstOrThrow({ where: { subscriberId: row.id } });
  assert.ok(request.confirmedAt);
  const welcomes = await mailTo(email, "newsletter-welcome");
  assert.equal(welcomes.length, 1);
  assert.equal(welcomes[0]!.relatedType, "NewsletterConsent");
  assert.equal(welcomes[0]!.relatedId, consents[0]!.id);
  // The welcome offers the free assessment where it is booked.
  assert.match(welcomes[0]!.text, /free|complimentary/);
  assert.ok(welcomes[0]!.text.includes("/book"), "the welcome links to /book");

  assert.equal(await confirmWithToken(token), "already-confirmed");
  assert.deepEqual(await lookUpConfirmToken(token), { status: "confirmed", email });
  assert.equal((await consentsOf(row.id)).length, 1);
  assert.equal((await mailTo(email, "newsletter-welcome")).length, 1);

  // Subscribing an active address again: nothing stored, nothing sent.
  const { subscribe } = await lib();
  await subscribe({ email, name: "Someone Else", sourcePath: "/newsletter" });
  assert.equal((await mailTo(email, "newsletter-confirm")).length, 1);
  assert.equal(await getDb().newsletterConfirmRequest.count({ where: { subscriberId: row.id } }), 1);
  assert.equal((await subscriber(email))?.name, TYPED.name);
});

test("two confirmations of one request at the same moment: one consent, one welcome", async () => {
  const { subscribe, confirmWithToken } = await lib();
  const email = "twice@example.com";
  await subscribe({ email, name: "Tw Ice", sourcePath: "/newsletter" });
  const token = await latestToken(email);
  const results = await Promise.all([confirmWithToken(token), confirmWithToken(token), confirmWithToken(token)]);
  assert.deepEqual(results.sort(), ["already-confirmed", "already-confirmed", "confirmed"]);
  const row = (await subscriber(email))!;
  assert.equal((await consentsOf(row.id)).length, 1);
  assert.equal((await mailTo(email, "newsletter-welcome")).length, 1);
});

test("a pending address asking again gets a new request and a new e-mail; either link confirms, once", async () => {
  const { subscribe, confirmWithToken } = await lib();
  const { getDb } = await db();
  const email = "again@example.com";
  await subscribe({ email, name: "First Try", sourcePath: "/newsletter" });
  const first = await latestToken(email);
  await subscribe({ email, name: "Second Try", sourcePath: "/contact" });
  const second = await latestToken(email);
  assert.notEqual(first, second);
  assert.equal((await mailTo(email, "newsletter-confirm")).length, 2);
  const row = (await subscriber(email))!;
  assert.equal(await getDb().newsletterConfirmRequest.count({ where: { subscriberId: row.id } }), 2);

  assert.equal(await confirmWithToken(second), "confirmed");
  assert.equal((await subscriber(email))?.name, "Second Try");
  assert.equal(await confirmWithToken(first), "already-confirmed");
  assert.equal((await subscriber(email))?.name, "Second Try", "the other request changes nothing once active");
  assert.equal((await mailTo(email, "newsletter-welcome")).length, 1);
});

test("re-subscribing an unsubscribed address changes nothing until the owner confirms", async () => {
  const { subscribe, confirmWithToken, unsubscribeWithToken, unsubscribePageUrl } = await lib();
  const email = "leaver@example.com";
  await subscribe({ email, name: "Lee Ver", practiceName: "Old Practice", sourcePath: "/newsletter" });
  assert.equal(await confirmWithToken(await latestToken(email)), "confirmed");
  const active = (await subscriber(email))!;
  const unsubscribeToken = decodeURIComponent(new URL(unsubscribePageUrl(active)).searchParams.get("token")!);
  assert.equal(await unsubscribeWithToken(unsubscribeToken), true);
  const left = (await subscriber(email))!;
  assert.equal(left.subscribed, false);
  assert.ok(left.unsubscribedAt);

  await subscribe({ email, ...TYPED, sourcePath: "/about" });
  const asked = (await subscriber(email))!;
  assert.equal(asked.subscribed, false, "still unsubscribed");
  assert.deepEqual(asked.unsubscribedAt, left.unsubscribedAt);
  assert.equal(asked.name, "Lee Ver", "the stored name is untouched");
  assert.equal(asked.practiceName, "Old Practice");
  assert.deepEqual(asked.consentAt, left.consentAt);
  assert.ok(asked.confirmRequestedAt);
  assert.equal((await mailTo(email, "newsletter-confirm")).length, 2);
  assert.equal((await mailTo(email, "newsletter-welcome")).length, 1);
  assert.equal((await consentsOf(asked.id)).length, 1);

  assert.equal(await confirmWithToken(await latestToken(email)), "confirmed");
  const back = (await subscriber(email))!;
  assert.equal(back.subscribed, true);
  assert.equal(back.unsubscribedAt, null);
  assert.equal(back.name, TYPED.name);
  assert.deepEqual(
    (await consentsOf(back.id)).map((c) => c.sourcePath),
    ["/newsletter", "/about"],
  );
  assert.equal((await mailTo(email, "newsletter-welcome")).length, 2);
});

test("a tampered, foreign or expired link confirms nothing", async () => {
  const { subscribe, confirmWithToken, lookUpConfirmToken } = await lib();
  const { createConfirmToken, CONFIRM_TOKEN_TTL_MS } = await import("@/lib/newsletter/tokens");
  const { getDb } = await db();
  const email = "careful@example.com";
  await subscribe({ email, name: "Care Ful", sourcePath: "/newsletter" });
  const token = await latestToken(email);
  const [id, sig] = token.split(".") as [string, string];
  const tampered = `${id}.${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
  for (const bad of [tampered, `${Number(id) + 1000}.${sig}`, "", "1.x", "<script>"]) {
    assert.deepEqual(await lookUpConfirmToken(bad), { status: "invalid" }, bad);
    assert.equal(await confirmWithToken(bad), "invalid", bad);
  }
  const row = (await subscriber(email))!;
  const request = await getDb().newsletterConfirmRequest.findFirstOrThrow({ where: { subscriberId: row.id } });
  const foreign = createConfirmToken(
    { id: request.id, email, requestedAt: request.requestedAt },
    "another-secret-0123456789abcdefghijklmnop",
  );
  assert.equal(await confirmWithToken(foreign), "invalid");

  // A request made more than seven days ago: its genuine link has expired.
  const requestedAt = new Date(Date.now() - CONFIRM_TOKEN_TTL_MS - 1000);
  const old = await getDb().newsletterConfirmRequest.create({
    data: { subscriberId: row.id, name: "Old", sourcePath: "/newsletter", requestedAt },
  });
  const expired = createConfirmToken({ id: old.id, email, requestedAt }, SECRET);
  assert.deepEqual(await lookUpConfirmToken(expired), { status: "expired" });
  assert.equal(await confirmWithToken(expired), "expired");

  const after = (await subscriber(email))!;
  assert.equal(after.subscribed, false);
  assert.equal((await consentsOf(row.id)).length, 0);
  assert.equal((await mailTo(email, "newsletter-welcome")).length, 0);
});

test("a pending subscriber is sent no issue; an active one is", async () => {
  const { subscribe } = await lib();
  const { queueIssueBatch } = await import("@/lib/newsletter/send");
  const { getDb } = await db();
  await subscribe({ email: "pending.only@example.com", name: "Pen Ding", sourcePath: "/newsletter" });
  const issue = await getDb().newsletterIssue.create({
    data: {
      title: "March alerts",
      content: "Patch now.",
      month: "March",
      monthNumber: 3,
      year: 2026,
      isPublished: true,
    },
  });
  const result = await queueIssueBatch(issue.id, 100);
  assert.equal(result.kind, "queued");
  const recipients = (
    await getDb().delivery.findMany({ where: { kind: "newsletter-issue" }, select: { toAddress: true } })
  )
    .map((r) => r.toAddress)
    .sort();
  const active = (await getDb().newsletterSubscriber.findMany({ where: { subscribed: true }, select: { email: true } }))
    .map((r) => r.email)
    .sort();
  assert.ok(active.length >= 3);
  assert.deepEqual(recipients, active);
  for (const never of ["pending.only@example.com", "careful@example.com"])
    assert.ok(!recipients.includes(never), never);
});

test("a confirmation e-mail stored by a request whose after() never ran is sent by the scheduled run, once", async () => {
  const { subscribe } = await lib();
  const { runDueDeliveries } = await import("@/lib/deliveries/send");
  const email = "orphan@example.com";
  // The process stops after the answer, before the scheduled work runs.
  await subscribe({ email, name: "Or Phan", sourcePath: "/newsletter" }, () => undefined);
  const [stored] = await mailTo(email, "newsletter-confirm");
  assert.equal(stored?.status, "pending", "stored with the request, before the answer");
  // The issue messages queued above are due too; this test looks only at its own row.
  const later = new Date(Date.now() + 2 * 60_000);
  await runDueDeliveries({ now: later });
  await runDueDeliveries({ now: later });
  const mails = await mailTo(email, "newsletter-confirm");
  assert.deepEqual(
    mails.map((m) => [m.id, m.status, m.attempts]),
    [[stored.id, "logged", 1]],
  );
  assert.ok(!mails[0]!.text.includes("Or Phan"));
});

test("confirming stores the welcome with the activation: when the welcome cannot be stored, nothing changes", async () => {
  const { subscribe, confirmWithToken } = await lib();
  const { getDb } = await db();
  const email = "all.or.nothing@example.com";
  await subscribe({ email, name: "All Or Nothing", sourcePath: "/newsletter" });
  const token = await latestToken(email);
  await getDb()
    .$executeRaw`ALTER TABLE "Delivery" ADD CONSTRAINT "refuse_welcome" CHECK ("kind" <> 'newsletter-welcome') NOT VALID`;
  try {
    await assert.rejects(confirmWithToken(token), /refuse_welcome|23514|check/i);
  } finally {
    await getDb().$executeRaw`ALTER TABLE "Delivery" DROP CONSTRAINT "refuse_welcome"`;
  }
  const row = (await subscriber(email))!;
  assert.equal(row.subscribed, false, "still waiting for confirmation");
  assert.equal((await consentsOf(row.id)).length, 0);
  // The link still works, and now confirms with its welcome.
  assert.equal(await confirmWithToken(token), "confirmed");
  assert.equal((await mailTo(email, "newsletter-welcome")).length, 1);
});
