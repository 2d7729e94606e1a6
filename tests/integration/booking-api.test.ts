import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, before, mock, test } from "node:test";
import { startFeedStandIn, type FeedStandIn } from "../support/ics-feed-stand-in";
import type { ResendStandIn } from "../support/resend-stand-in";
import { receivedCounts } from "./delivery-helpers";
import { startMailTestWorld, stopMailTestWorld, type TempDatabase } from "./helpers";

/**
 * The visitor's booking through the route handlers themselves (GET /api/booking/slots, POST
 * /api/booking), against PostgreSQL, on a fixed clock: Monday 5 April 2027, 9:00 in Toronto. Slots
 * are picked from the slots API, as a visitor's page would; bookings are fired at once. The
 * assessor's calendar is one feed served by a local stand-in: its busy time closes slots, and it
 * is read only after an answer (never while a visitor waits); past an hour without a good read,
 * booking pauses. Each test books days of its own and posts from addresses of its own.
 */
const SITE = "http://localhost:3000";
const NOW = new Date("2027-04-05T13:00:00Z");
const MINUTE = 60_000;
/** The feed's one busy hour: Tuesday 13 April, 10:00 to 11:00 in Toronto (EDT). */
const BUSY = { start: "2027-04-13T14:00:00Z", end: "2027-04-13T15:00:00Z" };
const FEED = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Stand-in//EN",
  "BEGIN:VEVENT",
  "UID:busy-1@stand-in",
  "DTSTAMP:20270401T120000Z",
  "DTSTART:20270413T140000Z",
  "DTEND:20270413T150000Z",
  "SUMMARY:Dentist walkthrough",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

let database: TempDatabase;
let standIn: ResendStandIn;
let feeds: FeedStandIn;
let scheduled: (() => Promise<unknown>)[] = [];
let postBooking: (request: Request) => Promise<Response>;
let getSlots: (request: Request) => Promise<Response>;

before(async () => {
  feeds = await startFeedStandIn({ fixtures: { assessor: FEED } });
  ({ database, standIn } = await startMailTestWorld({
    SITE_URL: SITE,
    RATE_LIMIT_SCALE: "1",
    TRUSTED_PROXY_COUNT: "1",
    SESSION_SECRET: "booking-api-session-secret-0123456789abcdef",
    BOOKING_BUSY_ICS_URLS: `${feeds.baseUrl}/feeds/assessor.ics`,
  }));
  mock.timers.enable({ apis: ["Date"], now: NOW });
  const { bookingHandler, slotsHandler } = await import("@/lib/booking/handler");
  const { apiRoute } = await import("@/lib/core/http/api-route");
  // The route files' handlers, with what they would do after the answer collected, not run.
  const schedule = (task: () => Promise<unknown>) => void scheduled.push(task);
  postBooking = apiRoute(bookingHandler(schedule, () => NOW));
  getSlots = apiRoute(slotsHandler(schedule, () => NOW));
  // The feed read once, as the deliveries job would have just done.
  const { refreshConfiguredFeeds } = await import("@/lib/booking/feed-refresh");
  const [report] = await refreshConfiguredFeeds({ now: NOW });
  assert.equal(report?.outcome, "read");
});

after(async () => {
  mock.timers.reset();
  await feeds.close();
  await stopMailTestWorld({ database, standIn });
});

const db = async () => (await import("@/lib/core/db")).getDb();

/** Runs what the answers handed to `after()` (the confirmation requests, a feed's refresh). */
async function runScheduled(): Promise<void> {
  const tasks = scheduled;
  scheduled = [];
  for (const task of tasks) await task();
}

interface SlotJson {
  start: string;
  end: string;
}

async function slotsOf(from: string, days: number): Promise<SlotJson[]> {
  const response = await getSlots(new Request(`${SITE}/api/booking/slots?from=${from}&days=${days}`));
  assert.equal(response.status, 200);
  return ((await response.json()) as { slots: SlotJson[] }).slots;
}

let visitors = 0;
function details(overrides: Record<string, unknown> = {}) {
  visitors++;
  return {
    meeting: "phone",
    name: `Dr. Visitor ${visitors}`,
    practice: `Smile Studio ${visitors}`,
    email: `visitor${visitors}@example.com`,
    phone: "416-555-0100",
    workstations: 8,
    notes: `Our imaging PC ${visitors} is slow.`,
    sourcePath: "/book",
    ...overrides,
  };
}

function booking(slot: string, address: string, overrides: Record<string, unknown> = {}): Request {
  return new Request(`${SITE}/api/booking`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address, origin: SITE },
    body: JSON.stringify({ slot, ...details(overrides) }),
  });
}

const statuses = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};

const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}.${i + 1}`);

test("the slots API lists the free half hours of a range, UTC, on the grid, inside the hours", async () => {
  const slots = await slotsOf("2027-04-05", 7);
  assert.ok(slots.length > 0);
  for (const s of slots) {
    assert.match(s.start, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    assert.equal(Date.parse(s.end) - Date.parse(s.start), 30 * MINUTE);
  }
  // Today from 11:00 EDT (two office hours of notice), to 16:30 EDT; EDT is UTC-4.
  const today = slots.filter((s) => s.start.startsWith("2027-04-05"));
  assert.deepEqual([today[0]?.start, today.at(-1)?.start], ["2027-04-05T15:00:00Z", "2027-04-05T20:30:00Z"]);
  // The week holds five business days of 16 slots, less today's first four.
  assert.equal(slots.length, 5 * 16 - 4);

  for (const query of ["from=2027-02-30", "from=2027-04-05&days=32", "days=0", "days=1.5", "from=yesterday"]) {
    const response = await getSlots(new Request(`${SITE}/api/booking/slots?${query}`));
    assert.equal(response.status, 400, query);
    assert.equal(((await response.json()) as { success: boolean }).success, false);
  }
  // Without a range: every bookable slot from today, 15 business days.
  const response = await getSlots(new Request(`${SITE}/api/booking/slots`));
  const all = ((await response.json()) as { slots: SlotJson[] }).slots;
  assert.equal(new Set(all.map((s) => s.start.slice(0, 10))).size, 15);
});

test("the calendar's busy time is not offered, and booking it is answered 409 with the fresh slots", async () => {
  const day = await slotsOf("2027-04-13", 1);
  const starts = day.map((s) => s.start);
  assert.ok(!starts.includes("2027-04-13T14:00:00Z") && !starts.includes("2027-04-13T14:30:00Z"));
  assert.ok(starts.includes("2027-04-13T13:30:00Z") && starts.includes("2027-04-13T15:00:00Z"));
  const before = await (await db()).booking.count();
  const response = await postBooking(booking(BUSY.start, "203.0.113.1"));
  assert.equal(response.status, 409);
  const body = (await response.json()) as { success: boolean; slots: SlotJson[] };
  assert.equal(body.success, false);
  assert.ok(body.slots.length > 100 && !body.slots.some((s) => s.start === BUSY.start));
  assert.equal(await (await db()).booking.count(), before);
});

test("twenty bookings of one slot at once, from twenty addresses and e-mails: one 201, nineteen 409, one row", async () => {
  const [slot] = await slotsOf("2027-04-06", 1);
  assert.ok(slot);
  const responses = await Promise.all(addresses("198.51.100", 20).map((a) => postBooking(booking(slot.start, a))));
  assert.deepEqual(statuses(responses), { 201: 1, 409: 19 });
  const rows = await (await db()).booking.findMany({ where: { start: new Date(slot.start) } });
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.status, "pending");
  // Every refusal carries the fresh slots, without the one just taken.
  for (const r of responses.filter((r) => r.status === 409)) {
    const body = (await r.json()) as { slots: SlotJson[] };
    assert.ok(body.slots.length > 0 && !body.slots.some((s) => s.start === slot.start));
  }
  const won = (await responses.find((r) => r.status === 201)!.json()) as {
    success: boolean;
    ok: boolean;
    booking: { start: string; end: string };
  };
  assert.deepEqual([won.success, won.ok, won.booking.start, won.booking.end], [true, true, slot.start, slot.end]);
  // The slots API no longer offers it.
  assert.ok(!(await slotsOf("2027-04-06", 1)).some((s) => s.start === slot.start));
});

test("eight bookings of eight slots of one day at once: four 201 (the day's cap), four 409", async () => {
  const day = (await slotsOf("2027-04-07", 1)).slice(0, 8);
  assert.equal(day.length, 8);
  const responses = await Promise.all(day.map((s, i) => postBooking(booking(s.start, `198.51.101.${i + 1}`))));
  assert.deepEqual(statuses(responses), { 201: 4, 409: 4 });
  assert.equal(await (await db()).booking.count({ where: { day: "2027-04-07" } }), 4);
  // The day is full: no slot of it is offered any more.
  assert.deepEqual(await slotsOf("2027-04-07", 1), []);
});

test("six bookings with one e-mail address at once, from six addresses: one 201", async () => {
  const slots = (await slotsOf("2027-04-08", 1)).slice(0, 6);
  const responses = await Promise.all(
    slots.map((s, i) =>
      postBooking(
        booking(s.start, `198.51.102.${i + 1}`, {
          email: i % 2 ? "Same.Person@Example.com" : "same.person+x@example.com",
        }),
      ),
    ),
  );
  assert.deepEqual(statuses(responses), { 201: 1, 429: 5 });
  const refused = (await responses.find((r) => r.status === 429)!.json()) as { message: string; reason: string };
  assert.equal(refused.reason, "mailbox-pending");
  assert.match(refused.message, /waiting for its confirmation/);
  assert.equal(await (await db()).booking.count({ where: { mailbox: "same.person@example.com" } }), 1);
});

test("hostile input is answered 400 or 409 and nothing is stored", async () => {
  const client = await db();
  const before = { bookings: await client.booking.count(), deliveries: await client.delivery.count() };
  const [free] = await slotsOf("2027-04-09", 1);
  assert.ok(free);
  const cases: [string, unknown, Record<string, unknown>, number][] = [
    ["past", "2027-04-02T15:00:00Z", {}, 400],
    ["night", "2027-04-09T07:00:00Z", {}, 400],
    ["weekend", "2027-04-10T15:00:00Z", {}, 400],
    ["off-grid", "2027-04-09T15:15:00Z", {}, 400],
    ["seconds", "2027-04-09T15:00:30Z", {}, 400],
    ["impossible date", "2027-02-30T15:00:00Z", {}, 400],
    ["impossible hour", "2027-04-09T25:00:00Z", {}, 400],
    ["not an instant", "tomorrow at ten", {}, 400],
    ["with an offset", "2027-04-09T11:00:00-04:00", {}, 400],
    ["with milliseconds", "2027-04-09T15:00:00.000Z", {}, 400],
    ["a number", 1807110000000, {}, 400],
    ["beyond the horizon", "2027-05-04T15:00:00Z", {}, 400],
    ["earlier today", "2027-04-05T12:30:00Z", {}, 400],
    ["inside the notice", "2027-04-05T13:30:00Z", {}, 409],
    ["inside the notice, later", "2027-04-05T14:30:00Z", {}, 409],
    ["oversized name", free.start, { name: "N".repeat(101) }, 400],
    ["oversized practice", free.start, { practice: "P".repeat(151) }, 400],
    ["oversized notes", free.start, { notes: "x".repeat(2001) }, 400],
    ["oversized phone", free.start, { phone: "4".repeat(41) }, 400],
    ["bad e-mail", free.start, { email: "not an address" }, 400],
    ["bad meeting", free.start, { meeting: "video" }, 400],
    ["workstations zero", free.start, { workstations: 0 }, 400],
    ["workstations text", free.start, { workstations: "lots" }, 400],
    ["unknown field", free.start, { admin: true }, 400],
    ["a NUL", free.start, { name: "Dr.\u0000Who" }, 400],
  ];
  for (const [label, slot, overrides, expected] of cases) {
    const response = await postBooking(
      booking(slot as string, `198.51.103.${cases.findIndex((c) => c[0] === label) + 1}`, overrides),
    );
    assert.equal(response.status, expected, label);
    const body = (await response.json()) as { success: boolean; message: string };
    assert.equal(body.success, false, label);
  }
  // An oversized body never reaches the parser.
  const huge = await postBooking(
    new Request(`${SITE}/api/booking`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.103.99", origin: SITE },
      body: JSON.stringify({ slot: free.start, ...details({ notes: "x".repeat(200_000) }) }),
    }),
  );
  assert.equal(huge.status, 413);
  assert.deepEqual(
    { bookings: await client.booking.count(), deliveries: await client.delivery.count() },
    before,
    "nothing stored",
  );
  // The free slot is still free.
  assert.ok((await slotsOf("2027-04-09", 1)).some((s) => s.start === free.start));
});

test("each booking gets one confirmation request with its private link and nothing the visitor typed", async () => {
  const client = await db();
  const [slot] = await slotsOf("2027-04-14", 1);
  const typed = { name: "Dr. Mallory <b>Evil</b>", practice: "Click http://evil.example now", notes: "Wire money" };
  const response = await postBooking(booking(slot!.start, "198.51.104.1", { ...typed, email: "owner@example.com" }));
  assert.equal(response.status, 201);
  await runScheduled();

  const bookings = await client.booking.findMany({ select: { id: true, tokenHash: true, email: true } });
  const requests = await client.delivery.findMany({ where: { kind: "booking-request" } });
  assert.equal(requests.length, bookings.length, "one request per booking");
  assert.deepEqual(
    requests.map((d) => [d.relatedType, d.relatedId]).sort(),
    bookings.map((b) => ["Booking", b.id]).sort(),
  );
  for (const b of bookings) {
    const mail = requests.find((d) => d.relatedId === b.id)!;
    assert.equal(mail.toAddress, b.email);
    const link = new RegExp(`${SITE}/book/manage/([A-Za-z0-9_-]{43})`).exec(mail.text);
    assert.ok(link, "the private link");
    assert.equal(createHash("sha256").update(link[1]!).digest("hex"), b.tokenHash);
    assert.ok(mail.html.includes(`${SITE}/book/manage/${link[1]}`));
  }
  const mine = requests.find((d) => d.toAddress === "owner@example.com")!;
  for (const text of [...Object.values(typed), "Mallory", "evil", "Evil", "416-555-0100", "Smile Studio"]) {
    for (const part of [mine.subject, mine.text, mine.html]) assert.ok(!part.includes(text), `no "${text}"`);
  }
  assert.match(mine.text, /Wednesday, April 14, 9:00 a\.m\. to 9:30 a\.m\. EDT/);
  assert.equal(mine.status, "sent");
  assert.deepEqual(await receivedCounts(standIn, [mine.id]), [1]);
});

test("a stale calendar is read after the answer, never while the visitor waits", async () => {
  const client = await db();
  await client.bookingFeed.update({
    where: { position: 1 },
    data: { lastSuccessAt: new Date(NOW.getTime() - 11 * MINUTE), lastErrorAt: null },
  });
  const requestsBefore = feeds.requests.length;
  scheduled = [];
  const slots = await slotsOf("2027-04-13", 1);
  assert.ok(slots.length > 0, "answered from what is stored");
  assert.equal(feeds.requests.length, requestsBefore, "no feed read before the answer");
  assert.equal(scheduled.length, 1, "a refresh asked for after it");
  await runScheduled();
  assert.equal(feeds.requests.length, requestsBefore + 1);
  const feed = await client.bookingFeed.findUniqueOrThrow({ where: { position: 1 } });
  assert.equal(feed.lastSuccessAt?.getTime(), NOW.getTime());
});

test("while booking is paused (no good read of a calendar for an hour): 503 with Retry-After, nothing stored", async () => {
  const client = await db();
  await client.bookingFeed.update({
    where: { position: 1 },
    data: { lastSuccessAt: new Date(NOW.getTime() - 61 * MINUTE) },
  });
  try {
    const before = { bookings: await client.booking.count(), deliveries: await client.delivery.count() };
    const slots = await getSlots(new Request(`${SITE}/api/booking/slots?from=2027-04-15&days=1`));
    assert.equal(slots.status, 503);
    assert.ok(Number(slots.headers.get("retry-after")) > 0);
    const booked = await postBooking(booking("2027-04-15T15:00:00Z", "198.51.105.1"));
    assert.equal(booked.status, 503);
    assert.ok(Number(booked.headers.get("retry-after")) > 0);
    const body = (await booked.json()) as { message: string; reason: string };
    assert.equal(body.reason, "paused");
    assert.match(body.message, /paused/);
    assert.deepEqual({ bookings: await client.booking.count(), deliveries: await client.delivery.count() }, before);
  } finally {
    await client.bookingFeed.update({ where: { position: 1 }, data: { lastSuccessAt: NOW } });
  }
  scheduled = [];
});
