import path from "node:path";
import { Worker } from "node:worker_threads";
import { getEnv } from "@/lib/core/env";

/**
 * The statements every submission makes (rate-limit counters, the message, its outbox row, the
 * outbox row's mark), run on a worker thread with a connection of its own.
 *
 * `@libsql/client` runs a local SQLite file synchronously on the calling thread: each commit's
 * fsync (2–7 ms on the benchmark machine) and the statement itself used to stop the event loop,
 * so no other request was read, validated or answered meanwhile. On the worker, the main thread
 * goes on with other requests while a statement commits, and the next batch gathers everything
 * that arrived during that commit. Prisma's runtime is not on this path either: the statements are
 * raw SQL already (docs/decisions/0007-raw-sql-on-the-hot-path.md).
 *
 * The single write queue still holds (docs/decisions/0005-single-write-queue.md): these
 * statements are queued by `dbWrite` like every other write of the process, so this connection
 * and Prisma's never write at the same moment; only the work of a statement moved. A statement
 * that meets another process's lock fails with SQLITE_BUSY here too: the worker closes that
 * connection (one that saw BUSY is not trusted) and the queue retries on a fresh one.
 * docs/decisions/0014-sqlite-off-the-event-loop.md records the measurements.
 */

export interface SqlWriter {
  /** A statement whose rows are wanted (INSERT … RETURNING, SELECT): rows as plain objects. */
  query<T>(sql: string, ...args: unknown[]): Promise<T[]>;
  /** A statement whose changed-row count is wanted. */
  execute(sql: string, ...args: unknown[]): Promise<number>;
}

// The worker's program, as text: bundlers rewrite `require` in compiled modules, and this code
// must load the package from the installed node_modules at run time. It loads @libsql/client,
// the same client (and so the same file-URL rules) Prisma's adapter uses.
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { createRequire } = require("node:module");
const { createClient } = createRequire(workerData.base)("@libsql/client");
let client = null;
const BUSY = /SQLITE_BUSY|database is locked|SQLITE_LOCKED/i;
function fail(id, e) {
  const message = String((e && e.message) || e);
  if (client && BUSY.test(message)) {
    try { client.close(); } catch (_) {}
    client = null;
  }
  parentPort.postMessage({ id, error: { name: (e && e.name) || "Error", message, code: e && e.code } });
}
function run(m) {
  if (m.close) {
    // Only the connection closes; the thread stays, idle. A worker that has loaded the native
    // driver must not end before its process does: its teardown (an exit, or a terminate landing
    // mid-call) can run the driver's finalizers where they may not call into JavaScript, and the
    // driver then aborts the whole process.
    try { if (client) client.close(); } catch (_) {}
    client = null;
    parentPort.postMessage({ id: m.id });
    return;
  }
  let c;
  try {
    c = client || (client = createClient({ url: workerData.url, authToken: workerData.authToken }));
  } catch (e) {
    return fail(m.id, e);
  }
  return c.execute({ sql: m.sql, args: m.args }).then((rs) => {
    let rows;
    if (m.rows) rows = rs.rows.map((row) => {
      const o = {};
      rs.columns.forEach((name, i) => { o[name] = row[i]; });
      return o;
    });
    parentPort.postMessage({ id: m.id, rows, changes: rs.rowsAffected });
  }, (e) => fail(m.id, e));
}
// One message at a time, in order, even where the client is asynchronous (a remote database):
// a close waits for the statements sent before it.
let turn = Promise.resolve();
parentPort.on("message", (m) => {
  turn = turn.then(() => run(m)).catch((e) => fail(m.id, e));
});
`;

interface Reply {
  id: number;
  rows?: unknown[];
  changes?: number;
  error?: { name: string; message: string; code?: unknown };
}

interface Pending {
  resolve: (reply: Reply) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  nextId: number;
}

const globalForThread = globalThis as unknown as { __tdiSqlThread?: Thread };

function stopped(thread: Thread, cause: unknown): void {
  if (globalForThread.__tdiSqlThread === thread) globalForThread.__tdiSqlThread = undefined;
  const error = new Error("The database thread stopped", { cause });
  for (const p of thread.pending.values()) p.reject(error);
  thread.pending.clear();
}

function start(): Thread {
  const env = getEnv();
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    // None of the parent's flags: a loader given to the parent (tsx in the test runner) would run
    // this CommonJS text as an ES module.
    execArgv: [],
    // Resolved from the app's folder, as the database file's relative path is.
    workerData: {
      base: path.join(process.cwd(), "package.json"),
      url: env.DATABASE_URL,
      authToken: env.DATABASE_AUTH_TOKEN,
    },
  });
  const thread: Thread = { worker, pending: new Map(), nextId: 1 };
  // Idle, the thread keeps no process alive (a test run, a script); with a statement in flight it does.
  worker.unref();
  worker.on("message", (reply: Reply) => {
    const p = thread.pending.get(reply.id);
    if (!p) return;
    thread.pending.delete(reply.id);
    if (thread.pending.size === 0) worker.unref();
    p.resolve(reply);
  });
  worker.on("error", (error) => stopped(thread, error));
  worker.on("exit", (code) => stopped(thread, new Error(`exit code ${code}`)));
  return thread;
}

/** Sends one message to the thread; its reply, in order. The thread holds the process open meanwhile. */
function post(thread: Thread, message: Record<string, unknown>): Promise<Reply> {
  const id = thread.nextId++;
  return new Promise<Reply>((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    if (thread.pending.size === 1) thread.worker.ref();
    thread.worker.postMessage({ ...message, id });
  });
}

function send(sql: string, args: unknown[], rows: boolean): Promise<Reply> {
  return post((globalForThread.__tdiSqlThread ??= start()), { sql, args, rows }).then((reply) => {
    if (reply.error) {
      // Rebuilt so the error tests of lib/core/db (busy, unavailable, unique) read it as before.
      throw Object.assign(new Error(reply.error.message), { name: reply.error.name, code: reply.error.code });
    }
    return reply;
  });
}

export const sqlThread: SqlWriter = {
  async query<T>(sql: string, ...args: unknown[]) {
    return (await send(sql, args, true)).rows as T[];
  },
  async execute(sql: string, ...args: unknown[]) {
    return (await send(sql, args, false)).changes ?? 0;
  },
};

/**
 * Closes the thread's connection (tests that remove the database file, scripts that end their
 * database work): statements sent before this call finish and are answered first. The thread
 * itself stays, idle and holding no process alive; the next statement opens a new connection.
 */
export async function closeSqlThread(): Promise<void> {
  const thread = globalForThread.__tdiSqlThread;
  if (!thread) return;
  await post(thread, { close: true });
}
