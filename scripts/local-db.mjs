// The embedded database of a local run: PostgreSQL compiled to WebAssembly (PGlite), served on a
// loopback port by @electric-sql/pglite-socket, its data in data/pglite. Every process of the site
// reaches it as a PostgreSQL server, through the same driver as production
// (docs/decisions/0022-postgresql.md).
//
//   node scripts/local-db.mjs <command> [args…]
//
// runs the command with DATABASE_URL set to the embedded server's, starting the server when none
// is running for this folder and reusing a running one otherwise. The process that started the
// server (or adopted one whose starter is gone) stops it when its command ends, so stopping the
// site stops the server. With DATABASE_URL set, or on a deployment, the command runs as it is.
//
// A local run: DATABASE_URL unset, neither DEPLOY_ENV nor VERCEL_ENV set, and either the LOCAL_RUN
// mark (written to .env.local by db:setup) or a command that is only ever local (next dev,
// db:setup itself). Anything else runs as a deployment, which refuses to start without
// DATABASE_URL and says so.
//
// Plain JavaScript, run by Node itself, so it needs nothing built first.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, closeSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The tests point it at a folder of their own; a checkout keeps its data in data/.
const dataFolder = path.resolve(root, process.env.EMBEDDED_DB_FOLDER || "data");
export const PGLITE_FOLDER = path.join(dataFolder, "pglite");
export const DATA_FOLDER = dataFolder;
const STATE_FILE = path.join(dataFolder, "embedded-db.json");
const LOCK_FILE = path.join(dataFolder, "embedded-db.lock");
const LOG_FILE = path.join(dataFolder, "embedded-db.log");
/** Written once a new data folder has started: a folder without it held nothing and is redone. */
const READY_MARK = path.join(PGLITE_FOLDER, ".tdi-ready");
/** Connections the embedded server takes in all (each process keeps DATABASE_POOL_SIZE, 3). */
export const EMBEDDED_MAX_CONNECTIONS = 20;

/**
 * Whether a process is running. A process that ended but was never reaped (a zombie: its parent
 * died, and some containers' first process reaps no one) still answers signal 0, so Linux's
 * process table is asked too.
 */
export function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === "EPERM";
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function urlOf(port) {
  return `postgresql://postgres@127.0.0.1:${port}/postgres`;
}

/** Whether the server answers a query, not only a connection (it takes a few seconds to start). */
async function queryable(port) {
  const { Client } = require("pg");
  const client = new Client({ connectionString: urlOf(port), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Where db:restore builds a restored folder, and where it moves the folder it replaces, until the two swap. */
export const RESTORING_FOLDER = `${PGLITE_FOLDER}.restoring`;
export const REPLACED_FOLDER = `${PGLITE_FOLDER}.replaced`;

/**
 * One process at a time does anything to the folder as a whole: starting a server on it, copying
 * it (db:backup) or replacing it (db:restore). A second waits for the first instead, so no server
 * opens a folder being copied or swapped. Not re-entrant: work done under it must not take it again.
 */
export async function withLock(work) {
  mkdirSync(dataFolder, { recursive: true, mode: 0o700 });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const fd = openSync(LOCK_FILE, "wx");
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const holder = Number(readFileSync(LOCK_FILE, "utf8") || 0);
      if (!alive(holder)) rmSync(LOCK_FILE, { force: true });
      else if (Date.now() > deadline) throw new Error(`the embedded database's lock is held by process ${holder}`);
      else await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK_FILE, { force: true });
  }
}

/**
 * Settles what a restore stopped part-way left (scripts/db-restore.ts builds the restored folder
 * beside the live one, then moves the live one aside and the restored one into its place). Stopped
 * between those two moves, the folder is missing: the old one is put back, so a failed restore
 * leaves the old data and no server starts on an empty database. Stopped after them, the old one
 * is no longer needed (the restore took a backup of it first). A half-built folder is removed.
 * Called with the lock held.
 */
export function settleInterruptedRestore() {
  if (existsSync(REPLACED_FOLDER)) {
    if (existsSync(PGLITE_FOLDER)) rmSync(REPLACED_FOLDER, { recursive: true, force: true });
    else renameSync(REPLACED_FOLDER, PGLITE_FOLDER);
  }
  rmSync(RESTORING_FOLDER, { recursive: true, force: true });
}

/**
 * The running embedded server's address, started if need be. `owned` tells whether this process
 * is now the one that stops it.
 */
export async function ensureEmbeddedServer() {
  return withLock(async () => {
    settleInterruptedRestore();
    const state = readJson(STATE_FILE);
    if (state && alive(state.pid) && (await queryable(state.port))) {
      const adopt = !alive(state.owner);
      if (adopt) writeFileSync(STATE_FILE, JSON.stringify({ ...state, owner: process.pid }));
      return { url: urlOf(state.port), pid: state.pid, owned: adopt };
    }
    // Left behind and not answering (killed mid-start, or hung): replaced.
    if (state && alive(state.pid)) {
      try {
        process.kill(state.pid, "SIGKILL");
      } catch {
        // gone meanwhile
      }
    }
    rmSync(STATE_FILE, { force: true });
    // A data folder whose first start never finished holds nothing, and PGlite cannot open it.
    if (existsSync(PGLITE_FOLDER) && !existsSync(READY_MARK)) rmSync(PGLITE_FOLDER, { recursive: true, force: true });

    const port = await freePort();
    // The package's `pglite-server` command (its exports do not name the file, so it is found by path).
    const server = path.join(root, "node_modules/@electric-sql/pglite-socket/dist/scripts/server.js");
    const log = openSync(LOG_FILE, "a", 0o600);
    const child = spawn(
      process.execPath,
      [
        server,
        `--db=${PGLITE_FOLDER}`,
        `--port=${port}`,
        "--host=127.0.0.1",
        `--max-connections=${EMBEDDED_MAX_CONNECTIONS}`,
      ],
      { detached: true, stdio: ["ignore", log, log] },
    );
    child.unref();
    closeSync(log);
    const deadline = Date.now() + 60_000;
    while (!(await queryable(port))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        try {
          process.kill(child.pid, "SIGKILL");
        } catch {
          // gone
        }
        throw new Error(`the embedded database did not start (see ${path.relative(root, LOG_FILE)})`);
      }
      await sleep(250);
    }
    writeFileSync(READY_MARK, "");
    writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid, port, owner: process.pid }), { mode: 0o600 });
    return { url: urlOf(port), pid: child.pid, owned: true };
  });
}

/**
 * The process of the embedded server that has this folder's data open, whoever started it (a
 * serve, a dev server, a script), or null when none runs. A backup or a restore of the folder must
 * wait for it to stop: a folder copied or replaced under a running server may be torn.
 */
export function embeddedServerPid() {
  const state = readJson(STATE_FILE);
  return state && alive(state.pid) ? state.pid : null;
}

/** Stops the embedded server this process owns, letting it finish what it is writing. */
export async function stopEmbeddedServer(pid) {
  const state = readJson(STATE_FILE);
  if (state?.pid === pid) rmSync(STATE_FILE, { force: true });
  if (!alive(pid)) return;
  process.kill(pid, "SIGTERM");
  // A stop that hangs (a connection it waits for) ends with SIGKILL: PGlite loses no committed row
  // to it, and the site's own stop must not outwait its supervisor's patience.
  const deadline = Date.now() + 5_000;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  if (alive(pid)) process.kill(pid, "SIGKILL");
}

function dotenvValue(name) {
  for (const file of [".env.local", ".env"]) {
    const text = existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), "utf8") : "";
    const match = new RegExp(`^\\s*${name}\\s*=\\s*(.*)$`, "m").exec(text);
    if (match) return match[1].trim().replace(/^["']|["']$/g, "");
  }
  return undefined;
}

const env = (name) => process.env[name] || dotenvValue(name) || undefined;

/** A setting as the site will see it: the environment, then .env.local, then .env (Next's order). */
export const setting = env;

/** Whether this command, now, is a local run that the embedded server serves. */
export function isLocalRun(command) {
  if (env("DATABASE_URL")) return false;
  if (env("DEPLOY_ENV") || env("VERCEL_ENV")) return false;
  const mark = env("LOCAL_RUN");
  if (mark === "1" || mark === "true") return true;
  const line = command.join(" ");
  return /\bnext dev\b/.test(line) || /scripts\/db-setup\.ts\b/.test(line);
}

/** Runs `command` with the environment given; resolves with its exit code. Signals go through. */
export function run(command, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: "inherit",
      env: { ...process.env, ...extraEnv },
      cwd: process.cwd(),
    });
    const forward = (signal) => child.kill(signal);
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, forward);
    child.on("exit", (code, signal) => {
      for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.off(s, forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.error("usage: node scripts/local-db.mjs <command> [args…]");
    process.exit(2);
  }
  // npm puts node_modules/.bin on PATH for scripts; `next`, `tsx` and `prisma` come from there.
  if (!isLocalRun(command)) process.exit(await run(command));
  let server;
  try {
    server = await ensureEmbeddedServer();
  } catch (error) {
    console.error(`Embedded database: ${error.message}`);
    process.exit(1);
  }
  // Stopping (Ctrl+C) is handed to the command first; the server stops once it has ended.
  const code = await run(command, { DATABASE_URL: server.url });
  if (server.owned) await stopEmbeddedServer(server.pid);
  process.exit(code);
}
