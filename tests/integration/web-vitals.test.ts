/**
 * Real-user Core Web Vitals against a real PostgreSQL database: beacons driven through the route
 * handler (stored as one row per value, with nothing that names the sender), every refusal
 * (400, 403, 413, 429) storing nothing, the beacon's per-address limit counted apart from the
 * forms', the dashboard's p75 and share of good visits counted in SQL from a known set of
 * samples, and the settings the browser reads at run time.
 */
import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import { createTempDatabase, useDatabase, type TempDatabase } from "./helpers";

let database: TempDatabase;
let getDb: (typeof import("@/lib/core/db"))["getDb"];
let POST: (typeof import("@/app/api/vitals/route"))["POST"];
let GET: (typeof import("@/app/api/vitals/route"))["GET"];

const SITE = "https://www.example.ca";
const ADDRESS = "203.0.113.77";

before(async () => {
  database = await createTempDatabase();
  useDatabase(database.url);
  Object.assign(process.env, { SITE_URL: SITE, SESSION_SECRET: "web-vitals-test-secret-0123456789abcdef" });
  delete process.env.RATE_LIMIT_SCALE;
  delete process.env.RUM_SAMPLE_RATE;
  ({ getDb } = await import("@/lib/core/db"));
  ({ POST, GET } = await import("@/app/api/vitals/route"));
});

after(async () => {
  await getDb().$disconnect();
  await database.cleanup();
});

beforeEach(async () => {
  await getDb().webVitalSample.deleteMany();
  await getDb().rateLimitCounter.deleteMany();
});

const BEACON = {
  pageKind: "/locations/[slug]",
  device: "narrow",
  connection: "4g",
  metrics: [
    { name: "LCP", value: 2310.5 },
    { name: "INP", value: 88 },
    { name: "CLS", value: 0.031 },
    { name: "FCP", value: 1200 },
    { name: "TTFB", value: 140.2 },
  ],
};

function beacon(body: BodyInit, headers: Record<string, string> = {}, address = ADDRESS): Request {
  return new Request(`${SITE}/api/vitals`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": address,
      ...headers,
    },
    body,
    // A stream body needs it (undici); a string ignores it.
    duplex: "half",
  } as RequestInit);
}

const stored = () => getDb().webVitalSample.count();

test("a beacon is answered 204 and each of its values stored, with the page kind and no trace of the sender", async () => {
  const response = await POST(beacon(JSON.stringify(BEACON)));
  assert.equal(response.status, 204);
  assert.equal(await response.text(), "");
  const rows = await getDb().webVitalSample.findMany({ orderBy: { id: "asc" } });
  assert.deepEqual(
    rows.map((r) => [r.metric, r.value, r.pageKind, r.device, r.connection]),
    BEACON.metrics.map((m) => [m.name, m.value, "/locations/[slug]", "narrow", "4g"]),
  );
  // Nothing the row holds, nor the limiter's counter, names the address.
  assert.doesNotMatch(JSON.stringify(rows), new RegExp(ADDRESS.replace(/\./g, "\\.")));
  const keys = (await getDb().rateLimitCounter.findMany()).map((c) => c.key);
  assert.equal(keys.length, 1);
  assert.match(keys[0]!, /^web-vitals:ip:/);
  assert.ok(!keys[0]!.includes(ADDRESS));

  // Without a connection type (a browser that does not tell) and with Sec-Fetch-Site alone.
  const { connection: _unused, ...plain } = BEACON;
  void _unused;
  const second = await POST(
    beacon(JSON.stringify({ ...plain, pageKind: "other", metrics: [{ name: "TTFB", value: 90 }] }), { origin: "" }),
  );
  assert.equal(second.status, 204);
  const last = await getDb().webVitalSample.findFirstOrThrow({ orderBy: { id: "desc" } });
  assert.deepEqual([last.pageKind, last.connection], ["other", null]);
});

test("malformed, mistyped or out-of-range beacons are refused with 400 and store nothing", async () => {
  const cases: [string, Request][] = [
    ["malformed JSON", beacon("{ pageKind: '/'")],
    ["an empty body", beacon("")],
    ["JSON as application/json", beacon(JSON.stringify(BEACON), { "content-type": "application/json" })],
    ["a form", beacon("pageKind=%2F", { "content-type": "application/x-www-form-urlencoded" })],
    ["no content type", beacon(new Blob([JSON.stringify(BEACON)]), { "content-type": "" })],
    ["an unknown metric", beacon(JSON.stringify({ ...BEACON, metrics: [{ name: "FID", value: 3 }] }))],
    ["a negative value", beacon(JSON.stringify({ ...BEACON, metrics: [{ name: "LCP", value: -5 }] }))],
    ["a CLS past its range", beacon(JSON.stringify({ ...BEACON, metrics: [{ name: "CLS", value: 5000 }] }))],
    ["a real address as page kind", beacon(JSON.stringify({ ...BEACON, pageKind: "/locations/toronto" }))],
    ["an unknown device", beacon(JSON.stringify({ ...BEACON, device: "watch" }))],
    ["an extra field", beacon(JSON.stringify({ ...BEACON, url: `${SITE}/contact?email=a@b.c` }))],
    [
      "one good value beside a bad one",
      beacon(JSON.stringify({ ...BEACON, metrics: [BEACON.metrics[0], { name: "INP", value: "fast" }] })),
    ],
  ];
  for (const [name, request] of cases) {
    const response = await POST(request);
    assert.equal(response.status, 400, name);
    const body = (await response.json()) as { success: boolean; message: string };
    assert.equal(body.success, false, name);
  }
  assert.equal(await stored(), 0);
});

test("a body over 4 KB is refused with 413, whatever Content-Length says, and stores nothing", async () => {
  const padded = JSON.stringify({ ...BEACON, padding: "x".repeat(5000) });
  const declared = await POST(beacon(padded));
  assert.equal(declared.status, 413);
  // A stream has no Content-Length: the cap while reading refuses it.
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 5; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1000)));
      controller.close();
    },
  });
  const undeclared = beacon(stream);
  assert.equal(undeclared.headers.get("content-length"), null);
  assert.equal((await POST(undeclared)).status, 413);
  assert.equal(await stored(), 0);
});

test("a beacon from another site is refused with 403 before anything is read or counted", async () => {
  const senders: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { origin: "null" },
    { origin: "http://www.example.ca" },
    { origin: "", "sec-fetch-site": "cross-site" },
    { origin: "", "sec-fetch-site": "" },
  ];
  for (const headers of senders) {
    const response = await POST(beacon(JSON.stringify(BEACON), headers));
    assert.equal(response.status, 403, JSON.stringify(headers));
  }
  assert.equal(await stored(), 0);
  assert.equal(await getDb().rateLimitCounter.count(), 0);
});

test("past its per-address limit the route answers 429 with Retry-After, and no form's limit is touched", async () => {
  const { VITALS_LIMIT } = await import("@/lib/vitals/beacon");
  const one = JSON.stringify({ ...BEACON, metrics: [{ name: "TTFB", value: 100 }] });
  for (let i = 0; i < VITALS_LIMIT.max; i++) assert.equal((await POST(beacon(one))).status, 204);
  const refused = await POST(beacon(one));
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers.get("retry-after")) > 0);
  assert.equal(await stored(), VITALS_LIMIT.max);
  // Another address is not held back.
  assert.equal((await POST(beacon(one, {}, "198.51.100.4"))).status, 204);

  // The contact form still counts this address from zero: an invalid message is answered 400, not 429.
  const keys = (await getDb().rateLimitCounter.findMany()).map((c) => c.key);
  assert.ok(
    keys.every((k) => k.startsWith("web-vitals:ip:")),
    keys.join(", "),
  );
  const { POST: contact } = await import("@/app/api/contact/route");
  const answer = await contact(
    new Request(`${SITE}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE, "x-forwarded-for": ADDRESS },
      body: JSON.stringify({ name: "A", email: "not-an-address", message: "short" }),
    }),
  );
  assert.equal(answer.status, 400);
  const { countInWindow, MINUTE } = await import("@/lib/core/rate-limit");
  assert.equal(await countInWindow(`contact:ip:${ADDRESS}`, 10 * MINUTE), 1);
});

test("the dashboard's p75 (a measured value) and share of good visits, per Toronto week, page kind and metric", async () => {
  const { getVitalsDashboard, vitalsGroups } = await import("@/lib/vitals/dashboard-data");
  const now = new Date("2026-11-27T15:00:00.000Z");
  // Monday 23 November, 00:00 in Toronto, is 05:00 UTC (EST).
  const sundayNight = new Date("2026-11-23T04:59:00.000Z");
  const mondayMorning = new Date("2026-11-23T05:00:00.000Z");
  const sample = (metric: string, value: number, pageKind: string, createdAt: Date) => ({
    metric,
    value,
    pageKind,
    device: "wide",
    createdAt,
  });
  await getDb().webVitalSample.createMany({
    data: [
      // LCP on the home page this week: p75 of 1000, 2000, 3000, 4000 is 3000; 2 of 4 good.
      ...[1000, 2000, 3000, 4000].map((v) => sample("LCP", v, "/", mondayMorning)),
      // The week before (Sunday night in Toronto): 1 sample, 2500 is good (the threshold itself).
      sample("LCP", 2500, "/", sundayNight),
      // CLS on location pages: eight values, p75 is the 6th smallest (0.12); 5 of 8 at or under 0.1.
      ...[0, 0.01, 0.05, 0.1, 0.1, 0.12, 0.3, 0.9].map((v) => sample("CLS", v, "/locations/[slug]", now)),
      // INP: one sample is its own p75.
      sample("INP", 201, "/locations/[slug]", now),
      // Older than the weeks shown: not counted.
      sample("LCP", 99999, "/", new Date("2026-01-05T12:00:00.000Z")),
    ],
  });

  const groups = await vitalsGroups(new Date("2026-11-16T05:00:00.000Z"), new Date("2026-11-30T05:00:00.000Z"));
  const byKey = new Map(groups.map((g) => [`${g.monday} ${g.pageKind} ${g.metric}`, g]));
  assert.equal(groups.length, 4);
  assert.deepEqual(byKey.get("2026-11-23 / LCP"), {
    monday: "2026-11-23",
    pageKind: "/",
    metric: "LCP",
    samples: 4,
    p75: 3000,
    good: 2,
  });
  assert.deepEqual(byKey.get("2026-11-16 / LCP"), {
    monday: "2026-11-16",
    pageKind: "/",
    metric: "LCP",
    samples: 1,
    p75: 2500,
    good: 1,
  });
  const cls = byKey.get("2026-11-23 /locations/[slug] CLS")!;
  assert.deepEqual([cls.samples, cls.p75, cls.good], [8, 0.12, 5]);
  const inp = byKey.get("2026-11-23 /locations/[slug] INP")!;
  assert.deepEqual([inp.samples, inp.p75, inp.good], [1, 201, 0]);

  const dashboard = await getVitalsDashboard(now);
  assert.equal(dashboard.samples, 14);
  assert.deepEqual(
    dashboard.kinds.map((k) => [k.pageKind, k.samples, k.weeks.map((w) => w.monday)]),
    [
      ["/locations/[slug]", 9, ["2026-11-23"]],
      ["/", 5, ["2026-11-23", "2026-11-16"]],
    ],
  );
  const { goodShare, passes } = await import("@/lib/vitals/dashboard");
  const lcp = dashboard.kinds[1]!.weeks[0]!.cells.LCP!;
  assert.equal(passes("LCP", lcp.p75), false);
  assert.equal(goodShare(lcp), 50);
  assert.equal(goodShare(cls), 62);
});

test("GET /api/vitals answers the sample rate the server runs with", async () => {
  const { resetEnvCache } = await import("@/lib/core/env");
  const first = await GET(new Request(`${SITE}/api/vitals`));
  assert.equal(first.status, 200);
  assert.deepEqual(await first.json(), { sampleRate: 1 });
  process.env.RUM_SAMPLE_RATE = "0.25";
  resetEnvCache();
  try {
    assert.deepEqual(await (await GET(new Request(`${SITE}/api/vitals`))).json(), { sampleRate: 0.25 });
  } finally {
    delete process.env.RUM_SAMPLE_RATE;
    resetEnvCache();
  }
});
