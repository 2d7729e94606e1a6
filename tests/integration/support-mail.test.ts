import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { ResendStandIn } from "../support/resend-stand-in";
import type { PagerStandIn } from "../support/pager-stand-in";
import { startSupportTestWorld, stopSupportTestWorld, type TempDatabase } from "./helpers";

/**
 * What the urgent-request form can make the site send, and keep, for whoever fills it in, against
 * a real database and the real Resend SDK on its stand-in: the client's mail (at most three to one
 * mailbox in any hour, nothing typed in it without a valid code), the on-call inbox's ceiling and
 * its digest, wrong codes guessed in parallel, and a code typed into the form without JavaScript.
 * None of these refuses a request. Limits are counted with requests fired at once, at a fixed
 * moment given to the code as `now`; each test works in an hour of its own.
 */
let database: TempDatabase;
let mail: ResendStandIn;
let pager: PagerStandIn;

before(async () => {
  ({ database, mail, pager } = await startSupportTestWorld({
    oncallKey: "oncall0key0for0the0support0mails",
    env: { TRUSTED_PROXY_COUNT: "1", SESSION_SECRET: "integration-session-secret-0123456789abcdef" },
  }));
});

after(() => stopSupportTestWorld({ database, mail, pager }));

const HOUR = 3_600_000;
/** A Wednesday at 10:00 in Toronto (help desk open), a week apart for each hour asked. */
let hours = 0;
function openHour(): Date {
  hours++;
  return new Date(Date.parse("2028-03-01T15:00:00Z") + hours * 7 * 24 * HOUR);
}

let addresses = 0;
const address = () => `203.0.113.${++addresses}`;

async function code(practice = "Bloor Dental") {
  const { createSupportCode } = await import("@/lib/support/code-store");
  return (await createSupportCode(practice)).code;
}

const PHISHING = "Your account is locked - verify at http://evil.example";

async function submit(data: Record<string, string | undefined>, options: { now: Date; from?: string }) {
  const { submitUrgent } = await import("@/lib/support/submit");
  const { supportSchema } = await import("@/lib/support/schema");
  const parsed = supportSchema.parse({
    practice: "Bloor Dental",
    name: "Dana Client",
    phone: "416-555-0100",
    affected: "server",
    severity: "critical",
    description: "The server will not start and no one can see the schedule.",
    ...data,
  });
  return submitUrgent(parsed, { address: options.from ?? address(), now: options.now });
}

const mailsTo = (to: string) => mail.received.filter((m) => m.to.some((t) => t.toLowerCase() === to.toLowerCase()));

test("six requests at once naming one client e-mail: all stored, the on-call inbox told of each, three client mails", async () => {
  const now = openHour();
  const victim = "victim@example.com";
  const results = await Promise.all(
    Array.from({ length: 6 }, () => submit({ email: victim, practice: PHISHING, description: PHISHING }, { now })),
  );
  const { getDb } = await import("@/lib/core/db");
  const ids = results.map((r) => r.id);
  assert.equal(new Set(ids).size, 6);
  assert.equal(await getDb().urgentRequest.count({ where: { id: { in: ids } } }), 6, "every request is stored");
  assert.equal(mailsTo(victim).length, 3, "three client mails, whatever the timing");
  const oncall = mailsTo("oncall@example.com").filter((m) => ids.some((id) => m.subject.includes(`#${id} `)));
  assert.equal(oncall.length, 6, "the on-call inbox hears of every request");
  const unmailed = oncall.filter((m) => /The client was not e-mailed/.test(m.text ?? ""));
  assert.equal(unmailed.length, 3, "and is told which clients were not e-mailed");

  // Without a valid code the client's mail carries nothing typed: no practice, no description.
  for (const m of mailsTo(victim)) assert.doesNotMatch(`${m.subject}\n${m.text}\n${m.html}`, /evil\.example|locked/);

  // The same mailbox however it is written, within the hour: no fourth mail.
  await submit({ email: "Victim+urgent@EXAMPLE.com" }, { now: new Date(now.getTime() + 59 * 60_000) });
  assert.equal(mailsTo("Victim+urgent@EXAMPLE.com").length + mailsTo(victim).length, 3);
  // Sixty minutes after the first three: mailed again.
  await submit({ email: victim }, { now: new Date(now.getTime() + 61 * 60_000) });
  assert.equal(mailsTo(victim).length, 4);
});

test("client mails sent before the upgrade that records them on the request still count after it", async () => {
  const now = openHour();
  const { getDb } = await import("@/lib/core/db");
  const db = getDb();
  // The database as it was before migration 0011: a client mail lived only in the Delivery table.
  await db.$executeRawUnsafe(`ALTER TABLE "UrgentRequest" DROP COLUMN "clientMailbox"`);
  const stored: number[] = [];
  for (const [i, to] of ["Upgrade@Example.com", "upgrade+one@example.com", " upgrade@example.COM", ""].entries()) {
    const [row] = await db.$queryRaw<{ id: number }[]>`
      INSERT INTO "UrgentRequest" ("statusTokenHash", "practice", "name", "phone", "email", "affected", "severity",
        "description", "codeCheck", "pageState", "createdAt")
      VALUES (${`upgrade-${i}`}, 'Bloor Dental', 'Dana Client', '416-555-0100', ${to}, 'server', 'critical',
        'The server will not start.', 'none', 'none', ${new Date(now.getTime() + i * 60_000)})
      RETURNING "id"`;
    stored.push(row!.id);
    await db.$executeRaw`
      INSERT INTO "Delivery" ("kind", "toAddress", "subject", "text", "html", "relatedType", "relatedId", "status")
      VALUES (${to ? "urgent-client" : "urgent-oncall"}, ${to || "oncall@example.com"}, 'Received', 'Received',
        '<p>Received</p>', 'UrgentRequest', ${row!.id}, 'sent')`;
  }
  // The migration as a deployment applies it: its own file, on the same database.
  const { readFileSync } = await import("node:fs");
  const path = await import("node:path");
  const { ROOT } = await import("./helpers");
  const { Client } = await import("pg");
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(
      readFileSync(path.join(ROOT, "prisma/migrations/0011_urgent_client_mail/migration.sql"), "utf8"),
    );
  } finally {
    await client.end();
  }

  const rows = await db.urgentRequest.findMany({ where: { id: { in: stored } }, orderBy: { id: "asc" } });
  assert.deepEqual(
    rows.map((r) => r.clientMailbox),
    ["upgrade@example.com", "upgrade@example.com", "upgrade@example.com", null],
    "each mailed request names its mailbox as the limit counts it; the one not mailed names none",
  );
  // Three client mails already this hour: the request after the upgrade is stored, its client not mailed.
  const later = await submit({ email: "upgrade@example.com" }, { now: new Date(now.getTime() + 30 * 60_000) });
  assert.equal(mailsTo("upgrade@example.com").length, 0);
  const told = mailsTo("oncall@example.com").find((m) => m.subject.includes(`#${later.id} `));
  assert.match(told?.text ?? "", /The client was not e-mailed/);
  // An hour after the first of them: mailed again.
  await submit({ email: "upgrade@example.com" }, { now: new Date(now.getTime() + 61 * 60_000) });
  assert.equal(mailsTo("upgrade@example.com").length, 1);
});

test("the client's mail names a practice only when the request had a valid code, and then the code's own", async () => {
  const now = openHour();
  const valid = await code("Queen West Dental Centre");
  await submit({ email: "coded@example.com", practice: "Typed Name Dental", code: valid }, { now });
  const [coded] = mailsTo("coded@example.com");
  assert.match(coded?.text ?? "", /Practice: Queen West Dental Centre/);
  assert.doesNotMatch(coded?.text ?? "", /Typed Name/);
  await submit({ email: "uncoded@example.com", practice: "Typed Name Dental" }, { now });
  const [uncoded] = mailsTo("uncoded@example.com");
  assert.ok(uncoded, "mailed");
  assert.doesNotMatch(`${uncoded.subject}\n${uncoded.text}\n${uncoded.html}`, /Typed Name|Practice:/);
});

test("past 30 an hour, the on-call mails about requests without a valid code wait for one digest; coded ones never", async () => {
  const now = openHour();
  const { ONCALL_MAILS } = await import("@/lib/support/submit");
  const flood = await Promise.all(
    Array.from({ length: ONCALL_MAILS.max + 2 }, (_, i) =>
      submit({ email: undefined, practice: `Flood ${i}` }, { now }),
    ),
  );
  const subjects = (id: number) => mailsTo("oncall@example.com").filter((m) => m.subject.includes(`#${id} `));
  const mailed = flood.filter((r) => subjects(r.id).length === 1);
  assert.equal(mailed.length, ONCALL_MAILS.max, "30 sent at once");
  const held = flood.filter((r) => subjects(r.id).length === 0);
  assert.equal(held.length, 2);
  const { getDb } = await import("@/lib/core/db");
  assert.equal(
    await getDb().urgentRequest.count({ where: { id: { in: flood.map((r) => r.id) } } }),
    flood.length,
    "every request is stored",
  );

  // A practice's request with its code is never held.
  const valid = await code("Coded Dental");
  const coded = await submit({ email: undefined, practice: "Coded Dental", code: valid }, { now });
  assert.equal(subjects(coded.id).length, 1);

  const { runScheduledJob: runDeliveriesJob } = await import("./helpers");
  await runDeliveriesJob({ now: new Date(now.getTime() + 30 * 60_000) });
  assert.equal(
    mailsTo("oncall@example.com").filter((m) => m.subject.startsWith("Digest:")).length,
    0,
    "not before the hour's end",
  );
  await runDeliveriesJob({ now: new Date(now.getTime() + HOUR + 60_000) });
  const digests = mailsTo("oncall@example.com").filter((m) => m.subject.startsWith("Digest:"));
  assert.equal(digests.length, 1, "one digest, to the on-call inbox");
  assert.match(digests[0]!.subject, /^Digest: 2 urgent requests without a valid support code/);
  for (const r of held) assert.match(digests[0]!.text ?? "", new RegExp(`urgent request #${r.id} from Flood`));
  const { BUSINESS } = await import("@/content/business");
  assert.equal(
    mailsTo(BUSINESS.emails.leads).filter((m) => m.subject.startsWith("Digest:")).length,
    0,
    "not the office's",
  );
});

test("ten wrong codes at once from one address: at most five are checked", async () => {
  const now = openHour();
  const from = address();
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) => submit({ code: `WRONG-${String(i).padStart(5, "0")}` }, { now, from })),
  );
  const { getDb } = await import("@/lib/core/db");
  const rows = await getDb().urgentRequest.findMany({ where: { id: { in: results.map((r) => r.id) } } });
  assert.equal(rows.length, 10, "every request is stored");
  assert.equal(rows.filter((r) => r.codeCheck === "wrong").length, 5, "five checked");
  assert.equal(rows.filter((r) => r.codeCheck === "unchecked").length, 5, "the rest not checked at all");
});

test("a right code is not counted against its address: a practice's own requests never use up its allowance", async () => {
  const now = openHour();
  const from = address();
  const valid = await code();
  for (let i = 0; i < 4; i++) await submit({ code: `WRONG-0000${i}` }, { now, from });
  for (let i = 0; i < 3; i++) await submit({ code: valid, severity: "standard" }, { now, from });
  const last = await submit({ code: "WRONG-00009" }, { now, from });
  const { getDb } = await import("@/lib/core/db");
  assert.equal((await getDb().urgentRequest.findUniqueOrThrow({ where: { id: last.id } })).codeCheck, "wrong");
});

test("a support code typed into the form without JavaScript is never kept for the check page, which asks for it again", async () => {
  const { POST } = await import("@/app/api/support/route");
  const valid = await code();
  const fields = {
    practice: "Bloor Dental",
    name: "Dana Client",
    // No number a technician could dial: refused, and kept for the check page.
    phone: "call me later",
    code: valid,
    affected: "server",
    severity: "critical",
    description: "The server will not start and no one can see the schedule.",
  };
  const response = await POST(
    new Request("https://support.test/api/support", {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": address(),
        origin: "https://support.test",
        "sec-fetch-site": "same-origin",
        "sec-fetch-dest": "document",
      },
    }),
  );
  assert.equal(response.status, 303);
  assert.equal(response.headers.get("location"), "/support/check");
  const id = /form-check-support=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  assert.ok(id, "a check was kept");

  const { getDb } = await import("@/lib/core/db");
  const row = await getDb().formCheck.findUniqueOrThrow({ where: { id } });
  const { normaliseSupportCode } = await import("@/lib/support/codes");
  const symbols = normaliseSupportCode(valid)!;
  const stored = JSON.stringify(row);
  assert.ok(!stored.includes(valid) && !stored.includes(symbols), "no trace of the code");
  const { readFormCheck } = await import("@/lib/core/forms/form-check");
  const check = await readFormCheck("support", id);
  assert.equal(check?.values.code, undefined);
  assert.equal(check?.values.phone, "call me later", "what else was typed is kept");
  const { CODE_NOT_KEPT } = await import("@/lib/support/handler");
  assert.deepEqual(check?.fieldErrors.code, [CODE_NOT_KEPT], "the check page asks for the code again");
});
