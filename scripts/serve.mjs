// `npm run serve`: everything a newcomer needs to see the site on this machine, in one command:
// install the packages, start the embedded database (scripts/local-db.mjs) unless DATABASE_URL
// names one, migrate and seed it, build, and serve. Ctrl+C stops the site and then the database;
// the next `npm run serve` finds the data where it was left. Beside the site runs its schedule
// (scripts/local-schedule.ts): the deliveries job every minute and the retention purge once a day,
// so retries, digests and escalations happen on a local run as on a deployment.
//
// A second `npm run serve` in the same folder while one runs would fight over the build folder
// and the port: it is refused, before anything is installed, with the running one's address.
//
// PORT picks another port (3000 by default). The site's own links, canonical addresses and e-mail
// links name SITE_URL, which the build writes into every prerendered page: unless SITE_URL is set
// (in the environment, .env.local or .env), the build and the server are given
// http://localhost:{PORT}, so the links lead to the site being served.
//
// Plain JavaScript run by Node itself: it runs before the packages are installed.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { alive, DATA_FOLDER, ensureEmbeddedServer, run, setting, stopEmbeddedServer } from "./local-db.mjs";

/**
 * The port and site address a serve runs with: PORT from the environment (as `next start` reads
 * it), and SITE_URL following it unless SITE_URL is set anywhere the site reads it.
 */
export function serveSettings(environment = process.env, read = setting) {
  const port = Number(environment.PORT) || 3000;
  const site = read("SITE_URL") ? {} : { SITE_URL: `http://localhost:${port}` };
  return { port, env: { PORT: String(port), ...site } };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) await serve();

async function serve() {
  const SITE_FILE = path.join(DATA_FOLDER, "site.json");
  const { port, env: siteEnv } = serveSettings();

  const running = existsSync(SITE_FILE) ? JSON.parse(readFileSync(SITE_FILE, "utf8")) : null;
  if (running && running.pid !== process.pid && alive(running.pid)) {
    console.error(
      `The site is already being served from this folder (process ${running.pid}, http://localhost:${running.port}). ` +
        "Stop it first (Ctrl+C in its terminal), or open that address.",
    );
    process.exit(1);
  }
  mkdirSync(path.dirname(SITE_FILE), { recursive: true, mode: 0o700 });
  writeFileSync(SITE_FILE, JSON.stringify({ pid: process.pid, port }));

  let server;
  let schedule;
  let stopping = false;
  async function finish(code) {
    await stopSchedule(schedule);
    if (server?.owned) await stopEmbeddedServer(server.pid);
    rmSync(SITE_FILE, { force: true });
    process.exit(code);
  }
  // Ctrl+C reaches the running step too (same terminal); once it has ended, finish() stops the rest.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => (stopping = true));

  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const step = async (args, env = {}) => {
    const code = await run([npm, ...args], env);
    if (code !== 0 || stopping) await finish(code || 1);
  };

  await step(["install", "--no-audit", "--no-fund"]);
  const env = { ...siteEnv };
  if (!process.env.DATABASE_URL) {
    try {
      server = await ensureEmbeddedServer();
    } catch (error) {
      console.error(`Embedded database: ${error.message}`);
      await finish(1);
    }
    env.DATABASE_URL = server.url;
  }
  await step(["run", "db:setup"], env);
  await step(["run", "build"], env);
  // The deliveries job every minute and the retention purge once a day, as a deployment's cron
  // runs them, in a process of their own beside the site (scripts/local-schedule.ts).
  schedule = spawn(process.execPath, ["--import", "tsx", path.join("scripts", "local-schedule.ts")], {
    stdio: "inherit",
    env: { ...process.env, ...env, TSX_TSCONFIG_PATH: path.resolve("tsconfig.node.json") },
  });
  const code = await run([npm, "start"], env);
  await finish(code);
}

/** Stops the schedule's process, letting a run under way finish (SIGTERM), within a few seconds. */
async function stopSchedule(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
