import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { after, before, test } from "node:test";
import { ROOT, createTempDatabase, useDatabase, type TempDatabase } from "./helpers";
import { callRoute, type Route } from "./route-scope";

/**
 * The staff side of bookings against a real PostgreSQL database, through the route handlers as
 * Next calls them (docs/decisions/0035-booking-store.md, "Staff side"): the lists staff read
 * (upcoming by day, past, cancelled and released), releasing a pending booking (once, however many
 * presses arrive at once; its slot free again), marking a meeting attended or a no-show, the
 * plain-form answers and the session and origin checks. The routes read the real clock, so each
 * booking is placed relative to it.
 */
const SITE = "https://www.example.ca";
const PASSWORD = "bookings staff passphrase for the test 7Q";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NO_CAMPAIGN = { utmSource: null, utmMedium: null, utmCampaign: null, referrerDomain: null };

let database: TempDatabase;
let cookie = "";

function post(
  pathname: string,
  body: Record<string, string>,
  options: { cookie?: string; form?: boolean; document?: boolean; origin?: string } = {},
): Request {
  const headers: Record<string, string> = {
    Origin: options.origin ?? SITE,
    "Content-Type": options.form ? "application/x-www-form-urlencoded" : "application/json",
    "X-Forwarded-For": "192.0.2.40",
  };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.document) headers["Sec-Fetch-Dest"] = "document";
  return new Request(`${SITE}${pathname}`, {
    method: "POST",
    headers,
    body: options.form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
}

async function bookingRoute(): Promise<Route> {
  return (await import("@/app/api/admin/bookings/[id]/route")).POST as unknown as Route;
}

async function act(id: number, body: Record<string, string>, options: Parameters<typeof post>[2] = { cookie }) {
  return (await callRoute(await bookingRoute(), post(`/api/admin/bookings/${id}`, body, options), { id: String(id) }))
    .response;
}

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  Object.assign(process.env, {
    SITE_URL: SITE,
    SESSION_SECRET: "admin-bookings-test-secret-0123456789abcdef",
    TRUSTED_PROXY_COUNT: "1",
    RATE_LIMIT_SCALE: "1",
  });
  execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/user-create.ts"), "robin"], {
    cwd: ROOT,
    env: { ...process.env, STAFF_PASSWORD: PASSWORD },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const signIn = (await import("@/app/api/admin/sign-in/route")).POST as unknown as Route;
  const { response, setCookies } = await callRoute(
    signIn,
    post("/api/admin/sign-in", { username: "robin", password: PASSWORD }),
  );
  assert.equal(response.status, 200, await response.clone().text());
  cookie = setCookies[0]!.split(";")[0]!;
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

let visitor = 0;

/**
 * A booking of the half hour starting `startsIn` from now (or at a given instant), made `madeAgo`
 * ago (pending), then confirmed when asked. Each by a visitor of its own, so no limit refuses it.
 */
async function book(startsIn: number | Date, options: { madeAgo?: number; confirm?: boolean } = {}) {
  const { holdSlot, confirmBooking } = await import("@/lib/booking/store");
  const n = ++visitor;
  const now = Date.now();
  const made = new Date(now - (options.madeAgo ?? 10 * MINUTE));
  const start =
    startsIn instanceof Date ? startsIn : new Date(Math.floor((now + startsIn) / (30 * MINUTE)) * 30 * MINUTE);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(start);
  const held = await holdSlot(
    {
      start,
      end: new Date(start.getTime() + 30 * MINUTE),
      day,
      meeting: n % 2 ? "phone" : "visit",
      name: `Visitor ${n}`,
      practice: `Practice ${n}`,
      email: `visitor${n}@example.com`,
      phone: "416-555-0100",
      workstations: n,
      notes: "",
      sourcePath: "/book",
      campaign: { ...NO_CAMPAIGN, utmSource: "newsletter" },
      address: `198.51.100.${n}`,
    },
    { now: made, dailyCap: 100, afterHold: async () => {} },
  );
  assert.ok(held.held, `booking ${n} held`);
  if (options.confirm)
    assert.ok(
      (await confirmBooking(held.token, { now: new Date(made.getTime() + MINUTE), afterConfirm: async () => {} }))
        .confirmed,
    );
  return held.booking.id;
}

async function row(id: number) {
  const { getDb } = await import("@/lib/core/db");
  return getDb().booking.findUniqueOrThrow({ where: { id } });
}

test("the lists: upcoming by day (pending and confirmed), past meetings, cancelled and released", async () => {
  const { bookingPage, countBookingViews, upcomingBookings } = await import("@/lib/booking/staff");
  const { getDb } = await import("@/lib/core/db");
  // 15:00 and 17:00 UTC: the same Toronto afternoon, in either season.
  const date = new Date(Date.now() + 3 * 24 * HOUR).toISOString().slice(0, 10);
  const pending = await book(new Date(`${date}T15:00:00Z`));
  const confirmed = await book(new Date(`${date}T17:00:00Z`), { confirm: true });
  const nextWeek = await book(8 * 24 * HOUR, { confirm: true });
  const past = await book(-5 * 24 * HOUR, { madeAgo: 6 * 24 * HOUR, confirm: true });
  // Made three hours ago and never confirmed: its hold is over, though nothing has marked it yet.
  const expired = await book(2 * 24 * HOUR, { madeAgo: 3 * HOUR });
  const cancelled = await book(4 * 24 * HOUR, { confirm: true });
  await getDb().booking.update({
    where: { id: cancelled },
    data: { status: "cancelled", cancelledAt: new Date(), cancelledBy: "visitor" },
  });
  const now = new Date();

  const days = await upcomingBookings(now);
  const upcomingIds = days.flatMap((d) => d.bookings.map((b) => b.id));
  assert.deepEqual(upcomingIds, [pending, confirmed, nextWeek]);
  assert.equal(days.length, 2, "two Toronto days");
  assert.deepEqual(
    days[0]!.bookings.map((b) => b.status),
    ["pending", "confirmed"],
  );
  assert.deepEqual(
    (await bookingPage("past", now, undefined)).rows.map((b) => b.id),
    [past],
  );
  assert.deepEqual(
    (await bookingPage("cancelled", now, "99999999999999999999")).rows.map((b) => b.id).sort(),
    [expired, cancelled].sort(),
  );
  assert.deepEqual(await countBookingViews(now), { upcoming: 3, past: 1, cancelled: 2 });
  await getDb().booking.deleteMany();
});

test("five presses of Release at once release a pending booking once; its slot is free again", async () => {
  const id = await book(5 * 24 * HOUR);
  const answers = await Promise.all(Array.from({ length: 5 }, () => act(id, { action: "release" })));
  assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409, 409, 409, 409]);
  const released = await row(id);
  assert.equal(released.status, "released");
  assert.ok(released.releasedAt);

  // The same half hour can be booked again at once.
  const { holdSlot } = await import("@/lib/booking/store");
  const again = await holdSlot(
    {
      start: released.start,
      end: released.end,
      day: released.day,
      meeting: "phone",
      name: "Next visitor",
      practice: "Next practice",
      email: "next@example.com",
      phone: "416-555-0199",
      workstations: null,
      notes: "",
      sourcePath: "/book",
      campaign: NO_CAMPAIGN,
      address: "203.0.113.99",
    },
    { now: new Date(), dailyCap: 100, afterHold: async () => {} },
  );
  assert.ok(again.held);

  // A confirmed booking is not released: staff cancel it instead, with a note.
  const confirmed = await book(6 * 24 * HOUR, { confirm: true });
  assert.equal((await act(confirmed, { action: "release" })).status, 409);
  assert.equal((await row(confirmed)).status, "confirmed");
  assert.equal((await act(999_999, { action: "release" })).status, 404);
});

test("attended and no-show: only for a confirmed meeting that has begun; a mark can be changed", async () => {
  const done = await book(-2 * HOUR, { madeAgo: 2 * 24 * HOUR, confirm: true });
  const ahead = await book(7 * 24 * HOUR, { confirm: true });
  const pending = await book(7 * 24 * HOUR + HOUR);

  assert.equal((await act(done, { action: "attended" })).status, 200);
  assert.equal((await row(done)).outcome, "attended");
  assert.equal((await act(done, { action: "no-show" })).status, 200);
  assert.equal((await row(done)).outcome, "no-show");

  const early = await act(ahead, { action: "attended" });
  assert.equal(early.status, 409);
  assert.match(((await early.json()) as { message: string }).message, /not begun/);
  assert.equal((await row(ahead)).outcome, null);
  assert.equal((await act(pending, { action: "no-show" })).status, 409);
  assert.equal((await row(pending)).outcome, null);
  assert.equal((await act(done, { action: "vanished" })).status, 400);
});

test("plain forms come back to the list with the outcome; no session or another origin changes nothing", async () => {
  const id = await book(9 * 24 * HOUR);
  const form = { action: "release", from: "/admin/bookings" };

  const foreign = await act(id, form, { cookie, origin: "https://evil.example" });
  assert.equal(foreign.status, 403);
  const anonymous = await act(id, form, {});
  assert.equal(anonymous.status, 401);
  const signedOut = await act(id, form, { form: true, document: true });
  assert.equal(signedOut.status, 303);
  assert.match(signedOut.headers.get("location") ?? "", /^\/admin\/sign-in/);
  assert.equal((await row(id)).status, "pending");

  const done = await act(id, form, { cookie, form: true, document: true });
  assert.equal(done.status, 303);
  assert.equal(done.headers.get("location"), "/admin/bookings?notice=released");
  assert.equal((await row(id)).status, "released");
  const again = await act(id, form, { cookie, form: true, document: true });
  assert.equal(again.headers.get("location"), "/admin/bookings?notice=not-pending");
});

async function feedRoute(): Promise<Route> {
  return (await import("@/app/api/booking/staff-feed/[token]/route")).GET as unknown as Route;
}

async function feedRotate(): Promise<Route> {
  return (await import("@/app/api/admin/bookings/feed/route")).POST as unknown as Route;
}

async function openFeed(address: string): Promise<Response> {
  const token = new URL(address).pathname.split("/").pop()!;
  return (await callRoute(await feedRoute(), new Request(address), { token })).response;
}

test("the staff feed: made by staff, shown once; made anew, the old address is 404 at once; events carry no e-mail or phone", async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().booking.deleteMany();
  const confirmed = await book(10 * 24 * HOUR, { confirm: true });
  const pending = await book(11 * 24 * HOUR);
  await book(-3 * 24 * HOUR, { madeAgo: 4 * 24 * HOUR, confirm: true });
  const released = await book(12 * 24 * HOUR);
  await getDb().booking.update({ where: { id: released }, data: { status: "released", releasedAt: new Date() } });

  const rotate = async (options: Parameters<typeof post>[2] = { cookie }) =>
    (await callRoute(await feedRotate(), post("/api/admin/bookings/feed", {}, options))).response;
  assert.equal((await rotate({})).status, 401);
  assert.equal((await rotate({ cookie, origin: "https://evil.example" })).status, 403);
  // A form without a script makes nothing: the address would end up in the browser's history.
  const plain = await rotate({ cookie, form: true, document: true });
  assert.equal(plain.status, 303);
  assert.equal(await getDb().bookingStaffFeed.count(), 0);

  const first = await rotate();
  assert.equal(first.status, 201);
  const { url: oldAddress } = (await first.json()) as { url: string };
  assert.match(oldAddress, /^https:\/\/www\.example\.ca\/api\/booking\/staff-feed\/[A-Za-z0-9_-]{43}$/);
  const { staffFeedMade } = await import("@/lib/booking/staff-feed");
  assert.equal((await staffFeedMade())?.createdBy, "robin");

  const feed = await openFeed(oldAddress);
  assert.equal(feed.status, 200);
  assert.match(feed.headers.get("content-type") ?? "", /^text\/calendar/);
  assert.match(feed.headers.get("cache-control") ?? "", /no-store/);
  const ics = (await feed.text()).replace(/\r\n /g, "");
  const uids = [...ics.matchAll(/^UID:(.*)$/gm)].map((m) => m[1]);
  assert.equal(uids.length, 2, "the confirmed and the pending booking to come, nothing past or released");
  for (const id of [confirmed, pending]) {
    const b = await row(id);
    assert.ok(ics.includes(`SUMMARY:${id === pending ? "(pending) " : ""}Assessment: ${b.name}\\, ${b.practice}`));
    assert.ok(ics.includes(`https://www.example.ca/admin/bookings#booking-${id}`));
    assert.ok(!ics.includes(b.email), "no e-mail address");
    assert.ok(!ics.includes(b.phone), "no phone number");
  }

  const second = await rotate();
  const { url: newAddress } = (await second.json()) as { url: string };
  assert.notEqual(newAddress, oldAddress);
  assert.equal((await openFeed(oldAddress)).status, 404);
  assert.equal((await openFeed(newAddress)).status, 200);
  assert.equal((await openFeed("https://www.example.ca/api/booking/staff-feed/not-a-token")).status, 404);
});
