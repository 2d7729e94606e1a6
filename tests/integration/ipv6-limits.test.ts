import assert from "node:assert/strict";
import { after, before, mock, test } from "node:test";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

/**
 * Per-address limits count an IPv6 client by its /64 network, which its owner can walk through at
 * will, and an IPv4 client by its address, however a dual-stack server writes it. Proven through
 * the contact route's own handler (5 posts per address in 10 minutes), posts fired at once, on a
 * fixed clock so every one falls in one window of the limit.
 */
let database: TempDatabase;
/** In the middle of a 10-minute window of the limit. */
const NOW = Date.parse("2027-04-14T15:05:00Z");
const scheduled: (() => Promise<unknown>)[] = [];
let post: (request: Request) => Promise<Response>;

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  Object.assign(process.env, {
    RATE_LIMIT_SCALE: "1",
    TRUSTED_PROXY_COUNT: "1",
    SITE_URL: "http://localhost:3000",
    SESSION_SECRET: "ipv6-limits-session-secret-0123456789abcdef",
  });
  mock.timers.enable({ apis: ["Date"], now: NOW });
  const { contactHandler } = await import("@/lib/contact/handler");
  const { apiRoute } = await import("@/lib/core/http/api-route");
  // The route file's handler, with the e-mails it would send after the answer collected unsent.
  post = apiRoute(contactHandler((task) => scheduled.push(task)));
});

after(async () => {
  mock.timers.reset();
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

let sent = 0;
function contactFrom(forwardedFor: string): Request {
  sent++;
  return new Request("http://localhost:3000/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor, origin: "http://localhost:3000" },
    body: JSON.stringify({
      name: `Visitor ${sent}`,
      email: `visitor${sent}@example.com`,
      message: `Our imaging server is slow, message ${sent}.`,
      sourcePath: "/contact",
    }),
  });
}

async function statusesOf(addresses: readonly string[]): Promise<Record<number, number>> {
  const responses = await Promise.all(addresses.map((a) => post(contactFrom(a))));
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

test("twelve addresses of one IPv6 /64, posting at once, share the address limit of 5", async () => {
  const { getDb } = await import("@/lib/core/db");
  const before = await getDb().contactMessage.count();
  const oneNetwork = [
    "2001:db8:abcd:12::1",
    "2001:db8:abcd:12::2",
    "2001:db8:abcd:12:ffff:ffff:ffff:ffff",
    "2001:0db8:abcd:0012:0000:0000:0000:0003",
    "2001:DB8:ABCD:12:1CE:C01D:BEE2:15",
    "2001:db8:abcd:12:8a2e:370:7334:1",
    "2001:db8:abcd:12::4%eth0",
    "2001:db8:abcd:12:0:0:0:5",
    "2001:db8:abcd:12::6",
    "2001:db8:abcd:12::7",
    "2001:db8:abcd:12::8",
    "2001:db8:abcd:12::9",
  ];
  assert.equal(new Set(oneNetwork).size, 12, "twelve different addresses");
  assert.deepEqual(await statusesOf(oneNetwork), { 201: 5, 429: 7 });
  assert.equal((await getDb().contactMessage.count()) - before, 5, "only the allowed posts were stored");

  // The neighbouring /64 is another network, with a limit of its own.
  assert.deepEqual(await statusesOf(["2001:db8:abcd:13::1", "2001:db8:abcd:13::2"]), { 201: 2 });
});

test("an IPv4 client counts as one address, written plainly or as IPv4-mapped IPv6", async () => {
  const client = ["203.0.113.7", "::ffff:203.0.113.7", "::ffff:cb00:7107"];
  const posts = Array.from({ length: 9 }, (_, i) => client[i % client.length]!);
  assert.deepEqual(await statusesOf(posts), { 201: 5, 429: 4 });
  // The next IPv4 address is someone else.
  assert.deepEqual(await statusesOf(["203.0.113.8", "::ffff:203.0.113.8"]), { 201: 2 });
});
