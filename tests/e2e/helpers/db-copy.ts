import { createDatabase, dropDatabase, SEEDED_TEMPLATE } from "../../support/postgres";
import { openDatabase, type Database, type SqlParam } from "./db";

/**
 * A database of its own for a short-lived server: a copy of the seeded template (the posts and
 * issues the prerendered pages were built from), which holds no lead, message or counter, so
 * counts in the copy are the test's alone. Made on the test cluster and dropped by `close()`.
 */
export interface LeadFreeDb {
  url: string;
  rows: <T = Record<string, unknown>>(sql: string, params?: SqlParam[]) => Promise<T[]>;
  /** Runs a statement; the number of rows it changed. */
  execute: (sql: string, params?: SqlParam[]) => Promise<number>;
  /** The copy's pool, for what needs one session (a transaction, a lock held open). */
  db: Database;
  /** Ends the test's connections and drops the copy (with any session a server still holds). */
  close: () => Promise<void>;
}

/** A database name from a test's label: PostgreSQL's 63 bytes, lower case, no quoting surprises. */
export function databaseName(label: string): string {
  return `tdi_e2e_${label.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`.slice(0, 63);
}

export async function copyDatabase(label: string): Promise<LeadFreeDb> {
  const url = await createDatabase(databaseName(label), SEEDED_TEMPLATE);
  const db = openDatabase(url);
  return {
    url,
    rows: <T>(sql: string, params?: SqlParam[]) => db.rows<T>(sql, params),
    execute: (sql, params) => db.execute(sql, params),
    db,
    close: async () => {
      await db.end();
      await dropDatabase(url);
    },
  };
}
