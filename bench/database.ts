/**
 * The benchmarks' own access to a PostgreSQL database: the measured server's (DATABASE_URL, to
 * store a row first or count what a run stored) or a throwaway one beside it (bench/growth.ts).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { Client } from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

/** The measured server's database, as this process's DATABASE_URL names it. */
export function benchDatabaseUrl(): string {
  const url = process.env.DATABASE_URL ?? "";
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error("DATABASE_URL must name the measured server's PostgreSQL database (postgresql://…)");
  return url;
}

/** A Prisma client of its own on `url`; the caller ends it with $disconnect(). */
export function openDatabase(url: string = benchDatabaseUrl()): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 2 }) });
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The URL of database `name` on the server `serverUrl` names. */
export function siblingUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name` on the server `serverUrl` names (ending any session on it) and makes it anew, empty. */
export async function recreateDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted(name)}`);
  } finally {
    await client.end();
  }
  return siblingUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

// `npx tsx bench/database.ts <server URL> <name>`: makes database `name` anew on that server and
// prints its URL (bench/run.sh, for the measured server's database).
if (require.main === module) {
  const [serverUrl, name] = process.argv.slice(2);
  if (!serverUrl || !name) {
    console.error("usage: npx tsx bench/database.ts <postgresql://server URL> <database name>");
    process.exit(2);
  }
  recreateDatabase(serverUrl, name).then(
    (url) => process.stdout.write(`${url}\n`),
    (error: unknown) => {
      console.error(`bench/database.ts failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
