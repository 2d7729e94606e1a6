import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { SEED_BLOG_POSTS } from "@/content/seed/blog-posts";
import { SEED_NEWSLETTER_ISSUES } from "@/content/seed/newsletter-issues";
import { createDatabase, dropDatabase } from "../support/postgres";
import { ROOT, useDatabase } from "./helpers";

/**
 * `npm run db:setup`'s script against a real PostgreSQL database that starts empty (no table): it
 * applies the migrations, seeds, writes a local run's secrets, and tightens what holds them.
 */
let dir: string;
let url: string;
let envFile: string;
/** Every run tightens the project's data/ folder; its mode is given back afterwards. */
const dataFolder = path.join(ROOT, "data");
let dataFolderMode: number | undefined;

/** The permission bits of a file or folder, as an octal string ("600"). */
const modeOf = (p: string) => (statSync(p).mode & 0o777).toString(8);

const SETUP_ENV_NAMES = [
  "CRON_SECRET",
  "NEWSLETTER_TOKEN_SECRET",
  "SESSION_SECRET",
  "VERCEL_ENV",
  "DEPLOY_ENV",
  "LOCAL_RUN",
];

function setupEnv(extraEnv: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, ...extraEnv };
  for (const name of SETUP_ENV_NAMES) if (!(name in extraEnv)) delete env[name];
  return env;
}

function runSetup(extraEnv: Record<string, string> = {}, secretsFile = envFile): string {
  return execFileSync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts", "--secrets-file", secretsFile], {
    cwd: ROOT,
    env: setupEnv(extraEnv),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

before(async () => {
  if (existsSync(dataFolder)) dataFolderMode = statSync(dataFolder).mode & 0o777;
  dir = mkdtempSync(path.join(tmpdir(), "tdi-setup-"));
  envFile = path.join(dir, "env.local");
  // Copied from PostgreSQL's own empty template, not the migrated one: db:setup must migrate it.
  url = await createDatabase(undefined, "template0");
  useDatabase(url);
});

after(async () => {
  const { getDb } = await import("@/lib/core/db");
  await getDb().$disconnect();
  await dropDatabase(url);
  rmSync(dir, { recursive: true, force: true });
  if (dataFolderMode !== undefined) chmodSync(dataFolder, dataFolderMode);
});

test("db:setup migrates an empty database, seeds it and writes missing local secrets and the local-run mark", async () => {
  const output = runSetup();
  assert.match(output, /database ready \(\d+ blog posts and \d+ newsletter issues seeded/);
  const { getDb } = await import("@/lib/core/db");
  assert.equal(await getDb().blogPost.count(), SEED_BLOG_POSTS.length);
  assert.equal(await getDb().newsletterIssue.count(), SEED_NEWSLETTER_ISSUES.length);
  const written = readFileSync(envFile, "utf8");
  // Without it, `npm start` on this checkout would count as a production start and refuse.
  assert.match(written, /^LOCAL_RUN=1$/m, "local-run mark written");
  for (const name of ["CRON_SECRET", "NEWSLETTER_TOKEN_SECRET", "SESSION_SECRET"]) {
    assert.match(written, new RegExp(`^${name}=[A-Za-z0-9_-]{40,}$`, "m"), `${name} written`);
  }
  // Secrets are for the owner alone.
  assert.equal(modeOf(envFile), "600", "secrets file");
});

test("db:setup tightens an existing secrets file and the project's data folder, on every run", () => {
  // The project's own data/ folder, where the embedded server of a local run keeps its files.
  const createdHere = !existsSync(dataFolder);
  if (createdHere) mkdirSync(dataFolder);
  const secrets = path.join(dir, "operator.env");
  const loosen = () => {
    chmodSync(secrets, 0o644);
    chmodSync(dataFolder, 0o755);
  };
  try {
    writeFileSync(secrets, "# kept by the operator\n");
    loosen();
    runSetup({}, secrets);
    assert.deepEqual([modeOf(secrets), modeOf(dataFolder)], ["600", "700"], "first run");
    assert.match(
      readFileSync(secrets, "utf8"),
      /^# kept by the operator\n# A developer's local run.*\nLOCAL_RUN=1\nCRON_SECRET=/,
    );

    // A later run (nothing left to create or to write) tightens them again.
    loosen();
    runSetup({}, secrets);
    assert.deepEqual([modeOf(secrets), modeOf(dataFolder)], ["600", "700"], "second run");
  } finally {
    if (createdHere) rmSync(dataFolder, { recursive: true, force: true });
  }
});

test("running db:setup again keeps one copy of each seeded row and leaves edits alone", async () => {
  const { getDb } = await import("@/lib/core/db");
  const db = getDb();
  assert.equal(await db.blogPost.count(), SEED_BLOG_POSTS.length);
  assert.equal(await db.newsletterIssue.count(), SEED_NEWSLETTER_ISSUES.length);

  const first = SEED_BLOG_POSTS[0]!;
  await db.blogPost.update({ where: { slug: first.slug }, data: { title: "Edited by staff" } });
  const issue = await db.newsletterIssue.findFirstOrThrow({ orderBy: { id: "asc" } });
  await db.newsletterIssue.update({ where: { id: issue.id }, data: { title: "Edited issue" } });
  const secretsBefore = readFileSync(envFile, "utf8");

  runSetup();

  assert.equal(await db.blogPost.count(), SEED_BLOG_POSTS.length);
  assert.equal(await db.newsletterIssue.count(), SEED_NEWSLETTER_ISSUES.length);
  assert.equal((await db.blogPost.findUniqueOrThrow({ where: { slug: first.slug } })).title, "Edited by staff");
  assert.equal((await db.newsletterIssue.findUniqueOrThrow({ where: { id: issue.id } })).title, "Edited issue");
  // The secrets already there are kept, not regenerated.
  assert.equal(readFileSync(envFile, "utf8"), secretsBefore);
});

test("a deployment's db:setup writes no secrets file", () => {
  const deployEnvFile = path.join(dir, "deploy.env");
  runSetup({ DEPLOY_ENV: "staging" }, deployEnvFile);
  assert.equal(existsSync(deployEnvFile), false);
});

test("db:setup refuses an SQLite file's URL of the site's earlier version, and says what to set", () => {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/db-setup.ts", "--secrets-file", path.join(dir, "sqlite.env")],
    {
      cwd: ROOT,
      env: setupEnv({ DATABASE_URL: "file:./data/dev.db", DEPLOY_ENV: "staging" }),
      encoding: "utf8",
    },
  );
  assert.equal(result.status, 1);
  assert.match(
    result.stderr,
    /db:setup failed: DATABASE_URL is file:\.\/data\/dev\.db, an SQLite file .*postgresql:\/\//,
  );
});
