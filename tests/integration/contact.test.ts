import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import type { ResendStandIn } from "../support/resend-stand-in";
import { receivedCounts } from "./delivery-helpers";
import { startMailTestWorld, stopMailTestWorld, type TempDatabase } from "./helpers";

/**
 * A contact message and the office's notification are written in one transaction: both are
 * stored or neither is. The notification is sent once the transaction has committed, after the
 * visitor's answer when the route hands the send to `after()`.
 */
let database: TempDatabase;
let standIn: ResendStandIn;

before(async () => {
  ({ database, standIn } = await startMailTestWorld({ EMAIL_TIMEOUT_MS: "2000" }));
});

beforeEach(() => standIn.setMode("ok"));

after(() => stopMailTestWorld({ database, standIn }));

let counter = 0;
function contact() {
  counter++;
  return {
    name: `Visitor ${counter}`,
    email: `visitor${counter}@example.com`,
    phone: "416-555-0100",
    message: `Our server is slow, message ${counter}.`,
    sourcePath: "/contact",
  };
}

async function notificationsOf(contactId: number) {
  const { getDb } = await import("@/lib/core/db");
  return getDb().delivery.findMany({ where: { relatedType: "ContactMessage", relatedId: contactId } });
}

test("a contact message is stored with its notification, which is sent to the office, reply-to the visitor", async () => {
  const { submitContact } = await import("@/lib/contact/submit");
  const { BUSINESS } = await import("@/content/business");
  const id = await submitContact(contact());
  const [row, ...more] = await notificationsOf(id);
  assert.ok(row);
  assert.equal(more.length, 0);
  assert.deepEqual(
    [row.channel, row.kind, row.status, row.toAddress, row.replyTo],
    ["email", "contact-notification", "sent", BUSINESS.emails.leads, "visitor1@example.com"],
  );
  assert.deepEqual(await receivedCounts(standIn, [row.id]), [1]);
});

test("with a schedule the notification is stored with the message and sent only when the scheduled task runs", async () => {
  const { submitContact } = await import("@/lib/contact/submit");
  const scheduled: (() => Promise<unknown>)[] = [];
  const id = await submitContact(contact(), (task) => scheduled.push(task));
  const [stored] = await notificationsOf(id);
  assert.equal(stored?.status, "pending", "stored before the answer");
  assert.deepEqual(await receivedCounts(standIn, [stored.id]), [0], "not sent before the answer");
  assert.equal(scheduled.length, 1);
  await scheduled[0]!();
  assert.equal((await notificationsOf(id))[0]?.status, "sent");
  assert.deepEqual(await receivedCounts(standIn, [stored.id]), [1]);
});

test("when the notification cannot be stored, the message is not stored either", async () => {
  const { submitContact } = await import("@/lib/contact/submit");
  const { getDb } = await import("@/lib/core/db");
  const db = getDb();
  const before = { contacts: await db.contactMessage.count(), deliveries: await db.delivery.count() };
  const lastId = (await db.contactMessage.findFirstOrThrow({ orderBy: { id: "desc" } })).id;
  // Make the Delivery insert fail inside the transaction, after the message's own insert.
  await db.$executeRaw`ALTER TABLE "Delivery" ADD CONSTRAINT "refuse_contact_notification" CHECK ("kind" <> 'contact-notification') NOT VALID`;
  try {
    await assert.rejects(submitContact(contact()), /refuse_contact_notification|23514|check constraint/i);
  } finally {
    await db.$executeRaw`ALTER TABLE "Delivery" DROP CONSTRAINT "refuse_contact_notification"`;
  }
  assert.equal(await db.contactMessage.count(), before.contacts, "no message without its notification");
  assert.equal(await db.delivery.count(), before.deliveries);

  // The same message goes through once the table accepts the notification again. Its id shows the
  // refused one was inserted first (it took an id), then rolled back with its notification.
  const id = await submitContact(contact());
  assert.equal(id, lastId + 2);
  assert.equal((await notificationsOf(id)).length, 1);
});

test("past the route-wide ceiling the message is stored and its notification held for the digest, not sent", async () => {
  const { submitContact } = await import("@/lib/contact/submit");
  const holdUntil = new Date(Date.now() + 30 * 60_000);
  const scheduled: (() => Promise<unknown>)[] = [];
  const id = await submitContact(contact(), (task) => scheduled.push(task), { holdUntil });
  const [row] = await notificationsOf(id);
  assert.deepEqual([row?.status, row?.nextAttemptAt.getTime()], ["held", holdUntil.getTime()]);
  assert.equal(scheduled.length, 0, "nothing to send after the answer");
  assert.deepEqual(await receivedCounts(standIn, [row!.id]), [0]);
});
