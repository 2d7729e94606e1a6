import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

/**
 * Refused form posts sent without JavaScript keep what was typed for the form's check page. A
 * flood of such posts from one address (here 300 of them, each with a 34 KB message, refused for
 * the message's length and then by the address's own limit) must not be able to fill the
 * database: each address keeps at most 10 checks per form, each cut to its fields' limits, and the
 * latest attempt is always kept. Another address's check is untouched by the flood.
 */

let database: TempDatabase;
const FLOODER = "203.0.113.9";
const NEIGHBOUR = "198.51.100.20";
const POSTS = 300;
const MESSAGE = "Our imaging server keeps dropping. ".repeat(1000).slice(0, 34 * 1024);

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  Object.assign(process.env, {
    RATE_LIMIT_SCALE: "1",
    TRUSTED_PROXY_COUNT: "1",
    SITE_URL: "http://localhost:3000",
    SESSION_SECRET: "integration-session-secret-0123456789abcdef",
  });
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await database.cleanup();
});

function formPost(address: string, fields: Record<string, string>): Request {
  return new Request("http://localhost:3000/api/contact", {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": address,
      origin: "http://localhost:3000",
      "sec-fetch-site": "same-origin",
      "sec-fetch-dest": "document",
    },
  });
}

/**
 * The bytes of data the checks' rows hold, uncompressed (each row as text). Not the table's size
 * on disk: PostgreSQL compresses long values, and the flood's repetitive text would shrink to
 * almost nothing there, hiding a missing bound; nor does a file give back the space of deleted rows
 * until a vacuum reuses it.
 */
async function storedBytes(): Promise<number> {
  const { getDb } = await import("@/lib/core/db");
  const [row] = await getDb().$queryRaw<{ bytes: bigint }[]>`
    SELECT COALESCE(SUM(octet_length(f::text)), 0)::bigint AS bytes FROM "FormCheck" f`;
  return Number(row?.bytes ?? 0);
}

function checkId(response: Response): string {
  const match = /form-check-contact=([^;]+)/.exec(response.headers.get("set-cookie") ?? "");
  assert.ok(match, `a check cookie (status ${response.status})`);
  return match[1]!;
}

test("a 300-post flood of refused 34 KB messages from one address keeps 10 checks, each cut to its limits", async () => {
  const { POST } = await import("@/app/api/contact/route");
  const { getDb } = await import("@/lib/core/db");
  const { addressHash, CHECKS_PER_ADDRESS } = await import("@/lib/core/forms/form-check");
  const { CONTACT_LIMITS } = await import("@/lib/contact/schema");
  const db = getDb();

  // A visitor elsewhere, refused before the flood: their check must survive it.
  const neighbour = await POST(
    formPost(NEIGHBOUR, { name: "Dr. Lee", email: "nope", message: "Please call us back." }),
  );
  assert.equal(neighbour.status, 303);
  const neighbourId = checkId(neighbour);

  const before = await storedBytes();
  const fields = { name: "Flood", email: "flood@example.com", message: MESSAGE, sourcePath: "/contact" };
  const statuses = new Map<number, number>();
  let last: Response | undefined;
  // In waves of 20 at once, as a client with many connections would send them.
  for (let sent = 0; sent < POSTS; sent += 20) {
    const wave = await Promise.all(Array.from({ length: 20 }, () => POST(formPost(FLOODER, fields))));
    for (const res of wave) {
      assert.equal(res.status, 303, "every refusal goes to the check page");
      assert.equal(res.headers.get("location"), "/contact/check");
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    last = wave.at(-1);
  }
  const growth = (await storedBytes()) - before;

  const kept = await db.formCheck.findMany({ where: { addressHash: addressHash(FLOODER), form: "contact" } });
  assert.equal(kept.length, CHECKS_PER_ADDRESS, "the address keeps exactly its bound");
  const limited = kept.filter((k) => k.status === 429);
  assert.ok(limited.length > 0, "the address's own limit refused most of the flood, and kept checks too");
  // Minutes, or seconds in the window's last two minutes (the limit's window is fixed to the clock).
  assert.match(limited[0]!.message, /^Too many requests\. Please wait \d+ (minutes|seconds?) and try again\.$/);
  for (const check of kept) {
    const values = JSON.parse(check.values) as Record<string, string>;
    assert.equal(values.message?.length, CONTACT_LIMITS.message, "the message is cut to the field's limit");
    const errors = JSON.parse(check.errors) as Record<string, string[]>;
    assert.ok(
      errors.message?.some((e) => e.includes("5,000 characters")),
      "the check says the message was cut, with the limit",
    );
  }
  const keptBytes = kept.reduce((n, k) => n + k.values.length + k.errors.length + k.message.length, 0);
  assert.ok(keptBytes < 100_000, `kept checks hold ${keptBytes} bytes`);
  assert.ok(growth < 1024 * 1024, `the database's stored data grew by ${growth} bytes`);

  // The latest attempt is among those kept, and the neighbour's check is untouched.
  assert.ok(await db.formCheck.findUnique({ where: { id: checkId(last!) } }), "the latest check is kept");
  assert.ok(await db.formCheck.findUnique({ where: { id: neighbourId } }), "another address's check is kept");
  assert.equal(await db.formCheck.count(), CHECKS_PER_ADDRESS + 1);
  // No address is stored, only its keyed hash.
  assert.ok(!JSON.stringify(kept).includes(FLOODER));
});

test("a post too large to read stores nothing and gets a page of its own", async () => {
  const { POST } = await import("@/app/api/contact/route");
  const { CONTACT_MAX_BYTES } = await import("@/lib/contact/schema");
  const { getDb } = await import("@/lib/core/db");
  const count = await getDb().formCheck.count();
  const res = await POST(
    formPost("192.0.2.77", { name: "Big", email: "big@example.com", message: "x".repeat(CONTACT_MAX_BYTES + 1) }),
  );
  assert.equal(res.status, 413);
  assert.match(res.headers.get("content-type") ?? "", /^text\/html/);
  assert.match(await res.text(), /nothing was kept/);
  assert.equal(await getDb().formCheck.count(), count);
});
