/**
 * Lighthouse benchmark: the `lighthouse` npm package (its CLI, which launches Chromium
 * through its bundled chrome-launcher) driving Debian's Chromium with its default config (mobile form factor, simulated throttling), 3 runs per page, the run with the
 * median Performance score kept. Prints a Markdown section and writes bench/.out/lighthouse.json.
 *
 *   npx tsx bench/lighthouse.ts http://localhost:3300     (or BENCH_BASE_URL=… npx tsx bench/lighthouse.ts)
 *
 * The server must be `next start` (production build). Optional: LIGHTHOUSE_RUNS (default 3),
 * LIGHTHOUSE_PAGES (comma-separated paths, to measure a subset). With LIGHTHOUSE_FLOOR=1 the URL is
 * the bare Next.js app of bench/floor-app.sh (one page, the framework alone) and the section is the
 * framework floor: what any page of this stack scores on this machine before the site adds anything.
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

type Lhr = RunnerResult["lhr"];
const execFileAsync = promisify(execFile);

export const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS, "--disable-dev-shm-usage"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

export const TARGETS = { performance: 95, otherCategories: 100, lcpMs: 2000, cls: 0.05 } as const;

export interface FailingAudit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

export interface PageResult {
  label: string;
  path: string;
  /** Scores 0–100 of the kept (median) run. */
  scores: Record<Category, number | null>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Performance score of every run, in run order. */
  runScores: (number | null)[];
  /** The LCP element of the kept run (selector and snippet), so a slow paint can be traced. */
  lcpElement?: string;
  misses: string[];
  failingAudits: Partial<Record<Category, FailingAudit[]>>;
  lighthouseVersion: string;
  /** Lighthouse's CPU benchmark of this machine for the kept run (simulation assumes ~1000+). */
  benchmarkIndex: number;
  /** FCP and LCP as observed unthrottled in the kept run's trace (ms), beside the simulated ones. */
  observedFcpMs: number;
  observedLcpMs: number;
  runWarnings: string[];
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

const FLOOR = process.env.LIGHTHOUSE_FLOOR === "1";

async function pages(baseUrl: string): Promise<PageSpec[]> {
  if (FLOOR) return [{ label: "Bare Next.js page (bench/floor-app.sh)", path: "/" }];
  const slug = await firstBlogSlug(baseUrl);
  const all: PageSpec[] = [
    { label: "Home", path: "/" },
    { label: "Service", path: "/managed-it" },
    { label: "Location", path: "/locations/markham" },
    { label: "Service by location", path: "/services/managed-it/markham" },
    { label: "Blog post", path: `/blog/${slug}` },
    { label: "Newsletter", path: "/newsletter" },
    { label: "Health checklist", path: "/health-checklist" },
  ];
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

function observed(lhr: Lhr, key: string): number {
  const items = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items;
  return items?.[0]?.[key] ?? Number.NaN;
}

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

/** The run with the median Performance score (runs sorted by score; the middle one). */
export function medianRun<T extends { perf: number | null }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => (a.perf ?? -1) - (b.perf ?? -1));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error("no runs");
  return median;
}

async function measurePage(baseUrl: string, page: PageSpec, runs: number): Promise<PageResult> {
  const url = `${baseUrl}${page.path}`;
  // One request first, so a route's first compile/cache fill is not in the measured runs.
  await fetch(url).then((r) => r.arrayBuffer());
  const lhrs: { lhr: Lhr; perf: number | null }[] = [];
  for (let i = 0; i < runs; i++) {
    const lhr = await runWithRetry(url);
    lhrs.push({ lhr, perf: score(lhr, "performance") });
    process.stderr.write(`  ${page.path} run ${i + 1}/${runs}: performance ${score(lhr, "performance")}\n`);
  }
  const { lhr } = medianRun(lhrs);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as Record<Category, number | null>;
  const lcpMs = numeric(lhr, "largest-contentful-paint");
  const cls = numeric(lhr, "cumulative-layout-shift");
  const tbtMs = numeric(lhr, "total-blocking-time");

  const misses: string[] = [];
  const failing: PageResult["failingAudits"] = {};
  for (const c of CATEGORIES) {
    const s = scores[c];
    const target = c === "performance" ? TARGETS.performance : TARGETS.otherCategories;
    if (s === null || s < target) {
      misses.push(`${lhr.categories[c]?.title ?? c} ${s ?? "n/a"} < ${target}`);
      failing[c] = failingAudits(lhr, c);
    }
  }
  if (!(lcpMs < TARGETS.lcpMs)) misses.push(`LCP ${(lcpMs / 1000).toFixed(2)} s ≥ ${TARGETS.lcpMs / 1000} s`);
  if (!(cls < TARGETS.cls)) misses.push(`CLS ${cls.toFixed(3)} ≥ ${TARGETS.cls}`);
  // A metric miss with a passing Performance score still needs its causes listed.
  if (misses.length > 0 && !failing.performance && (!(lcpMs < TARGETS.lcpMs) || !(cls < TARGETS.cls))) {
    failing.performance = failingAudits(lhr, "performance");
  }

  return {
    label: page.label,
    path: page.path,
    scores,
    lcpMs,
    cls,
    tbtMs,
    runScores: lhrs.map((r) => r.perf),
    lcpElement: lcpElementOf(lhr),
    misses,
    failingAudits: failing,
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    observedFcpMs: Math.round(observed(lhr, "observedFirstContentfulPaint")),
    observedLcpMs: Math.round(observed(lhr, "observedLargestContentfulPaint")),
    runWarnings: lhr.runWarnings,
  };
}

const cell = (n: number | null) => (n === null ? "n/a" : String(n));

export function markdown(results: PageResult[], meta: { baseUrl: string; runs: number; version: string }): string {
  const lines: string[] = [];
  if (FLOOR) {
    lines.push("### The framework floor");
    lines.push("");
    lines.push(
      "The same Lighthouse runs on a bare Next.js app built from this checkout's packages (one server-rendered heading and paragraph, " +
        "the App Router and React as shipped, no CSS file, no client component): what any page of this stack scores on this machine before the site adds anything.",
    );
    lines.push("");
  } else {
    lines.push("## Lighthouse");
    lines.push("");
  }
  lines.push(
    `Lighthouse ${meta.version}, default config (mobile, simulated throttling), Chromium at ${CHROME_PATH}, against \`next start\` at ${meta.baseUrl}; ` +
      `${meta.runs} runs per page, the run with the median Performance score shown. ` +
      `Targets: Performance ≥ ${TARGETS.performance}, Accessibility / Best Practices / SEO ${TARGETS.otherCategories}, LCP < ${TARGETS.lcpMs / 1000} s, CLS < ${TARGETS.cls}.`,
  );
  lines.push("");
  lines.push(
    "| Page | Path | Perf | A11y | Best Pr. | SEO | LCP | CLS | TBT | Perf of each run | Observed FCP / LCP | CPU benchmark | Met |",
  );
  lines.push("|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|---:|---|");
  for (const r of results) {
    lines.push(
      `| ${r.label} | \`${r.path}\` | ${cell(r.scores.performance)} | ${cell(r.scores.accessibility)} | ${cell(r.scores["best-practices"])} | ${cell(r.scores.seo)} | ` +
        `${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${r.runScores.map(cell).join(", ")} | ${r.observedFcpMs} / ${r.observedLcpMs} ms | ${r.benchmarkIndex} | ${r.misses.length === 0 ? "yes" : "**no**"} |`,
    );
  }
  const missed = results.filter((r) => r.misses.length > 0);
  lines.push("");
  if (FLOOR) {
    // The floor page is not the site: its audits are not the site's misses.
  } else if (missed.length === 0) {
    lines.push("Every page meets every Lighthouse target.");
  } else {
    lines.push("### Misses");
    lines.push("");
    for (const r of missed) {
      lines.push(
        `- **${r.label}** (\`${r.path}\`): ${r.misses.join("; ")}.${r.lcpElement ? ` LCP element: \`${r.lcpElement.slice(0, 160)}\`.` : ""}`,
      );
      for (const [c, audits] of Object.entries(r.failingAudits)) {
        for (const a of audits ?? []) {
          lines.push(`  - ${c}: \`${a.id}\` ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`);
        }
      }
    }
  }
  lines.push("");
  return lines.join("\n");
}

export async function main(argv: string[] = process.argv): Promise<PageResult[]> {
  const baseUrl = baseUrlFrom(argv);
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const list = await pages(baseUrl);
  const results: PageResult[] = [];
  for (const page of list) {
    process.stderr.write(`Lighthouse ${page.path}\n`);
    results.push(await measurePage(baseUrl, page, runs));
  }
  const version = results[0]?.lighthouseVersion ?? "?";
  const outDir = path.join(process.cwd(), "bench", ".out");
  await mkdir(outDir, { recursive: true });
  await writeFile(
    path.join(outDir, FLOOR ? "lighthouse-floor.json" : "lighthouse.json"),
    `${JSON.stringify({ date: new Date().toISOString(), baseUrl, runs, lighthouseVersion: version, targets: TARGETS, pages: results }, null, 2)}\n`,
  );
  process.stdout.write(markdown(results, { baseUrl, runs, version }));
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
