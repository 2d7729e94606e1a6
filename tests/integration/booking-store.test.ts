import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

/**
 * The bookings store against a real PostgreSQL database (docs/decisions/0035-booking-store.md),
 * with bookings fired at once: a slot goes to one booking, a day to its cap, a mailbox and an
 * address to one pending booking, whatever the timing; the exclusion constraint refuses an overlap
 * the checks did not see; a pending booking lets its slot go when its time to confirm is over.
 * Each test books on days of its own, with a fixed clock.
 */
let database: TempDatabase;

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  Object.assign(process.env, { SITE_URL: "https://booking.test", RATE_LIMIT_SCALE: "1" });
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

const MINUTE = 60_000;
const NO_CAMPAIGN = { utmSource: null, utmMedium: null, utmCampaign: null, referrerDomain: null };

async function store() {
  return import("@/lib/booking/store");
}

async function db() {
  return (await import("@/lib/core/db")).getDb();
}

/** A booking of the half hour starting at `start` (UTC), by visitor `n`. */
function request(start: string, day: string, n: number, overrides: Record<string, unknown> = {}) {
  const begins = new Date(start);
  return {
    start: begins,
    end: new Date(begins.getTime() + 30 * MINUTE),
    day,
    meeting: "phone" as const,
    name: `Visitor ${n}`,
    practice: `Practice ${n}`,
    email: `visitor${n}@example.com`,
    phone: "416-555-0100",
    workstations: null,
    notes: "",
    sourcePath: "/book",
    campaign: NO_CAMPAIGN,
    address: `198.51.100.${n}`,
    ...overrides,
  };
}

/** Holds each request at once; the confirmation request's stand-in counts what afterHold saw. */
async function holdAll(requests: ReturnType<typeof request>[], now: Date, dailyCap = 4) {
  const { holdSlot } = await store();
  let afterHolds = 0;
  const results = await Promise.all(
    requests.map((r) =>
      holdSlot(r, {
        now,
        dailyCap,
        afterHold: async () => {
          afterHolds += 1;
        },
      }),
    ),
  );
  return { results, afterHolds };
}

const refusals = (results: { held: boolean; refusal?: string }[]) =>
  results.flatMap((r) => ("refusal" in r && r.refusal ? [r.refusal] : [])).sort();

test("twenty bookings of one slot at once, from twenty addresses and mailboxes: one holds it", async () => {
  const now = new Date("2027-03-01T13:00:00Z");
  const slot = "2027-03-03T15:00:00Z";
  const { results, afterHolds } = await holdAll(
    Array.from({ length: 20 }, (_, i) => request(slot, "2027-03-03", i + 1)),
    now,
  );
  assert.equal(results.filter((r) => r.held).length, 1);
  assert.deepEqual(refusals(results), Array(19).fill("taken"));
  assert.equal(afterHolds, 1, "only the booking that held its slot queued a confirmation request");
  assert.equal(await (await db()).booking.count({ where: { day: "2027-03-03" } }), 1);
});

test("eight bookings of eight slots of one day at once: four hold (the day's cap), four are refused", async () => {
  const now = new Date("2027-03-01T13:00:00Z");
  const slots = Array.from({ length: 8 }, (_, i) => new Date(Date.parse("2027-03-04T14:00:00Z") + i * 30 * MINUTE));
  const { results } = await holdAll(
    slots.map((s, i) => request(s.toISOString(), "2027-03-04", 30 + i)),
    now,
  );
  assert.equal(results.filter((r) => r.held).length, 4);
  assert.deepEqual(refusals(results), Array(4).fill("day-full"));
  assert.equal(await (await db()).booking.count({ where: { day: "2027-03-04", status: "pending" } }), 4);
});

test("six bookings at once with one mailbox (case and +tag folded): one holds, the others wait for it", async () => {
  const now = new Date("2027-03-01T13:00:00Z");
  const { results } = await holdAll(
    Array.from({ length: 6 }, (_, i) =>
      request(`2027-03-0${5 + (i % 2)}T1${4 + Math.floor(i / 2)}:00:00Z`, `2027-03-0${5 + (i % 2)}`, 50 + i, {
        email: i % 2 ? `Same.Person+${i}@Example.com` : "same.person@example.com",
      }),
    ),
    now,
  );
  assert.equal(results.filter((r) => r.held).length, 1);
  assert.deepEqual(refusals(results), Array(5).fill("mailbox-pending"));
});

test("five bookings at once from one address with five mailboxes: one holds, the others wait for it", async () => {
  const now = new Date("2027-03-01T13:00:00Z");
  const { results } = await holdAll(
    Array.from({ length: 5 }, (_, i) =>
      request(`2027-03-08T1${4 + i}:00:00Z`, "2027-03-08", 60 + i, { address: "2001:db8:1:2::/64" }),
    ),
    now,
    8,
  );
  assert.equal(results.filter((r) => r.held).length, 1);
  assert.deepEqual(refusals(results), Array(4).fill("address-pending"));
});

test("an address makes at most three bookings in 24 hours, a mailbox keeps two confirmed meetings ahead", async () => {
  const { confirmBooking } = await store();
  const now = new Date("2027-04-01T13:00:00Z");
  const confirmAll = async (results: Awaited<ReturnType<typeof holdAll>>["results"]) => {
    for (const r of results) {
      if (r.held) await confirmBooking(r.token, { now, afterConfirm: async () => {} });
    }
  };
  // One address, three mailboxes, one after another (each confirmed, so none is pending).
  for (let i = 0; i < 3; i++) {
    const { results } = await holdAll(
      [request(`2027-04-05T1${4 + i}:00:00Z`, "2027-04-05", 70 + i, { address: "203.0.113.70" })],
      now,
    );
    assert.equal(results[0]!.held, true);
    await confirmAll(results);
  }
  const fourth = await holdAll([request("2027-04-06T14:00:00Z", "2027-04-06", 73, { address: "203.0.113.70" })], now);
  assert.deepEqual(refusals(fourth.results), ["address-limit"]);

  // One mailbox from two addresses: two confirmed meetings ahead, then the third is refused.
  for (let i = 0; i < 2; i++) {
    const { results } = await holdAll(
      [request(`2027-04-07T1${4 + i}:00:00Z`, "2027-04-07", 80 + i, { email: "twice@example.com" })],
      now,
    );
    await confirmAll(results);
  }
  const third = await holdAll([request("2027-04-08T14:00:00Z", "2027-04-08", 82, { email: "twice@example.com" })], now);
  assert.deepEqual(refusals(third.results), ["confirmed-limit"]);
});

test("a pending booking lets its slot go when its two hours are over, without a job", async () => {
  const { holdSlot } = await store();
  const made = new Date("2027-05-03T13:00:00Z");
  const slot = request("2027-05-05T15:00:00Z", "2027-05-05", 90);
  const first = await holdSlot(slot, { now: made, dailyCap: 4, afterHold: async () => null });
  assert.equal(first.held, true);

  const justBefore = new Date(made.getTime() + 2 * 60 * MINUTE - 1);
  const early = await holdSlot(
    { ...slot, email: "other@example.com", address: "198.51.100.91" },
    { now: justBefore, dailyCap: 4, afterHold: async () => null },
  );
  assert.deepEqual(refusals([early]), ["taken"]);

  const later = new Date(made.getTime() + 2 * 60 * MINUTE);
  const second = await holdSlot(
    { ...slot, email: "other@example.com", address: "198.51.100.91" },
    { now: later, dailyCap: 4, afterHold: async () => null },
  );
  assert.equal(second.held, true);
  const rows = await (await db()).booking.findMany({ where: { day: "2027-05-05" }, orderBy: { id: "asc" } });
  assert.deepEqual(
    rows.map((r) => r.status),
    ["released", "pending"],
  );
});

test("a booking made less than two hours before its meeting waits for confirmation until the meeting starts", async () => {
  const { holdSlot, confirmBooking } = await store();
  const now = new Date("2027-05-10T14:00:00Z");
  const held = await holdSlot(request("2027-05-10T15:00:00Z", "2027-05-10", 95), {
    now,
    dailyCap: 4,
    afterHold: async () => null,
  });
  assert.ok(held.held);
  assert.equal(held.booking.expiresAt.toISOString(), "2027-05-10T15:00:00.000Z");
  const late = await confirmBooking(held.token, {
    now: new Date("2027-05-10T15:00:00Z"),
    afterConfirm: async () => assert.fail("a released booking is not confirmed"),
  });
  assert.deepEqual(late, { confirmed: false, reason: "released" });
});

test("a confirmation pressed five times at once confirms once", async () => {
  const { holdSlot, confirmBooking } = await store();
  const now = new Date("2027-05-11T13:00:00Z");
  const held = await holdSlot(request("2027-05-12T15:00:00Z", "2027-05-12", 96), {
    now,
    dailyCap: 4,
    afterHold: async () => null,
  });
  assert.ok(held.held);
  let confirmations = 0;
  const results = await Promise.all(
    Array.from({ length: 5 }, () =>
      confirmBooking(held.token, {
        now,
        afterConfirm: async () => {
          confirmations += 1;
        },
      }),
    ),
  );
  assert.equal(confirmations, 1);
  assert.ok(results.every((r) => r.confirmed));
  assert.equal(results.filter((r) => r.confirmed && !r.already).length, 1);
  assert.deepEqual(await confirmBooking("not-a-token", { now, afterConfirm: async () => {} }), {
    confirmed: false,
    reason: "unknown",
  });
});

test("the database itself refuses two live bookings that overlap (exclusion constraint, 23P01)", async () => {
  const { isExclusionViolation } = await import("@/lib/core/db");
  const client = await db();
  const row = (uid: string, start: string, end: string, status = "pending") => ({
    uid,
    tokenHash: uid,
    start: new Date(start),
    end: new Date(end),
    day: "2027-06-01",
    status,
    expiresAt: new Date(start),
    meeting: "phone",
    name: "n",
    practice: "p",
    email: "e@example.com",
    mailbox: "e@example.com",
    phone: "1",
    addressHash: "h",
  });
  await client.booking.create({ data: row("c1", "2027-06-01T14:00:00Z", "2027-06-01T14:30:00Z") });
  const error = await client.booking
    .create({ data: row("c2", "2027-06-01T14:15:00Z", "2027-06-01T14:45:00Z", "confirmed") })
    .then(
      () => null,
      (e: unknown) => e,
    );
  assert.ok(error, "the overlapping booking was refused");
  assert.equal(isExclusionViolation(error), true);
  // Back to back is no overlap, and a released or cancelled booking holds nothing.
  await client.booking.create({ data: row("c3", "2027-06-01T14:30:00Z", "2027-06-01T15:00:00Z") });
  await client.booking.create({ data: row("c4", "2027-06-01T14:00:00Z", "2027-06-01T14:30:00Z", "released") });
  await client.booking.create({ data: row("c5", "2027-06-01T14:00:00Z", "2027-06-01T14:30:00Z", "cancelled") });
});

test("the embedded database of a local run enforces the same constraint", async () => {
  const { readdirSync, readFileSync } = await import("node:fs");
  const path = await import("node:path");
  const { PGlite } = await import("@electric-sql/pglite");
  const { ROOT } = await import("./helpers");
  const embedded = new PGlite();
  try {
    const migrations = path.join(ROOT, "prisma/migrations");
    for (const folder of readdirSync(migrations)
      .filter((name) => /^\d{4}_/.test(name))
      .sort()) {
      await embedded.exec(readFileSync(path.join(migrations, folder, "migration.sql"), "utf8"));
    }
    const insert = (uid: string, start: string, end: string) =>
      embedded.query(
        `INSERT INTO "Booking" ("uid", "tokenHash", "start", "end", "day", "expiresAt", "meeting", "name",
           "practice", "email", "mailbox", "phone", "addressHash")
         VALUES ($1, $1, $2, $3, '2027-06-02', $2, 'visit', 'n', 'p', 'e', 'e', '1', 'h')`,
        [uid, start, end],
      );
    await insert("e1", "2027-06-02 14:00", "2027-06-02 14:30");
    const error = await insert("e2", "2027-06-02 14:00", "2027-06-02 14:30").then(
      () => null,
      (e: { code?: string }) => e,
    );
    assert.equal(error?.code, "23P01");
  } finally {
    await embedded.close();
  }
});

test("an address's third booking in 24 hours is its last, whatever arrives at once", async () => {
  const { confirmBooking } = await store();
  const now = new Date("2027-06-07T13:00:00Z");
  const address = { address: "203.0.113.120" };
  // Two bookings of the address, confirmed (so none is pending).
  for (let i = 0; i < 2; i++) {
    const { results } = await holdAll([request(`2027-06-09T1${4 + i}:00:00Z`, "2027-06-09", 120 + i, address)], now);
    assert.ok(results[0]!.held);
    await confirmBooking(results[0]!.token, { now, afterConfirm: async () => {} });
  }
  // Four at once: one is the third; the others wait behind it or are past the limit.
  const burst = await holdAll(
    Array.from({ length: 4 }, (_, i) => request(`2027-06-10T1${4 + i}:00:00Z`, "2027-06-10", 125 + i, address)),
    now,
  );
  const third = burst.results.filter((r) => r.held);
  assert.equal(third.length, 1);
  await confirmBooking(third[0]!.token, { now, afterConfirm: async () => {} });
  // Four more at once, nothing pending now: every one is past the limit.
  const after = await holdAll(
    Array.from({ length: 4 }, (_, i) => request(`2027-06-11T1${4 + i}:00:00Z`, "2027-06-11", 130 + i, address)),
    now,
  );
  assert.deepEqual(refusals(after.results), Array(4).fill("address-limit"));
});

test("a mailbox gets at most three confirmation requests in 24 hours, even of bookings let go", async () => {
  const { releaseBooking } = await store();
  const now = new Date("2027-06-14T13:00:00Z");
  for (let i = 0; i < 3; i++) {
    const { results } = await holdAll(
      [request(`2027-06-16T1${4 + i}:00:00Z`, "2027-06-16", 140 + i, { email: "three@example.com" })],
      now,
    );
    assert.ok(results[0]!.held);
    assert.equal(await releaseBooking(results[0]!.booking.id, now), "released");
  }
  // Four at once from four addresses: no pending booking holds them back, the count does.
  const burst = await holdAll(
    Array.from({ length: 4 }, (_, i) =>
      request(`2027-06-17T1${4 + i}:00:00Z`, "2027-06-17", 150 + i, { email: "Three+again@Example.com" }),
    ),
    now,
  );
  assert.deepEqual(refusals(burst.results), Array(4).fill("mailbox-limit"));
  // A day later the mailbox may be asked again.
  const nextDay = await holdAll(
    [request("2027-06-18T14:00:00Z", "2027-06-18", 160, { email: "three@example.com" })],
    new Date(now.getTime() + 24 * 60 * MINUTE + 1),
  );
  assert.equal(nextDay.results[0]!.held, true);
});
