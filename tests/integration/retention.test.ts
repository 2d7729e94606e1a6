/**
 * The retention purge against a real PostgreSQL database: rows seeded one minute inside and one minute
 * outside every period, then exactly the expected ones must survive.
 *
 * The run happens on 29 February 2028 at noon UTC, so every month-based cutoff lands where the
 * target month is shorter (24 months back: 28 February 2026). Clamped month arithmetic puts the
 * cutoff at noon on the 28th; rolling over to 1 March, or counting 365-day years, would delete
 * the rows created a minute after it, which these tests keep.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { after, before, test } from "node:test";
import { ROOT, createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

let database: TempDatabase;
/** The shared client, imported once DATABASE_URL names this test's database. */
let getDb: (typeof import("@/lib/core/db"))["getDb"];
const CRON_SECRET = "cron-secret-for-retention-tests-0123456789";

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  process.env.CRON_SECRET = CRON_SECRET;
  ({ getDb } = await import("@/lib/core/db"));
});

after(async () => {
  await getDb().$disconnect();
  await database.cleanup();
});

const NOW = new Date("2028-02-29T12:00:00.000Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// The cutoffs, written out rather than computed with the code under test.
const LEADS_CUT = new Date("2026-02-28T12:00:00.000Z"); // 24 months
const UNSUBSCRIBED_CUT = new Date("2025-02-28T12:00:00.000Z"); // 3 years
const DELIVERIES_CUT = new Date("2027-02-28T12:00:00.000Z"); // 12 months
const PENDING_CUT = new Date("2028-02-22T12:00:00.000Z"); // 7 days
const WEB_VITALS_CUT = new Date("2027-01-29T12:00:00.000Z"); // 13 months
const RELEASED_BOOKINGS_CUT = PENDING_CUT; // 7 days too
const before1 = (d: Date) => new Date(d.getTime() - MINUTE);
const after1 = (d: Date) => new Date(d.getTime() + MINUTE);

/** More rows of one kind than one batch holds, so the purge must loop. */
const MANY = 450;

interface SubscriberSeed {
  email: string;
  subscribed: boolean;
  unsubscribedAt?: Date;
  confirmRequestedAt?: Date;
  consents?: number;
  delivery?: boolean;
  /** requestedAt of each request; confirmed ones carry their confirmation time too. */
  requests?: { requestedAt: Date; confirmedAt?: Date }[];
}

async function seedSubscriber(issueId: number, seed: SubscriberSeed): Promise<number> {
  const { id } = await getDb().newsletterSubscriber.create({
    data: {
      email: seed.email,
      name: seed.consents ? "Seeded Person" : "",
      subscribed: seed.subscribed,
      subscribedAt: new Date("2020-01-01T00:00:00.000Z"),
      unsubscribedAt: seed.unsubscribedAt ?? null,
      confirmRequestedAt: seed.confirmRequestedAt ?? null,
    },
    select: { id: true },
  });
  for (let i = 0; i < (seed.consents ?? 0); i++) {
    await getDb().newsletterConsent.create({
      data: {
        subscriberId: id,
        givenAt: new Date(Date.UTC(2020, i, 1)),
        sourcePath: "/newsletter",
        wording: "I agree.",
      },
    });
  }
  if (seed.delivery) await getDb().newsletterDelivery.create({ data: { issueId, subscriberId: id } });
  for (const r of seed.requests ?? []) {
    await getDb().newsletterConfirmRequest.create({
      data: {
        subscriberId: id,
        name: "Typed Name",
        sourcePath: "/newsletter",
        requestedAt: r.requestedAt,
        confirmedAt: r.confirmedAt ?? null,
      },
    });
  }
  return id;
}

async function seedDelivery(kind: string, createdAt: Date, status: string, attempts = 1) {
  await getDb().delivery.create({
    data: {
      kind,
      toAddress: "someone@example.com",
      subject: "s",
      text: "t",
      html: "<p>t</p>",
      status,
      attempts,
      createdAt,
    },
  });
}

const seeded = { subscriberIds: new Map<string, number>() };

async function seedEverything() {
  const { MAX_ATTEMPTS } = await import("@/lib/deliveries/store");

  // Contact messages and checklist results: by creation, and by a late handling.
  const leads = [
    { marker: "lead-old", createdAt: before1(LEADS_CUT), handledAt: null },
    { marker: "lead-young", createdAt: after1(LEADS_CUT), handledAt: null },
    // Created long ago, handled 23 months later: lives 24 months from the handling.
    { marker: "lead-handled-late", createdAt: new Date("2025-03-28T12:00:00.000Z"), handledAt: after1(LEADS_CUT) },
    { marker: "lead-handled-old", createdAt: new Date("2024-01-01T00:00:00.000Z"), handledAt: before1(LEADS_CUT) },
  ];
  for (const l of leads) {
    await getDb().urgentRequest.create({
      data: {
        statusTokenHash: l.marker,
        practice: l.marker,
        name: "n",
        phone: "416-555-0100",
        affected: "server",
        severity: "critical",
        description: "d",
        codeCheck: "none",
        pageState: "none",
        createdAt: l.createdAt,
        closedAt: l.handledAt,
      },
    });
    await getDb().contactMessage.create({
      data: {
        name: l.marker,
        email: "lead@example.com",
        message: "m",
        createdAt: l.createdAt,
        handledAt: l.handledAt,
      },
    });
    await getDb().checklistSubmission.create({
      data: {
        email: `${l.marker}@example.com`,
        score: 50,
        categoryScores: "[]",
        answers: "{}",
        createdAt: l.createdAt,
        handledAt: l.handledAt,
      },
    });
  }
  await getDb().contactMessage.createMany({
    data: Array.from({ length: MANY }, (_, i) => ({
      name: `bulk-old-${i}`,
      email: "bulk@example.com",
      message: "m",
      createdAt: new Date(LEADS_CUT.getTime() - (i + 1) * DAY),
    })),
  });

  const issue = await getDb().newsletterIssue.create({
    data: { title: "Issue", content: "c", month: "January", monthNumber: 1, year: 2024, isPublished: true },
  });
  const subscribers: SubscriberSeed[] = [
    // Unsubscribed 3 years and a minute ago: goes, with every consent, delivery and request.
    {
      email: "unsubscribed-old@example.com",
      subscribed: false,
      unsubscribedAt: before1(UNSUBSCRIBED_CUT),
      consents: 2,
      delivery: true,
      requests: [
        { requestedAt: new Date("2020-01-01T00:00:00.000Z"), confirmedAt: new Date("2020-01-01T01:00:00.000Z") },
      ],
    },
    {
      email: "unsubscribed-young@example.com",
      subscribed: false,
      unsubscribedAt: after1(UNSUBSCRIBED_CUT),
      consents: 1,
      delivery: true,
    },
    // Past 3 years but asked to come back two days ago: waits for that request to be answered or go stale.
    {
      email: "unsubscribed-old-returning@example.com",
      subscribed: false,
      unsubscribedAt: before1(UNSUBSCRIBED_CUT),
      confirmRequestedAt: new Date(NOW.getTime() - 2 * DAY),
      consents: 1,
      requests: [{ requestedAt: new Date(NOW.getTime() - 2 * DAY) }],
    },
    // Unsubscribed a year ago, asked to come back 7 days and a minute ago, never confirmed: kept
    // (3 years from the unsubscribe), the request and its marker dropped, the old confirmed one kept.
    {
      email: "returning-stale@example.com",
      subscribed: false,
      unsubscribedAt: new Date("2027-02-01T00:00:00.000Z"),
      confirmRequestedAt: before1(PENDING_CUT),
      consents: 1,
      requests: [
        { requestedAt: new Date("2020-01-01T00:00:00.000Z"), confirmedAt: new Date("2020-01-02T00:00:00.000Z") },
        { requestedAt: before1(PENDING_CUT) },
      ],
    },
    {
      email: "returning-fresh@example.com",
      subscribed: false,
      unsubscribedAt: new Date("2027-02-01T00:00:00.000Z"),
      confirmRequestedAt: after1(PENDING_CUT),
      consents: 1,
      requests: [{ requestedAt: after1(PENDING_CUT) }],
    },
    // Never confirmed: 7 days and a minute goes, 7 days less a minute stays.
    {
      email: "pending-old@example.com",
      subscribed: false,
      confirmRequestedAt: before1(PENDING_CUT),
      requests: [{ requestedAt: before1(PENDING_CUT) }],
    },
    {
      email: "pending-young@example.com",
      subscribed: false,
      confirmRequestedAt: after1(PENDING_CUT),
      requests: [{ requestedAt: after1(PENDING_CUT) }],
    },
    // Active, with a second request it never answered (it confirmed the first): only that request goes.
    {
      email: "active@example.com",
      subscribed: true,
      consents: 1,
      delivery: true,
      requests: [
        { requestedAt: new Date("2020-01-01T00:00:00.000Z"), confirmedAt: new Date("2020-01-01T00:10:00.000Z") },
        { requestedAt: before1(PENDING_CUT) },
      ],
    },
  ];
  for (const s of subscribers) seeded.subscriberIds.set(s.email, await seedSubscriber(issue.id, s));

  // More stale pending sign-ups than one batch, each with its request.
  await getDb().newsletterSubscriber.createMany({
    data: Array.from({ length: MANY }, (_, i) => ({
      email: `bulk-pending-${i}@example.com`,
      name: "",
      subscribed: false,
      confirmRequestedAt: new Date(PENDING_CUT.getTime() - (i + 1) * MINUTE),
    })),
  });
  const bulk = await getDb().newsletterSubscriber.findMany({
    where: { email: { startsWith: "bulk-pending-" } },
    select: { id: true, confirmRequestedAt: true },
  });
  await getDb().newsletterConfirmRequest.createMany({
    data: bulk.map((b) => ({
      subscriberId: b.id,
      name: "Typed",
      sourcePath: "/newsletter",
      requestedAt: b.confirmRequestedAt!,
    })),
  });

  // Deliveries: 12 months for finished ones; unsent ones stay whatever their age.
  await seedDelivery("sent-old", before1(DELIVERIES_CUT), "sent");
  await seedDelivery("sent-young", after1(DELIVERIES_CUT), "sent");
  await seedDelivery("logged-old", before1(DELIVERIES_CUT), "logged");
  await seedDelivery("digested-old", before1(DELIVERIES_CUT), "digested");
  await seedDelivery("failed-given-up-old", before1(DELIVERIES_CUT), "failed", MAX_ATTEMPTS);
  await seedDelivery("failed-retrying-old", before1(DELIVERIES_CUT), "failed", MAX_ATTEMPTS - 1);
  await seedDelivery("pending-old", new Date("2020-01-01T00:00:00.000Z"), "pending", 0);
  await seedDelivery("held-old", before1(DELIVERIES_CUT), "held", 0);

  await getDb().formCheck.create({
    data: {
      id: "check-expired",
      form: "contact",
      values: "{}",
      message: "m",
      status: 400,
      expiresAt: new Date(NOW.getTime() - 1000),
    },
  });
  await getDb().formCheck.create({
    data: { id: "check-live", form: "contact", values: "{}", message: "m", status: 400, expiresAt: after1(NOW) },
  });
  await getDb().rateLimitCounter.create({
    data: { key: "expired", windowStart: 1n, count: 3, expiresAt: BigInt(NOW.getTime() - 1) },
  });
  // Page-speed measurements: 13 months from when each was stored.
  const sample = (pageKind: string, createdAt: Date) => ({
    metric: "LCP",
    value: 1000,
    pageKind,
    device: "wide",
    createdAt,
  });
  await getDb().webVitalSample.createMany({
    data: [
      sample("/old-1", before1(WEB_VITALS_CUT)),
      sample("/old-2", new Date("2020-01-01T00:00:00.000Z")),
      sample("/young-1", after1(WEB_VITALS_CUT)),
      sample("/young-2", NOW),
    ],
  });
  // Page views: their hash kept 23 hours from the first beacon, then the link goes and the value stays.
  for (const [hash, createdAt, pageKind] of [
    ["a".repeat(64), new Date(NOW.getTime() - 23 * 3_600_000 - 1), "/young-linked-old"],
    // 23 hours exactly a second after NOW, when the second run below looks again.
    ["b".repeat(64), new Date(NOW.getTime() - 23 * 3_600_000 + 1000), "/young-linked-new"],
  ] as const) {
    const view = await getDb().webVitalPageView.create({ data: { hash, createdAt } });
    await getDb().webVitalSample.create({ data: { ...sample(pageKind, createdAt), pageViewId: view.id } });
  }
  await getDb().rateLimitCounter.create({
    data: { key: "live", windowStart: 1n, count: 3, expiresAt: BigInt(NOW.getTime() + MINUTE) },
  });
  await seedBookings();
}

let bookingSeeds = 0;

/** A booking row as the store leaves one, its meeting at `start`; the name says what it tests. */
async function seedBooking(
  name: string,
  start: Date,
  data: {
    status: string;
    confirmedAt?: Date;
    handledAt?: Date;
    releasedAt?: Date;
    cancelledAt?: Date;
    expiresAt?: Date;
  },
): Promise<number> {
  bookingSeeds++;
  const row = await getDb().booking.create({
    data: {
      uid: `retention-${bookingSeeds}`,
      tokenHash: `retention-token-${bookingSeeds}`,
      start,
      end: new Date(start.getTime() + 30 * MINUTE),
      day: start.toISOString().slice(0, 10),
      expiresAt: data.expiresAt ?? start,
      meeting: "phone",
      name,
      practice: "P",
      email: "booker@example.com",
      mailbox: "booker@example.com",
      phone: "416-555-0100",
      addressHash: "h",
      createdAt: new Date(start.getTime() - DAY),
      ...data,
    },
  });
  return row.id;
}

/**
 * Bookings: a confirmed one is a lead (24 months from the later of its meeting and handling, even
 * cancelled later); one never confirmed goes 7 days after its release, the end of its hold or its
 * cancellation.
 */
async function seedBookings() {
  const old = before1(LEADS_CUT);
  // Half an hour before the young one's meeting: live bookings may not overlap.
  const confirmedOld = await seedBooking("booking-confirmed-old", new Date(LEADS_CUT.getTime() - 31 * MINUTE), {
    status: "confirmed",
    confirmedAt: old,
  });
  await getDb().bookingChange.create({
    data: { bookingId: confirmedOld, what: "confirmed", sequence: 0, start: old, end: old },
  });
  await seedBooking("booking-cancelled-after-confirming-old", new Date(old.getTime() - DAY), {
    status: "cancelled",
    confirmedAt: old,
    cancelledAt: old,
  });
  await seedBooking("booking-confirmed-young", after1(LEADS_CUT), { status: "confirmed", confirmedAt: old });
  await seedBooking("booking-handled-late", new Date(old.getTime() - 2 * DAY), {
    status: "confirmed",
    confirmedAt: old,
    handledAt: after1(LEADS_CUT),
  });
  const releasedOld = before1(RELEASED_BOOKINGS_CUT);
  const soon = new Date(NOW.getTime() + 3 * DAY);
  await seedBooking("booking-released-old", new Date(releasedOld.getTime() + DAY), {
    status: "released",
    releasedAt: releasedOld,
  });
  await seedBooking("booking-released-young", new Date(releasedOld.getTime() + DAY), {
    status: "released",
    releasedAt: after1(RELEASED_BOOKINGS_CUT),
  });
  // Its hold ended 7 days ago and nothing marked it released: its slot was free all the same.
  await seedBooking("booking-hold-over-old", new Date(releasedOld.getTime() + 2 * DAY), {
    status: "pending",
    expiresAt: releasedOld,
  });
  await seedBooking("booking-cancelled-unconfirmed-old", new Date(releasedOld.getTime() + DAY), {
    status: "cancelled",
    cancelledAt: releasedOld,
  });
  await seedBooking("booking-pending-live", soon, { status: "pending", expiresAt: after1(NOW) });
}

test("before any run the dashboard's status says it never ran", async () => {
  const { getRetentionStatus } = await import("@/lib/retention/status");
  assert.deepEqual(await getRetentionStatus(NOW), { ran: false });
});

test("the purge deletes exactly what is past each period, and nothing younger", async () => {
  await seedEverything();
  const { purgeExpired } = await import("@/lib/retention/purge");
  const report = await purgeExpired(NOW);

  assert.deepEqual(report, {
    contactMessages: 2 + MANY,
    checklistSubmissions: 2,
    bookings: 2,
    releasedBookings: 3,
    urgentRequests: 2,
    unsubscribedSubscribers: 1,
    pendingSubscribers: 1 + MANY,
    newsletterConsents: 2,
    newsletterDeliveries: 1,
    // unsubscribed-old's confirmed one, pending-old's and the bulk's, returning-stale's and active's unanswered ones.
    confirmRequests: 1 + 1 + MANY + 2,
    staleConfirmationsCleared: 1,
    deliveryCopies: 4,
    unsentDeliveriesKept: 3,
    formChecks: 1,
    rateLimitCounters: 1,
    webVitalSamples: 2,
    webVitalPageViews: 1,
  });
  const samples = await getDb().webVitalSample.findMany({ select: { pageKind: true }, orderBy: { pageKind: "asc" } });
  assert.deepEqual(
    samples.map((s) => s.pageKind),
    ["/young-1", "/young-2", "/young-linked-new", "/young-linked-old"],
  );
  const views = await getDb().webVitalPageView.findMany({ select: { hash: true } });
  assert.deepEqual(
    views.map((v) => v.hash),
    ["b".repeat(64)],
  );
  const unlinked = await getDb().webVitalSample.findFirstOrThrow({ where: { pageKind: "/young-linked-old" } });
  assert.equal(unlinked.pageViewId, null);

  const contacts = await getDb().contactMessage.findMany({ select: { name: true }, orderBy: { name: "asc" } });
  assert.deepEqual(
    contacts.map((c) => c.name),
    ["lead-handled-late", "lead-young"],
  );
  const urgent = await getDb().urgentRequest.findMany({ select: { practice: true }, orderBy: { practice: "asc" } });
  assert.deepEqual(
    urgent.map((u) => u.practice),
    ["lead-handled-late", "lead-young"],
  );
  const checklists = await getDb().checklistSubmission.findMany({ select: { email: true }, orderBy: { email: "asc" } });
  assert.deepEqual(
    checklists.map((c) => c.email),
    ["lead-handled-late@example.com", "lead-young@example.com"],
  );

  const subscribers = await getDb().newsletterSubscriber.findMany({
    select: {
      email: true,
      confirmRequestedAt: true,
      _count: { select: { consents: true, deliveries: true } },
      confirmRequests: { select: { requestedAt: true, confirmedAt: true } },
    },
    orderBy: { email: "asc" },
  });
  assert.deepEqual(
    subscribers.map((s) => s.email),
    [
      "active@example.com",
      "pending-young@example.com",
      "returning-fresh@example.com",
      "returning-stale@example.com",
      "unsubscribed-old-returning@example.com",
      "unsubscribed-young@example.com",
    ],
  );
  const byEmail = new Map(subscribers.map((s) => [s.email, s]));
  const active = byEmail.get("active@example.com")!;
  assert.deepEqual(active._count, { consents: 1, deliveries: 1 });
  assert.equal(active.confirmRequests.length, 1, "the confirmed request stays, the unanswered one goes");
  assert.ok(active.confirmRequests[0]!.confirmedAt);
  const stale = byEmail.get("returning-stale@example.com")!;
  assert.equal(stale.confirmRequestedAt, null, "the stale marker is cleared");
  assert.equal(stale._count.consents, 1, "the consent record stays: its 3 years run from the unsubscribe");
  assert.deepEqual(
    stale.confirmRequests.map((r) => Boolean(r.confirmedAt)),
    [true],
  );
  const fresh = byEmail.get("returning-fresh@example.com")!;
  assert.deepEqual(fresh.confirmRequestedAt, after1(PENDING_CUT));
  assert.equal(fresh.confirmRequests.length, 1);
  assert.equal(byEmail.get("pending-young@example.com")!.confirmRequests.length, 1);
  assert.equal(byEmail.get("unsubscribed-old-returning@example.com")!.confirmRequests.length, 1);
  assert.deepEqual(byEmail.get("unsubscribed-young@example.com")!._count, { consents: 1, deliveries: 1 });

  // No child row is left pointing at a deleted subscriber.
  const ids = new Set(subscribers.map((s) => seeded.subscriberIds.get(s.email)));
  for (const rows of [
    await getDb().newsletterConsent.findMany({ select: { subscriberId: true } }),
    await getDb().newsletterDelivery.findMany({ select: { subscriberId: true } }),
    await getDb().newsletterConfirmRequest.findMany({ select: { subscriberId: true } }),
  ]) {
    for (const r of rows) assert.ok(ids.has(r.subscriberId), `orphan child of subscriber ${r.subscriberId}`);
  }

  const bookings = await getDb().booking.findMany({ select: { name: true }, orderBy: { name: "asc" } });
  assert.deepEqual(
    bookings.map((b) => b.name),
    ["booking-confirmed-young", "booking-handled-late", "booking-pending-live", "booking-released-young"],
  );
  assert.equal(await getDb().bookingChange.count(), 0, "a booking's changes go with it");

  const deliveries = await getDb().delivery.findMany({ select: { kind: true }, orderBy: { kind: "asc" } });
  assert.deepEqual(
    deliveries.map((o) => o.kind),
    ["failed-retrying-old", "held-old", "pending-old", "sent-young"],
  );
  assert.deepEqual(
    (await getDb().formCheck.findMany({ select: { id: true } })).map((f) => f.id),
    ["check-live"],
  );
  assert.deepEqual(
    (await getDb().rateLimitCounter.findMany({ select: { key: true } })).map((r) => r.key),
    ["live"],
  );

  const run = await getDb().jobRun.findUniqueOrThrow({ where: { name: "retention" } });
  assert.deepEqual(run.lastRunAt, NOW);
  assert.deepEqual(JSON.parse(run.lastReport), report);
  assert.doesNotMatch(run.lastReport, /@|lead-|Typed/, "the stored report holds counts only");
});

test("a second run at the same moment deletes nothing and updates the same JobRun row", async () => {
  const { purgeExpired } = await import("@/lib/retention/purge");
  const { EMPTY_REPORT } = await import("@/lib/retention/report");
  const later = new Date(NOW.getTime() + 1000);
  const report = await purgeExpired(later);
  assert.deepEqual(report, { ...EMPTY_REPORT, unsentDeliveriesKept: 3 });
  const runs = await getDb().jobRun.findMany();
  assert.equal(runs.length, 1);
  assert.deepEqual(runs[0]!.lastRunAt, later);
});

test("the dashboard's status reads the last run, and warns once it is more than 2 days old", async () => {
  const { getRetentionStatus } = await import("@/lib/retention/status");
  const lastRun = new Date(NOW.getTime() + 1000);
  const fresh = await getRetentionStatus(new Date(lastRun.getTime() + 2 * DAY));
  assert.equal(fresh.ran, true);
  if (!fresh.ran) return;
  assert.deepEqual(fresh.lastRunAt, lastRun);
  assert.equal(fresh.stale, false);
  assert.equal(fresh.report?.unsentDeliveriesKept, 3);
  const stale = await getRetentionStatus(new Date(lastRun.getTime() + 2 * DAY + 1));
  assert.equal(stale.ran && stale.stale, true);
});

test("a report stored under the counts' earlier names still shows them", async () => {
  const { getRetentionStatus } = await import("@/lib/retention/status");
  const lastReport = JSON.stringify({ contactMessages: 2, outboxMessages: 5, outboxUnsentKept: 1 });
  await getDb().jobRun.update({ where: { name: "retention" }, data: { lastReport } });
  const status = await getRetentionStatus(NOW);
  assert.equal(status.ran, true);
  if (!status.ran) return;
  assert.equal(status.report?.contactMessages, 2);
  assert.equal(status.report?.deliveryCopies, 5);
  assert.equal(status.report?.unsentDeliveriesKept, 1);
});

test("the cron route answers 401 without the secret and runs the purge with it", async () => {
  const { GET } = await import("@/app/api/cron/retention/route");
  const url = "http://localhost/api/cron/retention";
  for (const authorization of [
    undefined,
    "Bearer wrong",
    CRON_SECRET,
    `bearer ${CRON_SECRET}`,
    `Bearer ${CRON_SECRET}x`,
  ]) {
    const res = await GET(new Request(url, authorization === undefined ? {} : { headers: { authorization } }));
    assert.equal(res.status, 401, `authorization ${JSON.stringify(authorization)}`);
    assert.equal(res.headers.get("www-authenticate"), "Bearer");
  }
  const ok = await GET(new Request(url, { headers: { authorization: `Bearer ${CRON_SECRET}` } }));
  assert.equal(ok.status, 200);
  const body = (await ok.json()) as { success: boolean; report: Record<string, number> };
  assert.equal(body.success, true);
  assert.equal(typeof body.report.contactMessages, "number");
  const run = await getDb().jobRun.findUniqueOrThrow({ where: { name: "retention" } });
  assert.ok(Math.abs(run.lastRunAt.getTime() - Date.now()) < 60_000, "recorded at the time of the call");
});

const run = promisify(execFile);

test("the cron route answers 503 with Retry-After when the database is unavailable", async () => {
  // A separate process: this one's client is bound to the working database. Nothing listens on
  // the port (one just freed), so every connection is refused.
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
  const missing = `postgresql://app@127.0.0.1:${port}/gone`;
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "tests/integration/fixtures/retention-cron-call.ts")],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: missing, CRON_SECRET },
    },
  );
  const line = stdout.trim().split("\n").at(-1) ?? "";
  const answer = JSON.parse(line) as {
    status: number;
    retryAfter: string | null;
    body: { success: boolean; message: string };
  };
  assert.equal(answer.status, 503, line);
  assert.equal(answer.retryAfter, "60");
  assert.deepEqual(answer.body, { success: false, message: "The database is unavailable." });
});

test("npm run retention:purge runs the purge and prints counts only", async () => {
  await getDb().formCheck.create({
    data: {
      id: "check-for-script",
      form: "newsletter",
      values: "{}",
      message: "m",
      status: 400,
      expiresAt: new Date(Date.now() - 1000),
    },
  });
  const { stdout } = await run("npm", ["run", "--silent", "retention:purge"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: database.url },
  });
  assert.match(
    stdout,
    /^retention:purge: removed (\d+ [a-zA-Z]+, )+\d+ [a-zA-Z]+; kept \d+ unsent deliveries past the period$/m,
  );
  assert.doesNotMatch(stdout, /@/);
  assert.equal(await getDb().formCheck.count({ where: { id: "check-for-script" } }), 0);
});
