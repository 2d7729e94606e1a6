import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import type { ResendStandIn } from "../support/resend-stand-in";
import type { PagerStandIn } from "../support/pager-stand-in";
import { startSupportTestWorld, stopSupportTestWorld, type TempDatabase } from "./helpers";

/**
 * The page channel against what the paging service accepts, with a real database and the paging
 * stand-in: the stand-in refuses what PagerDuty's Events API v2 refuses (so a test whose settings
 * or events PagerDuty would turn away fails), a redirect is never followed (it would carry the
 * routing key to another host), and an acknowledge or a close pressed while the page is still
 * being sent reaches the service after the page.
 */
const ONCALL_KEY = "oncall0key0for0the0paging0tests0";
const ESCALATION_KEY = "escalation0key0for0paging0tests0";

let database: TempDatabase;
let mail: ResendStandIn;
let pager: PagerStandIn;

before(async () => {
  ({ database, mail, pager } = await startSupportTestWorld({ oncallKey: ONCALL_KEY, escalationKey: ESCALATION_KEY }));
});

beforeEach(() => pager.setMode("ok"));

after(() => stopSupportTestWorld({ database, mail, pager }));

let addresses = 0;
const address = () => `198.51.100.${++addresses}`;

async function code(practice = "Bloor Dental") {
  const { createSupportCode } = await import("@/lib/support/code-store");
  return (await createSupportCode(practice)).code;
}

/** A request with a valid code (critical unless said), sent as the route sends it: its page through `schedule`. */
async function submit(
  options: { schedule?: (task: () => Promise<unknown>) => void; severity?: string; now?: Date } = {},
) {
  const { submitUrgent } = await import("@/lib/support/submit");
  const { supportSchema } = await import("@/lib/support/schema");
  const data = supportSchema.parse({
    practice: "Bloor Dental",
    name: "Dana Client",
    phone: "416-555-0100",
    affected: "server",
    severity: options.severity ?? "critical",
    description: "The server will not start and no one can see the schedule.",
    code: await code(),
  });
  return submitUrgent(data, { address: address(), now: options.now ?? new Date(), schedule: options.schedule });
}

const pagesFor = (id: number, path = "/oncall") =>
  pager.received.filter((p) => p.path === path && p.dedup_key.startsWith(`urgent-${id}-`));

async function staffMember(name: string) {
  const { getDb } = await import("@/lib/core/db");
  return getDb().user.create({
    data: { username: `${name.toLowerCase()}${addresses}`, password: "x", displayName: name },
  });
}

/** Runs `work` with the environment changed as given, then restores it. */
async function withEnv(changes: Record<string, string>, work: () => Promise<void>): Promise<void> {
  const { resetEnvCache } = await import("@/lib/core/env");
  const saved = Object.fromEntries(Object.keys(changes).map((k) => [k, process.env[k]]));
  Object.assign(process.env, changes);
  resetEnvCache();
  try {
    await work();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
  }
}

async function post(event: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${pager.baseUrl}/oncall`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(event),
  });
  await response.arrayBuffer();
  return response.status;
}

test("the paging stand-in refuses what PagerDuty refuses, and takes every event the site sends", async () => {
  const trigger = {
    routing_key: ONCALL_KEY,
    event_action: "trigger",
    dedup_key: "stand-in-check",
    payload: { summary: "Server down", source: "support.test", severity: "critical" },
  };
  const refused: [string, Record<string, unknown>][] = [
    ["a routing key of 31 characters", { ...trigger, routing_key: ONCALL_KEY.slice(1) }],
    ["no routing key", { ...trigger, routing_key: undefined }],
    ["an unknown event_action", { ...trigger, event_action: "page" }],
    ["a trigger without a summary", { ...trigger, payload: { ...trigger.payload, summary: "" } }],
    ["a trigger without a source", { ...trigger, payload: { ...trigger.payload, source: undefined } }],
    ["a severity PagerDuty does not know", { ...trigger, payload: { ...trigger.payload, severity: "fatal" } }],
    ["a trigger without a payload", { ...trigger, payload: undefined }],
    ["a dedup_key of 256 characters", { ...trigger, dedup_key: "k".repeat(256) }],
    ["a summary of 1025 characters", { ...trigger, payload: { ...trigger.payload, summary: "s".repeat(1025) } }],
    ["an acknowledge without a dedup_key", { routing_key: ONCALL_KEY, event_action: "acknowledge" }],
  ];
  for (const [label, event] of refused) assert.equal(await post(event), 400, label);
  assert.equal(pager.received.length, 0, "nothing refused was taken");

  // The site's own events, at their longest, are taken.
  const { triggerEvent, summaryEvent, followUpEvent, pageKey } = await import("@/lib/support/events");
  const key = pageKey(2_147_483_647, "f".repeat(64));
  const longest = triggerEvent(
    {
      id: 2_147_483_647,
      key,
      practice: "P".repeat(150),
      severity: "major",
      affected: "practice-software",
      description: "D".repeat(5000),
    },
    `https://support.test/admin/urgent/2147483647`,
    "support.test",
    { escalation: true },
  );
  for (const event of [
    longest,
    summaryEvent(500_000, 1_000_000, "https://support.test/admin/urgent", "support.test"),
    followUpEvent("acknowledge", key),
    followUpEvent("resolve", `${key}-escalation`),
  ])
    assert.equal(await post({ routing_key: ONCALL_KEY, ...event }), 202, event.event_action);
  pager.received.length = 0;
});

test("a page answered with a redirect is not followed: nothing reaches the other host, and it fails at once", async () => {
  pager.setMode("redirect");
  const { id } = await submit();
  assert.deepEqual(
    pager.received.filter((p) => p.path.startsWith("/redirected")),
    [],
    "the routing key went nowhere else",
  );
  const { getDb } = await import("@/lib/core/db");
  const page = await getDb().delivery.findFirstOrThrow({ where: { kind: "urgent-page", relatedId: id } });
  assert.equal(page.status, "failed");
  const { MAX_ATTEMPTS } = await import("@/lib/deliveries/store");
  assert.ok(page.attempts >= MAX_ATTEMPTS, "final: no run sends it again");
  assert.match(page.lastError ?? "", /308, a redirect, which is not followed: set the ONCALL_WEBHOOK_URL/);
  const request = await getDb().urgentRequest.findUniqueOrThrow({ where: { id } });
  assert.equal(request.pageState, "failed");
  assert.ok(request.escalatedAt, "escalated at once, as for any final refusal");
});

for (const action of ["acknowledge", "close"] as const) {
  test(`${action === "close" ? "a close" : "an acknowledge"} pressed while the page is being sent reaches the paging service after it`, async () => {
    // Long enough that the held page cannot time out while staff act, however busy the machine.
    await withEnv({ EMAIL_TIMEOUT_MS: "60000" }, async () => {
      const held = pager.holdNext();
      let sending: Promise<unknown> = Promise.resolve();
      const { id } = await submit({
        schedule: (task) => {
          sending = task();
        },
      });
      await held.arrived;

      const { urgentAction } = await import("@/lib/support/staff");
      const staff = await staffMember("Sam");
      assert.equal(await urgentAction(action, id, staff.id), "done");
      held.release();
      await sending;

      const expected = action === "close" ? "resolve" : "acknowledge";
      assert.deepEqual(
        pagesFor(id).map((p) => p.event_action),
        ["trigger", expected],
        "the page, then its follow-up with the same dedup key",
      );
      const [trigger, followUp] = pagesFor(id);
      assert.equal(followUp?.dedup_key, trigger?.dedup_key);

      // The run finds nothing more to send for it.
      const { runScheduledJob: runDeliveriesJob } = await import("./helpers");
      await runDeliveriesJob({ now: new Date(Date.now() + 2 * 60_000) });
      assert.equal(pagesFor(id).length, 2);
    });
  });
}

test("an acknowledge after the page follows it at once; before the help desk's opening it withdraws the page; between retries it withdraws it and still follows", async () => {
  // Paged and taken in the usual order: the follow-up goes with the staff action.
  const paged = await submit();
  const { acknowledgeUrgent } = await import("@/lib/support/staff");
  const staff = await staffMember("Alex");
  assert.equal(await acknowledgeUrgent(paged.id, staff.id), "done");
  assert.deepEqual(
    pagesFor(paged.id).map((p) => p.event_action),
    ["trigger", "acknowledge"],
  );

  // A page between its retries (the service failed once) is withdrawn, and followed up all the
  // same: the failed attempt may have reached the service.
  pager.setMode("fail");
  const retried = await submit();
  pager.setMode("ok");
  assert.equal(await acknowledgeUrgent(retried.id, staff.id), "done");
  assert.deepEqual(
    pagesFor(retried.id).map((p) => p.event_action),
    ["acknowledge"],
  );
  const { getDb } = await import("@/lib/core/db");
  assert.equal(await getDb().delivery.count({ where: { kind: "urgent-page", relatedId: retried.id } }), 0);

  // Major on a Friday evening waits for Monday's opening: taken before then, no one is paged.
  const friday = new Date("2027-12-04T00:00:00Z");
  const scheduled = await submit({ severity: "major", now: friday });
  assert.equal(await acknowledgeUrgent(scheduled.id, staff.id), "done");
  const { runScheduledJob: runDeliveriesJob } = await import("./helpers");
  await runDeliveriesJob({ now: new Date("2027-12-06T13:00:30Z") });
  assert.deepEqual(pagesFor(scheduled.id), []);
});
