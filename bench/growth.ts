/**
 * Growth benchmark: `next build` time and output size with the database as seeded and
 * with 500 synthetic published blog posts added, and what /blog, /sitemap and a category page
 * weigh and take to answer at each size.
 *
 *   npx tsx bench/growth.ts
 *
 * Where it builds: in a temporary copy of the working tree (tracked and untracked files as they
 * stand, plus the generated Prisma client; node_modules hard-linked, so the copy costs seconds and
 * no disk), never in the project's own .next: a server started from the project keeps running and
 * nothing of the project changes. Each build starts from an empty .next (no build cache), with a
 * throwaway database (bench_growth, on the PostgreSQL server DATABASE_URL names) set up by
 * `npm run db:setup`'s script in the copy. The copy and that database are removed at the end
 * (BENCH_KEEP_TREE=1 keeps both).
 *
 * Writes bench/.out/growth.json and prints a Markdown section on stdout (progress on stderr).
 * Environment knobs: BENCH_POSTS (500), BENCH_GROWTH_PORT (3481: a short-lived next start in the
 * copy, for the page timings).
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchDatabaseUrl, dropDatabase, openDatabase, recreateDatabase } from "./database";
import { filesUnder } from "./files";
import { machine } from "./load";
import { insertSyntheticPosts, syntheticPosts } from "./synthetic-posts";

const PROJECT = path.resolve(__dirname, "..");
const OUT_DIR = path.join(PROJECT, "bench", ".out");
const POSTS = Number(process.env.BENCH_POSTS ?? 500);
const PORT = Number(process.env.BENCH_GROWTH_PORT ?? 3481);
/** Pages whose size grows with the number of posts. */
const PROBED_PAGES = ["/blog", "/sitemap", "/blog/category/cybersecurity"] as const;
/** The copy's database, beside the measured server's on the same PostgreSQL server. */
const GROWTH_DATABASE = "bench_growth";

const log = (message: string) => process.stderr.write(`[bench:growth] ${message}\n`);

export interface PageProbe {
  path: string;
  status: number;
  /** Uncompressed HTML bytes. */
  htmlBytes: number;
  /** Bytes on the wire with gzip. */
  gzipBytes: number;
  /** Median of 5 requests after one warm-up, ms. */
  medianMs: number;
  /** Links to posts on the page. */
  postLinks: number;
}

export interface BuildMeasure {
  label: string;
  posts: number;
  buildSeconds: number;
  /** .next without .next/cache, bytes. */
  outputBytes: number;
  /** Routes in .next/prerender-manifest.json. */
  prerenderedPages: number;
  /** .html files under .next/server/app. */
  htmlFiles: number;
  pages: PageProbe[];
}

function dirSize(dir: string, skip?: (full: string) => boolean): number {
  let total = 0;
  for (const { full } of filesUnder(dir, skip)) total += statSync(full).size;
  return total;
}

function countFiles(dir: string, suffix: string): number {
  let n = 0;
  for (const { entry } of filesUnder(dir)) if (entry.name.endsWith(suffix)) n++;
  return n;
}

/** A copy of the working tree as it stands; node_modules hard-linked. */
function makeTree(): string {
  const tree = mkdtempSync(path.join(os.tmpdir(), "bench-growth-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: PROJECT,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const rel of files) {
    const from = path.join(PROJECT, rel);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(tree, rel)), { recursive: true });
    cpSync(from, path.join(tree, rel));
  }
  cpSync(path.join(PROJECT, "lib", "generated"), path.join(tree, "lib", "generated"), { recursive: true });
  execFileSync("cp", ["-al", path.join(PROJECT, "node_modules"), path.join(tree, "node_modules")]);
  return tree;
}

function treeEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${PORT}`,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  // No e-mail or maps network in the copy.
  delete env.RESEND_API_KEY;
  delete env.RESEND_BASE_URL;
  return env;
}

function build(tree: string, env: NodeJS.ProcessEnv): number {
  rmSync(path.join(tree, ".next"), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync(
    process.execPath,
    [path.join(tree, "node_modules", "next", "dist", "bin", "next"), "build"],
    {
      cwd: tree,
      env: { ...env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      maxBuffer: 64 * 2 ** 20,
    },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`next build failed in ${tree}`);
  }
  return Math.round(seconds * 10) / 10;
}

async function probePages(tree: string, env: NodeJS.ProcessEnv): Promise<PageProbe[]> {
  const child = spawn(
    process.execPath,
    [path.join(tree, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(PORT)],
    {
      cwd: tree,
      env: { ...env, NODE_ENV: "production", RATE_LIMIT_SCALE: "100000" },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; ; i++) {
      try {
        await fetch(base + "/");
        break;
      } catch {
        if (i > 300 || child.exitCode !== null) throw new Error(`next start did not come up on port ${PORT}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const out: PageProbe[] = [];
    for (const p of PROBED_PAGES) {
      const plain = await fetch(base + p, { headers: { "accept-encoding": "identity" } });
      const html = await plain.text();
      const gz = await fetch(base + p, { headers: { "accept-encoding": "gzip" } });
      // fetch decompresses; the wire size comes from Content-Length when sent, else a re-compress.
      await gz.arrayBuffer();
      const { gzipSync } = await import("node:zlib");
      const gzipBytes = Number(gz.headers.get("content-length")) || gzipSync(html).byteLength;
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        const r = await fetch(base + p, { headers: { "accept-encoding": "gzip" } });
        await r.arrayBuffer();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      out.push({
        path: p,
        status: plain.status,
        htmlBytes: Buffer.byteLength(html),
        gzipBytes,
        medianMs: Math.round(times[2]! * 10) / 10,
        postLinks: new Set(html.match(/href="\/blog\/(?!category\/|page\/)[a-z0-9-]+"/g) ?? []).size,
      });
    }
    return out;
  } finally {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

function measure(tree: string, label: string, posts: number, buildSeconds: number, pages: PageProbe[]): BuildMeasure {
  const dist = path.join(tree, ".next");
  const manifest = JSON.parse(readFileSync(path.join(dist, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
  };
  return {
    label,
    posts,
    buildSeconds,
    outputBytes: dirSize(dist, (full) => full === path.join(dist, "cache")),
    prerenderedPages: Object.keys(manifest.routes).length,
    htmlFiles: countFiles(path.join(dist, "server", "app"), ".html"),
    pages,
  };
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export interface GrowthReport {
  date: string;
  machine: ReturnType<typeof machine>;
  commit: string;
  syntheticPosts: number;
  builds: BuildMeasure[];
  perHundredPosts: { buildSeconds: number; outputBytes: number; prerenderedPages: number };
}

export function markdown(r: GrowthReport): string {
  const [a, b] = r.builds as [BuildMeasure, BuildMeasure];
  const lines = [
    "## Growth",
    "",
    `${r.date}, commit ${r.commit}; ${r.machine.cpus} × ${r.machine.cpuModel}, Node ${r.machine.node}, load average ${r.machine.loadAverage1m} at the start. Clean \`next build\` (no .next, no build cache) ` +
      "in a temporary copy of the working tree with a throwaway database; output size is .next without .next/cache; prerendered pages are the routes of prerender-manifest.json.",
    "",
    "| Published posts | Build time | Output size | Prerendered pages |",
    "|---:|---:|---:|---:|",
    ...r.builds.map((m) => `| ${m.posts} | ${m.buildSeconds} s | ${mb(m.outputBytes)} | ${m.prerenderedPages} |`),
    `| per 100 posts | +${r.perHundredPosts.buildSeconds} s | +${mb(r.perHundredPosts.outputBytes)} | +${r.perHundredPosts.prerenderedPages} |`,
    "",
    "Pages that grow with the posts (HTML uncompressed / gzip, median of 5 requests to next start, post links on the page):",
    "",
    "| Page | " + r.builds.map((m) => `${m.posts} posts`).join(" | ") + " |",
    "|---|" + r.builds.map(() => "---:|").join(""),
    ...a.pages.map((p, i) => {
      const cells = [p, b.pages[i]!].map(
        (q) =>
          `${kb(q.htmlBytes)} / ${kb(q.gzipBytes)}, ${q.medianMs} ms, ${q.postLinks} links${q.status !== 200 ? ` (status ${q.status})` : ""}`,
      );
      return `| \`${p.path}\` | ${cells.join(" | ")} |`;
    }),
    "",
  ];
  return lines.join("\n");
}

export async function main(): Promise<GrowthReport> {
  const startMachine = machine();
  const tree = makeTree();
  log(`working copy: ${tree}`);
  const server = benchDatabaseUrl();
  const growthUrl = await recreateDatabase(server, GROWTH_DATABASE);
  const env = treeEnv(growthUrl);
  const db = openDatabase(growthUrl);
  try {
    execFileSync(
      process.execPath,
      [
        path.join(tree, "node_modules", "tsx", "dist", "cli.mjs"),
        // server-only modules load outside Next (docs/development.md).
        "--tsconfig",
        "tsconfig.node.json",
        "scripts/db-setup.ts",
        "--secrets-file",
        path.join(tree, ".env.bench"),
      ],
      {
        cwd: tree,
        env,
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    // The generated secrets, so build and server see the same ones.
    for (const line of existsSync(path.join(tree, ".env.bench"))
      ? readFileSync(path.join(tree, ".env.bench"), "utf8").split("\n")
      : []) {
      const m = /^([A-Z_]+)=(.*)$/.exec(line);
      if (m) env[m[1]!] = m[2]!;
    }
    const seeded = await db.blogPost.count({ where: { isPublished: true } });

    log(`build with ${seeded} posts`);
    const t1 = build(tree, env);
    const m1 = measure(tree, "as seeded", seeded, t1, await probePages(tree, env));

    log(`adding ${POSTS} synthetic posts`);
    await insertSyntheticPosts(db, syntheticPosts(POSTS));
    log(`build with ${seeded + POSTS} posts`);
    const t2 = build(tree, env);
    const m2 = measure(tree, `with ${POSTS} synthetic posts`, seeded + POSTS, t2, await probePages(tree, env));

    const per = (x: number, y: number) => ((y - x) / POSTS) * 100;
    const report: GrowthReport = {
      date: new Date().toISOString(),
      machine: startMachine,
      commit: (() => {
        try {
          return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: PROJECT, encoding: "utf8" }).trim();
        } catch {
          return "unknown";
        }
      })(),
      syntheticPosts: POSTS,
      builds: [m1, m2],
      perHundredPosts: {
        buildSeconds: Math.round(per(m1.buildSeconds, m2.buildSeconds) * 10) / 10,
        outputBytes: Math.round(per(m1.outputBytes, m2.outputBytes)),
        prerenderedPages: Math.round(per(m1.prerenderedPages, m2.prerenderedPages)),
      },
    };
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(path.join(OUT_DIR, "growth.json"), JSON.stringify(report, null, 2) + "\n");
    process.stdout.write(markdown(report) + "\n");
    return report;
  } finally {
    await db.$disconnect();
    if (process.env.BENCH_KEEP_TREE !== "1") {
      rmSync(tree, { recursive: true, force: true });
      await dropDatabase(server, GROWTH_DATABASE);
    }
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`bench/growth.ts failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
}
