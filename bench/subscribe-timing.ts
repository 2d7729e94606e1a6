/**
 * Subscribe timing: whether POST /api/newsletter/subscribe answers an address that is already
 * subscribed as fast as a new one. A difference would tell anyone who can time the answer who is on
 * the list (lib/newsletter/subscribers.ts does the same writes for both before answering).
 *
 *   npx tsx bench/subscribe-timing.ts http://localhost:3900
 *
 * The server must be `next start` with a large RATE_LIMIT_SCALE (the active address is asked many
 * times); DATABASE_URL in this process's environment must name the same database, where the
 * active subscriber is stored first. Requests go one at a time, alternating active and new
 * (which comes first swaps every pair), each from an address of its own and after a pause that
 * lets the previous request's after() work finish, so both kinds meet the same server state.
 *
 * Writes bench/.out/subscribe-timing.json and prints a Markdown section on stdout (progress on
 * stderr). Environment knobs: BENCH_SUBSCRIBE_PAIRS (200), BENCH_SUBSCRIBE_PAUSE_MS (25).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "./database";
import { median } from "./stats";

const PAIRS = Number(process.env.BENCH_SUBSCRIBE_PAIRS ?? 200);
const PAUSE_MS = Number(process.env.BENCH_SUBSCRIBE_PAUSE_MS ?? 25);
const WARMUP = 20;
const PROJECT = process.cwd();
const OUT_DIR = path.join(PROJECT, "bench", ".out");

type Kind = "active" | "new";

/** Stores an active subscriber directly, as a confirmed sign-up leaves one. */
async function storeActiveSubscriber(email: string): Promise<void> {
  const db = openDatabase();
  try {
    const now = new Date();
    await db.newsletterSubscriber.create({
      data: {
        email,
        name: "Bench Active",
        subscribed: true,
        subscribedAt: now,
        consentAt: now,
        consentSource: "/newsletter",
      },
    });
  } finally {
    await db.$disconnect();
  }
}

let requestNumber = 0;

async function timedSubscribe(baseUrl: string, email: string): Promise<{ ms: number; status: number; body: string }> {
  requestNumber += 1;
  // 10.201.x.y: an address of its own per request, as separate visitors.
  const forwardedFor = `10.201.${(requestNumber >> 8) & 255}.${requestNumber & 255}`;
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/newsletter/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ email, name: "Bench Reader", sourcePath: "/newsletter" }),
  });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

export interface SubscribeTimingReport {
  date: string;
  pairs: number;
  pauseMs: number;
  medianMs: Record<Kind, number>;
  /** Median of the new addresses minus median of the active one. */
  differenceMs: number;
  /** Every answer had the same status and body, whichever the address. */
  answersAlike: boolean;
}

async function main(): Promise<SubscribeTimingReport> {
  const baseUrl = (process.argv[2] ?? process.env.BENCH_BASE_URL ?? "").replace(/\/$/, "");
  if (!baseUrl) throw new Error("usage: npx tsx bench/subscribe-timing.ts <base URL>");
  const run = `${Date.now().toString(36)}`;
  const active = `bench-active-${run}@example.com`;
  await storeActiveSubscriber(active);
  let fresh = 0;
  const newAddress = () => `bench-new-${run}-${++fresh}@example.com`;

  const log = (message: string) => process.stderr.write(`[subscribe-timing] ${message}\n`);
  log(`warm-up: ${WARMUP} requests`);
  for (let i = 0; i < WARMUP; i++) {
    await timedSubscribe(baseUrl, i % 2 ? active : newAddress());
    await pause();
  }

  log(`${PAIRS} pairs, active and new interleaved`);
  const times: Record<Kind, number[]> = { active: [], new: [] };
  const answers = new Set<string>();
  for (let pair = 0; pair < PAIRS; pair++) {
    const order: Kind[] = pair % 2 ? ["new", "active"] : ["active", "new"];
    for (const kind of order) {
      const r = await timedSubscribe(baseUrl, kind === "active" ? active : newAddress());
      times[kind].push(r.ms);
      answers.add(`${r.status} ${r.body}`);
      await pause();
    }
  }

  const medianMs = { active: median(times.active), new: median(times.new) };
  const report: SubscribeTimingReport = {
    date: new Date().toISOString(),
    pairs: PAIRS,
    pauseMs: PAUSE_MS,
    medianMs,
    differenceMs: medianMs.new - medianMs.active,
    answersAlike: answers.size === 1,
  };
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(path.join(OUT_DIR, "subscribe-timing.json"), JSON.stringify(report, null, 2) + "\n");
  process.stdout.write(markdown(report) + "\n");
  return report;
}

function markdown(report: SubscribeTimingReport): string {
  const ms = (n: number) => n.toFixed(2);
  return [
    "## Subscribe timing",
    "",
    `POST \`/api/newsletter/subscribe\` against next start, one request at a time: ${report.pairs} pairs, an already-active address and a new one interleaved (${report.pauseMs} ms between requests). The answer must not tell which it was.`,
    "",
    "| Address | Median answer ms |",
    "|---|---:|",
    `| already subscribed (active) | ${ms(report.medianMs.active)} |`,
    `| new | ${ms(report.medianMs.new)} |`,
    `| difference (new − active) | ${ms(report.differenceMs)} |`,
    "",
    `Status and body: ${report.answersAlike ? "the same for every request" : "**differed between requests**"}.`,
  ].join("\n");
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(
      `bench/subscribe-timing.ts failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  });
}
