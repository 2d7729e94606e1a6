/**
 * The restore drill docs/production.md asks for each month, end to end with the npm scripts: a
 * database holding leads, urgent requests, deliveries in every state, subscribers and staff is
 * backed up; a delivery still pending in it is then sent; the backup is restored into a new, empty
 * database. Every table's rows come back equal, apart from what the restore itself changes (the
 * deliveries that could still go out paused, untaken paged requests marked escalated, staff
 * sessions ended, the booking's calendar feeds forgotten, its own record): and the scheduled run
 * then sends nothing, not the pending e-mail already sent before the backup's loss, nor a page,
 * until staff release the paused rows. Bookings in every state come back as they were; the first
 * run releases the one whose time to confirm has passed and reads the calendar feed again.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { after, before, test } from "node:test";
import { Client } from "pg";
import { startFeedStandIn, type FeedStandIn } from "../support/ics-feed-stand-in";
import { startPagerStandIn, type PagerStandIn } from "../support/pager-stand-in";
import { startResendStandIn, type ResendStandIn } from "../support/resend-stand-in";
import { dropDatabase, databaseUrl, withAdmin } from "../support/postgres";
import { ROOT, createTempDatabase, type TempDatabase } from "./helpers";

const run = promisify(execFile);

let source: TempDatabase;
let restoredUrl: string;
let mail: ResendStandIn;
let pager: PagerStandIn;
let calendar: FeedStandIn;
let backups: string;
let env: Record<string, string>;

async function sql<T extends Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function npmRun(script: string, args: string[], databaseUrl: string): Promise<string> {
  const { stdout, stderr } = await run("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
    cwd: ROOT,
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    timeout: 180_000,
  });
  return stdout + stderr;
}

const ROUTING_KEY = "0123456789abcdef0123456789abcdef";

before(async () => {
  mail = await startResendStandIn();
  pager = await startPagerStandIn();
  calendar = await startFeedStandIn({
    fixtures: { outlook: readFileSync(path.join(ROOT, "tests/fixtures/ics/outlook-busy.ics"), "utf8") },
  });
  backups = mkdtempSync(path.join(tmpdir(), "tdi-drill-"));
  env = {
    BACKUP_DIR: backups,
    SITE_URL: "https://drill.test",
    CRON_SECRET: "cron-secret-for-the-restore-drill-0123456789",
    NEWSLETTER_TOKEN_SECRET: "newsletter-secret-for-the-restore-drill-0123",
    SESSION_SECRET: "session-secret-for-the-restore-drill-0123456",
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: mail.baseUrl,
    ONCALL_WEBHOOK_URL: `${pager.baseUrl}/oncall`,
    ONCALL_ROUTING_KEY: ROUTING_KEY,
    // Unacknowledged for 30 minutes, request 1 would be escalated by the first run after the restore.
    ONCALL_ESCALATION_WEBHOOK_URL: `${pager.baseUrl}/escalation`,
    ONCALL_ESCALATION_ROUTING_KEY: ROUTING_KEY,
    ONCALL_ESCALATION_EMAIL: "escalation@example.com",
    DEPLOY_ENV: "production",
    BOOKING_BUSY_ICS_URLS: `${calendar.baseUrl}/feeds/outlook.ics?token=drill-secret`,
  };
  source = await createTempDatabase();
  const s = source.url;
  await sql(
    s,
    `INSERT INTO "User" ("username", "password", "displayName") VALUES ('sam', 'hash', 'Sam'), ('priya', 'hash', NULL)`,
  );
  await sql(
    s,
    `INSERT INTO "StaffSession" ("id", "userId", "expiresAt") VALUES ('session-1', 1, now() + interval '1 day')`,
  );
  await sql(
    s,
    `INSERT INTO "ContactMessage" ("name", "email", "practice", "message") VALUES
       ('Ann Lee', 'ann@example.com', 'Bay Dental', 'Our server is slow'),
       ('Bo Chen', 'bo@example.com', 'Lake Dental', 'Backups?')`,
  );
  await sql(
    s,
    `INSERT INTO "ChecklistSubmission" ("email", "score", "categoryScores", "answers") VALUES ('cy@example.com', 70, '[]', '{}')`,
  );
  await sql(s, `INSERT INTO "NewsletterSubscriber" ("email", "name") VALUES ('dee@example.com', 'Dee')`);
  await sql(
    s,
    `INSERT INTO "NewsletterConsent" ("subscriberId", "sourcePath", "wording") VALUES (1, '/newsletter', 'Yes, send me the newsletter')`,
  );
  await sql(s, `INSERT INTO "SupportCode" ("practice", "codeHash", "hint") VALUES ('Bay Dental', 'hash-1', 'Q7')`);
  await sql(
    s,
    `INSERT INTO "UrgentRequest" ("statusTokenHash", "practice", "name", "phone", "affected", "severity", "description",
       "codeCheck", "supportCodeId", "pageState", "pageDueAt", "pagedAt", "acknowledgedAt", "closedAt") VALUES
       ('t1', 'Bay Dental', 'Ann', '416-555-0100', 'server', 'critical', 'Server down', 'valid', 1, 'paged', now() - interval '30 minutes', now() - interval '30 minutes', NULL, NULL),
       ('t2', 'Bay Dental', 'Ann', '416-555-0100', 'server', 'critical', 'Printer', 'valid', 1, 'paged', now() - interval '2 hours', now() - interval '2 hours', now() - interval '1 hour', NULL),
       ('t3', 'Lake Dental', 'Bo', '416-555-0101', 'other', 'standard', 'Question', 'none', NULL, 'none', NULL, NULL, NULL, now())`,
  );
  const event = JSON.stringify({
    routing_key: ROUTING_KEY,
    event_action: "trigger",
    dedup_key: "urgent-1",
    payload: { summary: "Bay Dental: server down", source: "drill.test", severity: "critical" },
  });
  // Every state a delivery can be in: three that would still go out by themselves (pending,
  // failed with tries left, held for a digest) and four that are finished.
  await sql(
    s,
    `INSERT INTO "Delivery" ("channel", "kind", "toAddress", "subject", "text", "html", "status", "attempts", "relatedType", "relatedId", "nextAttemptAt") VALUES
       ('email', 'contact-notification', 'office@example.com', 'New message: Ann Lee', 'Text', '<p>Text</p>', 'pending', 0, 'ContactMessage', 1, now() - interval '1 minute'),
       ('email', 'contact-notification', 'office@example.com', 'New message: Bo Chen', 'Text', '<p>Text</p>', 'failed', 2, 'ContactMessage', 2, now() - interval '1 minute'),
       ('email', 'checklist-office', 'office@example.com', 'Checklist', 'Text', '<p>Text</p>', 'held', 0, 'ChecklistSubmission', 1, now() - interval '1 minute'),
       ('page', 'urgent-page', 'oncall', 'Bay Dental: server down', $1, '', 'pending', 0, 'UrgentRequest', 1, now() - interval '1 minute'),
       ('email', 'checklist-results', 'cy@example.com', 'Your results', 'Text', '<p>Text</p>', 'sent', 1, 'ChecklistSubmission', 1, now()),
       ('email', 'newsletter-welcome', 'dee@example.com', 'Welcome', 'Text', '<p>Text</p>', 'logged', 0, 'NewsletterConsent', 1, now()),
       ('email', 'contact-notification', 'office@example.com', 'Digest', 'Text', '<p>Text</p>', 'digested', 0, 'ContactMessage', 9, now()),
       ('email', 'contact-notification', 'office@example.com', 'Refused', 'Text', '<p>Text</p>', 'failed', 8, 'ContactMessage', 8, now())`,
    [event],
  );
  // Bookings in every state: pending with time left to confirm, pending whose time has passed,
  // confirmed (with its change record), released and cancelled; the calendar feed as read an
  // hour before the backup, its busy times, and the staff feed's address.
  await sql(
    s,
    `INSERT INTO "Booking" ("uid", "tokenHash", "start", "end", "day", "status", "expiresAt", "meeting", "name",
       "practice", "email", "mailbox", "phone", "addressHash", "confirmedAt", "releasedAt", "cancelledAt", "cancelledBy") VALUES
       ('b1@drill.test', 'h1', date_trunc('hour', now()) + interval '2 days', date_trunc('hour', now()) + interval '2 days 30 minutes',
        'd1', 'pending', now() + interval '1 hour', 'phone', 'Ann', 'Bay Dental', 'ann@example.com', 'ann@example.com', '416-555-0100', 'a1', NULL, NULL, NULL, NULL),
       ('b2@drill.test', 'h2', date_trunc('hour', now()) + interval '3 days', date_trunc('hour', now()) + interval '3 days 30 minutes',
        'd2', 'pending', now() - interval '1 minute', 'visit', 'Bo', 'Lake Dental', 'bo@example.com', 'bo@example.com', '416-555-0101', 'a2', NULL, NULL, NULL, NULL),
       ('b3@drill.test', 'h3', date_trunc('hour', now()) + interval '4 days', date_trunc('hour', now()) + interval '4 days 30 minutes',
        'd3', 'confirmed', now() - interval '1 hour', 'phone', 'Cy', 'Hill Dental', 'cy@example.com', 'cy@example.com', '416-555-0102', 'a3', now() - interval '2 hours', NULL, NULL, NULL),
       ('b4@drill.test', 'h4', date_trunc('hour', now()) + interval '5 days', date_trunc('hour', now()) + interval '5 days 30 minutes',
        'd4', 'released', now() - interval '1 hour', 'phone', 'Dee', 'Dale Dental', 'dee@example.com', 'dee@example.com', '416-555-0103', 'a4', NULL, now() - interval '1 hour', NULL, NULL),
       ('b5@drill.test', 'h5', date_trunc('hour', now()) + interval '6 days', date_trunc('hour', now()) + interval '6 days 30 minutes',
        'd5', 'cancelled', now() - interval '1 hour', 'visit', 'Ed', 'Glen Dental', 'ed@example.com', 'ed@example.com', '416-555-0104', 'a5', now() - interval '3 hours', NULL, now() - interval '1 hour', 'visitor')`,
  );
  await sql(
    s,
    `INSERT INTO "BookingChange" ("bookingId", "what", "sequence", "start", "end") SELECT "id", 'confirmed', 0, "start", "end" FROM "Booking" WHERE "status" = 'confirmed'`,
  );
  await sql(
    s,
    `INSERT INTO "BookingFeed" ("position", "host", "lastSuccessAt", "lastErrorAt", "lastError", "claimedUntil") VALUES
       (1, $1, now() - interval '1 hour', now() - interval '2 hours', 'FeedFetchError: timeout', now() + interval '1 minute')`,
    [new URL(calendar.baseUrl).host],
  );
  await sql(
    s,
    `INSERT INTO "BookingBusyInterval" ("feedPosition", "start", "end") VALUES (1, now() + interval '1 day', now() + interval '1 day 1 hour')`,
  );
  await sql(s, `INSERT INTO "BookingStaffFeed" ("tokenHash", "createdBy") VALUES ('staff-feed-hash', 'sam')`);
  const name = `tdi_drill_${Date.now().toString(36)}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  restoredUrl = databaseUrl(name);
});

after(async () => {
  await mail.close();
  await pager.close();
  await calendar.close();
  await source.cleanup();
  await dropDatabase(restoredUrl);
  rmSync(backups, { recursive: true, force: true });
});

/** Every table's rows (ordered by their first column), as JSON text per table. */
async function tables(url: string): Promise<Map<string, unknown[]>> {
  const names = await sql<{ tablename: string }>(
    url,
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1`,
  );
  const all = new Map<string, unknown[]>();
  for (const { tablename } of names) all.set(tablename, await sql(url, `SELECT * FROM "${tablename}" ORDER BY 1`));
  return all;
}

test("backup, a send after it, restore into an empty database: rows equal but for what the restore holds back", async () => {
  const before = await tables(source.url);
  assert.match(await npmRun("db:backup", [], source.url), /db:backup: .*\.dump/);
  const [file] = readdirSync(backups);

  // After the backup, the pending e-mail goes out from the live database: the restored copy
  // still holds it as pending, and must not send it a second time.
  await npmRun("deliveries:run", [], source.url);
  assert.equal(mail.received.filter((m) => m.subject === "New message: Ann Lee").length, 1);
  const mailBefore = mail.received.length;
  const pagesBefore = pager.received.length;

  const out = await npmRun("db:restore", [path.join(backups, file!)], restoredUrl);
  assert.match(out, /db:restore: done\./);
  const after = await tables(restoredUrl);

  assert.deepEqual([...after.keys()], [...before.keys()], "the same tables");
  for (const [table, rows] of before) {
    if (["Delivery", "UrgentRequest", "StaffSession", "JobRun", "BookingFeed", "BookingBusyInterval"].includes(table))
      continue;
    assert.deepEqual(after.get(table), rows, `${table} comes back as it was`);
  }
  const status = (rows: unknown[]) => (rows as { id: number; status: string }[]).map((r) => [r.id, r.status]);
  assert.deepEqual(status(after.get("Delivery")!), [
    [1, "paused"],
    [2, "paused"],
    [3, "paused"],
    [4, "paused"],
    [5, "sent"],
    [6, "logged"],
    [7, "digested"],
    [8, "failed"],
  ]);
  const strip = (rows: unknown[], keys: string[]) =>
    (rows as Record<string, unknown>[]).map((r) =>
      Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k))),
    );
  assert.deepEqual(
    strip(after.get("Delivery")!, ["status", "claimedUntil", "updatedAt"]),
    strip(before.get("Delivery")!, ["status", "claimedUntil", "updatedAt"]),
  );
  const escalated = (after.get("UrgentRequest") as { id: number; escalatedAt: Date | null }[]).map((r) => [
    r.id,
    r.escalatedAt !== null,
  ]);
  assert.deepEqual(
    escalated,
    [
      [1, true],
      [2, false],
      [3, false],
    ],
    "only the paged request no one took is marked escalated",
  );
  assert.deepEqual(
    strip(after.get("UrgentRequest")!, ["escalatedAt"]),
    strip(before.get("UrgentRequest")!, ["escalatedAt"]),
  );
  assert.deepEqual(after.get("StaffSession"), [], "every staff session ended");
  // The bookings (every state), their changes and the staff feed came back in the loop above; the
  // calendar feed's reads and busy times are forgotten, so booking waits for a fresh read.
  assert.equal(after.get("Booking")!.length, 5);
  assert.deepEqual(after.get("BookingFeed"), [
    {
      position: 1,
      host: new URL(calendar.baseUrl).host,
      lastSuccessAt: null,
      lastErrorAt: null,
      lastError: null,
      claimedUntil: null,
    },
  ]);
  assert.deepEqual(after.get("BookingBusyInterval"), []);
  const restore = (after.get("JobRun") as { name: string; lastReport: string }[]).find((r) => r.name === "restore");
  assert.ok(restore);
  assert.deepEqual(
    { ...JSON.parse(restore.lastReport), restoredAt: "", backupTakenAt: "" },
    {
      backup: file,
      backupTakenAt: "",
      restoredAt: "",
      paused: 4,
      escalated: 1,
      unsubscribesConfirmedAt: null,
      unsubscribesConfirmedBy: null,
    },
  );
  assert.ok(
    (after.get("JobRun") as { name: string }[]).some((r) => r.name === "retention"),
    "the purge ran",
  );

  // The scheduled run on the restored database sends nothing, anywhere; it reads the calendar
  // again and releases the one booking whose time to confirm has passed.
  const calendarReads = calendar.requests.length;
  await npmRun("deliveries:run", [], restoredUrl);
  await npmRun("deliveries:run", [], restoredUrl);
  assert.equal(mail.received.length, mailBefore);
  assert.equal(pager.received.length, pagesBefore);
  assert.equal(calendar.requests.length, calendarReads + 1, "the feed is read once, by the first run");
  const [feed] = await sql<{ lastSuccessAt: Date | null; lastError: string | null }>(
    restoredUrl,
    `SELECT "lastSuccessAt", "lastError" FROM "BookingFeed"`,
  );
  assert.ok(feed?.lastSuccessAt, "read again");
  assert.equal(feed.lastError, null);
  assert.deepEqual(
    (
      await sql<{ uid: string; status: string }>(restoredUrl, `SELECT "uid", "status" FROM "Booking" ORDER BY "id"`)
    ).map((b) => `${b.uid} ${b.status}`),
    [
      "b1@drill.test pending",
      "b2@drill.test released",
      "b3@drill.test confirmed",
      "b4@drill.test released",
      "b5@drill.test cancelled",
    ],
  );

  // Staff release the paused rows (the Deliveries page's "Release all paused"): the next run sends them.
  Object.assign(process.env, env, { DATABASE_URL: restoredUrl });
  const { releasePaused } = await import("@/lib/deliveries/retry");
  const { getDb } = await import("@/lib/core/db");
  assert.equal(await releasePaused("all"), 4);
  await getDb().$disconnect();
  await npmRun("deliveries:run", [], restoredUrl);
  assert.equal(mail.received.length, mailBefore + 3, "the three e-mails");
  assert.equal(pager.received.length, pagesBefore + 1, "the page");
});
