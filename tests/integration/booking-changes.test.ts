import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { after, before, beforeEach, test } from "node:test";
import type { ResendStandIn, ReceivedEmail } from "../support/resend-stand-in";
import { startWebhookStandIn, type WebhookStandIn } from "../support/webhook-stand-in";
import { ROOT, runScheduledJob, startMailTestWorld, stopMailTestWorld, type TempDatabase } from "./helpers";
import { callRoute, type Route } from "./route-scope";

/**
 * What happens to a booking after it is made (docs/decisions/0035-booking-store.md, "Changes to a
 * booking"), through the real route handlers and the real deliveries, against PostgreSQL, with the
 * Resend SDK talking to its stand-in and the invitations read back by python3-icalendar (a parser
 * other than the code that wrote them): opening the private link changes nothing; the button
 * confirms, once however many presses arrive together; a move keeps the UID and raises SEQUENCE; a
 * cancellation sends METHOD:CANCEL; reminders go once at their time, never for a time already
 * passed, and not after a move or a cancellation; staff cancel several bookings with a note.
 * Bookings are made with holdSlot, each on days of its own, with fixed clocks.
 */
const SITE = "https://booking.example.ca";
const ASSESSOR = "assessor@example.ca";
const PASSWORD = "booking changes staff passphrase for the test 7Q";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NO_CAMPAIGN = { utmSource: "news", utmMedium: "email", utmCampaign: "march", referrerDomain: null };

let database: TempDatabase;
let mail: ResendStandIn;
let crm: WebhookStandIn;
let staffCookie = "";

before(async () => {
  crm = await startWebhookStandIn();
  ({ database, standIn: mail } = await startMailTestWorld({
    SITE_URL: SITE,
    EMAIL_TIMEOUT_MS: "2000",
    RATE_LIMIT_SCALE: "1",
    BOOKING_ASSESSOR_EMAIL: ASSESSOR,
    LEADS_WEBHOOK_URL: crm.url,
    LEADS_WEBHOOK_SECRET: "booking-webhook-secret-0123456789abcdef",
    SESSION_SECRET: "booking-changes-session-secret-0123456789ab",
    TRUSTED_PROXY_COUNT: "1",
  }));
  execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/user-create.ts"), "robin"], {
    cwd: ROOT,
    env: { ...process.env, STAFF_PASSWORD: PASSWORD },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const signIn = (await import("@/app/api/admin/sign-in/route")).POST as unknown as Route;
  const { response, setCookies } = await callRoute(
    signIn,
    jsonPost("/api/admin/sign-in", { username: "robin", password: PASSWORD }),
  );
  assert.equal(response.status, 200, await response.clone().text());
  staffCookie = setCookies[0]!.split(";")[0]!;
});

beforeEach(async () => {
  mail.setMode("ok");
  const { resetEmailClient } = await import("@/lib/deliveries/email");
  resetEmailClient();
});

after(async () => {
  await stopMailTestWorld({ database, standIn: mail });
  await crm.close();
});

async function db() {
  return (await import("@/lib/core/db")).getDb();
}

function jsonPost(pathname: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${pathname}`, {
    method: "POST",
    headers: { Origin: SITE, "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.40", ...headers },
    body: JSON.stringify(body),
  });
}

let visitors = 0;

/** A pending booking of the half hour at `start`, made with holdSlot at `now`; its id, token and e-mail. */
async function book(start: string, now: Date) {
  const { holdSlot } = await import("@/lib/booking/store");
  const { bookingDay } = await import("@/lib/booking/slots");
  const n = ++visitors;
  const begins = new Date(start);
  const email = `visitor${n}@example.com`;
  const result = await holdSlot(
    {
      start: begins,
      end: new Date(begins.getTime() + 30 * MINUTE),
      day: bookingDay(begins),
      meeting: "phone",
      name: `Visitor ${n}`,
      practice: `Practice ${n}`,
      email,
      phone: "416-555-0100",
      workstations: 6,
      notes: "Backups, please",
      sourcePath: "/book",
      campaign: NO_CAMPAIGN,
      address: `198.51.100.${n}`,
    },
    { now, dailyCap: 4, afterHold: async () => undefined },
  );
  assert.ok(result.held, "the booking holds its slot");
  return { id: result.booking.id, uid: result.booking.uid, token: result.token, email };
}

/** The private page's buttons as their route handlers, with a fixed clock and after() run at once. */
async function press(action: "confirm" | "move" | "cancel", body: Record<string, string>, now: Date) {
  const handlers = await import("@/lib/booking/manage-handler");
  const tasks: (() => Promise<unknown>)[] = [];
  const make = { confirm: handlers.confirmHandler, move: handlers.moveHandler, cancel: handlers.cancelHandler }[action];
  const handle = make(
    (task) => tasks.push(task),
    () => now,
  );
  const response = await handle(jsonPost(`/api/booking/manage/${action}`, body));
  for (const task of tasks) await task();
  return { status: response.status, body: (await response.json()) as { message: string; reason?: string } };
}

interface ReadInvite {
  method: string | null;
  events: {
    uid: string;
    sequence: number | null;
    dtstart: string;
    dtend: string;
    status: string | null;
    description: string;
    attendees: { address: string }[];
    organizer: { address: string }[];
  }[];
}

/** The `invite.ics` of a received e-mail, read by python3-icalendar. */
function readInvite(email: ReceivedEmail): ReadInvite & { contentType: string } {
  const [file] = email.attachments ?? [];
  assert.ok(file, `"${email.subject}" carries an attachment`);
  assert.equal(file.filename, "invite.ics");
  const run = spawnSync("/usr/bin/python3", [path.join(ROOT, "tests/support/ics-read.py")], {
    input: Buffer.from(file.content, "base64"),
  });
  assert.equal(run.status, 0, String(run.stderr));
  return { ...(JSON.parse(String(run.stdout)) as ReadInvite), contentType: file.content_type ?? "" };
}

const received = (to: string) => mail.received.filter((m) => m.to.includes(to));

async function deliveriesOfBooking(bookingId: number) {
  const changes = await (await db()).bookingChange.findMany({ where: { bookingId }, select: { id: true } });
  return (await db()).delivery.findMany({
    where: { relatedType: "BookingChange", relatedId: { in: changes.map((c) => c.id) } },
    orderBy: { id: "asc" },
  });
}

test("an e-mail's attachment is stored with its delivery and a retry sends the same bytes", async () => {
  const { getDb } = await import("@/lib/core/db");
  const { queueDelivery } = await import("@/lib/deliveries/store");
  const { sendDeliveries } = await import("@/lib/deliveries/send");
  const file = {
    filename: "invite.ics",
    contentType: "text/calendar; method=REQUEST",
    content: "QkVHSU46VkNBTEVOREFS",
  };
  const id = await getDb().$transaction((tx) =>
    queueDelivery(tx, {
      kind: "t-attachment",
      to: "attached@example.com",
      subject: "With a file",
      text: "t",
      html: "<p>t</p>",
      attachments: [file],
    }),
  );
  mail.setMode("fail");
  await sendDeliveries([id]);
  assert.equal((await getDb().delivery.findUniqueOrThrow({ where: { id } })).status, "failed");
  mail.setMode("ok");
  await sendDeliveries([id]);
  const got = received("attached@example.com");
  assert.equal(got.length, 1);
  assert.deepEqual(got[0]!.attachments, [
    { filename: "invite.ics", content: file.content, content_type: file.contentType },
  ]);
});

test("opening the private link changes nothing, even for a hold that has run out", async () => {
  const { bookingView, bookingTokenExists, bookingCalendarFile } = await import("@/lib/booking/manage");
  const { decidePath } = await import("@/lib/site/routing");
  const made = new Date("2027-03-01T13:00:00Z");
  const b = await book("2027-03-02T15:00:00Z", made);
  const before = await (await db()).booking.findUniqueOrThrow({ where: { id: b.id } });
  const later = new Date(made.getTime() + 3 * HOUR);

  const view = await bookingView(b.token, later);
  assert.equal(view?.state, "released", "shown as released once its hold has run out");
  assert.equal(await bookingTokenExists(b.token), true);
  assert.deepEqual(await decidePath(`/book/manage/${b.token}`), { kind: "pass" });
  assert.deepEqual(await bookingCalendarFile(b.token, later), { missing: "not-confirmed" });
  const ics = (await import("@/app/(site)/book/manage/[token]/assessment.ics/route")).GET as unknown as Route;
  const file = await ics(new Request(`${SITE}/book/manage/${b.token}/assessment.ics`), {
    params: Promise.resolve({ token: b.token }),
  });
  assert.equal(file.status, 409);

  assert.deepEqual(await (await db()).booking.findUniqueOrThrow({ where: { id: b.id } }), before);
  assert.equal((await deliveriesOfBooking(b.id)).length, 0);
  assert.equal(await (await db()).bookingChange.count({ where: { bookingId: b.id } }), 0);

  // An unknown token is no page: the proxy answers it with the 404 page.
  assert.equal((await decidePath(`/book/manage/${"x".repeat(43)}`)).kind, "not-found");
  assert.equal(await bookingView("x".repeat(43), later), null);
});

test("five confirmations at once: one invitation, one office copy, one CRM post, two reminders", async () => {
  const now = new Date("2027-03-08T13:00:00Z");
  const b = await book("2027-03-10T15:00:00Z", now);
  const answers = await Promise.all(Array.from({ length: 5 }, () => press("confirm", { token: b.token }, now)));
  assert.deepEqual(
    answers.map((a) => a.status),
    [200, 200, 200, 200, 200],
  );
  assert.deepEqual(answers.map((a) => a.body.reason).sort(), [
    "already-confirmed",
    "already-confirmed",
    "already-confirmed",
    "already-confirmed",
    "confirmed",
  ]);
  const row = await (await db()).booking.findUniqueOrThrow({ where: { id: b.id } });
  assert.equal(row.status, "confirmed");

  const rows = await deliveriesOfBooking(b.id);
  const kinds = rows.map((r) => r.kind).sort();
  assert.deepEqual(kinds, ["booking-invitation", "booking-invitation-office", "booking-reminder", "booking-reminder"]);
  const changes = await (await db()).bookingChange.findMany({ where: { bookingId: b.id }, orderBy: { id: "asc" } });
  assert.deepEqual(
    changes.map((c) => c.what),
    ["confirmed", "reminder", "reminder"],
  );

  // The visitor's invitation, as the provider received it and a second parser reads it.
  const visitorMail = received(b.email);
  assert.equal(visitorMail.length, 1);
  const invite = readInvite(visitorMail[0]!);
  assert.equal(invite.contentType, "text/calendar; charset=utf-8; method=REQUEST");
  assert.equal(invite.method, "REQUEST");
  const event = invite.events[0]!;
  assert.equal(event.uid, row.uid);
  assert.equal(event.sequence, 0);
  assert.equal(event.dtstart, "2027-03-10T15:00:00+00:00");
  assert.equal(event.dtend, "2027-03-10T15:30:00+00:00");
  assert.deepEqual(
    event.attendees.map((a) => a.address),
    [`mailto:${b.email}`],
  );
  assert.ok(event.description.includes(`${SITE}/book/manage/${b.token}`), "the private link is in DESCRIPTION");

  // The office's copy: the assessor is the attendee, so it lands in their calendar.
  const office = received(ASSESSOR).filter((m) => m.subject.startsWith("Assessment booked"));
  assert.equal(office.length, 1);
  const officeInvite = readInvite(office[0]!);
  assert.equal(officeInvite.events[0]!.uid, row.uid);
  assert.deepEqual(
    officeInvite.events[0]!.attendees.map((a) => a.address),
    [`mailto:${ASSESSOR}`],
  );
  assert.ok(!officeInvite.events[0]!.description.includes(b.token), "the office's copy has no private link");

  // The CRM's post, kind "booking", with its campaign.
  const posts = crm.received.filter((p) => p.rawBody.includes(b.email));
  assert.equal(posts.length, 1);
  const body = JSON.parse(posts[0]!.rawBody) as { kind: string; source: { page: string; utmSource: string } };
  assert.equal(body.kind, "booking");
  assert.equal(body.source.page, "/book");
  assert.equal(body.source.utmSource, "news");

  // Reminders wait for their moments: 24 and 2 hours before.
  const reminders = rows.filter((r) => r.kind === "booking-reminder");
  assert.deepEqual(
    reminders.map((r) => [r.status, r.nextAttemptAt.toISOString()]),
    [
      ["pending", "2027-03-09T15:00:00.000Z"],
      ["pending", "2027-03-10T13:00:00.000Z"],
    ],
  );
});

test("a reminder goes once when the deliveries job runs twice at once at its time; none for a time already passed", async () => {
  // Confirmed 3 hours before the meeting: the 24-hour reminder's time has passed.
  const made = new Date("2027-03-15T12:00:00Z");
  const b = await book("2027-03-15T15:00:00Z", made);
  assert.equal((await press("confirm", { token: b.token }, made)).status, 200);
  const reminders = (await deliveriesOfBooking(b.id)).filter((r) => r.kind === "booking-reminder");
  assert.equal(reminders.length, 1);
  assert.equal(reminders[0]!.nextAttemptAt.toISOString(), "2027-03-15T13:00:00.000Z");

  await Promise.all([runScheduledJob({ now: new Date("2027-03-15T12:59:00Z") })]);
  assert.equal(received(b.email).filter((m) => m.subject.startsWith("Reminder")).length, 0, "not before its time");

  const due = new Date("2027-03-15T13:00:00Z");
  await Promise.all([runScheduledJob({ now: due }), runScheduledJob({ now: due })]);
  const sent = received(b.email).filter((m) => m.subject.startsWith("Reminder"));
  assert.equal(sent.length, 1);
  assert.ok(sent[0]!.text?.includes(`${SITE}/book/manage/${b.token}`));
  const row = await (await db()).delivery.findUniqueOrThrow({ where: { id: reminders[0]!.id } });
  assert.equal(row.status, "sent");
});

test("a move keeps the UID, raises SEQUENCE, re-invites visitor and office and moves the reminders", async () => {
  const now = new Date("2027-03-22T13:00:00Z");
  const b = await book("2027-03-24T15:00:00Z", now);
  // A neighbour in the next half hour: the booking's own time must not block a move next to it.
  const neighbour = await book("2027-03-24T15:30:00Z", now);
  assert.equal((await press("confirm", { token: b.token }, now)).status, 200);
  const oldReminders = (await deliveriesOfBooking(b.id)).filter((r) => r.kind === "booking-reminder");
  assert.equal(oldReminders.length, 2);

  assert.equal((await press("move", { token: b.token, slot: "2027-03-24T15:30:00Z" }, now)).status, 409);
  assert.equal((await press("move", { token: b.token, slot: "2027-03-24T03:00:00Z" }, now)).status, 400);
  assert.equal((await press("move", { token: b.token, slot: "2027-03-24T15:00:00Z" }, now)).body.reason, "same");

  const moved = await press("move", { token: b.token, slot: "2027-03-25T18:00:00Z" }, now);
  assert.equal(moved.status, 200, moved.body.message);
  const row = await (await db()).booking.findUniqueOrThrow({ where: { id: b.id } });
  assert.equal(row.start.toISOString(), "2027-03-25T18:00:00.000Z");
  assert.equal(row.day, "2027-03-25");
  assert.equal(row.sequence, 1);
  assert.equal(row.uid, b.uid);

  const invites = received(b.email).map(readInvite);
  assert.equal(invites.length, 2);
  const [first, second] = invites.map((i) => i.events[0]!);
  assert.equal(second!.uid, first!.uid);
  assert.equal(second!.sequence, 1);
  assert.equal(second!.dtstart, "2027-03-25T18:00:00+00:00");
  const office = received(ASSESSOR)
    .filter((m) => m.subject.startsWith("Assessment moved"))
    .map(readInvite)
    .filter((i) => i.events[0]!.uid === b.uid);
  assert.equal(office.length, 1);
  assert.equal(office[0]!.events[0]!.sequence, 1);

  // The old time's reminders are gone, the new time's wait for theirs.
  const reminders = (await deliveriesOfBooking(b.id)).filter((r) => r.kind === "booking-reminder");
  assert.deepEqual(
    reminders.map((r) => r.nextAttemptAt.toISOString()),
    ["2027-03-24T18:00:00.000Z", "2027-03-25T16:00:00.000Z"],
  );
  assert.ok(reminders.every((r) => !oldReminders.some((o) => o.id === r.id)));
  // Another booking's slot is left alone (checked before the job runs: its hold ends by then, and
  // the job releases expired holds).
  assert.equal((await (await db()).booking.findUniqueOrThrow({ where: { id: neighbour.id } })).status, "pending");
  await runScheduledJob({ now: new Date("2027-03-24T15:00:00Z") });
  assert.equal(
    received(b.email).filter((m) => m.subject.startsWith("Reminder")).length,
    0,
    "no reminder of the old time",
  );
});

test("ten moves of two bookings to one slot at once: one takes it", async () => {
  const now = new Date("2027-03-29T13:00:00Z");
  const a = await book("2027-03-31T14:00:00Z", now);
  const c = await book("2027-03-31T14:30:00Z", now);
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      press("move", { token: (i % 2 ? a : c).token, slot: "2027-04-01T15:00:00Z" }, now),
    ),
  );
  assert.equal(answers.filter((x) => x.status === 200).length, 1);
  assert.equal(
    await (await db()).booking.count({ where: { start: new Date("2027-04-01T15:00:00Z"), status: "pending" } }),
    1,
  );
});

test("the visitor cancels: METHOD:CANCEL with the same UID and a higher SEQUENCE, reminders withdrawn", async () => {
  const now = new Date("2027-04-05T13:00:00Z");
  const b = await book("2027-04-07T15:00:00Z", now);
  assert.equal((await press("confirm", { token: b.token }, now)).status, 200);
  const cancelled = await press("cancel", { token: b.token }, now);
  assert.equal(cancelled.status, 200);
  assert.equal((await press("cancel", { token: b.token }, now)).body.reason, "already-cancelled");

  const row = await (await db()).booking.findUniqueOrThrow({ where: { id: b.id } });
  assert.equal(row.status, "cancelled");
  assert.equal(row.cancelledBy, "visitor");
  assert.equal(row.sequence, 1);

  const cancel = received(b.email).find((m) => m.subject.startsWith("Cancelled"));
  assert.ok(cancel);
  const read = readInvite(cancel);
  assert.equal(read.contentType, "text/calendar; charset=utf-8; method=CANCEL");
  assert.equal(read.method, "CANCEL");
  assert.equal(read.events[0]!.uid, b.uid);
  assert.equal(read.events[0]!.sequence, 1);
  assert.equal(read.events[0]!.status, "CANCELLED");
  assert.equal(read.events[0]!.dtstart, "2027-04-07T15:00:00+00:00");
  assert.deepEqual(
    read.events[0]!.attendees.map((x) => x.address),
    [`mailto:${b.email}`],
  );
  const office = received(ASSESSOR)
    .filter((m) => m.subject.startsWith("Assessment cancelled"))
    .map(readInvite)
    .filter((i) => i.events[0]!.uid === b.uid);
  assert.equal(office.length, 1);
  assert.equal(office[0]!.method, "CANCEL");

  assert.equal((await deliveriesOfBooking(b.id)).filter((r) => r.kind === "booking-reminder").length, 0);
  await runScheduledJob({ now: new Date("2027-04-07T13:00:00Z") });
  assert.equal(received(b.email).filter((m) => m.subject.startsWith("Reminder")).length, 0);
});

test("within 2 hours of the meeting the page no longer moves or cancels it", async () => {
  const made = new Date("2027-04-12T13:00:00Z");
  const b = await book("2027-04-12T16:00:00Z", made);
  const late = new Date("2027-04-12T14:30:00Z");
  assert.equal((await press("confirm", { token: b.token }, made)).status, 200);
  const { bookingView } = await import("@/lib/booking/manage");
  assert.equal((await bookingView(b.token, late))?.canChange, false);
  const moved = await press("move", { token: b.token, slot: "2027-04-14T15:00:00Z" }, late);
  assert.deepEqual([moved.status, moved.body.reason], [409, "too-late"]);
  const cancelled = await press("cancel", { token: b.token }, late);
  assert.deepEqual([cancelled.status, cancelled.body.reason], [409, "too-late"]);
  assert.equal((await (await db()).booking.findUniqueOrThrow({ where: { id: b.id } })).status, "confirmed");
});

test("staff cancel two bookings at once with a note; the route wants a session and the site's origin", async () => {
  const route = (await import("@/app/api/admin/bookings/cancel/route")).POST as unknown as Route;
  // Meetings far enough ahead that the real clock of the staff route sees them as still to come.
  const now = new Date();
  const day = new Date(Date.now() + 40 * 24 * HOUR).toISOString().slice(0, 10);
  const a = await book(`${day}T15:00:00Z`, now);
  const c = await book(`${day}T16:00:00Z`, now);
  assert.equal((await press("confirm", { token: a.token }, now)).status, 200);
  const body = { ids: [a.id, c.id], note: "Our assessor is away that week. Please pick another day." };

  const anonymous = await callRoute(route, jsonPost("/api/admin/bookings/cancel", body));
  assert.equal(anonymous.response.status, 401);
  const foreign = await callRoute(
    route,
    jsonPost("/api/admin/bookings/cancel", body, { Cookie: staffCookie, Origin: "https://evil.example" }),
  );
  assert.equal(foreign.response.status, 403);
  assert.equal(await (await db()).booking.count({ where: { id: { in: [a.id, c.id] }, status: "cancelled" } }), 0);

  const call = await callRoute(route, jsonPost("/api/admin/bookings/cancel", body, { Cookie: staffCookie }));
  for (const task of call.after) await task();
  assert.equal(call.response.status, 200, await call.response.clone().text());
  const answer = (await call.response.json()) as { cancelled: number[] };
  assert.deepEqual(answer.cancelled.sort(), [a.id, c.id].sort());
  const rows = await (await db()).booking.findMany({ where: { id: { in: [a.id, c.id] } } });
  assert.ok(rows.every((r) => r.status === "cancelled" && r.cancelledBy === "robin" && r.cancelNote === body.note));

  // The confirmed one had an invitation: its visitor gets the CANCEL and the note.
  const cancel = received(a.email).find((m) => m.subject.startsWith("Cancelled"));
  assert.ok(cancel?.text?.includes(body.note));
  assert.equal(readInvite(cancel!).method, "CANCEL");
  assert.equal(received(c.email).length, 0, "the pending one had no invitation to cancel");

  const again = await callRoute(route, jsonPost("/api/admin/bookings/cancel", body, { Cookie: staffCookie }));
  assert.equal(again.response.status, 409);
  const bad = await callRoute(route, jsonPost("/api/admin/bookings/cancel", { ids: [] }, { Cookie: staffCookie }));
  assert.equal(bad.response.status, 400);
});

test("a restore pauses a waiting reminder, and releasing it keeps its moment", async () => {
  const now = new Date("2027-04-19T13:00:00Z");
  const b = await book("2027-04-21T15:00:00Z", now);
  assert.equal((await press("confirm", { token: b.token }, now)).status, 200);
  const { pauseOnRestoreSql } = await import("@/lib/deliveries/restore");
  const { releasePaused } = await import("@/lib/deliveries/retry");
  await (await db()).$executeRawUnsafe(pauseOnRestoreSql());
  const reminders = () => deliveriesOfBooking(b.id).then((rows) => rows.filter((r) => r.kind === "booking-reminder"));
  assert.deepEqual(
    (await reminders()).map((r) => r.status),
    ["paused", "paused"],
  );
  await releasePaused("all", new Date("2027-04-19T14:00:00Z"));
  assert.deepEqual(
    (await reminders()).map((r) => [r.status, r.nextAttemptAt.toISOString()]),
    [
      ["pending", "2027-04-20T15:00:00.000Z"],
      ["pending", "2027-04-21T13:00:00.000Z"],
    ],
  );
});
