import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { startResendStandIn, type ResendStandIn } from "../support/resend-stand-in";
import { E2E_PORT, e2eServerEnv } from "./helpers/env";
import { eventually, openDatabase, queryRows, type Database } from "./helpers/db";
import { copyDatabase as copyLeadFreeDatabase, type LeadFreeDb as FaultDb } from "./helpers/db-copy";
import { startOwnCluster, type OwnCluster } from "./helpers/pg-cluster";
import { startServer, type StartedServer } from "./helpers/server";

/**
 * The site under faults, end to end against the production build:
 *  - the e-mail provider down (500) or hanging: every e-mail-sending POST still answers 2xx within
 *    its timeout, the record is stored, the message waits in the Delivery table, and the retry
 *    sends each waiting message exactly once when the provider is back;
 *  - the database stopped mid-run (on a PostgreSQL cluster of the test's own): handlers answer 503
 *    with a clear message and Retry-After (never 500, never a hang), prerendered pages still answer
 *    200, and once the database is started again the same requests succeed without a server restart;
 *  - a table locked by another session: the handler that writes it answers 503 once the lock
 *    timeout runs out, everything else goes on, and the same requests succeed once the lock is gone;
 *  - the server killed (SIGKILL) mid-submission and restarted: every submission that got a 2xx
 *    answer is stored, and the retry gives every stored submission its message exactly once.
 * Each scenario runs its own short-lived `next start` of the same build (the build's SITE_URL
 * unchanged) on its own database and port (E2E_PORT + 50 … + 59), and checks that the server's log
 * holds no address or message text.
 */

const EMAIL_TIMEOUT_MS = 2000;
/** An answer may take the e-mail timeout plus this much, never longer: a timeout check, not a benchmark. */
const MARGIN_MS = 3000;
/**
 * How long a statement waits for a lock another session holds (lib/core/db.ts LOCK_TIMEOUT_MS; not
 * imported, which would load the database client into the test process).
 */
const LOCK_TIMEOUT_MS = 5000;
/** A stopped database refuses connections at once: its 503 comes well before this. */
const STOPPED_BOUND_MS = 10_000;
const CRON_SECRET = e2eServerEnv().CRON_SECRET!;
const RUN = `${process.pid}-${Date.now().toString(36)}`;

let octet = 0;
/** A fresh documentation-range address per request, so per-address limits never decide a result. */
function forwardedFor(): string {
  octet++;
  return `198.18.${Math.floor(octet / 250) % 250}.${(octet % 250) + 1}`;
}

// ---------------------------------------------------------------------------------------------
// Requests

interface Timed {
  status: number;
  ms: number;
  body: Record<string, unknown> | string;
  headers: Headers;
  answeredAt: number;
}

async function timed(url: string, init: RequestInit = {}, limitMs = 30_000): Promise<Timed> {
  const started = Date.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(limitMs) });
  const text = await res.text();
  let body: Timed["body"] = text;
  if ((res.headers.get("content-type") ?? "").includes("json")) body = JSON.parse(text) as Record<string, unknown>;
  return { status: res.status, ms: Date.now() - started, body, headers: res.headers, answeredAt: Date.now() };
}

function postJson(base: string, route: string, data: unknown, limitMs?: number): Promise<Timed> {
  return timed(
    `${base}${route}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor() },
      body: JSON.stringify(data),
    },
    limitMs,
  );
}

/** Personal data a test sends; the server's log must contain none of it. */
const sentSecrets: string[] = [];

function contactData(marker: string) {
  const email = `faults-${marker}@example.com`;
  const message = `Fault test message ${marker}: our imaging server stopped after the update.`;
  sentSecrets.push(email, message, `Fault Tester ${marker}`);
  return { name: `Fault Tester ${marker}`, email, message, sourcePath: "/contact" };
}

function subscribeData(marker: string) {
  const email = `faults-sub-${marker}@example.com`;
  sentSecrets.push(email, `Subscriber ${marker}`);
  return { email, name: `Subscriber ${marker}`, sourcePath: "/newsletter" };
}

function checklistData(marker: string) {
  const email = `faults-check-${marker}@example.com`;
  sentSecrets.push(email);
  return { email, score: 0, categoriesScores: [], results: {} };
}

function expectNoPersonalData(log: string, label: string) {
  const leaked = sentSecrets.filter((s) => log.includes(s));
  expect(leaked, `${label}: the server log names what a visitor sent`).toEqual([]);
}

function cron(base: string, route = "/api/cron/deliveries"): Promise<Timed> {
  return timed(`${base}${route}`, { headers: { Authorization: `Bearer ${CRON_SECRET}` } });
}

interface DeliveryRow {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  relatedType: string;
  relatedId: number;
  createdAt: Date;
  updatedAt: Date;
  /** The row's random provider key: the Idempotency-Key is `outbox-<uid>`. */
  uid: string;
}

// ---------------------------------------------------------------------------------------------

test.describe("the e-mail provider down, then hanging, then back", () => {
  test.describe.configure({ mode: "serial" });

  let db: FaultDb;
  let standIn: ResendStandIn;
  let server: StartedServer;
  /** The records each sending POST stored, by marker. */
  const stored: {
    route: string;
    marker: string;
    contactId?: number;
    subscriberEmail?: string;
    checklistEmail?: string;
  }[] = [];

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    db = await copyLeadFreeDatabase(`faults-provider-${RUN}`);
    standIn = await startResendStandIn(0);
    server = await startServer(E2E_PORT + 50, {
      DATABASE_URL: db.url,
      RESEND_BASE_URL: standIn.baseUrl,
      EMAIL_TIMEOUT_MS: String(EMAIL_TIMEOUT_MS),
      RATE_LIMIT_SCALE: "20",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await standIn?.close();
    await db?.close();
  });

  for (const mode of ["fail", "hang"] as const) {
    test(`provider ${mode === "fail" ? "answering 500" : "never answering"}: contact, subscribe and checklist answer 2xx within the timeout, the records are stored, the messages wait as failed`, async () => {
      standIn.setMode(mode);
      const marker = `${mode}-${RUN}`;
      const contact = contactData(marker);
      const subscriber = subscribeData(marker);
      const checklist = checklistData(marker);
      const answers = await Promise.all([
        postJson(server.baseURL, "/api/contact", contact),
        postJson(server.baseURL, "/api/newsletter/subscribe", subscriber),
        postJson(server.baseURL, "/api/health-checklist/email", checklist),
      ]);
      expect(answers.map((a) => a.status)).toEqual([201, 200, 201]);
      for (const a of answers) {
        expect(a.ms, "an answer waited longer than the e-mail timeout allows").toBeLessThan(
          EMAIL_TIMEOUT_MS + MARGIN_MS,
        );
        expect((a.body as { success: boolean }).success).toBe(true);
      }

      const [contactRow] = await db.rows<{ id: number }>(
        `SELECT "id" FROM "ContactMessage" WHERE "email" = $1 AND "message" = $2`,
        [contact.email, contact.message],
      );
      const [subscriberRow] = await db.rows<{ id: number; subscribed: boolean }>(
        `SELECT "id", "subscribed" FROM "NewsletterSubscriber" WHERE "email" = $1`,
        [subscriber.email],
      );
      const [requestRow] = await db.rows<{ id: number }>(
        `SELECT "id" FROM "NewsletterConfirmRequest" WHERE "subscriberId" = $1`,
        [subscriberRow?.id ?? -1],
      );
      const [checklistRow] = await db.rows<{ id: number }>(
        `SELECT "id" FROM "ChecklistSubmission" WHERE "email" = $1`,
        [checklist.email],
      );
      expect(contactRow, "contact message stored").toBeDefined();
      expect(subscriberRow?.subscribed, "subscriber stored, waiting for confirmation").toBe(false);
      expect(requestRow, "request to confirm recorded").toBeDefined();
      expect(checklistRow, "checklist submission stored").toBeDefined();
      stored.push({
        route: "contact",
        marker,
        contactId: contactRow!.id,
        subscriberEmail: subscriber.email,
        checklistEmail: checklist.email,
      });

      const related: [string, number][] = [
        ["ContactMessage", contactRow!.id],
        ["NewsletterConfirmRequest", requestRow!.id],
        ["ChecklistSubmission", checklistRow!.id],
      ];
      const read = async () => {
        const out: DeliveryRow[] = [];
        for (const [type, id] of related)
          out.push(
            ...(await db.rows<DeliveryRow>(
              `SELECT * FROM "Delivery" WHERE "relatedType" = $1 AND "relatedId" = $2 ORDER BY "kind"`,
              [type, id],
            )),
          );
        return out;
      };
      const deliveries = await eventually(
        read,
        (rows) => rows.length === 4 && rows.every((r) => r.status === "failed"),
        EMAIL_TIMEOUT_MS + 10_000,
      );
      expect(deliveries.map((r) => [r.kind, r.status, r.attempts])).toEqual([
        ["contact-notification", "failed", 1],
        ["newsletter-confirm", "failed", 1],
        ["checklist-lead", "failed", 1],
        ["checklist-results", "failed", 1],
      ]);
      for (const r of deliveries) {
        expect(r.lastError).toContain(
          mode === "fail" ? "Stand-in failure" : `did not answer within ${EMAIL_TIMEOUT_MS} ms`,
        );
        expect(r.lastError, "no address in the stored error").not.toMatch(/@example\.com/);
      }
      if (mode === "hang") {
        // Every visitor had their answer before the provider's timeout was even recorded.
        const lastAnswer = Math.max(...answers.map((a) => a.answeredAt));
        for (const r of deliveries) expect(r.updatedAt.getTime()).toBeGreaterThan(lastAnswer);
      }
      expect(standIn.received).toEqual([]);
    });
  }

  test("provider back: the retry (cron route, then npm run deliveries:run) sends every waiting message exactly once", async () => {
    test.setTimeout(60_000);
    expect(stored).toHaveLength(2);
    standIn.setMode("ok");
    const waiting = await db.rows<DeliveryRow>(`SELECT * FROM "Delivery" ORDER BY "id"`);
    expect(waiting).toHaveLength(8);
    expect(waiting.every((r) => r.status === "failed")).toBe(true);

    // Not due yet: a failed message waits at least a minute before its next attempt.
    const early = await cron(server.baseURL);
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ success: true, attempted: 0 });
    expect(standIn.received).toHaveLength(0);

    // A minute later (moved back on this test's own database rather than waited for).
    await db.execute(`UPDATE "Delivery" SET "nextAttemptAt" = $1`, [new Date(Date.now() - 1000)]);
    const unauthorized = await timed(`${server.baseURL}/api/cron/deliveries`, {
      headers: { Authorization: "Bearer wrong" },
    });
    expect(unauthorized.status).toBe(401);
    const run = await cron(server.baseURL);
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ success: true, attempted: 8, sent: 8, failed: 0 });

    const after = await db.rows<DeliveryRow & { providerId: string }>(`SELECT * FROM "Delivery" ORDER BY "id"`);
    expect(after.map((r) => r.status)).toEqual(Array(8).fill("sent"));
    const keys = standIn.received.map((m) => m.idempotencyKey).sort();
    expect(keys).toEqual(after.map((r) => `outbox-${r.uid}`).sort());
    // What was sent is what the visitors asked for: each contact message reached the office once.
    for (const marker of stored.map((s) => s.marker)) {
      expect(standIn.received.filter((m) => m.text?.includes(`Fault test message ${marker}`))).toHaveLength(1);
      expect(standIn.received.filter((m) => m.to.includes(`faults-sub-${marker}@example.com`))).toHaveLength(1);
      expect(standIn.received.filter((m) => m.to.includes(`faults-check-${marker}@example.com`))).toHaveLength(1);
    }

    // Another run (the command-line retry on the same database, then the cron route) sends nothing again.
    const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "deliveries:run"], {
      env: e2eServerEnv({ DATABASE_URL: db.url, RESEND_BASE_URL: standIn.baseUrl }) as NodeJS.ProcessEnv,
      timeout: 45_000,
    });
    expect(stdout).toContain(
      "deliveries:run: 0 attempted, 0 sent, 0 failed, 0 logged, 0 digests of held notifications stored",
    );
    expectNoPersonalData(stdout, "npm run deliveries:run");
    const again = await cron(server.baseURL);
    expect(again.body).toMatchObject({ attempted: 0, digests: 0, left: 0 });
    // The route's old address, kept for schedulers set up before the rename, runs the same job
    // behind the same secret.
    expect(
      (await timed(`${server.baseURL}/api/cron/outbox`, { headers: { Authorization: "Bearer wrong" } })).status,
    ).toBe(401);
    const alias = await cron(server.baseURL, "/api/cron/outbox");
    expect(alias.status).toBe(200);
    expect(alias.body).toMatchObject({ success: true, attempted: 0, digests: 0, left: 0 });
    expect(standIn.received).toHaveLength(8);
  });

  test("the server's log holds no address and no message text", () => {
    expectNoPersonalData(server.output(), "provider-fault server");
  });
});

// ---------------------------------------------------------------------------------------------
// The database down or locked: the requests every handler is asked.

interface Probe {
  name: string;
  run: (base: string) => Promise<Timed>;
  /** The answer when the database works. */
  ok: number;
}

function postProbes(marker: string): Probe[] {
  let n = 0;
  const next = () => `${marker}-${++n}`;
  return [
    { name: "POST /api/contact", ok: 201, run: (b) => postJson(b, "/api/contact", contactData(next())) },
    {
      name: "POST /api/newsletter/subscribe",
      ok: 200,
      run: (b) => postJson(b, "/api/newsletter/subscribe", subscribeData(next())),
    },
    {
      name: "POST /api/health-checklist/email",
      ok: 201,
      run: (b) => postJson(b, "/api/health-checklist/email", checklistData(next())),
    },
    {
      name: "POST /api/newsletter/unsubscribe",
      // A token for no subscriber: 400 when the database answers.
      ok: 400,
      run: (b) =>
        timed(`${b}/api/newsletter/unsubscribe?token=1.0123456789abcdef`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor() },
          body: "List-Unsubscribe=One-Click",
        }),
    },
    {
      name: "POST /api/newsletter/confirm",
      // A well-formed token for no request: 400 when the database answers.
      ok: 400,
      run: (b) =>
        timed(`${b}/api/newsletter/confirm?token=999999.${"A".repeat(43)}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor() },
          body: "confirm=yes",
        }),
    },
    {
      name: "POST /api/location/reverse-geocode",
      ok: 200,
      run: (b) => postJson(b, "/api/location/reverse-geocode", { latitude: 43.7731, longitude: -79.2578 }),
    },
    {
      name: "POST /api/admin/sign-in",
      ok: 401,
      run: (b) =>
        timed(`${b}/api/admin/sign-in`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Forwarded-For": forwardedFor(),
            Origin: b,
            "Sec-Fetch-Site": "same-origin",
          },
          body: JSON.stringify({ username: "nobody-faults", password: "not-the-password-1" }),
        }),
    },
  ];
}

function getProbes(slug: string): Probe[] {
  return [
    { name: "GET /api/blog", ok: 200, run: (b) => timed(`${b}/api/blog`) },
    { name: `GET /api/blog/${slug}`, ok: 200, run: (b) => timed(`${b}/api/blog/${slug}`) },
    {
      name: "GET /api/newsletter/issues/recent",
      ok: 200,
      run: (b) => timed(`${b}/api/newsletter/issues/recent?limit=3`),
    },
    { name: "GET /server-sitemap.xml", ok: 200, run: (b) => timed(`${b}/server-sitemap.xml`) },
  ];
}

/** Prerendered pages: they answer from the build's cache whatever the database does. */
function pagePaths(slug: string, issueId: number): string[] {
  return [
    "/",
    "/managed-it",
    "/locations/scarborough",
    "/services/managed-it/toronto",
    "/contact",
    "/support",
    "/newsletter",
    `/newsletter/${issueId}`,
    "/blog",
    `/blog/${slug}`,
    "/health-checklist",
    "/faq",
    "/sitemap",
  ];
}

async function expectUnavailable(probes: Probe[], base: string, boundMs: number) {
  const results = await Promise.all(probes.map(async (p) => ({ p, r: await p.run(base) })));
  for (const { p, r } of results) {
    expect.soft(r.status, `${p.name} answers 503 (body: ${JSON.stringify(r.body).slice(0, 200)})`).toBe(503);
    expect.soft(r.ms, `${p.name} answers within ${boundMs} ms`).toBeLessThan(boundMs);
    expect.soft(Number(r.headers.get("retry-after")), `${p.name} says when to retry`).toBeGreaterThan(0);
    if (p.name.startsWith("POST")) {
      // The pipeline's UNAVAILABLE_MESSAGE (importing it would load the database client here).
      expect.soft(r.body, p.name).toEqual({
        success: false,
        message: expect.stringMatching(/temporarily unavailable\. Nothing was saved; please try again/),
      });
    } else if (p.name.startsWith("GET /api")) {
      expect
        .soft(r.body, p.name)
        .toEqual({ success: false, message: expect.stringMatching(/temporarily unavailable/) });
    } else {
      expect.soft(String(r.body), p.name).toMatch(/temporarily unavailable/i);
    }
  }
  expect(test.info().errors).toEqual([]);
}

async function expectPagesServed(paths: string[], base: string) {
  const results = await Promise.all(paths.map(async (p) => ({ p, r: await timed(`${base}${p}`) })));
  for (const { p, r } of results) {
    expect.soft(r.status, `${p} answers 200`).toBe(200);
    expect.soft(String(r.body), `${p} is the page`).toContain("</html>");
  }
  expect(test.info().errors).toEqual([]);
}

async function seededContent(): Promise<{ slug: string; issueId: number }> {
  // The oldest seeded post and issue: prerendered by the build, never touched by the publishing tests.
  const [post] = await queryRows<{ slug: string }>(
    `SELECT "slug" FROM "BlogPost" WHERE "isPublished" ORDER BY "id" LIMIT 1`,
  );
  const [issue] = await queryRows<{ id: number }>(
    `SELECT "id" FROM "NewsletterIssue" WHERE "isPublished" ORDER BY "id" LIMIT 1`,
  );
  return { slug: String(post?.slug), issueId: Number(issue?.id) };
}

async function expectServed(probes: Probe[], base: string, when: string, boundMs = STOPPED_BOUND_MS) {
  const results = await Promise.all(probes.map(async (p) => ({ p, r: await p.run(base) })));
  for (const { p, r } of results) {
    expect.soft(r.status, `${p.name} ${when} (body: ${JSON.stringify(r.body).slice(0, 200)})`).toBe(p.ok);
    expect.soft(r.ms, `${p.name} ${when}`).toBeLessThan(boundMs);
  }
  expect(test.info().errors).toEqual([]);
}

async function countContacts(db: Database, marker: string): Promise<number> {
  const [row] = await db.rows<{ n: string }>(`SELECT COUNT(*) AS n FROM "ContactMessage" WHERE "message" LIKE $1`, [
    `%${marker}%`,
  ]);
  return Number(row?.n ?? 0);
}

test.describe("the database stopped mid-run, then started again", () => {
  test("while it is down every handler that needs it answers 503 with a clear message and prerendered pages answer 200; started again, the same server takes writes", async () => {
    test.setTimeout(120_000);
    const { slug, issueId } = await seededContent();
    // A cluster of this test's own: stopping the shared one would take every other spec down too.
    const cluster: OwnCluster = await startOwnCluster(`faults-stopped-${RUN}`);
    let server: StartedServer | undefined;
    const db = openDatabase(await cluster.copySeeded("site"));
    try {
      server = await startServer(E2E_PORT + 51, { DATABASE_URL: db.url, RATE_LIMIT_SCALE: "20" });
      // Warm the handlers and the server's connections first: what follows meets a database that
      // went away under a running server, not a cold start.
      await expectServed([...postProbes(`warm-${RUN}`), ...getProbes(slug)], server.baseURL, "before the stop", 30_000);

      await cluster.stop();
      await expectUnavailable([...postProbes(`down-${RUN}`), ...getProbes(slug)], server.baseURL, STOPPED_BOUND_MS);
      const deliveries = await cron(server.baseURL);
      expect(deliveries.status).toBe(503);
      expect(deliveries.body).toMatchObject({ success: false, message: expect.stringMatching(/unavailable/) });
      expect(Number(deliveries.headers.get("retry-after"))).toBeGreaterThan(0);
      await expectPagesServed(pagePaths(slug, issueId), server.baseURL);

      await cluster.start();
      // The server notices on its own: a read answers again (new connections, no restart)...
      const read = getProbes(slug)[0]!;
      const back = await eventually(
        () => read.run(server!.baseURL),
        (r) => r.status === read.ok,
        20_000,
      );
      expect(back.status, `${read.name} once the database is back`).toBe(read.ok);
      // ...and then every write is taken at once.
      await expectServed(
        [...postProbes(`restarted-${RUN}`), ...getProbes(slug)],
        server.baseURL,
        "once the database is back",
      );
      expect(await cron(server.baseURL).then((r) => r.status)).toBe(200);
      // Nothing was stored while it was down; what came after is stored.
      expect(await countContacts(db, `down-${RUN}`)).toBe(0);
      expect(await countContacts(db, `restarted-${RUN}`)).toBe(1);
      expectNoPersonalData(server.output(), "database-stopped server");
    } finally {
      await server?.stop();
      await db.end();
      await cluster.destroy();
    }
  });
});

test.describe("a table locked by another session", () => {
  test("the contact handler answers 503 once the lock timeout runs out while other writes, reads and pages go on; after the lock is released it takes messages again", async () => {
    test.setTimeout(120_000);
    const { slug, issueId } = await seededContent();
    const copy = await copyLeadFreeDatabase(`faults-locked-${RUN}`);
    const server = await startServer(E2E_PORT + 52, { DATABASE_URL: copy.url, RATE_LIMIT_SCALE: "20" });
    const lock = await copy.db.session();
    let held = false;
    try {
      // Warm the handlers first, so the bounds below measure the lock and not a cold start.
      await expectServed([...postProbes(`warm-${RUN}`), ...getProbes(slug)], server.baseURL, "before the lock", 30_000);

      // Another session (a migration, a long report, an operator's psql) takes the table and keeps it.
      await lock.query("BEGIN");
      await lock.query(`LOCK TABLE "ContactMessage" IN ACCESS EXCLUSIVE MODE`);
      held = true;
      const [contact, ...others] = postProbes(`locked-${RUN}`);
      const [locked, ...unlocked] = await Promise.all([
        contact!.run(server.baseURL),
        ...[...others, ...getProbes(slug)].map((p) => p.run(server.baseURL)),
      ]);
      expect(locked!.status, `${contact!.name} while its table is locked`).toBe(503);
      expect(locked!.body).toEqual({
        success: false,
        message: expect.stringMatching(/temporarily unavailable\. Nothing was saved; please try again/),
      });
      expect(Number(locked!.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(locked!.ms, "the answer waits for the lock timeout, not for the lock").toBeLessThan(
        LOCK_TIMEOUT_MS + MARGIN_MS,
      );
      // Only what needs the locked table waits: other tables take writes, and reads answer.
      for (const [i, p] of [...others, ...getProbes(slug)].entries()) {
        expect.soft(unlocked[i]!.status, `${p.name} while another table is locked`).toBe(p.ok);
      }
      expect(test.info().errors).toEqual([]);
      await expectPagesServed(pagePaths(slug, issueId), server.baseURL);

      await lock.query("ROLLBACK");
      held = false;
      expect(await countContacts(copy.db, `locked-${RUN}`), "the refused message was not stored").toBe(0);

      // Released: the very same requests are served.
      await expectServed(
        [...postProbes(`released-${RUN}`), ...getProbes(slug)],
        server.baseURL,
        "after the lock is released",
        LOCK_TIMEOUT_MS + MARGIN_MS,
      );
      expect(await countContacts(copy.db, `released-${RUN}`)).toBe(1);
      expectNoPersonalData(server.output(), "table-locked server");
    } finally {
      if (held) await lock.query("ROLLBACK").catch(() => undefined);
      lock.release();
      await server.stop();
      await copy.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------

test.describe("the server killed mid-submission", () => {
  test("every submission that got a 2xx answer is stored after a restart, and the retry gives each stored one its message exactly once", async () => {
    test.setTimeout(150_000);
    const db = await copyLeadFreeDatabase(`faults-killed-${RUN}`);
    const standIn = await startResendStandIn(0);
    const env = { DATABASE_URL: db.url, RESEND_BASE_URL: standIn.baseUrl, RATE_LIMIT_SCALE: "50" };
    const port = E2E_PORT + 53;
    let server = await startServer(port, env);
    const logs: string[] = [];
    try {
      // Warm the two handlers, so submissions are in flight (not still compiling) when the kill comes.
      expect((await postJson(server.baseURL, "/api/contact", contactData(`warm-${RUN}`))).status).toBe(201);
      expect((await postJson(server.baseURL, "/api/newsletter/subscribe", subscribeData(`warm-${RUN}`))).status).toBe(
        200,
      );

      // A stream of submissions (two contacts, then a subscription, and again) sent faster than the
      // server answers them, over longer than its first answers take, however fast or busy it is:
      // the kill at the tenth answer always finds some mid-way and some not yet sent.
      const TOTAL = 120;
      let answered2xx = 0;
      let killed: Promise<void> | undefined;
      const submissions = Array.from({ length: TOTAL }, (_, i) =>
        i % 3 === 2
          ? { kind: "subscribe" as const, marker: `kill-${RUN}-s${i}` }
          : { kind: "contact" as const, marker: `kill-${RUN}-c${i}` },
      );
      const base = server.baseURL;
      const outcomes = await Promise.all(
        submissions.map(async (s, i) => {
          await new Promise((r) => setTimeout(r, i * 2));
          try {
            const r =
              s.kind === "contact"
                ? await postJson(base, "/api/contact", contactData(s.marker), 20_000)
                : await postJson(base, "/api/newsletter/subscribe", subscribeData(s.marker), 20_000);
            if (r.status >= 200 && r.status < 300 && ++answered2xx === 10) killed = server.kill();
            return { ...s, status: r.status };
          } catch {
            return { ...s, status: 0 };
          }
        }),
      );
      if (!killed) killed = server.kill();
      await killed;
      logs.push(server.output());
      const answered = outcomes.filter((o) => o.status >= 200 && o.status < 300);
      const unanswered = outcomes.filter((o) => o.status === 0);
      expect(
        outcomes.filter((o) => o.status !== 0 && (o.status < 200 || o.status >= 300)),
        "no request was refused",
      ).toEqual([]);
      expect(answered.length, "some submissions were answered before the kill").toBeGreaterThanOrEqual(10);
      expect(unanswered.length, "some submissions were in flight at the kill").toBeGreaterThan(0);
      test
        .info()
        .annotations.push({ type: "kill", description: `${answered.length} answered, ${unanswered.length} cut off` });

      // Messages the provider may have accepted while the kill came before their row said "sent":
      // the retry sends them again with the same Idempotency-Key, which Resend answers without
      // sending twice. Every other message must reach the provider exactly once.
      const pendingAtKill = new Set(
        (await db.rows<{ uid: string }>(`SELECT "uid" FROM "Delivery" WHERE "status" = 'pending'`)).map(
          (r) => `outbox-${r.uid}`,
        ),
      );

      // Restarted on the same database.
      server = await startServer(port, env);

      for (const o of answered) {
        if (o.kind === "contact") {
          const rows = await db.rows(`SELECT "id" FROM "ContactMessage" WHERE "message" = $1`, [
            `Fault test message ${o.marker}: our imaging server stopped after the update.`,
          ]);
          expect.soft(rows, `answered contact ${o.marker} is stored once`).toHaveLength(1);
        } else {
          const rows = await db.rows<{ subscribed: boolean; requests: string }>(
            `SELECT s."subscribed", (SELECT COUNT(*) FROM "NewsletterConfirmRequest" r WHERE r."subscriberId" = s."id") AS requests FROM "NewsletterSubscriber" s WHERE s."email" = $1`,
            [`faults-sub-${o.marker}@example.com`],
          );
          expect
            .soft(
              rows.map((r) => [r.subscribed, Number(r.requests)]),
              `answered subscription ${o.marker} is stored, waiting for its confirmation`,
            )
            .toEqual([[false, 1]]);
        }
      }
      expect(test.info().errors).toEqual([]);

      // The retries, each a few minutes after the last (moved back on this test's own database
      // rather than waited for): every stored submission has its delivery row, written in the
      // submission's own transaction, and gets its one message, whether or not the killed process
      // had started sending it. A run takes at most 50 due messages (lib/deliveries/send.ts), so runs
      // follow one another until one finds nothing to do.
      for (let runs = 0; ; runs++) {
        const earlier = new Date(Date.now() - 5 * 60_000);
        // Every message is due by then, and the killed requests' claims on their rows have run out.
        await db.execute(
          `UPDATE "Delivery" SET "createdAt" = $1, "nextAttemptAt" = $1, "claimedUntil" = NULL WHERE "status" IN ('pending', 'failed')`,
          [earlier],
        );
        const run = await cron(server.baseURL);
        expect(run.status).toBe(200);
        const { attempted, digests, left } = run.body as Record<string, number | undefined>;
        if ([attempted, digests, left].every((n) => n === 0)) break;
        expect(runs, "the retry runs still find messages to send after 10 runs").toBeLessThan(10);
      }
      const sent = await db.rows<{
        kind: string;
        status: string;
        relatedType: string;
        relatedId: number;
        id: number;
        uid: string;
        attempts: number;
      }>(`SELECT "id", "uid", "kind", "status", "relatedType", "relatedId", "attempts" FROM "Delivery"`);
      const contacts = await db.rows<{ id: number; message: string }>(`SELECT "id", "message" FROM "ContactMessage"`);
      const requests = await db.rows<{ id: number }>(`SELECT "id" FROM "NewsletterConfirmRequest"`);
      for (const c of contacts) {
        const mine = sent.filter((m) => m.relatedType === "ContactMessage" && m.relatedId === c.id);
        expect
          .soft(
            mine.map((m) => [m.kind, m.status]),
            `contact ${c.id}`,
          )
          .toEqual([["contact-notification", "sent"]]);
      }
      for (const r of requests) {
        const mine = sent.filter((m) => m.relatedType === "NewsletterConfirmRequest" && m.relatedId === r.id);
        expect
          .soft(
            mine.map((m) => [m.kind, m.status]),
            `request to confirm ${r.id}`,
          )
          .toEqual([["newsletter-confirm", "sent"]]);
      }
      expect(test.info().errors).toEqual([]);
      // Exactly once at the provider: one provider key per Delivery row, and each answered submission's message once.
      const keys = standIn.received.map((m) => m.idempotencyKey ?? "");
      expect([...new Set(keys)].sort()).toEqual(sent.map((m) => `outbox-${m.uid}`).sort());
      // A message goes to the provider again only after an attempt whose outcome the site did not
      // know: the kill came mid-send (the row was still pending), or the send ran past its timeout
      // on this busy machine and was recorded as failed (each recorded attempt counts). The same
      // Idempotency-Key makes Resend answer such a repeat without sending it. A repeat beyond that
      // would be two senders holding one row.
      const attemptsOf = new Map(sent.map((m) => [`outbox-${m.uid}`, Number(m.attempts)]));
      const unexplained = [...new Set(keys)].filter((k) => {
        const times = keys.filter((x) => x === k).length;
        return times > 1 && !pendingAtKill.has(k) && times > (attemptsOf.get(k) ?? 0);
      });
      expect(unexplained, "sent again without a kill or a recorded failed attempt in between").toEqual([]);
      for (const o of answered) {
        const found =
          o.kind === "contact"
            ? standIn.received.filter((m) => m.text?.includes(`Fault test message ${o.marker}:`))
            : standIn.received.filter((m) => m.to.includes(`faults-sub-${o.marker}@example.com`));
        expect.soft(new Set(found.map((m) => m.idempotencyKey)).size, `the message of ${o.marker}`).toBe(1);
      }
      expect(test.info().errors).toEqual([]);

      // The restarted server takes and delivers new submissions as before.
      const later = contactData(`after-${RUN}`);
      expect((await postJson(server.baseURL, "/api/contact", later)).status).toBe(201);
      const delivered = await eventually(
        async () => standIn.received.filter((m) => m.text?.includes(later.message)).length,
        (n) => n === 1,
        15_000,
      );
      expect(delivered).toBe(1);
      logs.push(server.output());
      for (const log of logs) expectNoPersonalData(log, "killed and restarted server");
    } finally {
      await server.stop();
      await standIn.close();
      await db.close();
    }
  });
});
