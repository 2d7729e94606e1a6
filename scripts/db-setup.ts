/**
 * `npm run db:setup`: prepares the database; safe to run any number of times.
 *  1. On a local run, writes any missing secret to .env.local with a generated value, and the
 *     LOCAL_RUN mark when neither DEPLOY_ENV nor VERCEL_ENV is set: it lets `npm start` on this
 *     checkout run as local; a production start without it must be configured as a deployment
 *     (docs/decisions/0003-deployment-identity.md).
 *  2. Applies migrations (`prisma migrate deploy`) to the database DATABASE_URL names: on a local
 *     run the embedded server that `npm run db:setup` starts (scripts/local-db.mjs).
 *  3. Seeds empty tables (never touches an existing row).
 * On every run it also tightens what holds secrets and personal data, existing ones included:
 * .env.local to 0600 and the project's data/ folder (the embedded server's files, in data/pglite)
 * to 0700.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, appendFileSync, chmodSync } from "node:fs";
import path from "node:path";
import { config as loadDotenv } from "dotenv";

const root = path.resolve(__dirname, "..");
process.chdir(root);

// `--secrets-file PATH` names another file for generated secrets (tests use a temporary one).
const envFlag = process.argv.indexOf("--secrets-file");
const envLocalFile =
  envFlag > 0 && process.argv[envFlag + 1] ? path.resolve(process.argv[envFlag + 1]!) : path.join(root, ".env.local");

// Same precedence as Next: the real environment, then .env.local, then .env.
loadDotenv({ path: envLocalFile, quiet: true });
loadDotenv({ path: path.join(root, ".env"), quiet: true });

/** Owner-only modes: the secrets file, and the folder of the embedded database (leads, password hashes). */
const PRIVATE_FILE = 0o600;
const PRIVATE_FOLDER = 0o700;

/** The project's own data folder: the embedded server keeps its files in data/pglite. */
const dataFolder = path.join(root, "data");

function chmodIfPresent(file: string, mode: number): void {
  if (existsSync(file)) chmodSync(file, mode);
}

/**
 * Makes the secrets file and the data folder readable by their owner alone, whatever mode an
 * earlier version or the umask gave them.
 */
function tightenPermissions(): void {
  chmodIfPresent(envLocalFile, PRIVATE_FILE);
  chmodIfPresent(dataFolder, PRIVATE_FOLDER);
}

async function main() {
  const { databaseUrlProblem, parseEnv, REQUIRED_SECRETS } = await import("@/lib/core/env-rules");
  // Before anything is added to it: an existing file may already hold secrets.
  chmodIfPresent(envLocalFile, PRIVATE_FILE);
  let env = parseEnv(process.env);

  if (env.stage === "local") {
    const file = envLocalFile;
    const existing = existsSync(file) ? readFileSync(file, "utf8") : "";
    const added: string[] = [];
    const append = (name: string, value: string, comment?: string) => {
      const separator = existing && !existing.endsWith("\n") && added.length === 0 ? "\n" : "";
      appendFileSync(file, `${separator}${comment ? `# ${comment}\n` : ""}${name}=${value}\n`, { mode: PRIVATE_FILE });
      process.env[name] = value;
      added.push(name);
    };
    if (!env.LOCAL_RUN && !env.VERCEL_ENV && !env.DEPLOY_ENV) {
      append(
        "LOCAL_RUN",
        "1",
        "A developer's local run (npm run db:setup wrote this). A deployment sets DEPLOY_ENV instead.",
      );
    }
    for (const name of REQUIRED_SECRETS) {
      if (!env[name]) append(name, randomBytes(32).toString("base64url"));
    }
    if (added.length > 0) console.log(`db:setup: wrote ${added.join(", ")} to ${path.relative(root, file) || file}`);
    env = parseEnv(process.env);
  }
  tightenPermissions();

  const problem = databaseUrlProblem(env.DATABASE_URL);
  if (problem) throw new Error(problem);

  execFileSync(process.execPath, [require.resolve("prisma/build/index.js"), "migrate", "deploy"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: process.env,
  });

  const { getDb } = await import("@/lib/core/db");
  const db = getDb();
  const { seed } = await import("../prisma/seed");
  const report = await seed(db);
  console.log(
    `db:setup: database ready (${report.blogPosts} blog posts and ${report.newsletterIssues} newsletter issues seeded; existing rows untouched)`,
  );
  await db.$disconnect();
  tightenPermissions();
}

main().catch((error: unknown) => {
  console.error(`db:setup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
