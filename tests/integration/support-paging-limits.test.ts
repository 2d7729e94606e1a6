import assert from "node:assert/strict";
import { after, before, beforeEach, mock, test } from "node:test";
import type { PagerStandIn } from "../support/pager-stand-in";
import type { ResendStandIn } from "../support/resend-stand-in";
import { startSupportTestWorld, stopSupportTestWorld, type TempDatabase } from "./helpers";
import { callRoute, type Route } from "./route-scope";

/**
 * The limits on paging (docs/decisions/0027-urgent-requests.md), counted against a real PostgreSQL
 * database with requests fired at once: a support code pages at most three times in any 60
 * minutes, however its requests arrive; past that a request is attached to the code's first open
 * request, or reaches only the on-call inbox when none is open; a major request made out of hours
 * counts when its page falls due; escalations have a limit of their own; pages and the on-call
 * mail name the practice the code is registered to. Each test has a code of its own and a fixed
 * clock in a week of its own.
 */
let database: TempDatabase;
let mail: ResendStandIn;
let pager: PagerStandIn;

const SITE = "https://support.test";
/** PagerDuty's integration keys are 32 characters long. */
const ONCALL_KEY = "oncall0routing0key0for0the0test0";
const ESCALATION_KEY = "escalation0routing0key0for0test0";

before(async () => {
  ({ database, mail, pager } = await startSupportTestWorld({
    oncallKey: ONCALL_KEY,
    escalationKey: ESCALATION_KEY,
    env: { SITE_URL: SITE, TRUSTED_PROXY_COUNT: "1", ONCALL_ESCALATE_AFTER_MINUTES: "10" },
  }));
});

beforeEach(() => pager.setMode("ok"));

after(() => stopSupportTestWorld({ database, mail, pager }));

const MINUTE = 60_000;
const at = (iso: string, plusMinutes = 0) => new Date(Date.parse(iso) + plusMinutes * MINUTE);

async function db() {
  return (await import("@/lib/core/db")).getDb();
}

async function supportCode(practice: string): Promise<{ id: number; code: string }> {
  const { createSupportCode } = await import("@/lib/support/code-store");
  const { row, code } = await createSupportCode(practice);
  return { id: row.id, code };
}

let addresses = 0;
const address = () => `198.51.100.${++addresses}`;

function request(overrides: Record<string, string> = {}) {
  return {
    practice: "Bloor Dental",
    name: "Dana Client",
    phone: "416-555-0100",
    email: "dana@example.com",
    affected: "server",
    severity: "critical",
    description: "The server will not start and no one can see the schedule.",
    sourcePath: "/support",
    ...overrides,
  };
}

async function submit(data: Record<string, string>, now: Date) {
  const { submitUrgent } = await import("@/lib/support/submit");
  const { supportSchema } = await import("@/lib/support/schema");
  return submitUrgent(supportSchema.parse(request(data)), { address: address(), now });
}

async function stored(id: number) {
  return (await db()).urgentRequest.findUniqueOrThrow({ where: { id } });
}

async function statusOf(path: string) {
  const { getUrgentStatus } = await import("@/lib/support/status");
  return getUrgentStatus(path.split("/").pop()!);
}

async function staffMember(displayName: string): Promise<number> {
  const user = await (
    await db()
  ).user.create({
    data: { username: `${displayName.toLowerCase()}-${Date.now()}-${addresses}`, password: "x", displayName },
  });
  return user.id;
}

/** The triggers the on-call target received for these requests. */
const triggersFor = (ids: readonly number[]) =>
  pager.received.filter(
    (p) =>
      p.path === "/oncall" &&
      p.event_action === "trigger" &&
      ids.some((id) => p.dedup_key.startsWith(`urgent-${id}-`)) &&
      !p.dedup_key.endsWith("-escalation"),
  );
const mailsTo = (to: string, id: number) =>
  mail.received.filter((m) => m.to.includes(to) && new RegExp(`#${id}\\b`).test(m.subject));

test("twenty critical requests at once with one fresh code, from twenty addresses, through the route: three pages and no summary", async () => {
  const { id: codeId, code } = await supportCode("Queen West Dental");
  const { POST } = (await import("@/app/api/support/route")) as unknown as { POST: Route };
  const post = (from: string) =>
    new Request(`${SITE}/api/support`, {
      method: "POST",
      headers: { Origin: SITE, "Content-Type": "application/json", "X-Forwarded-For": from },
      body: JSON.stringify(request({ code, practice: "Queen West Dental" })),
    });
  // One moment for every request: the site's hourly counter and the code's 60 minutes are the same for all.
  mock.timers.enable({ apis: ["Date"], now: Date.parse("2027-05-05T14:30:00Z") });
  try {
    const calls = await Promise.all(Array.from({ length: 20 }, (_, i) => callRoute(POST, post(`203.0.113.${i + 1}`))));
    for (const { response } of calls) assert.equal(response.status, 201, await response.clone().text());
    // What each request handed to after(): its e-mails and its page, sent once it has answered.
    await Promise.all(calls.flatMap((c) => c.after.map((task) => task())));
  } finally {
    mock.timers.reset();
  }

  const rows = await (await db()).urgentRequest.findMany({ where: { supportCodeId: codeId }, orderBy: { id: "asc" } });
  assert.equal(rows.length, 20, "every request is stored");
  const ids = rows.map((r) => r.id);
  assert.equal(triggersFor(ids).length, 3, "three pages");
  assert.equal(pager.received.filter((p) => p.dedup_key.startsWith("urgent-summary-")).length, 0, "no summary page");
  const paged = rows.filter((r) => r.pageState === "paged");
  assert.equal(paged.length, 3);
  for (const r of rows.filter((r) => r.pageState !== "paged")) {
    assert.equal(r.pageState, "attached");
    assert.equal(r.attachedToId, paged[0]!.id, "attached to the code's first open request");
  }
  for (const id of ids) assert.equal(mailsTo("oncall@example.com", id).length, 1, "the on-call inbox is told of each");
});

test("the hour's turn gives a code no fresh pages: three in any 60 minutes", async () => {
  const { code } = await supportCode("Danforth Dental");
  const start = at("2027-05-12T14:59:00Z"); // 10:59 in Toronto
  const first = await Promise.all([0, 1, 2].map(() => submit({ code }, start)));
  assert.equal(triggersFor(first.map((r) => r.id)).length, 3);
  const afterTurn = await submit({ code }, at("2027-05-12T14:59:00Z", 2));
  assert.equal(triggersFor([afterTurn.id]).length, 0, "not paged in the next clock hour");
  assert.equal((await stored(afterTurn.id)).pageState, "attached");
  const hourLater = await submit({ code }, at("2027-05-12T14:59:00Z", 60.5));
  assert.equal(triggersFor([hourLater.id]).length, 1, "paged once the first pages are 60 minutes old");
});

test("past the code's limit a request is attached only to an open request; closing that one closes it too, and its page says so", async () => {
  const { code } = await supportCode("Roncesvalles Dental");
  const now = at("2027-05-19T14:00:00Z");
  const [a, b, c] = [await submit({ code }, now), await submit({ code }, now), await submit({ code }, now)];
  const sam = await staffMember("Sam");
  const { acknowledgeUrgent, closeUrgent } = await import("@/lib/support/staff");
  assert.equal(await closeUrgent(a!.id, sam), "done");

  const fourth = await submit({ code }, at("2027-05-19T14:00:00Z", 5));
  assert.equal(triggersFor([fourth.id]).length, 0);
  assert.equal((await stored(fourth.id)).attachedToId, b!.id, "the first request still open, not the closed one");
  let status = await statusOf(fourth.statusPath);
  assert.equal(status?.attachedTo, b!.id);
  assert.equal(status?.stage.kind, "paged", "where the open request stands");
  assert.equal(status?.closedAt, undefined, "never another request's closing");

  assert.equal(await acknowledgeUrgent(b!.id, sam), "done");
  status = await statusOf(fourth.statusPath);
  assert.equal(status?.stage.kind === "acknowledged" && status.stage.by, "Sam");
  assert.equal(status?.closedAt, undefined);

  assert.equal(await closeUrgent(b!.id, sam), "done");
  status = await statusOf(fourth.statusPath);
  assert.ok(status?.closedAt, "closed with the request it was attached to");
  assert.equal(status?.closedWith, b!.id);
  assert.ok((await stored(fourth.id)).closedAt);
  assert.equal((await stored(c!.id)).closedAt, null, "only the requests attached to it");
});

test("past the code's limit with nothing open (closed or failed), a request reaches the on-call inbox only, and its page says so", async () => {
  const sam = await staffMember("Alex");
  const { closeUrgent } = await import("@/lib/support/staff");

  const closedCode = await supportCode("Leslieville Dental");
  const now = at("2027-05-26T14:00:00Z");
  const paged = [];
  for (let i = 0; i < 3; i++) paged.push(await submit({ code: closedCode.code }, now));
  for (const r of paged) assert.equal(await closeUrgent(r.id, sam), "done");
  const afterClosed = await submit({ code: closedCode.code }, at("2027-05-26T14:00:00Z", 5));

  // Pages the paging service refuses for good: their clients were told to call.
  pager.setMode("reject");
  const failedCode = await supportCode("Annex Dental");
  for (let i = 0; i < 3; i++) {
    const r = await submit({ code: failedCode.code }, at("2027-05-26T14:00:00Z", 10));
    assert.equal((await stored(r.id)).pageState, "failed");
  }
  pager.setMode("ok");
  const afterFailed = await submit({ code: failedCode.code }, at("2027-05-26T14:00:00Z", 15));

  for (const r of [afterClosed, afterFailed]) {
    const row = await stored(r.id);
    assert.equal(row.pageState, "code-limit");
    assert.equal(row.attachedToId, null);
    assert.equal(triggersFor([r.id]).length, 0);
    const status = await statusOf(r.statusPath);
    assert.equal(status?.stage.kind, "inbox-only");
    assert.equal(status?.attachedTo, undefined);
    assert.equal(status?.closedAt, undefined);
    assert.match(mailsTo("oncall@example.com", r.id)[0]?.text ?? "", /none of its requests is open/);
  }
});

test("majors made out of hours with one code count when their page falls due: at the opening the code pages three times in all, oldest first", async () => {
  const { code } = await supportCode("Junction Dental");
  // Friday 19:00 in Toronto: each waits for Monday 08:00 (12:00 UTC).
  const majors = [];
  for (let i = 0; i < 4; i++) majors.push(await submit({ code, severity: "major" }, at("2027-06-04T23:00:00Z", i)));
  for (const r of majors) {
    assert.equal((await statusOf(r.statusPath))?.stage.kind, "scheduled");
    assert.equal(triggersFor([r.id]).length, 0);
  }
  // Monday 07:40: a critical request pages at once, and counts in the opening's 60 minutes.
  const critical = await submit({ code }, at("2027-06-07T11:40:00Z"));
  assert.equal(triggersFor([critical.id]).length, 1);

  const { runScheduledJob: runDeliveriesJob } = await import("./helpers");
  const opening = at("2027-06-07T12:00:30Z");
  await Promise.all([runDeliveriesJob({ now: opening }), runDeliveriesJob({ now: opening })]);
  await runDeliveriesJob({ now: at("2027-06-07T12:00:30Z", 1) });

  const ids = [critical.id, ...majors.map((r) => r.id)];
  assert.equal(triggersFor(ids).length, 3, "three pages in any 60 minutes");
  assert.equal(triggersFor([majors[0]!.id, majors[1]!.id]).length, 2, "the oldest first");
  for (const r of majors.slice(2)) {
    const row = await stored(r.id);
    assert.equal(row.pageState, "attached");
    assert.equal(row.attachedToId, majors[0]!.id, "attached to the first open request");
    const status = await statusOf(r.statusPath);
    assert.equal(status?.attachedTo, majors[0]!.id);
    assert.equal(status?.stage.kind, "paged");
    const told = mail.received.filter(
      (m) =>
        m.to.includes("oncall@example.com") &&
        m.subject.startsWith(`Not paged at the opening: MAJOR urgent request #${r.id} `),
    );
    assert.equal(told.length, 1, "the on-call inbox is told");
    assert.match(told[0]!.text ?? "", new RegExp(`open request #${majors[0]!.id}\\b`));
  }
});

test("escalations page at most ten times in any 60 minutes, then one summary page, at most once in any 60 minutes", async () => {
  const database = await db();
  // Requests left open by other tests would be escalated by these runs too.
  await database.urgentRequest.updateMany({ where: { closedAt: null }, data: { closedAt: new Date() } });
  const { id: codeId } = await supportCode("Escalation Dental");
  const now = at("2027-06-16T14:00:00Z");
  let tokens = 0;
  const unanswered = async (count: number, pagedAt: Date) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const row = await database.urgentRequest.create({
        data: {
          statusTokenHash: `escalation-${++tokens}-${pagedAt.getTime()}`.padEnd(64, "0"),
          practice: "Escalation Dental",
          name: "Dana Client",
          phone: "416-555-0100",
          affected: "server",
          severity: "critical",
          description: "The server is down.",
          codeCheck: "valid",
          supportCodeId: codeId,
          pageState: "paged",
          pageDueAt: pagedAt,
          pagedAt,
          createdAt: pagedAt,
        },
      });
      ids.push(row.id);
    }
    return ids;
  };
  const escalations = (ids: readonly number[]) =>
    pager.received.filter((p) => p.path === "/escalation" && ids.some((id) => p.dedup_key.startsWith(`urgent-${id}-`)));
  const earlier = pager.received.length;
  const summaries = () =>
    pager.received
      .slice(earlier)
      .filter((p) => p.path === "/escalation" && p.dedup_key.startsWith("urgent-escalation-summary-"));
  const { runScheduledJob: runDeliveriesJob } = await import("./helpers");

  const first = await unanswered(15, at("2027-06-16T14:00:00Z", -15));
  await runDeliveriesJob({ now });
  assert.equal(escalations(first).length, 10, "ten escalation pages");
  assert.equal(summaries().length, 1, "then one summary page");
  for (const id of first) assert.equal(mailsTo("escalation@example.com", id).length, 1, "every escalation e-mailed");

  const later = await unanswered(5, at("2027-06-16T14:00:00Z", 15));
  await runDeliveriesJob({ now: at("2027-06-16T14:00:00Z", 30) });
  assert.equal(escalations(later).length, 0, "none within the same 60 minutes");
  assert.equal(summaries().length, 1, "the summary is not sent again within 60 minutes");
  assert.equal(await database.urgentRequest.count({ where: { id: { in: later }, escalatedAt: null } }), 0);

  const nextHour = await unanswered(3, at("2027-06-16T14:00:00Z", 50));
  await runDeliveriesJob({ now: at("2027-06-16T14:00:00Z", 61) });
  assert.equal(escalations(nextHour).length, 3, "pages again once the first ones are 60 minutes old");
});

test("pages and the on-call mail name the practice the code is registered to, not the one typed", async () => {
  const { code } = await supportCode("Bloor Dental Centre");
  const now = at("2027-06-23T14:00:00Z");
  const { id } = await submit({ code, practice: "Someone Else Dental" }, now);
  const [page] = triggersFor([id]);
  assert.ok(page);
  assert.match(page.payload!.summary, new RegExp(`^CRITICAL urgent request #${id} from Bloor Dental Centre:`));
  assert.equal(page.payload!.custom_details?.practice, "Bloor Dental Centre");
  assert.doesNotMatch(JSON.stringify(page), /Someone Else/);
  const [oncall] = mailsTo("oncall@example.com", id);
  assert.equal(oncall?.subject, `CRITICAL urgent request #${id} from Bloor Dental Centre`);
  assert.match(oncall?.text ?? "", /Practice as typed:?\s+Someone Else Dental/);

  const { runScheduledJob: runDeliveriesJob } = await import("./helpers");
  await runDeliveriesJob({ now: at("2027-06-23T14:00:00Z", 11) });
  const escalation = pager.received.find((p) => p.path === "/escalation" && p.dedup_key.startsWith(`urgent-${id}-`));
  assert.match(escalation?.payload?.summary ?? "", /from Bloor Dental Centre:/);
  assert.equal(
    mailsTo("escalation@example.com", id)[0]?.subject,
    `ESCALATED: urgent request #${id} from Bloor Dental Centre`,
  );
});
