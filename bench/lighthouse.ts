/**
 * Lighthouse benchmark, measured beside the framework floor: the `lighthouse` npm package (its CLI,
 * which launches Chromium through its bundled chrome-launcher) driving Debian's Chromium with its
 * default config (mobile form factor, simulated throttling).
 *
 *   npx tsx bench/lighthouse.ts <site URL> <floor URL>
 *
 * Both servers run at once: the site's `next start` (production build) and the bare Next.js app of
 * bench/floor-app.sh (one page, the framework alone). Lighthouse's score follows the host's CPU,
 * which moves between runs on a shared virtual machine, so the runs are interleaved: each round
 * runs the floor, then every page kind once; LIGHTHOUSE_RUNS rounds (default and minimum 5).
 * Targets per page kind: median Performance within 3 points of the floor's median, median Total
 * Blocking Time at most 1.5 × the floor's, Accessibility, Best Practices and SEO 100 in every run,
 * CLS 0 in every run. Prints a Markdown section and writes bench/.out/lighthouse.json.
 * LIGHTHOUSE_PAGES (comma-separated paths) measures a subset.
 *
 * LIGHTHOUSE_TWINS=1: the floor app also serves each page kind's markup twin at /twin/<n>, n its
 * place in the page list (bench/markup-twin.ts, bench/floor-app.sh): the page's elements, text
 * and stylesheet as plain server components, without the site's scripts. Each round then runs
 * every twin after its page, and a second table sets each page beside its twin: what the App
 * Router costs for a page of that content, and what the site's own code adds to it.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { RunnerResult } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { median } from "./stats";

type Lhr = RunnerResult["lhr"];
const execFileAsync = promisify(execFile);

export const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS, "--disable-dev-shm-usage"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

export const TARGETS = {
  /** Points a page kind's median Performance may be below the floor's median. */
  performanceBelowFloor: 3,
  /** A page kind's median TBT at most this multiple of the floor's median. */
  tbtFactor: 1.5,
  otherCategories: 100,
  cls: 0,
} as const;
const MIN_RUNS = 5;

export interface FailingAudit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

/** One Lighthouse run's numbers. */
export interface RunNumbers {
  scores: Record<Category, number | null>;
  tbtMs: number;
  cls: number;
  lcpMs: number;
  benchmarkIndex: number;
}

export interface PageResult {
  label: string;
  path: string;
  runs: RunNumbers[];
  medianPerformance: number;
  medianTbtMs: number;
  /** The lowest Accessibility, Best Practices and SEO score of any run, and the largest CLS. */
  worst: { accessibility: number; "best-practices": number; seo: number; cls: number };
  misses: string[];
  /** Audits that lost points in the run with the median Performance score, for a miss. */
  failingAudits: Partial<Record<Category, FailingAudit[]>>;
  lcpElement?: string;
}

interface PageSpec {
  label: string;
  path: string;
}

function baseUrlFrom(argv: string[]): string {
  const raw = argv[2] ?? process.env.BENCH_BASE_URL ?? process.env.BASE_URL;
  if (!raw)
    throw new Error("Usage: npx tsx bench/lighthouse.ts <base URL of a running `next start`>, or set BENCH_BASE_URL");
  return raw.replace(/\/+$/, "");
}

/** The first published post's slug, from the public API (newest first). */
export async function firstBlogSlug(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/blog`);
  if (!response.ok) throw new Error(`GET /api/blog answered ${response.status}`);
  const posts = (await response.json()) as { slug?: string }[];
  const slug = posts[0]?.slug;
  if (!slug) throw new Error("GET /api/blog returned no published post: seed the database first");
  return slug;
}

/** Every page kind, in the order that numbers their markup twins. */
export async function allPages(baseUrl: string): Promise<PageSpec[]> {
  const slug = await firstBlogSlug(baseUrl);
  return [
    { label: "Home", path: "/" },
    { label: "Service", path: "/managed-it" },
    { label: "Location", path: "/locations/markham" },
    { label: "Service by location", path: "/services/managed-it/markham" },
    { label: "Blog post", path: `/blog/${slug}` },
    { label: "Newsletter", path: "/newsletter" },
    { label: "Health checklist", path: "/health-checklist" },
    { label: "Book an assessment", path: "/book" },
  ];
}

function pages(all: PageSpec[]): PageSpec[] {
  const only = process.env.LIGHTHOUSE_PAGES?.split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  return only?.length ? all.filter((p) => only.includes(p.path)) : all;
}

const score = (lhr: Lhr, c: Category): number | null => {
  const s = lhr.categories[c]?.score;
  return typeof s === "number" ? Math.round(s * 100) : null;
};
const numeric = (lhr: Lhr, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Audits of a category that lost points (scored below 1; informative and manual ones left out). */
function failingAudits(lhr: Lhr, c: Category): FailingAudit[] {
  const refs = lhr.categories[c]?.auditRefs ?? [];
  const out: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (["informative", "manual", "notApplicable", "error"].includes(audit.scoreDisplayMode)) continue;
    // Performance diagnostics with no weight only matter when the score misses; keep those with
    // weight, plus insights/diagnostics that claim savings (they explain a slow metric).
    if (c === "performance" && ref.weight === 0 && !audit.metricSavings) continue;
    out.push({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
  }
  return out;
}

function lcpElementOf(lhr: Lhr): string | undefined {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? "?"} ${node.snippet ?? ""}`.trim() : undefined;
}

/**
 * One Lighthouse run, through the package's own CLI in a plain Node child process. Not the Node
 * API in this process: tsx compiles lighthouse's modules with esbuild's name-keeping helper, and
 * the functions Lighthouse serializes into the page then fail with "__name is not defined".
 * The CLI launches (and kills) its own Chromium through the chrome-launcher it bundles.
 */
async function runOnce(url: string): Promise<Lhr> {
  const dir = await mkdtemp(path.join(tmpdir(), "lh-"));
  const out = path.join(dir, "report.json");
  try {
    const cli = createRequire(import.meta.url).resolve("lighthouse/cli/index.js");
    await execFileAsync(
      process.execPath,
      [
        cli,
        url,
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        `--only-categories=${CATEGORIES.join(",")}`,
        `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      ],
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    );
    const lhr = JSON.parse(await readFile(out, "utf8")) as Lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse runtime error on ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A run that Lighthouse itself aborts ("Something went wrong with recording the trace ... Please
 * run Lighthouse again", NO_NAVSTART and its kin) is retried, up to two more times; a page that
 * keeps failing still fails the benchmark.
 */
async function runWithRetry(url: string): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      const text = String((error as { stderr?: unknown }).stderr ?? (error as Error).message);
      if (attempt >= 3 || !/Runtime error|run Lighthouse again|NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/i.test(text))
        throw error;
      process.stderr.write(`  Lighthouse aborted a run on ${url} (${text.trim().split("\n")[0]}); running it again\n`);
    }
  }
}

/** How long settle() waits for a page's regeneration before giving up on the run. */
const SETTLE_TIMEOUT_MS = 60_000;
const SETTLE_POLL_MS = 100;

/**
 * Asks for a page until the server answers it from its cache as it stands, and returns how many
 * answers were not (0 when the first one was). A page that Next.js regenerates on a timer (the
 * blog post, the newsletter: every 5 minutes) is answered STALE once its time is up and rebuilt in
 * the background; in a run that follows straight after, that rebuild (~180 ms of the server's CPU)
 * shares this machine's two cores with Chromium, which a visitor's phone never does, and Lighthouse
 * multiplies whatever it slows in the page's main thread by its 4 × CPU throttling. Each measured
 * run therefore starts once the server answers HIT (or no cache state at all: a page rendered per
 * request, or the floor app); the page's scripts, HTML and hydration are measured as they are.
 */
export async function settle(url: string): Promise<number> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (let refills = 0; ; refills++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const state = response.headers.get("x-nextjs-cache");
    if (state === null || state === "HIT") return refills;
    if (Date.now() > deadline)
      throw new Error(`${url} still answered ${state} after ${SETTLE_TIMEOUT_MS / 1000} s of asking`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
}

function numbersOf(lhr: Lhr): RunNumbers {
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as Record<Category, number | null>,
    tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
    cls: numeric(lhr, "cumulative-layout-shift"),
    lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

export interface Floor {
  runs: RunNumbers[];
  medianPerformance: number;
  medianTbtMs: number;
}

/** A page kind's result against the floor measured in the same rounds. */
export function judge(page: PageSpec, lhrs: Lhr[], floor: Floor): PageResult {
  const runs = lhrs.map(numbersOf);
  const medianPerformance = median(runs.map((r) => r.scores.performance ?? 0));
  const medianTbtMs = median(runs.map((r) => r.tbtMs));
  const worstOf = (c: Category) => Math.min(...runs.map((r) => r.scores[c] ?? 0));
  const worst = {
    accessibility: worstOf("accessibility"),
    "best-practices": worstOf("best-practices"),
    seo: worstOf("seo"),
    cls: Math.max(...runs.map((r) => r.cls)),
  };
  const misses: string[] = [];
  if (medianPerformance < floor.medianPerformance - TARGETS.performanceBelowFloor)
    misses.push(
      `median Performance ${medianPerformance} < floor ${floor.medianPerformance} − ${TARGETS.performanceBelowFloor}`,
    );
  if (medianTbtMs > floor.medianTbtMs * TARGETS.tbtFactor)
    misses.push(`median TBT ${medianTbtMs} ms > ${TARGETS.tbtFactor} × floor ${floor.medianTbtMs} ms`);
  for (const c of ["accessibility", "best-practices", "seo"] as const)
    if (worst[c] < TARGETS.otherCategories) misses.push(`${c} ${worst[c]} in a run`);
  if (worst.cls > TARGETS.cls) misses.push(`CLS ${worst.cls.toFixed(3)} in a run`);
  // The run whose Performance is the median one explains a miss.
  const middle = [...lhrs].sort((x, y) => (score(x, "performance") ?? 0) - (score(y, "performance") ?? 0))[
    Math.floor((lhrs.length - 1) / 2)
  ]!;
  const failing: PageResult["failingAudits"] = {};
  if (misses.length > 0) for (const c of CATEGORIES) failing[c] = failingAudits(middle, c);
  return {
    ...page,
    runs,
    medianPerformance,
    medianTbtMs,
    worst,
    misses,
    failingAudits: failing,
    lcpElement: lcpElementOf(middle),
  };
}

const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;

export function markdown(
  results: PageResult[],
  floor: Floor,
  meta: { baseUrl: string; floorUrl: string; version: string; settled: { label: string; runs: number }[] },
): string {
  const all = [...floor.runs, ...results.flatMap((r) => r.runs)];
  const lines: string[] = ["## Lighthouse, beside the framework floor", ""];
  lines.push(
    `Lighthouse ${meta.version}, default config (mobile, simulated throttling), Chromium at ${CHROME_PATH}. ` +
      `The site (\`next start\` at ${meta.baseUrl}) and the framework floor (bench/floor-app.sh: a bare Next.js app built from this checkout's packages, ` +
      `one server-rendered heading and paragraph, no CSS file, no client component, at ${meta.floorUrl}) run side by side; ` +
      `${floor.runs.length} interleaved rounds, each running the floor and then every page kind once. ` +
      `Lighthouse's CPU benchmark index over all ${all.length} runs: median ${median(all.map((r) => r.benchmarkIndex))}, range ${range(all.map((r) => r.benchmarkIndex))}. ` +
      `Targets per page kind: median Performance at most ${TARGETS.performanceBelowFloor} points below the floor's median, median TBT at most ${TARGETS.tbtFactor} × the floor's, ` +
      `Accessibility, Best Practices and SEO ${TARGETS.otherCategories} and CLS ${TARGETS.cls} in every run. ` +
      `Each run starts once the server answers the page from its cache (x-nextjs-cache HIT), so no regeneration of a page on a 5-minute timer runs on the same cores during it; ` +
      `runs that first waited for one: ${
        meta.settled
          .filter((s) => s.runs > 0)
          .map((s) => `${s.label} ${s.runs}`)
          .join(", ") || "none"
      }.`,
    "",
  );
  lines.push(
    "| Page | Path | Perf median (runs) | Δ floor | TBT median (runs) | × floor | A11y / BP / SEO (lowest) | CLS (largest) | Met |",
  );
  lines.push("|---|---|---|---:|---|---:|---|---:|---|");
  lines.push(
    `| Framework floor | \`/\` | ${floor.medianPerformance} (${floor.runs.map((r) => r.scores.performance ?? "n/a").join(", ")}) | | ${floor.medianTbtMs} ms (${floor.runs.map((r) => r.tbtMs).join(", ")}) | | | | |`,
  );
  for (const r of results) {
    lines.push(
      `| ${r.label} | \`${r.path}\` | ${r.medianPerformance} (${r.runs.map((x) => x.scores.performance ?? "n/a").join(", ")}) | ${r.medianPerformance - floor.medianPerformance} | ` +
        `${r.medianTbtMs} ms (${r.runs.map((x) => x.tbtMs).join(", ")}) | ${floor.medianTbtMs > 0 ? (r.medianTbtMs / floor.medianTbtMs).toFixed(2) : "n/a"} | ` +
        `${r.worst.accessibility} / ${r.worst["best-practices"]} / ${r.worst.seo} | ${r.worst.cls.toFixed(3)} | ${r.misses.length === 0 ? "yes" : "**no**"} |`,
    );
  }
  lines.push("");
  const missed = results.filter((r) => r.misses.length > 0);
  if (missed.length === 0) {
    lines.push("Every page kind meets every Lighthouse target beside the floor.");
  } else {
    lines.push("### Misses", "");
    for (const r of missed) {
      lines.push(
        `- **${r.label}** (\`${r.path}\`): ${r.misses.join("; ")}.${r.lcpElement ? ` LCP element: \`${r.lcpElement.slice(0, 160)}\`.` : ""}`,
      );
      for (const [c, audits] of Object.entries(r.failingAudits)) {
        for (const a of audits ?? [])
          lines.push(`  - ${c}: \`${a.id}\` ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      }
    }
  }
  lines.push("");
  return lines.join("\n");
}

/**
 * Each page kind beside its markup twin, measured in the same rounds: the twin's distance from the
 * floor is what the App Router charges for a page of that content and stylesheet; the page's
 * distance from its twin is what the site's own scripts add.
 */
export function twinMarkdown(results: PageResult[], twins: PageResult[], floor: Floor): string {
  const lines = [
    "### Each page kind beside its markup twin",
    "",
    "The twin is the page's served markup (every element, its text and the site's stylesheet) rendered by the floor's bare Next.js app as plain server " +
      "components (bench/markup-twin.ts): none of the site's scripts, client components or data, hydrated by the App Router as any page is. " +
      "Measured in the same rounds as the table above.",
    "",
    "| Page | Page: Perf / TBT (medians) | Twin: Perf / TBT (medians) | Twin − floor: Perf / TBT | Page − twin: Perf / TBT |",
    "|---|---|---|---|---|",
  ];
  const signed = (ms: number) => `${ms >= 0 ? "+" : "−"}${Math.abs(ms)} ms`;
  for (const [i, page] of results.entries()) {
    const twin = twins[i]!;
    lines.push(
      `| ${page.label} | ${page.medianPerformance} / ${page.medianTbtMs} ms | ${twin.medianPerformance} / ${twin.medianTbtMs} ms | ` +
        `${twin.medianPerformance - floor.medianPerformance} / ${signed(twin.medianTbtMs - floor.medianTbtMs)} | ` +
        `${page.medianPerformance - twin.medianPerformance} / ${signed(page.medianTbtMs - twin.medianTbtMs)} |`,
    );
  }
  lines.push("");
  return lines.join("\n");
}

export async function main(argv: string[] = process.argv): Promise<PageResult[]> {
  const baseUrl = baseUrlFrom(argv);
  const floorUrl = (argv[3] ?? process.env.BENCH_FLOOR_URL ?? "").replace(/\/+$/, "");
  if (!floorUrl)
    throw new Error("Usage: npx tsx bench/lighthouse.ts <site URL> <floor URL> (bench/floor-app.sh, started)");
  const rounds = Math.max(MIN_RUNS, Number(process.env.LIGHTHOUSE_RUNS ?? MIN_RUNS));
  const all = await allPages(baseUrl);
  const list = pages(all);
  const withTwins = process.env.LIGHTHOUSE_TWINS === "1";
  const twinUrl = (page: PageSpec) => `${floorUrl}/twin/${all.indexOf(page)}`;
  // One request each first, so no route's first compile or cache fill is in a measured run; and
  // before every run, a page that regenerates on a timer is left to finish (settle()).
  for (const url of [floorUrl + "/", ...list.map((p) => baseUrl + p.path), ...(withTwins ? list.map(twinUrl) : [])])
    await settle(url);
  const floorLhrs: Lhr[] = [];
  const pageLhrs = new Map<string, Lhr[]>(list.map((p) => [p.path, []]));
  const twinLhrs = new Map<string, Lhr[]>(list.map((p) => [p.path, []]));
  /** Runs that started only after the page's regeneration had finished, per path. */
  const settled = new Map<string, number>(list.map((p) => [p.path, 0]));
  for (let round = 1; round <= rounds; round++) {
    await settle(floorUrl + "/");
    const floorRun = await runWithRetry(floorUrl + "/");
    floorLhrs.push(floorRun);
    process.stderr.write(`round ${round}/${rounds}: floor ${score(floorRun, "performance")}\n`);
    for (const page of list) {
      if ((await settle(baseUrl + page.path)) > 0) settled.set(page.path, settled.get(page.path)! + 1);
      const lhr = await runWithRetry(baseUrl + page.path);
      pageLhrs.get(page.path)!.push(lhr);
      process.stderr.write(`  ${page.path}: ${score(lhr, "performance")}\n`);
      if (withTwins) {
        await settle(twinUrl(page));
        const twin = await runWithRetry(twinUrl(page));
        twinLhrs.get(page.path)!.push(twin);
        process.stderr.write(`  ${page.path} (markup twin): ${score(twin, "performance")}\n`);
      }
    }
  }
  const floorRuns = floorLhrs.map(numbersOf);
  const floor: Floor = {
    runs: floorRuns,
    medianPerformance: median(floorRuns.map((r) => r.scores.performance ?? 0)),
    medianTbtMs: median(floorRuns.map((r) => r.tbtMs)),
  };
  const results = list.map((page) => judge(page, pageLhrs.get(page.path)!, floor));
  const twins = withTwins ? list.map((page) => judge(page, twinLhrs.get(page.path)!, floor)) : [];
  const version = floorLhrs[0]?.lighthouseVersion ?? "?";
  const outDir = path.join(process.cwd(), "bench", ".out");
  await mkdir(outDir, { recursive: true });
  await writeFile(
    path.join(outDir, "lighthouse.json"),
    `${JSON.stringify({ date: new Date().toISOString(), baseUrl, floorUrl, rounds, lighthouseVersion: version, targets: TARGETS, floor, pages: results, twins, settledRuns: Object.fromEntries(settled) }, null, 2)}\n`,
  );
  const settledRuns = list.map((p) => ({ label: p.label, runs: settled.get(p.path)! }));
  process.stdout.write(markdown(results, floor, { baseUrl, floorUrl, version, settled: settledRuns }));
  if (withTwins) process.stdout.write(twinMarkdown(results, twins, floor));
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
