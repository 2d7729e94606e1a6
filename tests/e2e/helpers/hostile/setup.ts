import path from "node:path";
import { hashPassword } from "@/lib/auth/password";
import { startResendStandIn, type ResendStandIn } from "../../../support/resend-stand-in";
import { e2eDb, fileDb, vacuumInto, type FileDb } from "../db";
import { E2E_PORT } from "../env";
import { startServer, type StartedServer } from "../server";
import { STAFF } from "../staff";

/**
 * The hostile-input tests' own world: a short-lived `next start` of the same build on its own
 * SQLite file (a consistent copy of the shared e2e database, so row counts are not disturbed by
 * specs running beside it), its own Resend stand-in (so every e-mail it sends can be read), and
 * rate limits scaled up so no limit ever hides a result.
 */
export const HOSTILE_PORT = E2E_PORT + 40;
export const HOSTILE_DB_FILE = "tests/.artifacts/hostile.db";

export interface HostileWorld {
  server: StartedServer;
  baseURL: string;
  standIn: ResendStandIn;
  /** Retries on SQLITE_BUSY: the hostile server writes this file while the tests read it. */
  db: FileDb;
  stop: () => Promise<void>;
}

async function copyDatabase(): Promise<FileDb> {
  const target = path.resolve(HOSTILE_DB_FILE);
  // A consistent copy while other specs write.
  await vacuumInto(e2eDb(), target);
  const db = fileDb(`file:${target}`);
  await db.execute("PRAGMA journal_mode=WAL");
  await db.execute({
    sql: "INSERT OR IGNORE INTO User (username, password, createdAt) VALUES (?, ?, ?)",
    args: [STAFF.username, await hashPassword(STAFF.password), new Date().toISOString().replace("Z", "+00:00")],
  });
  return db;
}

export async function startHostileWorld(): Promise<HostileWorld> {
  const db = await copyDatabase();
  const standIn = await startResendStandIn(0);
  let server: StartedServer;
  try {
    server = await startServer(HOSTILE_PORT, {
      DATABASE_URL: `file:./${HOSTILE_DB_FILE}`,
      RATE_LIMIT_SCALE: "1000",
      RESEND_BASE_URL: standIn.baseUrl,
    });
  } catch (error) {
    await standIn.close();
    db.close();
    throw error;
  }
  return {
    server,
    baseURL: server.baseURL,
    standIn,
    db,
    stop: async () => {
      await server.stop();
      await standIn.close();
      db.close();
    },
  };
}

/** Tables whose row counts an invalid request must leave unchanged. */
export const COUNTED_TABLES = [
  "ContactMessage",
  "ChecklistSubmission",
  "NewsletterSubscriber",
  "NewsletterConsent",
  "EmailOutbox",
  "BlogPost",
  "NewsletterIssue",
  "NewsletterDelivery",
  "User",
] as const;

export async function rowCounts(db: FileDb): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const r = await db.execute(`SELECT COUNT(*) AS n FROM "${table}"`);
    out[table] = Number(r.rows[0]?.n ?? 0);
  }
  return out;
}
