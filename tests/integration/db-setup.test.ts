import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { SEED_BLOG_POSTS } from "@/content/seed/blog-posts";
import { SEED_NEWSLETTER_ISSUES } from "@/content/seed/newsletter-issues";
import { ROOT, useDatabase } from "./helpers";

let dir: string;
let url: string;
let envFile: string;

/** The permission bits of a file or folder, as an octal string ("600"). */
const modeOf = (p: string) => (statSync(p).mode & 0o777).toString(8);

function runSetup(extraEnv: Record<string, string> = {}, secretsFile = envFile): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, ...extraEnv };
  for (const name of [
    "CRON_SECRET",
    "NEWSLETTER_TOKEN_SECRET",
    "SESSION_SECRET",
    "VERCEL_ENV",
    "DEPLOY_ENV",
    "LOCAL_RUN",
  ]) {
    if (!(name in extraEnv)) delete env[name];
  }
  return execFileSync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts", "--secrets-file", secretsFile], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

before(() => {
  // A folder that does not exist yet: db:setup must create it.
  dir = mkdtempSync(path.join(tmpdir(), "tdi-setup-"));
  url = `file:${path.join(dir, "nested", "site.db")}`;
  envFile = path.join(dir, "env.local");
  useDatabase(url);
});

after(() => rmSync(dir, { recursive: true, force: true }));

test("db:setup creates the folder, migrates, seeds and writes missing local secrets and the local-run mark", () => {
  const output = runSetup();
  assert.ok(existsSync(path.join(dir, "nested", "site.db")));
  assert.match(output, /database ready/);
  const written = readFileSync(envFile, "utf8");
  // Without it, `npm start` on this checkout would count as a production start and refuse.
  assert.match(written, /^LOCAL_RUN=1$/m, "local-run mark written");
  for (const name of ["CRON_SECRET", "NEWSLETTER_TOKEN_SECRET", "SESSION_SECRET"]) {
    assert.match(written, new RegExp(`^${name}=[A-Za-z0-9_-]{40,}$`, "m"), `${name} written`);
  }
  // Secrets, leads and password hashes are for the owner alone.
  assert.equal(modeOf(envFile), "600", "secrets file");
  assert.equal(modeOf(path.join(dir, "nested")), "700", "database folder it created");
  assert.equal(modeOf(path.join(dir, "nested", "site.db")), "600", "database file");
});

test("db:setup tightens an existing secrets file, data folder and database, on every run", () => {
  // Inside the project, like the default data/ folder (a folder elsewhere that db:setup did not
  // create may be shared, so only its files are tightened there).
  const artifacts = path.join(ROOT, "tests", ".artifacts");
  mkdirSync(artifacts, { recursive: true });
  const project = mkdtempSync(path.join(artifacts, "db-setup-"));
  const folder = path.join(project, "data");
  const dbFile = path.join(folder, "dev.db");
  const secrets = path.join(project, "env.local");
  const loosen = () => {
    chmodSync(secrets, 0o644);
    chmodSync(folder, 0o755);
    if (existsSync(dbFile)) chmodSync(dbFile, 0o644);
  };
  try {
    mkdirSync(folder);
    writeFileSync(secrets, "# kept by the operator\n");
    loosen();
    const relativeUrl = `file:./${path.relative(ROOT, dbFile)}`;
    runSetup({ DATABASE_URL: relativeUrl }, secrets);
    assert.deepEqual([modeOf(secrets), modeOf(folder), modeOf(dbFile)], ["600", "700", "600"], "first run");
    assert.match(
      readFileSync(secrets, "utf8"),
      /^# kept by the operator\n# A developer's local run.*\nLOCAL_RUN=1\nCRON_SECRET=/,
    );

    // A later run (nothing left to create or to write) tightens them again.
    loosen();
    runSetup({ DATABASE_URL: relativeUrl }, secrets);
    assert.deepEqual([modeOf(secrets), modeOf(folder), modeOf(dbFile)], ["600", "700", "600"], "second run");
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});

test("running db:setup again keeps one copy of each seeded row and leaves edits alone", async () => {
  const { dbRead, dbWrite, getDb } = await import("@/lib/core/db");
  assert.equal(await dbRead((db) => db.blogPost.count()), SEED_BLOG_POSTS.length);
  assert.equal(await dbRead((db) => db.newsletterIssue.count()), SEED_NEWSLETTER_ISSUES.length);

  const first = SEED_BLOG_POSTS[0]!;
  await dbWrite((db) => db.blogPost.update({ where: { slug: first.slug }, data: { title: "Edited by staff" } }));
  const issue = await dbRead((db) => db.newsletterIssue.findFirstOrThrow({ orderBy: { id: "asc" } }));
  await dbWrite((db) => db.newsletterIssue.update({ where: { id: issue.id }, data: { title: "Edited issue" } }));
  const secretsBefore = readFileSync(envFile, "utf8");

  runSetup();

  assert.equal(await dbRead((db) => db.blogPost.count()), SEED_BLOG_POSTS.length);
  assert.equal(await dbRead((db) => db.newsletterIssue.count()), SEED_NEWSLETTER_ISSUES.length);
  assert.equal(
    (await dbRead((db) => db.blogPost.findUniqueOrThrow({ where: { slug: first.slug } }))).title,
    "Edited by staff",
  );
  assert.equal(
    (await dbRead((db) => db.newsletterIssue.findUniqueOrThrow({ where: { id: issue.id } }))).title,
    "Edited issue",
  );
  // The secrets already there are kept, not regenerated.
  assert.equal(readFileSync(envFile, "utf8"), secretsBefore);
  await getDb().$disconnect();
});

test("a deployment's db:setup writes no secrets file", () => {
  const deployDir = mkdtempSync(path.join(tmpdir(), "tdi-setup-deploy-"));
  const deployEnvFile = path.join(deployDir, "env.local");
  try {
    execFileSync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts", "--secrets-file", deployEnvFile], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: `file:${path.join(deployDir, "d.db")}`, DEPLOY_ENV: "staging" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    assert.equal(existsSync(deployEnvFile), false);
  } finally {
    rmSync(deployDir, { recursive: true, force: true });
  }
});
