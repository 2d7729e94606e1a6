/**
 * Real-user Core Web Vitals against a real PostgreSQL database: beacons driven through the route
 * handler (stored as one row per page view and metric, the latest value kept, with nothing that
 * names the sender and the page view's id only as a hash, cleared after 23 hours), every refusal
 * (400, 403, 413, 429) storing nothing, the beacon's limits (per address and page kind, and per
 * page kind site-wide) counted with parallel requests at a fixed moment, apart from the forms',
 * the dashboard's p75 and share of good visits counted in SQL from a known set of samples, and
 * the settings the browser reads at run time.
 */
import assert from "node:assert/strict";
import { createHash, randomBytes } from "node:crypto";
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
  await getDb().webVitalPageView.deleteMany();
  await getDb().rateLimitCounter.deleteMany();
});

/** A page view's id as the browser makes it: 128 random bits, 32 hex digits. */
const newView = () => randomBytes(16).toString("hex");

const BEACON = {
  pageView: newView(),
  beacon: 1,
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

/** The route's own handler on a fixed clock (the limits count in windows aligned to the clock). */
async function handlerAt(moment: Date) {
  const { vitalsHandler } = await import("@/lib/vitals/handler");
  return vitalsHandler(() => moment);
}

/** Mid-hour, so every limit's window is the same one for the whole test. */
const FIXED = new Date("2027-02-03T15:20:00.000Z");

test("a beacon is answered 204 and each of its values stored, with the page kind and no trace of the sender", async () => {
  const response = await POST(beacon(JSON.stringify(BEACON)));
  assert.equal(response.status, 204);
  assert.equal(await response.text(), "");
  const rows = await getDb().webVitalSample.findMany({ orderBy: { id: "asc" } });
  assert.deepEqual(
    rows.map((r) => [r.metric, r.value, r.pageKind, r.device, r.connection]),
    BEACON.metrics.map((m) => [m.name, m.value, "/locations/[slug]", "narrow", "4g"]),
  );
  // Nothing the row holds, nor the limiter's counters, names the address; the page view's id is
  // kept only as its SHA-256.
  const views = await getDb().webVitalPageView.findMany();
  assert.deepEqual(
    views.map((v) => v.hash),
    [createHash("sha256").update(BEACON.pageView).digest("hex")],
  );
  assert.ok(rows.every((r) => r.pageViewId === views[0]!.id));
  const everything = JSON.stringify([rows, views, await getDb().rateLimitCounter.findMany()], (_key, value: unknown) =>
    typeof value === "bigint" ? String(value) : value,
  );
  assert.doesNotMatch(everything, new RegExp(ADDRESS.replace(/\./g, "\\.")));
  assert.ok(!everything.includes(BEACON.pageView));
  const keys = (await getDb().rateLimitCounter.findMany()).map((c) => c.key).sort();
  assert.equal(keys.length, 2);
  assert.match(keys[0]!, /^web-vitals:ip:[\w-]+:\/locations\/\[slug\]$/);
  assert.equal(keys[1], "web-vitals:kind:/locations/[slug]");

  // Without a connection type (a browser that does not tell) and with Sec-Fetch-Site alone.
  const { connection: _unused, ...plain } = BEACON;
  void _unused;
  const second = await POST(
    beacon(
      JSON.stringify({ ...plain, pageView: newView(), pageKind: "other", metrics: [{ name: "TTFB", value: 90 }] }),
      {
        origin: "",
      },
    ),
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
    ["a CLS past 10", beacon(JSON.stringify({ ...BEACON, metrics: [{ name: "CLS", value: 10.001 }] }))],
    ["an LCP past a minute", beacon(JSON.stringify({ ...BEACON, metrics: [{ name: "LCP", value: 60_001 }] }))],
    ["a TTFB of ten minutes", beacon(JSON.stringify({ ...BEACON, metrics: [{ name: "TTFB", value: 600_000 }] }))],
    ["no page view id", beacon(JSON.stringify({ ...BEACON, pageView: undefined }))],
    ["a short page view id", beacon(JSON.stringify({ ...BEACON, pageView: "abc123" }))],
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

/** One beacon of a new page view with one value, from `address`. */
const oneValue = (address: string, pageKind = "/services", value = 100) =>
  beacon(JSON.stringify({ ...BEACON, pageView: newView(), pageKind, metrics: [{ name: "TTFB", value }] }), {}, address);

test("values at the largest a beacon may carry are stored, and one past them is refused with 400", async () => {
  const post = await handlerAt(FIXED);
  const most = {
    ...BEACON,
    pageView: newView(),
    metrics: [
      { name: "LCP", value: 60_000 },
      { name: "INP", value: 60_000 },
      { name: "CLS", value: 10 },
    ],
  };
  assert.equal((await post(beacon(JSON.stringify(most)))).status, 204);
  for (const [name, value] of [
    ["LCP", 60_000.001],
    ["INP", 60_001],
    ["FCP", 600_000],
    ["TTFB", 60_000.5],
    ["CLS", 10.0001],
  ] as const) {
    const over = { ...BEACON, pageView: newView(), metrics: [{ name, value }] };
    assert.equal((await post(beacon(JSON.stringify(over)))).status, 400, name);
  }
  assert.equal(await stored(), 3);
});

test("one address: at most 30 beacons per page kind an hour are stored, counted in parallel; the rest 429 with Retry-After", async () => {
  const { VITALS_PER_ADDRESS } = await import("@/lib/vitals/handler");
  assert.equal(VITALS_PER_ADDRESS.max, 30);
  const post = await handlerAt(FIXED);
  // 125 beacons at once from one address, at the largest values, as the one that skewed /services.
  const answers = await Promise.all(Array.from({ length: 125 }, () => post(oneValue(ADDRESS, "/services", 60_000))));
  const statuses = answers.map((a) => a.status);
  assert.equal(statuses.filter((s) => s === 204).length, 30);
  assert.equal(statuses.filter((s) => s === 429).length, 95);
  const refused = answers.find((a) => a.status === 429)!;
  // Forty minutes are left in the fixed moment's hour.
  assert.equal(refused.headers.get("retry-after"), String(40 * 60));
  assert.equal(await getDb().webVitalSample.count({ where: { pageKind: "/services" } }), 30);

  // The same address on another page kind, and another address on this one, are not held back.
  assert.equal((await post(oneValue(ADDRESS, "/faq"))).status, 204);
  assert.equal((await post(oneValue("198.51.100.4", "/services"))).status, 204);
  // The next hour counts afresh.
  const nextHour = await handlerAt(new Date(FIXED.getTime() + 3_600_000));
  assert.equal((await nextHour(oneValue(ADDRESS, "/services"))).status, 204);
  assert.equal(await stored(), 33);

  // No form's limit is touched: the contact form still counts this address from zero (an
  // invalid message is answered 400, not 429).
  const keys = (await getDb().rateLimitCounter.findMany()).map((c) => c.key);
  assert.ok(
    keys.every((k) => k.startsWith("web-vitals:")),
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

test("site-wide: at most 500 beacons per page kind an hour are stored, and an address refused past its own limit takes none of that room", async () => {
  const { VITALS_PER_KIND } = await import("@/lib/vitals/handler");
  assert.equal(VITALS_PER_KIND.max, 500);
  const post = await handlerAt(FIXED);
  // One address floods first: 30 of its 200 are stored, and only those count site-wide.
  const flood = await Promise.all(Array.from({ length: 200 }, () => post(oneValue("203.0.113.200"))));
  assert.equal(flood.filter((a) => a.status === 204).length, 30);

  // Then 24 visitors' addresses send 20 each, all at once: 470 of the 480 fit in the kind's hour.
  const visitors = Array.from({ length: 24 }, (_, i) => `198.51.100.${i + 10}`);
  const answers = await Promise.all(visitors.flatMap((a) => Array.from({ length: 20 }, () => post(oneValue(a)))));
  assert.equal(answers.filter((a) => a.status === 204).length, 470);
  const refused = answers.filter((a) => a.status === 429);
  assert.equal(refused.length, 10);
  assert.ok(refused.every((a) => Number(a.headers.get("retry-after")) > 0));
  assert.equal(await getDb().webVitalSample.count({ where: { pageKind: "/services" } }), 500);

  // Another page kind has room of its own.
  assert.equal((await post(oneValue("198.51.100.10", "/about"))).status, 204);
});

test("two beacons of one page view keep one row per metric, with the later beacon's value, in whichever order they arrive", async () => {
  const post = await handlerAt(FIXED);
  const view = newView();
  const first = { ...BEACON, pageView: view, beacon: 1 };
  // web-vitals reports CLS and INP again, as whole values, when the page is hidden a second time.
  const second = {
    ...BEACON,
    pageView: view,
    beacon: 2,
    metrics: [
      { name: "CLS", value: 0.2 },
      { name: "INP", value: 340 },
    ],
  };
  assert.equal((await post(beacon(JSON.stringify(first)))).status, 204);
  assert.equal((await post(beacon(JSON.stringify(second)))).status, 204);
  // The first beacon once more (a retry that arrived late) changes nothing.
  assert.equal((await post(beacon(JSON.stringify(first)))).status, 204);

  const rows = await getDb().webVitalSample.findMany({ orderBy: { metric: "asc" } });
  assert.deepEqual(
    rows.map((r) => [r.metric, r.value, r.beacon]),
    [
      ["CLS", 0.2, 2],
      ["FCP", 1200, 1],
      ["INP", 340, 2],
      ["LCP", 2310.5, 1],
      ["TTFB", 140.2, 1],
    ],
  );
  assert.equal(await getDb().webVitalPageView.count(), 1);
  // The row keeps the moment of the view's first value.
  assert.ok(rows.every((r) => r.createdAt.getTime() === FIXED.getTime()));
});

test("two beacons of one page view sent in parallel: one row per metric with the later value, for each of 25 views at once", async () => {
  const post = await handlerAt(FIXED);
  const views = Array.from({ length: 25 }, (_, i) => ({ id: newView(), address: `192.0.2.${i + 1}` }));
  const requests = views.flatMap(({ id, address }, i) => {
    const earlier = {
      ...BEACON,
      pageView: id,
      beacon: 1,
      metrics: [
        { name: "CLS", value: 0.05 },
        { name: "LCP", value: 1000 + i },
      ],
    };
    const later = { ...BEACON, pageView: id, beacon: 2, metrics: [{ name: "CLS", value: 0.5 }] };
    // Half the pairs sent later-first: the order they are written in must not matter.
    const pair = [beacon(JSON.stringify(earlier), {}, address), beacon(JSON.stringify(later), {}, address)];
    return i % 2 === 0 ? pair : pair.reverse();
  });
  const answers = await Promise.all(requests.map((r) => post(r)));
  assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([204]));

  assert.equal(await getDb().webVitalPageView.count(), 25);
  assert.equal(await getDb().webVitalSample.count({ where: { metric: "CLS" } }), 25);
  assert.equal(await getDb().webVitalSample.count({ where: { metric: "CLS", value: 0.5 } }), 25);
  assert.equal(await getDb().webVitalSample.count({ where: { metric: "LCP" } }), 25);
  assert.equal(await stored(), 50);
});

test("a page view's hash is cleared by the first write more than 23 hours after it was stored, with no scheduled job", async () => {
  const HOUR = 3_600_000;
  const T0 = FIXED.getTime();
  const send = async (at: number, view: string, pageKind = "/faq") => {
    const post = await handlerAt(new Date(at));
    const answer = await post(
      beacon(JSON.stringify({ ...BEACON, pageView: view, pageKind, metrics: [{ name: "CLS", value: 0.01 }] })),
    );
    assert.equal(answer.status, 204);
  };
  const linked = async () =>
    (
      await getDb().webVitalSample.findMany({
        where: { pageViewId: { not: null } },
        select: { pageKind: true },
        orderBy: { pageKind: "asc" },
      })
    ).map((r) => r.pageKind);

  const old = newView();
  await send(T0, old, "/about");
  // Exactly 23 hours later it is still a page view that can be counted once.
  await send(T0 + 23 * HOUR, newView(), "/blog");
  assert.deepEqual(await linked(), ["/about", "/blog"]);
  assert.equal(await getDb().webVitalPageView.count(), 2);

  // A millisecond past 23 hours, the next beacon of any page clears it; its value stays.
  await send(T0 + 23 * HOUR + 1, newView(), "/contact");
  assert.deepEqual(await linked(), ["/blog", "/contact"]);
  assert.equal(
    await getDb().webVitalPageView.count({ where: { hash: createHash("sha256").update(old).digest("hex") } }),
    0,
  );
  assert.equal(await getDb().webVitalSample.count({ where: { pageKind: "/about", pageViewId: null } }), 1);
  assert.equal(await stored(), 3);
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
