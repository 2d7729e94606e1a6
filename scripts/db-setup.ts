/**
 * `npm run db:setup`: prepares the database; safe to run any number of times.
 *  1. On a local run, writes any missing secret to .env.local with a generated value.
 *  2. Creates the folder of a SQLite file.
 *  3. Applies migrations (`prisma migrate deploy`, offline through the driver adapter).
 *  4. Turns on WAL for a local file.
 *  5. Seeds empty tables (never touches an existing row).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, appendFileSync } from "node:fs";
import path from "node:path";
import { config as loadDotenv } from "dotenv";

const root = path.resolve(__dirname, "..");
process.chdir(root);

// `--secrets-file PATH` names another file for generated secrets (tests use a temporary one).
const envFlag = process.argv.indexOf("--secrets-file");
const envLocalFile = envFlag > 0 && process.argv[envFlag + 1] ? path.resolve(process.argv[envFlag + 1]!) : path.join(root, ".env.local");

// Same precedence as Next: the real environment, then .env.local, then .env.
loadDotenv({ path: envLocalFile, quiet: true });
loadDotenv({ path: path.join(root, ".env"), quiet: true });

async function main() {
  const { parseEnv, REQUIRED_SECRETS } = await import("@/lib/env");
  let env = parseEnv(process.env);

  if (env.stage === "local") {
    const file = envLocalFile;
    const existing = existsSync(file) ? readFileSync(file, "utf8") : "";
    const added: string[] = [];
    for (const name of REQUIRED_SECRETS) {
      if (env[name]) continue;
      const value = randomBytes(32).toString("base64url");
      appendFileSync(file, `${existing && !existing.endsWith("\n") && added.length === 0 ? "\n" : ""}${name}=${value}\n`);
      process.env[name] = value;
      added.push(name);
    }
    if (added.length > 0) console.log(`db:setup: wrote ${added.join(", ")} to ${path.relative(root, file) || file}`);
    env = parseEnv(process.env);
  }

  const url = env.DATABASE_URL;
  process.env.DATABASE_URL = url;
  if (url.startsWith("file:")) {
    const dbFile = path.resolve(root, url.slice("file:".length));
    mkdirSync(path.dirname(dbFile), { recursive: true });
  }

  execFileSync(process.execPath, [require.resolve("prisma/build/index.js"), "migrate", "deploy"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: process.env,
  });

  const { getDb } = await import("@/lib/db");
  const db = getDb();
  if (url.startsWith("file:")) {
    // Persistent: WAL lets readers run beside the one writer.
    await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  }
  const { seed } = await import("../prisma/seed");
  const report = await seed(db);
  console.log(
    `db:setup: database ready (${report.blogPosts} blog posts and ${report.newsletterIssues} newsletter issues seeded; existing rows untouched)`,
  );
  await db.$disconnect();
}

main().catch((error: unknown) => {
  console.error(`db:setup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
