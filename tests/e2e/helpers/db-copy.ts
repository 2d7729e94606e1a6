import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { e2eDb, fileDb, vacuumInto, type FileDb } from "./db";

/**
 * A database of its own for a short-lived server: a consistent copy of the shared e2e database
 * (seeded posts and issues, which the prerendered pages were built from), with every lead,
 * message and counter removed, so counts in the copy are the test's alone.
 */
const LEAD_TABLES = [
  "EmailOutbox",
  "NewsletterDelivery",
  "NewsletterConsent",
  "NewsletterConfirmRequest",
  "NewsletterSubscriber",
  "ContactMessage",
  "ChecklistSubmission",
  "RateLimitCounter",
  "FormCheck",
];

export interface LeadFreeDb {
  file: string;
  url: string;
  /** Retries on SQLITE_BUSY: the short-lived server writes this file while the test does. */
  client: FileDb;
  rows: <T = Record<string, unknown>>(sql: string, args?: (string | number)[]) => Promise<T[]>;
  close: () => void;
}

export async function copyDatabase(name: string): Promise<LeadFreeDb> {
  const dir = path.resolve("tests/.artifacts");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.db`);
  // A consistent copy while other specs write.
  await vacuumInto(e2eDb(), file);
  const client = fileDb(`file:${file}`);
  // VACUUM INTO writes a rollback-journal file; the site runs on WAL (npm run db:setup).
  await client.execute("PRAGMA journal_mode = WAL");
  for (const table of LEAD_TABLES) await client.execute(`DELETE FROM "${table}"`);
  return {
    file,
    url: `file:${file}`,
    client,
    rows: async <T>(sql: string, args: (string | number)[] = []) =>
      (await client.execute({ sql, args })).rows as unknown as T[],
    close: () => {
      client.close();
      for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    },
  };
}
