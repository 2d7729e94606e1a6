import { hashPassword } from "@/lib/auth/password";
import { startResendStandIn, type ResendStandIn } from "../../../support/resend-stand-in";
import { copyDatabase, type LeadFreeDb } from "../db-copy";
import type { Database } from "../db";
import { E2E_PORT } from "../env";
import { startServer, type StartedServer } from "../server";
import { STAFF } from "../staff";

/**
 * The hostile-input tests' own world: a short-lived `next start` of the same build on its own
 * database (a copy of the seeded template, so row counts are not disturbed by specs running
 * beside it), its own Resend stand-in (so every e-mail it sends can be read), and rate limits
 * scaled up so no limit ever hides a result.
 */
export const HOSTILE_PORT = E2E_PORT + 40;

export interface HostileWorld {
  server: StartedServer;
  baseURL: string;
  standIn: ResendStandIn;
  /** The hostile server's database, which it writes while the tests read it. */
  db: Database;
  stop: () => Promise<void>;
}

async function copyDatabaseWithStaff(): Promise<LeadFreeDb> {
  const copy = await copyDatabase("hostile");
  await copy.execute(
    `INSERT INTO "User" ("username", "password", "createdAt") VALUES ($1, $2, now()) ON CONFLICT ("username") DO NOTHING`,
    [STAFF.username, await hashPassword(STAFF.password)],
  );
  return copy;
}

export async function startHostileWorld(): Promise<HostileWorld> {
  const copy = await copyDatabaseWithStaff();
  const standIn = await startResendStandIn(0);
  let server: StartedServer;
  try {
    server = await startServer(HOSTILE_PORT, {
      DATABASE_URL: copy.url,
      RATE_LIMIT_SCALE: "1000",
      RESEND_BASE_URL: standIn.baseUrl,
    });
  } catch (error) {
    await standIn.close();
    await copy.close();
    throw error;
  }
  return {
    server,
    baseURL: server.baseURL,
    standIn,
    db: copy.db,
    stop: async () => {
      await server.stop();
      await standIn.close();
      await copy.close();
    },
  };
}

/** Tables whose row counts an invalid request must leave unchanged. */
export const COUNTED_TABLES = [
  "ContactMessage",
  "ChecklistSubmission",
  "NewsletterSubscriber",
  "NewsletterConsent",
  "Delivery",
  "BlogPost",
  "NewsletterIssue",
  "NewsletterDelivery",
  "User",
  "Booking",
  "BookingChange",
] as const;

export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [row] = await db.rows<{ n: string }>(`SELECT COUNT(*) AS n FROM "${table}"`);
    out[table] = Number(row?.n ?? 0);
  }
  return out;
}
