import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");

export interface TempDatabase {
  dir: string;
  file: string;
  url: string;
  cleanup: () => void;
}

/** A fresh SQLite file with every migration applied and WAL on (no seed). */
export function createTempDatabase(prefix = "tdi-test-"): TempDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const file = path.join(dir, "test.db");
  const url = `file:${file}`;
  execFileSync(process.execPath, [require.resolve("prisma/build/index.js"), "migrate", "deploy"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { dir, file, url, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Points this process's lib/env at a database before lib/db is first imported. */
export function useDatabase(url: string): void {
  process.env.DATABASE_URL = url;
}
