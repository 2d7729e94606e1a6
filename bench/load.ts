/**
 * Load benchmark: autocannon on loopback, 20 s at 50 connections, against a running
 * `next start`, and the same prerendered HTML served by Debian's nginx as the ceiling.
 *
 *   npx tsx bench/load.ts http://localhost:3400
 *
 * The server must be a production build started with a throwaway PostgreSQL database and a large
 * RATE_LIMIT_SCALE (e.g. 100000), so no limit refuses a request; DATABASE_URL in this process's
 * environment must name the same database (the contact rows are counted in it afterwards).
 *
 * Targets: every page and POST /api/contact (each message with an X-Forwarded-For of its own), each
 * 20 s × 50 connections after a short warm-up;
 * the pages again against nginx serving the files `next build` prerendered (.next/server/app), and
 * through the production guide's nginx (docs/deploy/nginx.conf, its page cache in front of the same
 * `next start`): at least half the ceiling's requests per second with a p99 at most 1.5 × its,
 * the two measured in alternating slices of their run time (runSideBySide).
 * Both servers get the same request headers (Accept-Encoding: gzip, as every browser sends):
 * `next start` compresses each answer on the fly (its built-in gzip), nginx serves the files
 * gzipped once ahead of time (gzip_static), as a CDN would.
 *
 * Writes bench/.out/load.json and prints a Markdown section on stdout (progress on stderr).
 * Environment knobs: BENCH_DURATION (s, 20), BENCH_CONNECTIONS (50), BENCH_WARMUP (s, 3),
 * BENCH_SLICES (4, even), BENCH_NGINX_PORT (3480), BENCH_NEXT_DIR (the project, for .next; the working directory).
 */
import autocannon from "autocannon";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { filesUnder } from "./files";
import { median } from "./stats";
import { SEED_BLOG_POSTS } from "@/content/seed/blog-posts";
import { siteConfig, startNginx as startSiteNginx } from "../tests/e2e/helpers/nginx";

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
/** The ceiling and the page cache share their run time in this many alternating slices (below). */
const SLICES = Math.max(2, Math.round(Number(process.env.BENCH_SLICES ?? 4) / 2) * 2);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3480);
/** The production guide's nginx with its page cache, and its purge door. */
const CACHE_PORT = NGINX_PORT + 1;
const CACHE_PURGE_PORT = NGINX_PORT + 2;
const PROJECT = path.resolve(process.env.BENCH_NEXT_DIR ?? process.cwd());
const OUT_DIR = path.join(PROJECT, "bench", ".out");
/** The same on both servers; a browser always offers gzip. */
const REQUEST_HEADERS = { "accept-encoding": "gzip", accept: "text/html" };

export const P99_TARGET_MS = 100;
/** Through the page cache: at least this share of the ceiling's requests per second... */
export const CACHE_RPS_SHARE = 0.5;
/** ...with a p99 at most this multiple of the ceiling's. */
export const CACHE_P99_FACTOR = 1.5;
export const CONTACT_RPS_TARGET = 200;

export interface PageTarget {
  name: string;
  path: string;
}

export function pageTargets(): PageTarget[] {
  const first = SEED_BLOG_POSTS[0];
  if (!first) throw new Error("no seeded blog post");
  return [
    { name: "Home", path: "/" },
    { name: "Location page", path: "/locations/markham" },
    { name: "Service by location", path: "/services/managed-it/markham" },
    { name: "Blog post", path: `/blog/${first.slug}` },
  ];
}

export interface RunSummary {
  target: string;
  server: "next" | "nginx" | "cache";
  url: string;
  method: "GET" | "POST";
  durationS: number;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  status2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** non2xx + errors (timeouts are among the errors). */
  totalErrors: number;
  bytesPerResponse: number;
  statusCodes: Record<string, number>;
}

const log = (message: string) => process.stderr.write(`[bench:load] ${message}\n`);

function summarize(
  target: string,
  server: RunSummary["server"],
  method: RunSummary["method"],
  r: autocannon.Result,
): RunSummary {
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  return {
    target,
    server,
    url: r.url,
    method,
    durationS: r.duration,
    connections: r.connections,
    requests: r.requests.total,
    rps: Math.round(r.requests.average * 10) / 10,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    status2xx: r["2xx"],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    // autocannon's errors include its timeouts.
    totalErrors: r.non2xx + r.errors,
    bytesPerResponse: r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0,
    statusCodes,
  };
}

function fire(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function runGet(url: string): Promise<autocannon.Result> {
  if (WARMUP > 0) await fire({ url, connections: 10, duration: WARMUP, headers: REQUEST_HEADERS });
  return fire({ url, connections: CONNECTIONS, duration: DURATION, headers: REQUEST_HEADERS });
}

/**
 * Two servers measured side by side: after a warm-up each, DURATION seconds apiece, cut into
 * SLICES slices taken in the order A B B A A B B A…, so a stretch of the host being busy (a
 * shared virtual machine's neighbours, a timer on this machine) falls on both alike. Tails of a
 * few milliseconds are what is compared here; two 20 s runs one after the other differed by
 * more than that on their own.
 */
async function runSideBySide(a: string, b: string): Promise<[autocannon.Result[], autocannon.Result[]]> {
  if (WARMUP > 0)
    for (const url of [a, b]) await fire({ url, connections: 10, duration: WARMUP, headers: REQUEST_HEADERS });
  const slice = DURATION / SLICES;
  const out: [autocannon.Result[], autocannon.Result[]] = [[], []];
  for (let i = 0; i < SLICES; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order)
      out[which]!.push(
        await fire({ url: which === 0 ? a : b, connections: CONNECTIONS, duration: slice, headers: REQUEST_HEADERS }),
      );
  }
  return out;
}

/**
 * One summary of a server's slices: requests, errors and bytes summed, requests per second over
 * the slices' whole time, and each latency figure the median of the slices' own (autocannon
 * gives each run's percentiles, not its samples). The ceiling's and the cache's are taken alike.
 */
export function summarizeSlices(
  target: string,
  server: RunSummary["server"],
  results: autocannon.Result[],
): RunSummary {
  const parts = results.map((r) => summarize(target, server, "GET", r));
  const sum = (pick: (x: RunSummary) => number) => parts.reduce((total, x) => total + pick(x), 0);
  const mid = (pick: (x: RunSummary) => number) => median(parts.map(pick));
  const durationS = sum((x) => x.durationS);
  const statusCodes: Record<string, number> = {};
  for (const part of parts)
    for (const [code, count] of Object.entries(part.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const requests = sum((x) => x.requests);
  const bytes = sum((x) => x.bytesPerResponse * x.requests);
  return {
    ...parts[0]!,
    durationS,
    requests,
    rps: durationS > 0 ? Math.round((requests / durationS) * 10) / 10 : 0,
    p50: mid((x) => x.p50),
    p90: mid((x) => x.p90),
    p99: mid((x) => x.p99),
    max: Math.max(...parts.map((x) => x.max)),
    status2xx: sum((x) => x.status2xx),
    non2xx: sum((x) => x.non2xx),
    errors: sum((x) => x.errors),
    timeouts: sum((x) => x.timeouts),
    totalErrors: sum((x) => x.totalErrors),
    bytesPerResponse: requests > 0 ? Math.round(bytes / requests) : 0,
    statusCodes,
  };
}

/** One GET, to check a target answers 200 before loading it. */
async function probe(url: string): Promise<{ status: number; bytes: number; encoding: string | null }> {
  const response = await fetch(url, { headers: REQUEST_HEADERS, redirect: "manual" });
  const body = await response.arrayBuffer();
  return { status: response.status, bytes: body.byteLength, encoding: response.headers.get("content-encoding") };
}

// ---------------------------------------------------------------- nginx (the ceiling)

function run(cmd: string, args: string[]): void {
  execFileSync(cmd, args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/**
 * Debian's nginx, installed when missing. The package's postinst starts the default site on
 * port 80 unless a policy-rc.d forbids it; we forbid it for the install when no policy exists,
 * and stop a default instance if one runs anyway. We never use the package's service.
 */
export function ensureNginx(): string {
  const binary = "/usr/sbin/nginx";
  if (existsSync(binary)) return binary;
  log("nginx missing: installing Debian's package");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const exec = (args: string[]) =>
    sudo.length ? run(sudo[0]!, [...sudo.slice(1), ...args]) : run(args[0]!, args.slice(1));
  const policy = "/usr/sbin/policy-rc.d";
  const addedPolicy = !existsSync(policy);
  if (addedPolicy) exec(["sh", "-c", `printf '#!/bin/sh\\nexit 101\\n' > ${policy} && chmod +x ${policy}`]);
  try {
    exec(["apt-get", "update", "-qq"]);
    exec(["apt-get", "install", "-y", "-qq", "nginx"]);
  } finally {
    if (addedPolicy) exec(["rm", "-f", policy]);
  }
  // In case the default service came up regardless (a systemd host ignores policy-rc.d).
  try {
    exec([
      "sh",
      "-c",
      "(command -v systemctl >/dev/null && systemctl stop nginx && systemctl disable nginx) >/dev/null 2>&1 || true; [ -f /run/nginx.pid ] && /usr/sbin/nginx -s quit || true",
    ]);
  } catch {
    // nothing was running
  }
  if (!existsSync(binary)) throw new Error("nginx could not be installed");
  return binary;
}

/** Where `next build` wrote a prerendered page: .next/server/app/<path>.html, route groups dropped. */
export function findPrerendered(appDir: string, pagePath: string): string | null {
  const want = pagePath === "/" ? "index.html" : `${pagePath.replace(/^\//, "")}.html`;
  for (const { full, entry } of filesUnder(appDir)) {
    if (!entry.name.endsWith(".html")) continue;
    const rel = path
      .relative(appDir, full)
      .split(path.sep)
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .join("/");
    if (rel === want) return full;
  }
  return null;
}

export interface Nginx {
  baseUrl: string;
  root: string;
  stop: () => Promise<void>;
}

export async function startNginx(binary: string, files: { pagePath: string; file: string }[]): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  // Started as root, nginx's workers run as an unprivileged user: they must be able to read.
  chmodSync(prefix, 0o755);
  const root = path.join(prefix, "root");
  for (const { pagePath, file } of files) {
    const dest = path.join(root, pagePath === "/" ? "index.html" : `${pagePath.replace(/^\//, "")}.html`);
    mkdirSync(path.dirname(dest), { recursive: true });
    copyFileSync(file, dest);
    // Compressed once, ahead of time, as a CDN or nginx's gzip_static serves static HTML.
    writeFileSync(`${dest}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  }
  for (const d of ["logs", "body", "proxy", "fastcgi", "uwsgi", "scgi"])
    mkdirSync(path.join(prefix, d), { recursive: true });
  // Two workers for two cores (next start is one process; this is the ceiling). The HTML is
  // served precompressed (gzip_static), the way static files are best served; on-the-fly gzip
  // stays on for anything without a .gz beside it.
  const conf = `
worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; }
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  gzip_static on;
  gzip on;
  gzip_min_length 1024;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html $uri =404; }
  }
}
`;
  const confFile = path.join(prefix, "nginx.conf");
  writeFileSync(confFile, conf);
  execFileSync(binary, ["-t", "-q", "-c", confFile, "-p", prefix], { stdio: "inherit" });
  const child: ChildProcess = spawn(binary, ["-c", confFile, "-p", prefix], { stdio: ["ignore", "ignore", "inherit"] });
  const baseUrl = `http://127.0.0.1:${NGINX_PORT}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(baseUrl + "/");
      break;
    } catch {
      if (i > 50 || child.exitCode !== null) throw new Error(`nginx did not start on port ${NGINX_PORT}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    baseUrl,
    root,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGQUIT");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- POST /api/contact

export interface ContactCheck {
  runId: string;
  answered2xx: number;
  stored: number;
  answeredButMissing: number;
  deliveryRows: number;
}

async function runContact(baseUrl: string): Promise<{ summary: RunSummary; check: ContactCheck }> {
  const runId = `bench-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
  let counter = 0;
  const answered: string[] = [];
  const body = (marker: string) =>
    JSON.stringify({
      name: "Load Bench",
      email: "load.bench@example.com",
      phone: "416-555-0100",
      practice: "Benchmark Dental",
      service: "",
      message: `Load benchmark message ${marker}: please ignore, this row was written by bench/load.ts.`,
      sourcePath: "/contact",
    });
  const makeRequests = (record: boolean): autocannon.Request[] => [
    {
      method: "POST",
      path: "/api/contact",
      setupRequest: (request, context) => {
        const n = ++counter;
        const marker = record ? `${runId}-${n}` : `warmup-${runId}-${n}`;
        (context as { marker?: string }).marker = marker;
        // Every message from an address of its own, as many visitors send them (no per-address
        // limit is what is measured): 10.x.y.z counts through 16 million addresses.
        const forwardedFor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        return { ...request, body: body(marker), headers: { ...request.headers, "x-forwarded-for": forwardedFor } };
      },
      onResponse: (status, _body, context) => {
        if (record && status >= 200 && status < 300) answered.push((context as { marker: string }).marker);
      },
    },
  ];
  const headers = { "content-type": "application/json", "accept-encoding": "gzip", accept: "application/json" };
  const url = `${baseUrl}/api/contact`;
  if (WARMUP > 0) await fire({ url, connections: 10, duration: WARMUP, headers, requests: makeRequests(false) });
  const result = await fire({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    requests: makeRequests(true),
  });
  const summary = summarize("POST /api/contact", "next", "POST", result);

  // Requests still in flight when autocannon stopped may be stored without an answer counted:
  // wait for them (and the after() delivery writes) before counting.
  await new Promise((r) => setTimeout(r, 3000));
  // Loaded here, so the scripts that import this file for its helpers need no database.
  const { openDatabase } = await import("./database");
  const db = openDatabase();
  try {
    // Only the measured run's rows: the warm-up's markers start "warmup-" and are left out.
    const rows = await db.contactMessage.findMany({
      where: { message: { contains: `message ${runId}-` } },
      select: { id: true, message: true },
    });
    const storedMarkers = new Set<string>();
    const ids = new Set<number>();
    let [minId, maxId] = [Infinity, -Infinity];
    for (const row of rows) {
      const m = /message (bench-[a-z0-9]+-[0-9a-f]+-\d+)/.exec(row.message);
      if (m?.[1]) storedMarkers.add(m[1]);
      ids.add(row.id);
      minId = Math.min(minId, row.id);
      maxId = Math.max(maxId, row.id);
    }
    const missing = answered.filter((m) => !storedMarkers.has(m)).length;
    // The delivery rows of the run's messages: read by the messages' id range, then matched by id.
    const inRange = ids.size
      ? await db.delivery.findMany({
          where: {
            relatedType: "ContactMessage",
            relatedId: { gte: minId, lte: maxId },
          },
          select: { relatedId: true },
        })
      : [];
    return {
      summary,
      check: {
        runId,
        answered2xx: answered.length,
        stored: storedMarkers.size,
        answeredButMissing: missing,
        deliveryRows: inRange.filter((o) => ids.has(o.relatedId!)).length,
      },
    };
  } finally {
    await db.$disconnect();
  }
}

// ---------------------------------------------------------------- report

export interface LoadReport {
  date: string;
  machine: { cpus: number; cpuModel: string; memGiB: number; node: string; platform: string; loadAverage1m: number };
  commit: string;
  settings: {
    durationS: number;
    connections: number;
    warmupS: number;
    /** Alternating slices the ceiling's and the page cache's run time is cut into. */
    slices: number;
    headers: Record<string, string>;
    nextUrl: string;
    nginxUrl: string;
  };
  pages: {
    target: string;
    path: string;
    next: RunSummary;
    nginx: RunSummary;
    /** Through docs/deploy/nginx.conf in front of the same next start. */
    cache: RunSummary;
    cacheRpsShare: number;
    cacheP99Factor: number;
    meetsCache: boolean;
    htmlBytes: number;
    /** Content-Encoding each server answered with (the same request headers to both). */
    encoding: { next: string; nginx: string };
    rpsRatio: number;
    p99Ratio: number;
    meetsP99: boolean;
  }[];
  contact: RunSummary & { check: ContactCheck; meetsRps: boolean; allStored: boolean };
  targetsMet: boolean;
}

function gitCommit(): string {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: PROJECT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: PROJECT,
      encoding: "utf8",
    }).trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return "unknown";
  }
}

export function machine(): LoadReport["machine"] {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    // Other work on the machine skews every number; recorded so a reader can tell.
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}

const ms = (n: number) => `${n}`;

export function markdown(report: LoadReport): string {
  const lines: string[] = [];
  const m = report.machine;
  lines.push("## Load", "");
  lines.push(
    `${report.date}, commit ${report.commit}; ${m.cpus} × ${m.cpuModel}, ${m.memGiB} GiB, Node ${m.node}, load average ${m.loadAverage1m} at the start. autocannon on loopback, ` +
      `${report.settings.durationS} s at ${report.settings.connections} connections per target (after a ${report.settings.warmupS} s warm-up at 10), ` +
      `load generator and server on the same ${m.cpus} cores. Both servers get the same headers (` +
      `${Object.entries(report.settings.headers)
        .map(([k, v]) => `\`${k}: ${v}\``)
        .join(", ")}); what each answered is under the table. ` +
      "`next start` is one Node process with a throwaway database on Debian's PostgreSQL and `RATE_LIMIT_SCALE=100000`, no `RESEND_API_KEY` (e-mails only kept as delivery rows); " +
      "the ceiling is Debian's nginx (2 workers) serving the HTML files `next build` prerendered, gzipped ahead of time (`gzip_static`); " +
      "the production path is the production guide's `docs/deploy/nginx.conf` (2 workers, its page cache filled by the warm-up) in front of the same `next start`. " +
      `The ceiling and the page cache are measured side by side: their ${report.settings.durationS} s each run in ${report.settings.slices} alternating slices (A B B A…); ` +
      "their req/s is over all their slices, their latencies the median of their slices'.",
    "",
  );
  lines.push("| Target | Server | req/s | p50 ms | p99 ms | errors | ours/ceiling req/s | ours/ceiling p99 | target |");
  lines.push("|---|---|---:|---:|---:|---:|---:|---:|---|");
  for (const p of report.pages) {
    lines.push(
      `| ${p.target} \`${p.path}\` | nginx page cache → next start (the production guide's set-up) | ${p.cache.rps} | ${ms(p.cache.p50)} | ${ms(p.cache.p99)} | ${p.cache.totalErrors} | ${p.cacheRpsShare.toFixed(2)} | ${p.cacheP99Factor.toFixed(2)} | ≥ ${CACHE_RPS_SHARE} and ≤ ${CACHE_P99_FACTOR}: ${p.meetsCache ? "met" : "**missed**"} |`,
    );
    lines.push(
      `| | next start alone | ${p.next.rps} | ${ms(p.next.p50)} | ${ms(p.next.p99)} | ${p.next.totalErrors} | ${p.rpsRatio.toFixed(2)} | ${p.p99Ratio.toFixed(2)} | (p99 < ${P99_TARGET_MS} ms: ${p.meetsP99 && p.next.totalErrors === 0 ? "met" : "missed"}) |`,
    );
    lines.push(
      `| | nginx static files (ceiling) | ${p.nginx.rps} | ${ms(p.nginx.p50)} | ${ms(p.nginx.p99)} | ${p.nginx.totalErrors} | | | |`,
    );
  }
  const c = report.contact;
  lines.push(
    `| POST \`/api/contact\` | next start | ${c.rps} | ${ms(c.p50)} | ${ms(c.p99)} | ${c.totalErrors} | (no ceiling) | ≥ 200 req/s: ${c.meetsRps && c.totalErrors === 0 ? "met" : "**missed**"} |`,
    "",
  );
  lines.push(
    `Contact messages: ${c.check.answered2xx} answered 2xx, ${c.check.stored} rows of this run stored in ContactMessage, ` +
      `${c.check.answeredButMissing} answered but not stored${c.check.answeredButMissing === 0 ? " (every answered submission is stored)" : " (**lost**)"}; ` +
      `${c.check.deliveryRows} delivery rows for them (written in the message's own transaction). ` +
      `Rows beyond the 2xx count are requests still in flight when autocannon stopped.`,
    "",
  );
  lines.push(
    "Bytes per response (Content-Encoding): " +
      report.pages
        .map(
          (p) =>
            `${p.path} next ${p.next.bytesPerResponse} (${p.encoding.next}), nginx ${p.nginx.bytesPerResponse} (${p.encoding.nginx}), HTML ${p.htmlBytes} uncompressed`,
        )
        .join("; ") +
      ".",
    "",
  );
  lines.push(`All load targets met: ${report.targetsMet ? "yes" : "**no**"}.`, "");
  return lines.join("\n");
}

export async function main(baseUrlArg = process.argv[2]): Promise<LoadReport> {
  const startMachine = machine();
  const baseUrl = (baseUrlArg ?? process.env.BENCH_BASE_URL ?? "").replace(/\/+$/, "");
  if (!baseUrl) throw new Error("usage: npx tsx bench/load.ts http://localhost:3400 (a running next start)");
  const targets = pageTargets();
  const appDir = path.join(PROJECT, ".next", "server", "app");
  const files = targets.map((t) => {
    const file = findPrerendered(appDir, t.path);
    if (!file) throw new Error(`no prerendered HTML for ${t.path} under ${appDir}: is this a production build?`);
    return { pagePath: t.path, file };
  });
  const nextEncoding = new Map<string, string>();
  for (const t of targets) {
    const p = await probe(baseUrl + t.path);
    if (p.status !== 200) throw new Error(`${t.path} answered ${p.status} on ${baseUrl}`);
    nextEncoding.set(t.path, p.encoding ?? "identity");
  }
  // Fails now, not after the whole run, when the stored rows could not be counted.
  (await import("./database")).benchDatabaseUrl();

  const nginxBinary = ensureNginx();
  const nginx = await startNginx(nginxBinary, files);
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), "bench-page-cache-"));
  // nginx's workers run as an unprivileged user when the bench runs as root.
  chmodSync(cacheDir, 0o777);
  const upstream = new URL(baseUrl);
  const cache = await startSiteNginx({
    workers: 2,
    upstreams: {},
    listeners: [],
    site: {
      config: siteConfig({
        servers: [`${upstream.hostname === "localhost" ? "127.0.0.1" : upstream.hostname}:${upstream.port}`],
        port: CACHE_PORT,
        purgePort: CACHE_PURGE_PORT,
        cacheDir,
      }),
      ports: [CACHE_PORT, CACHE_PURGE_PORT],
    },
  });
  const cacheUrl = cache.urls[0]!;
  const pages: LoadReport["pages"] = [];
  try {
    for (const t of targets) {
      const check = await probe(nginx.baseUrl + t.path);
      if (check.status !== 200) throw new Error(`nginx answered ${check.status} for ${t.path}`);
      log(`${t.path}: next start`);
      const next = summarize(t.name, "next", "GET", await runGet(baseUrl + t.path));
      log(`${t.path}: nginx and the nginx page cache in front of next start, in alternating slices`);
      const [ceilingSlices, cacheSlices] = await runSideBySide(nginx.baseUrl + t.path, cacheUrl + t.path);
      const ceiling = summarizeSlices(t.name, "nginx", ceilingSlices);
      const cached = summarizeSlices(t.name, "cache", cacheSlices);
      const cacheRpsShare = ceiling.rps > 0 ? cached.rps / ceiling.rps : 0;
      const cacheP99Factor = ceiling.p99 > 0 ? cached.p99 / ceiling.p99 : 0;
      pages.push({
        target: t.name,
        path: t.path,
        next,
        nginx: ceiling,
        cache: cached,
        cacheRpsShare,
        // A p99 within 1 ms of the ceiling's meets the factor whatever the ratio of two tiny numbers.
        cacheP99Factor,
        meetsCache:
          cached.totalErrors === 0 &&
          cacheRpsShare >= CACHE_RPS_SHARE &&
          (cacheP99Factor <= CACHE_P99_FACTOR || cached.p99 <= ceiling.p99 + 1),
        htmlBytes: readFileSync(files.find((f) => f.pagePath === t.path)!.file).byteLength,
        encoding: { next: nextEncoding.get(t.path) ?? "identity", nginx: check.encoding ?? "identity" },
        rpsRatio: ceiling.rps > 0 ? next.rps / ceiling.rps : 0,
        p99Ratio: ceiling.p99 > 0 ? next.p99 / ceiling.p99 : 0,
        meetsP99: next.p99 < P99_TARGET_MS,
      });
    }
  } finally {
    await nginx.stop();
    await cache.stop();
    rmSync(cacheDir, { recursive: true, force: true });
  }

  log("POST /api/contact: next start");
  const { summary, check } = await runContact(baseUrl);
  const contact = {
    ...summary,
    check,
    meetsRps: summary.rps >= CONTACT_RPS_TARGET,
    allStored: check.answeredButMissing === 0 && check.stored >= check.answered2xx,
  };
  const report: LoadReport = {
    date: new Date().toISOString(),
    machine: startMachine,
    commit: gitCommit(),
    settings: {
      durationS: DURATION,
      connections: CONNECTIONS,
      warmupS: WARMUP,
      slices: SLICES,
      headers: REQUEST_HEADERS,
      nextUrl: baseUrl,
      nginxUrl: nginx.baseUrl,
    },
    pages,
    contact,
    targetsMet: pages.every((p) => p.meetsCache) && contact.meetsRps && contact.allStored && contact.totalErrors === 0,
  };
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(path.join(OUT_DIR, "load.json"), JSON.stringify(report, null, 2) + "\n");
  process.stdout.write(markdown(report) + "\n");
  return report;
}

/**
 * `npx tsx bench/load.ts <base URL> --contact-only <label>`: only the POST /api/contact run, on a
 * server started with another database engine (bench/run.sh: the embedded server beside Debian's
 * PostgreSQL). Prints one table row and the stored-rows check, and keeps contact-<label>.json.
 */
export async function contactOnly(baseUrlArg: string, label: string): Promise<void> {
  const baseUrl = baseUrlArg.replace(/\/+$/, "");
  (await import("./database")).benchDatabaseUrl();
  log(`POST /api/contact: next start on ${label}`);
  const { summary, check } = await runContact(baseUrl);
  const allStored = check.answeredButMissing === 0 && check.stored >= check.answered2xx;
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(
    path.join(OUT_DIR, `contact-${label.replace(/[^a-z0-9]+/gi, "-")}.json`),
    JSON.stringify(
      { date: new Date().toISOString(), machine: machine(), commit: gitCommit(), summary, check },
      null,
      2,
    ) + "\n",
  );
  const lines = [
    `### POST \`/api/contact\` on ${label}`,
    "",
    `The same build, settings and run (${DURATION} s at ${CONNECTIONS} connections after a ${WARMUP} s warm-up), one \`next start\`, its database on ${label}.`,
    "",
    "| Target | Server | req/s | p50 ms | p99 ms | errors |",
    "|---|---|---:|---:|---:|---:|",
    `| POST \`/api/contact\` | next start | ${summary.rps} | ${ms(summary.p50)} | ${ms(summary.p99)} | ${summary.totalErrors} |`,
    "",
    `Contact messages: ${check.answered2xx} answered 2xx, ${check.stored} rows of this run stored, ` +
      `${check.answeredButMissing} answered but not stored${allStored ? " (every answered submission is stored)" : " (**lost**)"}; ` +
      `${check.deliveryRows} delivery rows for them.`,
    "",
  ];
  process.stdout.write(lines.join("\n") + "\n");
}

if (require.main === module && process.argv[3] === "--contact-only") {
  contactOnly(process.argv[2] ?? "", process.argv[4] ?? "another engine").catch((error: unknown) => {
    console.error(`bench/load.ts failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
} else if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`bench/load.ts failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
}
