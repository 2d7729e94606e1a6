/**
 * JavaScript budget, measured in the browser: Chromium (Playwright, /usr/bin/chromium)
 * loads each page kind with an empty cache and records the compressed bytes of every script
 * response. The page's scripts are those its HTML names (script tags and the inline RSC payload,
 * which lists every client chunk the page's tree needs), plus the real-user measurement's scripts
 * (its reporter and Google's web-vitals, imported after the load event, so no HTML names them) and
 * a visitor form's checks (react-hook-form and the form's controller, imported as the form nears
 * the screen: on a page whose form is in view they arrive right after hydration, on one whose form
 * is far below, not at all while it loads); other scripts fetched besides are Next's prefetches of
 * linked routes, reported apart and not counted. A named script every page kind loads is the
 * shared framework; the rest of the named ones, the measurement's and the form checks' are the
 * page's own.
 * Prints a Markdown section and writes bench/.out/js-budget.json.
 *
 *   npx tsx bench/js-budget.ts http://localhost:3300     (or BENCH_BASE_URL=… npx tsx bench/js-budget.ts)
 *
 * The server must be `next start` (production build, which gzips responses by default).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { VITALS_PATH } from "../lib/browser/vitals-report";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium";

const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = [...CHROMIUM_FLAGS, "--disable-dev-shm-usage"];
export const BUDGET_KB = { noForm: 20, form: 45 } as const;
/**
 * Lighthouse's mobile preset (simulated there, applied for real here): 4x CPU slowdown, 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up. Used only for the LCP measurement.
 */
const SLOW = { cpuRate: 4, latencyMs: 150, downBps: (1.6 * 1024 * 1024) / 8, upBps: (750 * 1024) / 8 };
/** The island "delays the largest paint" if LCP with JavaScript is later by more than this. */
const LCP_TOLERANCE_MS = 100;
const LCP_RUNS = 3;

interface PageSpec {
  label: string;
  path: string;
  /** The page kind as the budget sorts it: a page with a form island (budget 45 KB) or not (20 KB). */
  form: boolean;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const pathOf = (url: string) => new URL(url).pathname;

export interface ScriptLoad {
  url: string;
  /** Compressed body bytes as transferred (Content-Encoding applied), headers not counted. */
  bytes: number;
  encoding: string;
  /** The real-user measurement's code (the reporter, or web-vitals): counted in every page's budget. */
  measurement?: boolean;
  /** A visitor form's checks (react-hook-form, the form's controller), imported by the page itself. */
  formChecks?: boolean;
}

/**
 * Whether a script's text is the real-user measurement's: the reporter holds the address it posts
 * to, and web-vitals observes "largest-contentful-paint" entries, which no other script of the site
 * does. Read from the text because the chunks are imported after load and their file names are
 * hashes. (Not the reporter's performance mark: the bundler may put that constant in the layout's
 * shared chunk, which also names it.)
 */
export function isMeasurementScript(text: string): boolean {
  return text.includes(`"${VITALS_PATH}"`) || text.includes("largest-contentful-paint");
}

/**
 * Whether a script's text is a visitor form's checks, imported once the form nears the screen
 * (components/forms/visitor-form.ts): both react-hook-form and the form's controller name the
 * validation mode "onTouched", which no other script of the site does.
 */
export function isFormChecksScript(text: string): boolean {
  return text.includes('"onTouched"');
}

/**
 * A page's scripts sorted for the budget: `own` (named by its HTML and not shared, plus the
 * measurement's, which every page loads after its load event and which counts against each page
 * kind's budget all the same, and a form's checks when the page loaded them), `shared` (named,
 * and named by every page kind), `prefetched` (the rest: Next's prefetches of linked routes, not
 * counted).
 */
export function sortScripts(
  html: string,
  scripts: readonly ScriptLoad[],
  sharedPaths: ReadonlySet<string>,
): {
  own: ScriptLoad[];
  shared: ScriptLoad[];
  measurement: ScriptLoad[];
  formChecks: ScriptLoad[];
  prefetched: ScriptLoad[];
} {
  const named = (s: ScriptLoad) => html.includes(pathOf(s.url).replace(/^\/_next\//, ""));
  const measurement = scripts.filter((s) => s.measurement && !named(s));
  const formChecks = scripts.filter((s) => s.formChecks && !s.measurement && !named(s));
  const mine = scripts.filter(named);
  return {
    own: [...mine.filter((s) => !sharedPaths.has(pathOf(s.url))), ...measurement, ...formChecks],
    shared: mine.filter((s) => sharedPaths.has(pathOf(s.url))),
    measurement,
    formChecks,
    prefetched: scripts.filter((s) => !named(s) && !s.measurement && !s.formChecks),
  };
}

export interface PageBudget {
  label: string;
  path: string;
  form: boolean;
  /** Forms found in the rendered page (the honeypot-bearing visitor forms), for a sanity check. */
  formsInPage: number;
  ownKB: number;
  sharedKB: number;
  totalKB: number;
  budgetKB: number;
  withinBudget: boolean;
  ownScripts: ScriptLoad[];
  /** The real-user measurement's part of ownKB. */
  measurementKB: number;
  /** A visitor form's checks' part of ownKB (0 where the form stayed far from the screen). */
  formChecksKB: number;
  /** Scripts fetched that the page's HTML does not name: link prefetches for other routes. */
  prefetchedKB: number;
  prefetched: ScriptLoad[];
  lcp?: LcpCheck;
}

export interface LcpCheck {
  /** Median LCP (ms) with JavaScript, under the mobile throttling above. */
  withJsMs: number;
  /** Median LCP (ms) with JavaScript but the page's own scripts (the island) refused. */
  withoutIslandMs: number;
  /** Median LCP (ms) of the same page with JavaScript disabled (the server-rendered HTML alone). */
  withoutJsMs: number;
  /** When the page's own scripts had all arrived (ms, median), with JavaScript. */
  ownScriptsDoneMs: number | null;
  /** The LCP element with JavaScript: tag and the start of its text. */
  element: string;
  delays: boolean;
}

async function pageList(baseUrl: string): Promise<PageSpec[]> {
  const response = await fetch(`${baseUrl}/api/blog`);
  if (!response.ok) throw new Error(`GET /api/blog answered ${response.status}`);
  const slug = ((await response.json()) as { slug?: string }[])[0]?.slug;
  if (!slug) throw new Error("GET /api/blog returned no published post: seed the database first");
  return [
    { label: "Home", path: "/", form: true },
    { label: "Services", path: "/services", form: false },
    { label: "Service", path: "/managed-it", form: false },
    { label: "About", path: "/about", form: false },
    { label: "Legal (privacy policy)", path: "/privacy-policy", form: false },
    { label: "Blog index", path: "/blog", form: false },
    { label: "Blog post", path: `/blog/${slug}`, form: false },
    { label: "Service by location", path: "/services/managed-it/markham", form: false },
    { label: "Location", path: "/locations/markham", form: true },
    { label: "Contact", path: "/contact", form: true },
    { label: "Book an assessment", path: "/book", form: true },
    { label: "Newsletter", path: "/newsletter", form: true },
    { label: "Health checklist", path: "/health-checklist", form: true },
    { label: "FAQ", path: "/faq", form: false },
  ];
}

function baseUrlFrom(argv: string[]): string {
  const raw = argv[2] ?? process.env.BENCH_BASE_URL ?? process.env.BASE_URL;
  if (!raw)
    throw new Error("Usage: npx tsx bench/js-budget.ts <base URL of a running `next start`>, or set BENCH_BASE_URL");
  return raw.replace(/\/+$/, "");
}

/** Scripts a page loads with an empty cache, until the network has been idle for 500 ms. */
async function scriptsOf(
  browser: Browser,
  url: string,
): Promise<{ scripts: ScriptLoad[]; formsInPage: number; html: string }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    extraHTTPHeaders: { "Accept-Encoding": "gzip, deflate, br" },
  });
  try {
    const page = await context.newPage();
    const pending: Promise<ScriptLoad | null>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const headers = response ? await response.allHeaders() : {};
          const text = response ? await response.text().catch(() => "") : "";
          return {
            url: request.url(),
            bytes: sizes.responseBodySize,
            encoding: headers["content-encoding"] ?? "identity",
            measurement: isMeasurementScript(text),
            formChecks: isFormChecksScript(text),
          };
        })().catch(() => null),
      );
    });
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const html = await response.text();
    const formsInPage = await page.locator("main form").count();
    const scripts = (await Promise.all(pending)).filter((s): s is ScriptLoad => s !== null);
    return { scripts, formsInPage, html };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

async function slowContext(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    javaScriptEnabled,
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
}

interface LcpEvent {
  event: { lcpDetails?: { renderTime: number; loadTime: number; nodeId?: number } };
}

/**
 * One throttled load: LCP (ms from navigation start), its element, when the own scripts arrived.
 * LCP comes from the DevTools protocol (PerformanceTimeline), not a PerformanceObserver, because an
 * observer's callback never runs in a page with JavaScript disabled.
 */
async function lcpOnce(browser: Browser, url: string, mode: "js" | "no-island" | "no-js", own: Set<string>) {
  const context = await slowContext(browser, mode !== "no-js");
  try {
    const page = await context.newPage();
    if (mode === "no-island")
      await page.route(
        (u) => own.has(u.href),
        (route) => route.abort(),
      );
    const cdp = await context.newCDPSession(page);
    const lcps: LcpEvent[] = [];
    cdp.on("PerformanceTimeline.timelineEventAdded", (e: LcpEvent) => lcps.push(e));
    await cdp.send("PerformanceTimeline.enable", { eventTypes: ["largest-contentful-paint"] });
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW.latencyMs,
      downloadThroughput: SLOW.downBps,
      uploadThroughput: SLOW.upBps,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW.cpuRate });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(1500);
    // Page-world evaluation still works with JavaScript disabled (DevTools runs it).
    const { timeOrigin, ownDone } = await page.evaluate(
      (ownUrls: string[]) => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const ends = resources.filter((r) => ownUrls.includes(r.name)).map((r) => r.responseEnd);
        return { timeOrigin: performance.timeOrigin, ownDone: ends.length ? Math.max(...ends) : null };
      },
      [...own],
    );
    const last = lcps
      .map((e) => e.event.lcpDetails)
      .filter((d) => d !== undefined)
      .at(-1);
    let element = "?";
    if (last?.nodeId) {
      const { object } = await cdp
        .send("DOM.resolveNode", { backendNodeId: last.nodeId })
        .catch(() => ({ object: undefined }));
      if (object?.objectId) {
        const described = await cdp.send("Runtime.callFunctionOn", {
          objectId: object.objectId,
          returnByValue: true,
          functionDeclaration: `function () {
            const text = (this.textContent || "").replace(/\\s+/g, " ").trim().slice(0, 50);
            return (this.tagName || this.nodeName).toLowerCase() + (text ? ' "' + text + '"' : "");
          }`,
        });
        element = String(described.result.value ?? "?");
      }
    }
    const lcp = last ? (last.renderTime || last.loadTime) * 1000 - timeOrigin : Number.NaN;
    return { lcp, element, ownDone };
  } finally {
    await context.close();
  }
}

async function lcpCheck(browser: Browser, url: string, own: Set<string>): Promise<LcpCheck> {
  const withJs: Awaited<ReturnType<typeof lcpOnce>>[] = [];
  const withoutIsland: number[] = [];
  const withoutJs: number[] = [];
  for (let i = 0; i < LCP_RUNS; i++) {
    withJs.push(await lcpOnce(browser, url, "js", own));
    withoutIsland.push((await lcpOnce(browser, url, "no-island", own)).lcp);
    withoutJs.push((await lcpOnce(browser, url, "no-js", own)).lcp);
  }
  const withJsMs = median(withJs.map((r) => r.lcp));
  const withoutIslandMs = median(withoutIsland);
  const dones = withJs.map((r) => r.ownDone).filter((d): d is number => d !== null);
  const elements = withJs.map((r) => r.element);
  return {
    withJsMs: Math.round(withJsMs),
    withoutIslandMs: Math.round(withoutIslandMs),
    withoutJsMs: Math.round(median(withoutJs)),
    ownScriptsDoneMs: dones.length ? Math.round(median(dones)) : null,
    element: elements[Math.floor((elements.length - 1) / 2)] ?? "?",
    delays: withJsMs - withoutIslandMs > LCP_TOLERANCE_MS,
  };
}

export function markdown(results: PageBudget[], sharedScripts: ScriptLoad[], baseUrl: string): string {
  const lines: string[] = [];
  lines.push("## JavaScript budget");
  lines.push("");
  lines.push(
    `Measured in Chromium (${CHROME_PATH}, Playwright) against \`next start\` at ${baseUrl}: each page loaded once with an empty cache until the network is idle; ` +
      "every script response's compressed body bytes (as sent, gzip by `next start`; headers and the HTML document's inline RSC payload not counted). " +
      "A page's scripts are those its HTML names (script tags and the RSC payload's client chunks). " +
      `*Shared* is the ${sharedScripts.length} of them every page kind loads (${kb(sharedScripts.reduce((a, s) => a + s.bytes, 0))} KB: the framework, React, the layout's islands); *own* is the rest of the page's scripts. ` +
      "*Own* includes the real-user measurement (*of which RUM*: its reporter and Google's web-vitals, fetched after the load event), which every page kind counts, " +
      "and a visitor form's checks where the page loaded them (*of which form checks*: react-hook-form and the form's controller, fetched as the form nears the screen, so not while a page whose form is far below loads). " +
      "*Prefetched* is script fetched besides: Next's prefetch of linked routes once the page is idle, not this page's code, not counted against the budget. " +
      `Budget for own script: ${BUDGET_KB.noForm} KB without a form island, ${BUDGET_KB.form} KB with one.`,
  );
  lines.push("");
  lines.push(
    "| Page | Path | Form island | Own KB | of which RUM KB | of which form checks KB | Shared KB | Total KB | Budget KB | Met | Prefetched KB |",
  );
  lines.push("|---|---|---|---:|---:|---:|---:|---:|---:|---|---:|");
  for (const r of results) {
    lines.push(
      `| ${r.label} | \`${r.path}\` | ${r.form ? "yes" : "no"} | ${r.ownKB} | ${r.measurementKB} | ${r.formChecksKB} | ${r.sharedKB} | ${r.totalKB} | ${r.budgetKB} | ${r.withinBudget ? "yes" : "**no**"} | ${r.prefetchedKB} |`,
    );
  }
  lines.push("");
  lines.push(
    `**Does the form island delay the largest paint?** Each form page loaded ${LCP_RUNS} times in each of three ways, under Lighthouse's mobile conditions applied for real ` +
      `(${SLOW.cpuRate}x CPU slowdown, ${SLOW.latencyMs} ms RTT, 1.6 Mbit/s down), empty cache, median LCP of each: with JavaScript; with JavaScript but the page's own scripts (the island) refused; without JavaScript (the server-rendered HTML alone). ` +
      `The island delays the largest paint if LCP with it is later than LCP without it by more than ${LCP_TOLERANCE_MS} ms. ` +
      'The no-JavaScript column shows what the shared framework costs the paint. "Own JS done" is when the island\'s scripts had finished arriving: an LCP before it did not wait for the island.',
  );
  lines.push("");
  lines.push(
    "| Page | LCP with JS | LCP without the island | LCP without JS | Own JS done | LCP element | Island delays LCP |",
  );
  lines.push("|---|---:|---:|---:|---:|---|---|");
  for (const r of results) {
    if (!r.lcp) continue;
    lines.push(
      `| ${r.label} | ${r.lcp.withJsMs} ms | ${r.lcp.withoutIslandMs} ms | ${r.lcp.withoutJsMs} ms | ${r.lcp.ownScriptsDoneMs ?? "–"}${r.lcp.ownScriptsDoneMs === null ? "" : " ms"} | ${r.lcp.element.replace(/\|/g, "\\|")} | ${r.lcp.delays ? "**yes**" : "no"} |`,
    );
  }
  lines.push("");
  const over = results.filter((r) => !r.withinBudget);
  if (over.length > 0) {
    lines.push("### Over budget");
    lines.push("");
    for (const r of over) {
      lines.push(`- **${r.label}** (\`${r.path}\`): ${r.ownKB} KB of its own > ${r.budgetKB} KB. Largest own scripts:`);
      for (const s of [...r.ownScripts].sort((a, b) => b.bytes - a.bytes).slice(0, 5))
        lines.push(`  - \`${pathOf(s.url)}\` ${kb(s.bytes)} KB`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

export async function main(argv: string[] = process.argv): Promise<PageBudget[]> {
  const baseUrl = baseUrlFrom(argv);
  const pages = await pageList(baseUrl);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const loads: { spec: PageSpec; scripts: ScriptLoad[]; formsInPage: number; html: string }[] = [];
    for (const spec of pages) {
      process.stderr.write(`scripts of ${spec.path}\n`);
      loads.push({ spec, ...(await scriptsOf(browser, `${baseUrl}${spec.path}`)) });
    }
    const notCompressed = loads.flatMap((l) => l.scripts).filter((s) => s.encoding === "identity" && s.bytes > 1024);
    if (notCompressed.length > 0)
      process.stderr.write(`warning: ${notCompressed.length} scripts were sent uncompressed (is this next start?)\n`);

    // A page's scripts: those its HTML names. Shared: the page scripts (by path) every kind loads.
    const named = (html: string, s: ScriptLoad) => html.includes(pathOf(s.url).replace(/^\/_next\//, ""));
    const paths = loads.map((l) => new Set(l.scripts.filter((s) => named(l.html, s)).map((s) => pathOf(s.url))));
    const missing = loads.filter((l) => !l.scripts.some((s) => s.measurement && !named(l.html, s)));
    if (missing.length > 0)
      process.stderr.write(
        `warning: no real-user measurement script seen on ${missing.map((l) => l.spec.path).join(", ")} (RUM_SAMPLE_RATE below 1?)\n`,
      );
    const sharedPaths = new Set([...(paths[0] ?? [])].filter((p) => paths.every((set) => set.has(p))));
    const sharedScripts = (loads[0]?.scripts ?? []).filter((s) => sharedPaths.has(pathOf(s.url)));

    const results: PageBudget[] = [];
    for (const { spec, scripts, formsInPage, html } of loads) {
      const { own, shared, measurement, formChecks, prefetched } = sortScripts(html, scripts, sharedPaths);
      const ownBytes = own.reduce((a, s) => a + s.bytes, 0);
      const sharedBytes = shared.reduce((a, s) => a + s.bytes, 0);
      const budgetKB = spec.form ? BUDGET_KB.form : BUDGET_KB.noForm;
      const result: PageBudget = {
        label: spec.label,
        path: spec.path,
        form: spec.form,
        formsInPage,
        ownKB: kb(ownBytes),
        sharedKB: kb(sharedBytes),
        totalKB: kb(ownBytes + sharedBytes),
        budgetKB,
        withinBudget: ownBytes <= budgetKB * 1024,
        ownScripts: own,
        measurementKB: kb(measurement.reduce((a, s) => a + s.bytes, 0)),
        formChecksKB: kb(formChecks.reduce((a, s) => a + s.bytes, 0)),
        prefetchedKB: kb(prefetched.reduce((a, s) => a + s.bytes, 0)),
        prefetched,
      };
      if (spec.form) {
        process.stderr.write(`LCP with and without JavaScript: ${spec.path}\n`);
        result.lcp = await lcpCheck(browser, `${baseUrl}${spec.path}`, new Set(own.map((s) => s.url)));
      }
      results.push(result);
    }

    const outDir = path.join(process.cwd(), "bench", ".out");
    await mkdir(outDir, { recursive: true });
    await writeFile(
      path.join(outDir, "js-budget.json"),
      `${JSON.stringify({ date: new Date().toISOString(), baseUrl, budgetKB: BUDGET_KB, throttling: SLOW, sharedScripts, pages: results }, null, 2)}\n`,
    );
    process.stdout.write(markdown(results, sharedScripts, baseUrl));
    return results;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
