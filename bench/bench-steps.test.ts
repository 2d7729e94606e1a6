/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type autocannon from "autocannon";
import { VITALS_PATH, VITALS_STARTED_MARK } from "../lib/browser/vitals-report";
import { isFormChecksScript, isMeasurementScript, sortScripts } from "./js-budget";
import { settle } from "./lighthouse";
import { summarizeSlices } from "./load";

/** A slice as autocannon reports it: only the fields summarize() reads. */
function slice(o: {
  requests: number;
  duration: number;
  p50: number;
  p99: number;
  max: number;
  non2xx?: number;
  errors?: number;
}) {
  return {
    url: "http://127.0.0.1/x",
    duration: o.duration,
    connections: 50,
    requests: { total: o.requests, average: o.requests / o.duration },
    latency: { p50: o.p50, p90: o.p50 + 1, p99: o.p99, max: o.max },
    statusCodeStats: {
      "200": { count: o.requests - (o.non2xx ?? 0) },
      ...(o.non2xx ? { "503": { count: o.non2xx } } : {}),
    },
    "2xx": o.requests - (o.non2xx ?? 0),
    non2xx: o.non2xx ?? 0,
    errors: o.errors ?? 0,
    timeouts: 0,
    throughput: { total: o.requests * 1000 },
  } as unknown as autocannon.Result;
}

describe("summarizeSlices", () => {
  it("sums requests and errors over the slices, and takes each latency figure as the slices' median", () => {
    const s = summarizeSlices("Blog post", "cache", [
      slice({ requests: 50_000, duration: 5, p50: 3, p99: 7, max: 40 }),
      slice({ requests: 40_000, duration: 5, p50: 4, p99: 30, max: 90, non2xx: 2 }),
      slice({ requests: 55_000, duration: 5, p50: 3, p99: 6, max: 20, errors: 1 }),
    ]);
    expect(s.requests).toBe(145_000);
    expect(s.durationS).toBe(15);
    expect(s.rps).toBeCloseTo(9666.7, 1);
    expect(s.p99).toBe(7);
    expect(s.p50).toBe(3);
    expect(s.max).toBe(90);
    expect(s.totalErrors).toBe(3);
    expect(s.statusCodes).toEqual({ "200": 144_998, "503": 2 });
    expect(s.bytesPerResponse).toBe(1000);
  });

  it("takes the mean of the two middle slices when their number is even", () => {
    const s = summarizeSlices("Home", "nginx", [
      slice({ requests: 10, duration: 5, p50: 1, p99: 6, max: 9 }),
      slice({ requests: 10, duration: 5, p50: 1, p99: 9, max: 9 }),
    ]);
    expect(s.p99).toBe(7.5);
  });
});

describe("settle", () => {
  let server: Server;
  let base: string;
  /** What the next answers of /page say, one per request; "" sends no cache header. */
  let script: { status: number; cache: string }[] = [];
  let asked = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      const step = script[Math.min(asked++, script.length - 1)]!;
      res.statusCode = step.status;
      if (step.cache) res.setHeader("x-nextjs-cache", step.cache);
      res.end("<p>page</p>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    asked = 0;
  });

  it("asks again while the page is being regenerated, and says how many answers were not fresh", async () => {
    script = [
      { status: 200, cache: "STALE" },
      { status: 200, cache: "STALE" },
      { status: 200, cache: "HIT" },
    ];
    await expect(settle(`${base}/page`)).resolves.toBe(2);
    expect(asked).toBe(3);
  });

  it("is done at once for a page served from the cache or rendered per request", async () => {
    script = [{ status: 200, cache: "HIT" }];
    await expect(settle(`${base}/page`)).resolves.toBe(0);
    script = [{ status: 200, cache: "" }];
    await expect(settle(`${base}/page`)).resolves.toBe(0);
    expect(asked).toBe(2);
  });

  it("fails on a page that does not answer 200", async () => {
    script = [{ status: 500, cache: "" }];
    await expect(settle(`${base}/page`)).rejects.toThrow(/answered 500/);
  });
});

describe("the JavaScript budget's sorting of a page's scripts", () => {
  const at = (path: string, bytes: number, measurement = false, formChecks = false) => ({
    url: `http://127.0.0.1:3900${path}`,
    bytes,
    encoding: "gzip",
    measurement,
    formChecks,
  });
  const html = '<script src="/_next/static/chunks/framework.js"></script>"static/chunks/page-own.js"';

  it("counts the real-user measurement's scripts in the page's own, though its HTML names neither", () => {
    const sorted = sortScripts(
      html,
      [
        at("/_next/static/chunks/framework.js", 50_000),
        at("/_next/static/chunks/page-own.js", 4_000),
        at("/_next/static/chunks/vitals-report.js", 1_500, true),
        at("/_next/static/chunks/web-vitals.js", 2_500, true),
        at("/_next/static/chunks/linked-route.js", 9_000),
      ],
      new Set(["/_next/static/chunks/framework.js"]),
    );
    const names = (list: { url: string }[]) => list.map((s) => new URL(s.url).pathname.split("/").at(-1));
    expect(names(sorted.own)).toEqual(["page-own.js", "vitals-report.js", "web-vitals.js"]);
    expect(names(sorted.measurement)).toEqual(["vitals-report.js", "web-vitals.js"]);
    expect(names(sorted.shared)).toEqual(["framework.js"]);
    expect(names(sorted.prefetched)).toEqual(["linked-route.js"]);
  });

  it("knows the measurement's code by what it contains", () => {
    expect(isMeasurementScript(`navigator.sendBeacon("${VITALS_PATH}",b)`)).toBe(true);
    // The layout's loader names the reporter's marks too; it is shared, not the measurement.
    expect(isMeasurementScript(`performance.mark("${VITALS_STARTED_MARK}")`)).toBe(false);
    expect(
      isMeasurementScript('new PerformanceObserver(cb).observe({type:"largest-contentful-paint",buffered:!0})'),
    ).toBe(true);
    expect(isMeasurementScript("function Page(){return null}")).toBe(false);
  });

  it("counts a visitor form's checks in the page's own when the page loaded them, though its HTML names them not", () => {
    const sorted = sortScripts(
      html,
      [
        at("/_next/static/chunks/framework.js", 50_000),
        at("/_next/static/chunks/page-own.js", 4_000),
        at("/_next/static/chunks/react-hook-form.js", 12_000, false, true),
        at("/_next/static/chunks/linked-route.js", 9_000),
      ],
      new Set(["/_next/static/chunks/framework.js"]),
    );
    const names = (list: { url: string }[]) => list.map((s) => new URL(s.url).pathname.split("/").at(-1));
    expect(names(sorted.own)).toEqual(["page-own.js", "react-hook-form.js"]);
    expect(names(sorted.formChecks)).toEqual(["react-hook-form.js"]);
    expect(names(sorted.prefetched)).toEqual(["linked-route.js"]);
    expect(isFormChecksScript('useForm({resolver:r,mode:"onTouched"})')).toBe(true);
    expect(isFormChecksScript("function Page(){return null}")).toBe(false);
  });
});
