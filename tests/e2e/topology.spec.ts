import { expect, test } from "@playwright/test";
import { startResendStandIn, type ResendStandIn } from "../support/resend-stand-in";
import { copyDatabase, type LeadFreeDb } from "./helpers/db-copy";
import { eventually } from "./helpers/db";
import { E2E_PORT, e2eServerEnv } from "./helpers/env";
import { startNginx, type StartedNginx } from "./helpers/nginx";
import { inOneLimitWindow } from "./helpers/limit-window";
import { listeningAddresses } from "./helpers/listening";
import { startServer, type StartedServer } from "./helpers/server";

/**
 * The production topology docs/production.md describes, end to end against the production build: Debian's
 * nginx in front of `next start`.
 *  - nginx SETS X-Forwarded-For, so a visitor who forges a new address on every request still meets
 *    the per-address limit; `npm start` listens on loopback, so no other machine reaches Node past
 *    nginx (reached directly, `next start` would take a forged header as the address).
 *  - Two `next start` processes on one PostgreSQL database behind one nginx `upstream`: the
 *    per-address limit holds across both, concurrent messages are each stored once, and every
 *    e-mail is sent once although both processes' delivery runs start at the same moment. A second
 *    nginx listener that appends to X-Forwarded-For, with TRUSTED_PROXY_COUNT=2, stands for a chain
 *    of two proxies. One of the two killed (SIGKILL) in the middle of a flood of messages loses no
 *    answered message, and each stored message's e-mail goes out once from the one left.
 * Short-lived servers and nginx listeners use E2E_PORT + 70 … + 79; each part has its own database
 * copy, so its counts are its own.
 */

const PORTS = {
  aNginx: E2E_PORT + 70,
  aServer: E2E_PORT + 71,
  bNginxSet: E2E_PORT + 72,
  bServer1: E2E_PORT + 73,
  bServer2: E2E_PORT + 74,
  bStandIn: E2E_PORT + 75,
  bNginxAppend: E2E_PORT + 76,
} as const;

/** The contact route's own limit at RATE_LIMIT_SCALE=1 (app/api/contact/route.ts): 5 in 10 minutes. */
const PER_ADDRESS_LIMIT = 5;
const LIMIT_WINDOW_MS = 10 * 60_000;
const CONCURRENT_LEADS = 40;
/** How long the stand-in takes to answer a send while both delivery runs go through the same rows. */
const STAND_IN_DELAY_MS = 200;
const CRON_SECRET = e2eServerEnv().CRON_SECRET!;
const RUN = `${process.pid}-${Date.now().toString(36)}`;

interface Answer {
  status: number;
  upstream: string | null;
  body: string;
}

let leadNumber = 0;
/** A valid contact message whose name and text carry a marker unique to this run and message. */
function contact(): { marker: string; name: string; data: Record<string, string> } {
  leadNumber++;
  const marker = `topology-${RUN}-${leadNumber}`;
  const name = `Topology Lead ${leadNumber}`;
  return {
    marker,
    name,
    data: {
      name,
      email: `topology-${leadNumber}@example.com`,
      message: `Our server room needs a look [${marker}].`,
      sourcePath: "/contact",
    },
  };
}

async function postContact(base: string, data: Record<string, string>, forwardedFor?: string): Promise<Answer> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (forwardedFor) headers["X-Forwarded-For"] = forwardedFor;
  const res = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers,
    body: JSON.stringify(data),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, upstream: res.headers.get("x-upstream"), body: await res.text() };
}

/** Posts valid messages one after another until one is refused; the answers in order. */
async function postUntilRefused(
  base: string,
  forged: (n: number) => string,
  max: number,
  onStored?: (lead: ReturnType<typeof contact>) => void,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let n = 1; n <= max; n++) {
    const lead = contact();
    const answer = await postContact(base, lead.data, forged(n));
    answers.push(answer);
    if (answer.status !== 201) break;
    onStored?.(lead);
  }
  return answers;
}

function cron(base: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return fetch(`${base}/api/cron/deliveries`, {
    headers: { Authorization: `Bearer ${CRON_SECRET}` },
    signal: AbortSignal.timeout(30_000),
  }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
  }));
}

// SITE_URL stays the shared build's: a start with another address than the build's refuses.
function serverEnv(db: LeadFreeDb, extra: Record<string, string> = {}): Record<string, string> {
  return { DATABASE_URL: db.url, RATE_LIMIT_SCALE: "1", TRUSTED_PROXY_COUNT: "1", ...extra };
}

// ---------------------------------------------------------------------------------------------

test.describe("nginx that sets X-Forwarded-For, in front of one server", () => {
  test.describe.configure({ mode: "serial" });

  let db: LeadFreeDb | undefined;
  let server: StartedServer | undefined;
  let nginx: StartedNginx | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    db = await copyDatabase("topology-forged");
    server = await startServer(PORTS.aServer, serverEnv(db));
    nginx = await startNginx({
      upstreams: { site: [`127.0.0.1:${PORTS.aServer}`] },
      listeners: [{ port: PORTS.aNginx, upstream: "site", forwardedFor: "set" }],
    });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await server?.stop();
    await db?.close();
  });

  test("a forged header does not reset a visitor's limit, and Node is reachable on loopback only", async () => {
    const forged = (n: number) => `203.0.113.${n}`;
    // Through nginx the site sees 127.0.0.1 whatever the visitor forged.
    const proxied = await inOneLimitWindow(LIMIT_WINDOW_MS, () =>
      postUntilRefused(nginx!.urls[0]!, forged, PER_ADDRESS_LIMIT + 2),
    );
    expect(
      proxied.map((a) => a.status),
      nginx!.errorLog(),
    ).toEqual([...Array<number>(PER_ADDRESS_LIMIT).fill(201), 429]);

    // Reached directly, `next start` would take each forged value as a new address. The production guide's
    // start listens on loopback only, so from another machine the only way in is through nginx.
    expect(listeningAddresses(PORTS.aServer)).toEqual(["127.0.0.1"]);

    const stored = await db!.rows<{ n: string }>(`SELECT COUNT(*) AS n FROM "ContactMessage" WHERE "message" LIKE $1`, [
      `%topology-${RUN}-%`,
    ]);
    expect(Number(stored[0]?.n)).toBe(PER_ADDRESS_LIMIT);
  });
});

// ---------------------------------------------------------------------------------------------

test.describe("two server processes on one database behind one nginx upstream", () => {
  test.describe.configure({ mode: "serial" });

  let db: LeadFreeDb | undefined;
  let standIn: ResendStandIn | undefined;
  let servers: StartedServer[] = [];
  let nginx: StartedNginx | undefined;
  /** The nginx listener that sets the header, and the one that appends to it. */
  let setting = "";
  let appending = "";
  /** Every message a test here stored: its marker and the name the office e-mail's subject carries. */
  const leads: { marker: string; name: string }[] = [];

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    db = await copyDatabase("topology-two-servers");
    standIn = await startResendStandIn(PORTS.bStandIn);
    // Two trusted proxies: the test plays an outer proxy (a CDN) that appends the visitor's address,
    // then nginx's appending listener adds its own. Through the setting listener the one entry is
    // fewer than two, so the left-most counts: the address nginx saw, as with one proxy.
    const env = serverEnv(db, {
      RESEND_API_KEY: "re_topology_stand_in",
      RESEND_BASE_URL: standIn.baseUrl,
      TRUSTED_PROXY_COUNT: "2",
      // Room for the stand-in's slow answers below on a busy machine: a send must not time out.
      EMAIL_TIMEOUT_MS: "15000",
    });
    const started = await Promise.allSettled([startServer(PORTS.bServer1, env), startServer(PORTS.bServer2, env)]);
    servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    const failed = started.find((s) => s.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
    nginx = await startNginx({
      upstreams: { site: [`127.0.0.1:${PORTS.bServer1}`, `127.0.0.1:${PORTS.bServer2}`] },
      listeners: [
        { port: PORTS.bNginxSet, upstream: "site", forwardedFor: "set" },
        { port: PORTS.bNginxAppend, upstream: "site", forwardedFor: "append" },
      ],
    });
    [setting, appending] = nginx.urls as [string, string];
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await standIn?.close();
    await db?.close();
  });

  test("the per-address limit holds across both processes", async () => {
    const answers = await inOneLimitWindow(LIMIT_WINDOW_MS, () =>
      postUntilRefused(
        setting,
        (n) => `203.0.113.${n}`,
        PER_ADDRESS_LIMIT + 2,
        (lead) => leads.push(lead),
      ),
    );
    expect(
      answers.map((a) => a.status),
      nginx!.errorLog(),
    ).toEqual([...Array<number>(PER_ADDRESS_LIMIT).fill(201), 429]);
    // Round-robin: the visitor's requests alternated between the two processes.
    const upstreams = new Set(answers.map((a) => a.upstream));
    expect(upstreams).toEqual(new Set([`127.0.0.1:${PORTS.bServer1}`, `127.0.0.1:${PORTS.bServer2}`]));
  });

  test("concurrent messages from distinct addresses are each stored once, and each e-mail is sent once", async () => {
    test.setTimeout(90_000);
    // The first five leads' e-mails went out through their requests' own after() sends.
    await eventually(
      () => Promise.resolve(standIn!.received.length),
      (n) => n >= leads.length,
      30_000,
    );

    // The provider is down while the next messages arrive: their own sends fail and wait in the
    // database, so the delivery runs below have every one of them to send at once.
    standIn!.setMode("fail");
    // Each request arrives as if through an outer proxy that appended a distinct visitor's address;
    // nginx appends the outer proxy's (127.0.0.1), and with TRUSTED_PROXY_COUNT=2 the site keys on
    // the visitor: 40 distinct addresses, so no limit decides a result.
    const batch = Array.from({ length: CONCURRENT_LEADS }, () => contact());
    const answers = await Promise.all(batch.map((lead, i) => postContact(appending, lead.data, `198.51.100.${i + 1}`)));
    expect(
      answers.map((a) => a.status),
      answers
        .filter((a) => a.status !== 201)
        .map((a) => a.body)
        .join("\n"),
    ).toEqual(Array<number>(CONCURRENT_LEADS).fill(201));
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
    leads.push(...batch);

    const stored = await db!.rows<{ message: string }>(
      `SELECT "message" FROM "ContactMessage" WHERE "message" LIKE $1`,
      [`%topology-${RUN}-%`],
    );
    const perMarker = new Map<string, number>();
    for (const { message } of stored) {
      const marker = /\[(topology-[^\]]+)\]/.exec(message)?.[1] ?? "";
      perMarker.set(marker, (perMarker.get(marker) ?? 0) + 1);
    }
    expect(stored.length).toBe(leads.length);
    for (const lead of leads) expect(perMarker.get(lead.marker), lead.marker).toBe(1);

    // Every failed send is recorded (and its claim released) before the delivery runs start.
    const failed = await eventually(
      () =>
        db!.rows<{ n: string }>(
          `SELECT COUNT(*) AS n FROM "Delivery" WHERE "kind" = 'contact-notification' AND "status" = 'failed' AND "claimedUntil" IS NULL`,
        ),
      (rows) => Number(rows[0]?.n) === CONCURRENT_LEADS,
      30_000,
    );
    expect(Number(failed[0]?.n)).toBe(CONCURRENT_LEADS);
    // A minute later, as far as the retry is concerned: the failed rows are due now.
    await db!.execute(`UPDATE "Delivery" SET "nextAttemptAt" = $1 WHERE "status" = 'failed'`, [
      new Date(Date.now() - 1000),
    ]);

    // The provider is back but slow (each message is recorded on arrival), so both processes'
    // delivery runs, started at the same moment, are mid-send on the same list of rows at once.
    standIn!.setMode("ok");
    standIn!.setDelay(STAND_IN_DELAY_MS);
    const runs = await Promise.all(servers.map((s) => cron(s.baseURL)));
    test
      .info()
      .annotations.push({ type: "the two delivery runs", description: JSON.stringify(runs.map((r) => r.body)) });
    for (const run of runs) expect(run.status).toBe(200);
    expect(runs.reduce((sum, r) => sum + Number(r.body.sent), 0)).toBe(CONCURRENT_LEADS);

    const deliveries = await db!.rows<{ status: string; n: string }>(
      `SELECT "status", COUNT(*) AS n FROM "Delivery" WHERE "kind" = 'contact-notification' GROUP BY "status" ORDER BY "status"`,
    );
    expect(deliveries.map((r) => ({ status: r.status, n: Number(r.n) }))).toEqual([
      { status: "sent", n: leads.length },
    ]);

    const received = standIn!.received;
    const subjects = new Map<string, number>();
    for (const email of received) subjects.set(email.subject, (subjects.get(email.subject) ?? 0) + 1);
    for (const lead of leads) expect(subjects.get(`New contact message from ${lead.name}`), lead.name).toBe(1);
    expect(received.length).toBe(leads.length);
    // One provider key per message: the provider itself would have dropped a repeat of one.
    expect(new Set(received.map((e) => e.idempotencyKey)).size).toBe(leads.length);
  });

  test("one process killed (SIGKILL) in the middle of a flood: every answered message is stored once, and the one left sends each stored message's e-mail once", async () => {
    test.setTimeout(120_000);
    const [survivor, victim] = servers as [StartedServer, StartedServer];
    const victimAddress = `127.0.0.1:${PORTS.bServer2}`;
    // The provider refuses every send during the flood: nothing reaches it before the delivery run
    // below, so what it holds afterwards is exactly what that run sent.
    standIn!.setMode("fail");
    standIn!.setDelay(0);
    const receivedBefore = standIn!.received.length;

    // A stream of messages from distinct visitors, sent faster than the two processes answer them;
    // the kill at the tenth answer finds some of the victim's requests mid-way.
    const FLOOD = 60;
    const KILL_AT = 10;
    const flood = Array.from({ length: FLOOD }, () => contact());
    let answered = 0;
    let killed: Promise<void> | undefined;
    const answers = await Promise.all(
      flood.map(async (lead, i) => {
        await new Promise((r) => setTimeout(r, i * 5));
        const answer = await postContact(appending, lead.data, `192.0.2.${i + 1}`);
        if (answer.status === 201 && ++answered === KILL_AT) killed = victim.kill();
        return { lead, ...answer };
      }),
    );
    killed ??= victim.kill();
    await killed;

    // nginx answers 502 for a request the victim held when it died (a POST is never sent to a
    // second server once the first has it); every other request is served by one of the two.
    expect(
      answers.filter((a) => a.status !== 201 && a.status !== 502).map((a) => `${a.status} ${a.body}`),
      "every request answered 201, or 502 when cut off by the kill",
    ).toEqual([]);
    const stored201 = answers.filter((a) => a.status === 201);
    const cutOff = answers.filter((a) => a.status === 502);
    /** The server that gave the answer (the last one nginx tried). */
    const answeredBy = (a: Answer) => a.upstream?.split(", ").at(-1);
    test.info().annotations.push({
      type: "kill",
      description: `${stored201.length} answered 201 (${stored201.filter((a) => answeredBy(a) === victimAddress).length} by the killed process), ${cutOff.length} cut off`,
    });
    expect(
      stored201.some((a) => answeredBy(a) === victimAddress),
      "the killed process answered some before the kill",
    ).toBe(true);
    expect(
      stored201.some((a) => answeredBy(a) !== victimAddress),
      "the one left answered the rest",
    ).toBe(true);
    expect(cutOff.length, "some requests were in the killed process's hands at the kill").toBeGreaterThan(0);

    // Stored: every answered message exactly once; one cut off at most once (its transaction either
    // committed before the kill or left nothing).
    const markers = new Map(flood.map((lead) => [lead.marker, lead]));
    const rows = await db!.rows<{ id: number; message: string }>(
      `SELECT "id", "message" FROM "ContactMessage" WHERE "message" LIKE $1`,
      [`%topology-${RUN}-%`],
    );
    const storedIds = new Map<string, number[]>();
    for (const { id, message } of rows) {
      const marker = /\[(topology-[^\]]+)\]/.exec(message)?.[1] ?? "";
      if (markers.has(marker)) storedIds.set(marker, [...(storedIds.get(marker) ?? []), id]);
    }
    for (const a of stored201) expect.soft(storedIds.get(a.lead.marker)?.length, `answered ${a.lead.marker}`).toBe(1);
    for (const a of cutOff)
      expect.soft(storedIds.get(a.lead.marker)?.length ?? 0, `cut off ${a.lead.marker}`).toBeLessThanOrEqual(1);
    expect(test.info().errors).toEqual([]);
    const floodIds = [...storedIds.values()].flat();

    // Every stored message has its e-mail row, written in the message's own transaction.
    const floodDeliveries = () =>
      db!.rows<{ relatedId: number; status: string; claimedUntil: Date | null }>(
        `SELECT "relatedId", "status", "claimedUntil" FROM "Delivery" WHERE "kind" = 'contact-notification' AND "relatedType" = 'ContactMessage' AND "relatedId" = ANY($1::int[])`,
        [floodIds],
      );
    // The one left has recorded its own refused sends (and released their claims); the rows the
    // killed process held stay claimed until their lease runs out.
    const survivorIds = new Set(
      stored201.filter((a) => answeredBy(a) !== victimAddress).map((a) => storedIds.get(a.lead.marker)![0]!),
    );
    const settled = await eventually(
      floodDeliveries,
      (ds) =>
        ds.filter((d) => survivorIds.has(d.relatedId)).every((d) => d.status === "failed" && d.claimedUntil === null),
      30_000,
    );
    expect(settled.map((d) => d.relatedId).sort((x, y) => x - y)).toEqual([...floodIds].sort((x, y) => x - y));

    // Minutes later, as far as the retry is concerned (moved back rather than waited for): every
    // lease has run out and every message is due. The provider is back.
    const earlier = new Date(Date.now() - 5 * 60_000);
    await db!.execute(
      `UPDATE "Delivery" SET "createdAt" = $1, "nextAttemptAt" = $1, "claimedUntil" = NULL WHERE "status" IN ('pending', 'failed')`,
      [earlier],
    );
    standIn!.setMode("ok");
    // A run takes a bounded number of due messages: runs follow one another until one finds nothing.
    for (let runs = 0; ; runs++) {
      const run = await cron(survivor.baseURL);
      expect(run.status).toBe(200);
      const { attempted, digests, left } = run.body as Record<string, number | undefined>;
      if ([attempted, digests, left].every((n) => n === 0)) break;
      expect(runs, "the delivery runs still find messages to send after 10 runs").toBeLessThan(10);
    }

    // At the provider: exactly one office e-mail per stored message of the flood, none for a
    // message that was never stored, each under a key of its own.
    const received = standIn!.received.slice(receivedBefore);
    const subjects = new Map<string, number>();
    for (const email of received) subjects.set(email.subject, (subjects.get(email.subject) ?? 0) + 1);
    for (const lead of flood) {
      const expected = storedIds.has(lead.marker) ? 1 : 0;
      expect.soft(subjects.get(`New contact message from ${lead.name}`) ?? 0, lead.name).toBe(expected);
    }
    expect(test.info().errors).toEqual([]);
    expect(received.length).toBe(floodIds.length);
    expect(new Set(received.map((e) => e.idempotencyKey)).size).toBe(floodIds.length);
    const after = await floodDeliveries();
    expect(after.filter((d) => d.status !== "sent")).toEqual([]);
  });
});
