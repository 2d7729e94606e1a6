/**
 * `npm run db:setup`: prepares the database; safe to run any number of times.
 *  1. On a local run, writes any missing secret to .env.local with a generated value, and the
 *     LOCAL_RUN mark when neither DEPLOY_ENV nor VERCEL_ENV is set: it lets `npm start` on this
 *     checkout run as local; a production start without it must be configured as a deployment
 *     (docs/decisions/0003-deployment-identity.md).
 *  2. Creates the folder of a SQLite file.
 *  3. Applies migrations (`prisma migrate deploy`, offline through the driver adapter).
 *  4. Turns on WAL for a local file.
 *  5. Seeds empty tables (never touches an existing row).
 * On every run it also tightens what holds secrets and personal data, existing files included:
 * .env.local to 0600, the database's folder to 0700 and the SQLite files to 0600 (see
 * tightenPermissions).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, appendFileSync, chmodSync, closeSync, openSync, statSync } from "node:fs";
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

/** Owner-only modes: the secrets file and the SQLite files (leads, password hashes) and their folder. */
const PRIVATE_FILE = 0o600;
const PRIVATE_FOLDER = 0o700;

/** The project's own data folder, tightened even when DATABASE_URL points elsewhere. */
const dataFolder = path.join(root, "data");

/** Whether a folder lies inside the project (the project folder itself excluded). */
function insideProject(folder: string): boolean {
  const relative = path.relative(root, folder);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

function chmodIfPresent(file: string, mode: number): void {
  if (existsSync(file)) chmodSync(file, mode);
}

/**
 * Makes the secrets file, the data folder and the SQLite files readable by their owner alone,
 * whatever mode an earlier version or the umask gave them. A database folder outside the project
 * that db:setup did not create may be shared with other things (a home folder, /srv), so it is
 * only reported when others can read it; the SQLite files in it are tightened all the same.
 * SQLite gives the -wal and -shm files it creates later the mode of the database file.
 */
function tightenPermissions(dbFile: string | null, createdFolder: boolean): void {
  chmodIfPresent(envLocalFile, PRIVATE_FILE);
  chmodIfPresent(dataFolder, PRIVATE_FOLDER);
  if (!dbFile) return;
  const folder = path.dirname(dbFile);
  if (createdFolder || insideProject(folder)) chmodSync(folder, PRIVATE_FOLDER);
  else if ((statSync(folder).mode & 0o077) !== 0) {
    console.warn(`db:setup: ${folder} (the database's folder) can be read by other users; consider chmod 700`);
  }
  for (const suffix of ["", "-wal", "-shm", "-journal"]) chmodIfPresent(`${dbFile}${suffix}`, PRIVATE_FILE);
}

async function main() {
  const { parseEnv, REQUIRED_SECRETS } = await import("@/lib/core/env");
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

  const url = env.DATABASE_URL;
  process.env.DATABASE_URL = url;
  const dbFile = url.startsWith("file:") ? path.resolve(root, url.slice("file:".length)) : null;
  let createdFolder = false;
  if (dbFile) {
    createdFolder = !existsSync(path.dirname(dbFile));
    mkdirSync(path.dirname(dbFile), { recursive: true, mode: PRIVATE_FOLDER });
    // Created empty and owner-only before the migration opens it (SQLite takes an empty file as a
    // new database), so the file is never readable by others, not even for a moment.
    closeSync(openSync(dbFile, "a", PRIVATE_FILE));
  }
  tightenPermissions(dbFile, createdFolder);

  execFileSync(process.execPath, [require.resolve("prisma/build/index.js"), "migrate", "deploy"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: process.env,
  });

  const { getDb } = await import("@/lib/core/db");
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
  tightenPermissions(dbFile, createdFolder);
}

main().catch((error: unknown) => {
  console.error(`db:setup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
