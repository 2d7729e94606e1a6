import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { E2E_PORT, e2eServerEnv } from "./helpers/env";
import { startServer, type StartedServer } from "./helpers/server";

/**
 * The `serve` path of a developer's machine, on the embedded PostgreSQL (PGlite, served by
 * scripts/local-db.mjs) instead of the suite's cluster, with the suite's build: `npm run db:setup`
 * and `npm start` with DATABASE_URL unset on a local run. Its data folder is one of the test's own.
 *  - stopping the site stops the embedded server, and the next start finds the data where it was;
 *  - a client killed inside a transaction holding a lock blocks the next write for seconds at most;
 *  - the site's processes killed (SIGKILL) in the middle of a flood lose no answered lead, and the
 *    next start adopts the server they left behind;
 *  - a second `npm run serve` in a folder where one runs is refused before it installs anything.
 * Port: E2E_PORT + 130.
 */

const PORT = E2E_PORT + 130;
const RUN = `${process.pid}-${Date.now().toString(36)}`;
const FOLDER = path.resolve(`tests/.artifacts/embedded-${RUN}`);
const ENV = {
  DATABASE_URL: "",
  EMBEDDED_DB_FOLDER: FOLDER,
  LOCAL_RUN: "1",
  // The contact form's own per-address limit is not what this tests.
  RATE_LIMIT_SCALE: "1000",
};

interface State {
  pid: number;
  port: number;
  owner: number;
}

function state(): State | null {
  const file = path.join(FOLDER, "embedded-db.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as State) : null;
}

/** Running, and not a zombie (a process that ended but that no one reaped still answers signal 0). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const current = state();
  if (!current) throw new Error("no embedded server is running");
  const client = new Client({ connectionString: `postgresql://postgres@127.0.0.1:${current.port}/postgres` });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

let lead = 0;
async function postLead(base: string): Promise<{ status: number; marker: string }> {
  lead++;
  const marker = `embedded-${RUN}-${lead}`;
  const res = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.9.0.${(lead % 250) + 1}` },
    body: JSON.stringify({
      name: "Embedded Lead",
      email: `embedded-${lead}@example.com`,
      message: `Our imaging server needs a look [${marker}].`,
      sourcePath: "/contact",
    }),
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null);
  return { status: res?.status ?? 0, marker };
}

async function storedMarkers(): Promise<Set<string>> {
  const rows = await query<{ message: string }>(`SELECT "message" FROM "ContactMessage" WHERE "message" LIKE $1`, [
    `%embedded-${RUN}-%`,
  ]);
  return new Set(rows.map((r) => /\[(embedded-[^\]]+)\]/.exec(r.message)?.[1] ?? ""));
}

test.describe("the embedded database of a local run", () => {
  test.describe.configure({ mode: "serial" });
  let site: StartedServer | undefined;

  test.beforeAll(() => mkdirSync(FOLDER, { recursive: true }));

  test.afterAll(async () => {
    await site?.stop();
    const left = state();
    if (left && alive(left.pid)) process.kill(left.pid, "SIGKILL");
    rmSync(FOLDER, { recursive: true, force: true });
  });

  test("db:setup prepares it and stops it; the site starts it, and stopping the site stops it; the data stays", async () => {
    test.setTimeout(180_000);
    execFileSync("npm", ["run", "db:setup"], { env: e2eServerEnv(ENV) as NodeJS.ProcessEnv, stdio: "pipe" });
    expect(state(), "db:setup stopped the server it started").toBeNull();

    site = await startServer(PORT, ENV);
    const running = state()!;
    expect(alive(running.pid)).toBe(true);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await postLead(site.baseURL));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);

    await site.stop();
    site = undefined;
    await until("the embedded server has stopped", () => !alive(running.pid));

    site = await startServer(PORT, ENV);
    const stored = await storedMarkers();
    for (const a of answers) expect(stored.has(a.marker), a.marker).toBe(true);
  });

  test("a client killed inside a transaction that holds a lock blocks the next write for seconds at most", async () => {
    test.setTimeout(60_000);
    const current = state()!;
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `const { Client } = require("pg");
         (async () => {
           const c = new Client({ connectionString: "postgresql://postgres@127.0.0.1:${current.port}/postgres" });
           await c.connect();
           await c.query("BEGIN");
           await c.query('LOCK TABLE "ContactMessage" IN ACCESS EXCLUSIVE MODE');
           console.log("locked");
           setInterval(() => {}, 1000);
         })();`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on("data", (d: Buffer) => d.toString().includes("locked") && resolve());
      holder.on("exit", () => reject(new Error("the lock holder exited early")));
    });
    holder.kill("SIGKILL");
    const started = Date.now();
    const answer = await postLead(site!.baseURL);
    expect(answer.status).toBe(201);
    expect(Date.now() - started, "the write waited on the dead client's lock").toBeLessThan(8_000);
  });

  test("the site killed mid-flood loses no answered lead, and the next start adopts the server left behind", async () => {
    test.setTimeout(180_000);
    const server = state()!;
    const answered: string[] = [];
    const base = site!.baseURL;
    const flood = Array.from({ length: 40 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 20));
      const a = await postLead(base);
      if (a.status === 201) answered.push(a.marker);
    });
    await until("some leads are answered", () => answered.length >= 5, 60_000);
    await site!.kill();
    site = undefined;
    await Promise.all(flood);
    expect(alive(server.pid), "the embedded server outlives the site's processes").toBe(true);

    site = await startServer(PORT, ENV);
    const adopted = state()!;
    expect(adopted.pid, "the server left behind is reused").toBe(server.pid);
    const stored = await storedMarkers();
    for (const marker of answered) expect(stored.has(marker), `${marker} was answered 201`).toBe(true);

    // Adopted: stopping this site stops it.
    await site.stop();
    site = undefined;
    await until("the adopted server has stopped", () => !alive(server.pid));
  });

  test("a second npm run serve in the folder is refused before it installs anything", () => {
    // A site is running: this test process stands for it.
    writeFileSync(path.join(FOLDER, "site.json"), JSON.stringify({ pid: process.pid, port: 3999 }));
    let output = "";
    let code = 0;
    try {
      execFileSync(process.execPath, ["scripts/serve.mjs"], {
        env: { ...process.env, EMBEDDED_DB_FOLDER: FOLDER },
        stdio: "pipe",
        timeout: 20_000,
      });
    } catch (error) {
      const e = error as { status: number; stderr: Buffer };
      code = e.status;
      output = e.stderr.toString();
    }
    expect(code).toBe(1);
    expect(output).toContain(`already being served from this folder (process ${process.pid}, http://localhost:3999)`);
    rmSync(path.join(FOLDER, "site.json"));
  });
});
