import { spawn } from "node:child_process";
import path from "node:path";
import { createDatabase, dropDatabase } from "../support/postgres";
import { startResendStandIn, type ResendStandIn } from "../support/resend-stand-in";

export const ROOT = path.resolve(__dirname, "../..");

export interface TempDatabase {
  url: string;
  /** Drops the database (ending any session still on it). */
  cleanup: () => Promise<void>;
}

/** A fresh database on the test cluster with every migration applied (no seed). */
export async function createTempDatabase(): Promise<TempDatabase> {
  const url = await createDatabase();
  return { url, cleanup: () => dropDatabase(url) };
}

/** Points this process's lib/core/env at a database before lib/core/db is first imported. */
export function useDatabase(url: string): void {
  process.env.DATABASE_URL = url;
}

export interface SecondWriter {
  /** The writer's exit code, once it has written all its rows. */
  exited: Promise<number | null>;
  /** What it printed on stderr so far (for assertion messages). */
  stderr: () => string;
}

/**
 * Starts a second process writing `rows` contact rows to the database (fixtures/writer.ts) and
 * resolves once it is writing, so the caller's burst really overlaps it.
 */
export async function startSecondWriter(url: string, rows: number): Promise<SecondWriter> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "tests/integration/fixtures/writer.ts"), String(rows)],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
    child.on("exit", () => reject(new Error(`writer exited early: ${stderr}`)));
  });
  return { exited, stderr: () => stderr };
}

/**
 * The usual world of a test that sends e-mail: a fresh database for this process and a Resend
 * stand-in the real SDK talks to, with `env` set on top (timeouts, secrets, the site's address).
 */
export async function startMailTestWorld(
  env: Record<string, string>,
): Promise<{ database: TempDatabase; standIn: ResendStandIn }> {
  const database = createTempDatabase();
  const standIn = await startResendStandIn();
  // As useDatabase does: before lib/core/db is first imported.
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: standIn.baseUrl,
    ...env,
  });
  return { database, standIn };
}

export interface LockHolder {
  release: () => void;
  exited: Promise<number | null>;
}

/**
 * A second process holding the lock until release() (fixtures/lock-holder.ts); resolves once it
 * holds it. The database needs a table `Probe (id INTEGER PRIMARY KEY, writer TEXT NOT NULL)`.
 */
export async function holdLock(url: string, mode: "IMMEDIATE" | "EXCLUSIVE"): Promise<LockHolder> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "tests/integration/fixtures/lock-holder.ts"), url, mode],
    {
      cwd: ROOT,
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => d.toString().includes("locked") && resolve());
    child.on("exit", () => reject(new Error(`lock holder exited early: ${stderr}`)));
  });
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      child.stdin.end("release\n");
    },
    exited,
  };
}
