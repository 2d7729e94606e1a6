import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import type { ResendStandIn } from "../support/resend-stand-in";
import type { PagerStandIn } from "../support/pager-stand-in";
import { startSupportTestWorld, stopSupportTestWorld, type TempDatabase } from "./helpers";

/**
 * Urgent requests against a real database, the real Resend SDK on its stand-in and a paging
 * stand-in: who is paged and when, the limits on paging, the page channel's retries and final
 * refusals, escalation, and what staff actions send. Each test works in an hour of its own (the
 * paging limits count per clock hour), given to the code as `now`.
 */
const ONCALL_KEY = "oncall0key0for0the0support0tests";
const ESCALATION_KEY = "escalation0key0for0support0tests";
let database: TempDatabase;
let mail: ResendStandIn;
let pager: PagerStandIn;

before(async () => {
  ({ database, mail, pager } = await startSupportTestWorld({
    oncallKey: ONCALL_KEY,
    escalationKey: ESCALATION_KEY,
    env: { ONCALL_ESCALATE_AFTER_MINUTES: "10" },
  }));
});

beforeEach(() => pager.setMode("ok"));

after(() => stopSupportTestWorld({ database, mail, pager }));

const HOUR = 3_600_000;
/** A Wednesday at 10:00 in Toronto (help desk open), a week apart for each hour asked. */
let hours = 0;
function openHour(): Date {
  hours++;
  return new Date(Date.parse("2027-03-03T15:00:00Z") + hours * 7 * 24 * HOUR);
}

let addresses = 0;
const address = () => `198.51.100.${++addresses}`;

async function code(practice = "Bloor Dental") {
  const { createSupportCode } = await import("@/lib/support/code-store");
  return (await createSupportCode(practice)).code;
}

function request(overrides: Record<string, string | undefined> = {}) {
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

async function submit(data: Record<string, string | undefined>, options: { now?: Date; from?: string } = {}) {
  const { submitUrgent } = await import("@/lib/support/submit");
  const { supportSchema } = await import("@/lib/support/schema");
  const parsed = supportSchema.parse(request(data));
  return submitUrgent(parsed, { address: options.from ?? address(), now: options.now ?? openHour() });
}

async function stored(id: number) {
  const { getDb } = await import("@/lib/core/db");
  return getDb().urgentRequest.findUniqueOrThrow({ where: { id } });
}

async function statusOf(path: string) {
  const { getUrgentStatus } = await import("@/lib/support/status");
  return getUrgentStatus(path.split("/").pop()!);
}

const pagesFor = (id: number, path = "/oncall") =>
  pager.received.filter((p) => p.path === path && p.dedup_key.startsWith(`urgent-${id}-`));
const mailsTo = (to: string, id: number) =>
  mail.received.filter((m) => m.to.includes(to) && m.subject.includes(`#${id}`));

test("a critical request with a valid code pages at once, without the client's address or number", async () => {
  const valid = await code();
  const { id, statusPath } = await submit({ code: valid.toLowerCase().replace("-", " ") });
  const [page, ...more] = pagesFor(id);
  assert.ok(page, "paged");
  assert.equal(more.length, 0);
  assert.equal(page.routing_key, ONCALL_KEY);
  assert.equal(page.event_action, "trigger");
  assert.equal(page.payload?.severity, "critical");
  assert.equal(page.links?.[0]?.href, `https://support.test/admin/urgent/${id}`);
  assert.doesNotMatch(JSON.stringify(page), /dana@example\.com|416-555-0100|Dana Client/);
  const row = await stored(id);
  assert.equal(row.pageState, "paged");
  assert.ok(row.pagedAt);
  assert.equal((await statusOf(statusPath))?.stage.kind, "paged");
  assert.equal(mailsTo("oncall@example.com", id).length, 1, "the on-call inbox gets it too");
  const [client] = mailsTo("dana@example.com", id);
  assert.ok(client?.text?.includes(`https://support.test${statusPath}`), "the client gets the status link");
});

test("major pages at once while the help desk is open, and at its next opening otherwise", async () => {
  const valid = await code();
  const open = await submit({ code: valid, severity: "major" });
  assert.equal(pagesFor(open.id)[0]?.payload?.severity, "error");

  // Friday 19:00 in Toronto: the page waits for Monday 08:00.
  const friday = new Date("2027-12-04T00:00:00Z");
  const late = await submit({ code: valid, severity: "major" }, { now: friday });
  assert.equal(pagesFor(late.id).length, 0, "not paged on Friday evening");
  const row = await stored(late.id);
  assert.equal(row.pageDueAt?.toISOString(), "2027-12-06T13:00:00.000Z");
  const status = await statusOf(late.statusPath);
  assert.equal(status?.stage.kind, "scheduled");

  const { runScheduledJob: runDeliveriesJob } = await import("./helpers");
  await runDeliveriesJob({ now: new Date("2027-12-06T12:59:00Z") });
  assert.equal(pagesFor(late.id).length, 0, "not before the opening");
  await runDeliveriesJob({ now: new Date("2027-12-06T13:00:30Z") });
  assert.equal(pagesFor(late.id).length, 1, "paged at the opening");
  assert.equal((await stored(late.id)).pageState, "paged");
});

test("standard never pages; no code, a wrong code or a revoked code pages no one, and the on-call inbox says why", async () => {
  const valid = await code();
  const standard = await submit({ code: valid, severity: "standard" });
  const none = await submit({});
  const wrong = await submit({ code: "ZZZZZ-ZZZZZ" });
  const { createSupportCode, revokeSupportCode } = await import("@/lib/support/code-store");
  const revokedCode = await createSupportCode("Gone Dental");
  await revokeSupportCode(revokedCode.row.id);
  const revoked = await submit({ code: revokedCode.code });
  for (const r of [standard, none, wrong, revoked]) {
    assert.equal(pagesFor(r.id).length, 0);
    assert.equal((await statusOf(r.statusPath))?.stage.kind, "not-paged");
    assert.equal(mailsTo("oncall@example.com", r.id).length, 1);
  }
  assert.match(mailsTo("oncall@example.com", wrong.id)[0]!.text!, /did not match any client/);
  assert.match(mailsTo("oncall@example.com", none.id)[0]!.text!, /No support code was given/);
});

test("past five wrong codes in 15 minutes an address's codes are not checked: its request is taken but pages no one", async () => {
  const valid = await code();
  const from = address();
  const now = openHour();
  for (let i = 0; i < 5; i++) await submit({ code: `WRONG-0000${i}` }, { from, now });
  const unchecked = await submit({ code: valid }, { from, now });
  const row = await stored(unchecked.id);
  assert.equal(row.codeCheck, "unchecked");
  assert.equal(pagesFor(unchecked.id).length, 0);
  assert.match(
    mailsTo("oncall@example.com", unchecked.id)[0]!.text!,
    /code not checked: this address passed the wrong-code limit/i,
  );
  // Another address with the same code is paged as usual.
  const other = await submit({ code: valid }, { now });
  assert.equal(pagesFor(other.id).length, 1);
});

test("a code pages at most three times an hour; more requests are added to its first open request", async () => {
  const valid = await code();
  const now = openHour();
  const paged = [];
  for (let i = 0; i < 3; i++) paged.push(await submit({ code: valid }, { now }));
  for (const r of paged) assert.equal(pagesFor(r.id).length, 1);
  const fourth = await submit({ code: valid }, { now });
  assert.equal(pagesFor(fourth.id).length, 0);
  const row = await stored(fourth.id);
  assert.equal(row.attachedToId, paged[0]!.id);
  const status = await statusOf(fourth.statusPath);
  assert.equal(status?.attachedTo, paged[0]!.id);
  assert.equal(status?.stage.kind, "paged", "it stands where the open request stands");
});

test("the site pages at most ten times an hour; past that requests wait in one summary page with their count", async () => {
  const codes = await Promise.all([1, 2, 3, 4].map((n) => code(`Practice ${n}`)));
  const now = openHour();
  const ids = [];
  for (let i = 0; i < 12; i++) ids.push((await submit({ code: codes[i % 4] }, { now })).id);
  const pagedIds = ids.filter((id) => pagesFor(id).length === 1);
  assert.equal(pagedIds.length, 10);
  const held = ids.slice(10);
  for (const id of held) {
    assert.equal((await stored(id)).pageState, "held");
    assert.equal(mailsTo("oncall@example.com", id).length, 1, "still e-mailed");
  }
  const { runScheduledJob: runDeliveriesJob } = await import("./helpers");
  await runDeliveriesJob({ now: new Date(now.getTime() + 2 * 60_000) });
  const summaries = pager.received.filter((p) => p.dedup_key === `urgent-summary-${Math.floor(now.getTime() / HOUR)}`);
  assert.equal(summaries.length, 1);
  assert.match(summaries[0]!.payload!.summary, /^2 more urgent requests waiting unpaged/);
});

test("a page refused with a 4xx other than 429 is final: the request is marked failed and escalated at once", async () => {
  pager.setMode("reject");
  const valid = await code();
  const { id, statusPath } = await submit({ code: valid });
  const row = await stored(id);
  assert.equal(row.pageState, "failed");
  assert.ok(row.escalatedAt);
  assert.equal((await statusOf(statusPath))?.stage.kind, "page-failed");
  const { getDb } = await import("@/lib/core/db");
  const page = await getDb().delivery.findFirstOrThrow({ where: { kind: "urgent-page", relatedId: id } });
  assert.equal(page.status, "failed");
  assert.match(page.lastError ?? "", /400/);
  // The escalation page was refused too (same stand-in); its e-mail went out.
  assert.equal(mailsTo("escalation@example.com", id).length, 1);
});

test("a 429 or 500 is retried by each run, and given up ten minutes after the page was due", async () => {
  pager.setMode("throttle");
  const valid = await code();
  const now = new Date();
  const { id } = await submit({ code: valid }, { now });
  assert.equal((await stored(id)).pageState, "due", "not final");
  const { runScheduledJob: runDeliveriesJob } = await import("./helpers");
  pager.setMode("fail");
  await runDeliveriesJob({ now: new Date(now.getTime() + 2 * 60_000) });
  assert.equal((await stored(id)).pageState, "due");
  await runDeliveriesJob({ now: new Date(now.getTime() + 11 * 60_000) });
  const row = await stored(id);
  assert.equal(row.pageState, "failed");
  assert.ok(row.escalatedAt, "escalated once given up");
});

test("a paged request no one takes is escalated once, even by two runs at once; a taken one never", async () => {
  const valid = await code();
  const now = new Date();
  const waiting = await submit({ code: valid }, { now });
  const taken = await submit({ code: valid }, { now });
  const { acknowledgeUrgent } = await import("@/lib/support/staff");
  const { getDb } = await import("@/lib/core/db");
  const staff = await getDb().user.create({
    data: { username: `tech${Date.now()}`, password: "x", displayName: "Sam" },
  });
  assert.equal(await acknowledgeUrgent(taken.id, staff.id), "done");
  assert.equal(await acknowledgeUrgent(taken.id, staff.id), "already", "one acknowledgement");

  const { runScheduledJob: runDeliveriesJob } = await import("./helpers");
  await runDeliveriesJob({ now: new Date(now.getTime() + 9 * 60_000) });
  assert.equal(pagesFor(waiting.id, "/escalation").length, 0, "not before the delay");
  const later = new Date(now.getTime() + 11 * 60_000);
  await Promise.all([runDeliveriesJob({ now: later }), runDeliveriesJob({ now: later })]);
  assert.equal(pagesFor(waiting.id, "/escalation").length, 1);
  assert.equal(pagesFor(waiting.id, "/escalation")[0]?.routing_key, ESCALATION_KEY);
  assert.equal(mailsTo("escalation@example.com", waiting.id).length, 1);
  await runDeliveriesJob({ now: new Date(now.getTime() + 30 * 60_000) });
  assert.equal(pagesFor(waiting.id, "/escalation").length, 1, "once");
  assert.equal(pagesFor(taken.id, "/escalation").length, 0, "a taken request is not escalated");

  const status = await statusOf(taken.statusPath);
  assert.deepEqual(status?.stage.kind === "acknowledged" && status.stage.by, "Sam");
  const acks = pagesFor(taken.id).filter((p) => p.event_action === "acknowledge");
  assert.equal(acks.length, 1);
  assert.equal(acks[0]?.dedup_key, pagesFor(taken.id)[0]?.dedup_key, "the trigger's dedup key");
  assert.ok(
    mail.received.some(
      (m) =>
        m.to.includes("oncall@example.com") && m.subject === `Sam has urgent request #${taken.id} from Bloor Dental`,
    ),
    "the on-call inbox learns who has it",
  );
});

test("closing resolves the page (and the escalation's); a technician without a display name is 'a technician'", async () => {
  const valid = await code();
  const now = new Date();
  const { id, statusPath } = await submit({ code: valid }, { now });
  const { runScheduledJob: runDeliveriesJob } = await import("./helpers");
  await runDeliveriesJob({ now: new Date(now.getTime() + 11 * 60_000) });
  const { getDb } = await import("@/lib/core/db");
  const staff = await getDb().user.create({ data: { username: `anon${Date.now()}`, password: "x" } });
  const { closeUrgent } = await import("@/lib/support/staff");
  assert.equal(await closeUrgent(id, staff.id), "done");
  assert.equal(pagesFor(id).filter((p) => p.event_action === "resolve").length, 1);
  assert.equal(pagesFor(id, "/escalation").filter((p) => p.event_action === "resolve").length, 1);
  const status = await statusOf(statusPath);
  assert.ok(status?.closedAt);
  assert.deepEqual(status?.stage.kind === "acknowledged" && status.stage.by, "a technician");
  assert.doesNotMatch(JSON.stringify(status), new RegExp(staff.username));
});

/** Runs `work` as a deployment of `stage`, with the environment changed as given, then restores it. */
async function asDeployment(
  stage: "preview" | "production",
  changes: Record<string, string | undefined>,
  work: () => Promise<void>,
) {
  const { resetEnvCache } = await import("@/lib/core/env");
  const all = {
    DEPLOY_ENV: stage,
    NEWSLETTER_TOKEN_SECRET: process.env.NEWSLETTER_TOKEN_SECRET ?? "n".repeat(40),
    ...changes,
  };
  const saved = Object.fromEntries(Object.keys(all).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
  };
  apply(all);
  try {
    await work();
  } finally {
    apply(saved);
  }
}

test("on a preview deployment pages are only logged, whatever is configured", async () => {
  await asDeployment("preview", {}, async () => {
    const valid = await code();
    const { id, statusPath } = await submit({ code: valid });
    assert.equal(pagesFor(id).length, 0, "nothing reached the paging service");
    const { getDb } = await import("@/lib/core/db");
    const page = await getDb().delivery.findFirstOrThrow({ where: { kind: "urgent-page", relatedId: id } });
    assert.equal(page.status, "logged");
    assert.equal((await statusOf(statusPath))?.stage.kind, "paged", "a reviewer sees the whole flow");
  });
});

test("in production without a paging address no one is paged: the on-call inbox and the client are told to call", async () => {
  await asDeployment("production", { ONCALL_WEBHOOK_URL: undefined }, async () => {
    const valid = await code();
    const { id, statusPath } = await submit({ code: valid });
    assert.equal(pagesFor(id).length, 0, "nothing reached the paging service");
    const { getDb } = await import("@/lib/core/db");
    assert.equal(await getDb().delivery.count({ where: { channel: "page", relatedId: id } }), 0, "no page stored");
    assert.equal((await stored(id)).pageState, "none");
    const [oncall] = mailsTo("oncall@example.com", id);
    assert.match(oncall?.text ?? "", /Paging is not set up on this site \(ONCALL_WEBHOOK_URL\)/);
    assert.equal((await statusOf(statusPath))?.stage.kind, "not-paged", "the client's page says to call");
  });
});

test("an unknown or malformed status token shows nothing", async () => {
  assert.equal(await statusOf("/support/status/" + "a".repeat(43)), null);
  assert.equal(await statusOf("/support/status/../../etc"), null);
});
