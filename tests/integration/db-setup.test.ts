import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { SEED_BLOG_POSTS } from "@/content/seed/blog-posts";
import { SEED_NEWSLETTER_ISSUES } from "@/content/seed/newsletter-issues";
import { ROOT, useDatabase } from "./helpers";

let dir: string;
let url: string;
let envFile: string;

function runSetup(extraEnv: Record<string, string> = {}): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, ...extraEnv };
  for (const name of ["CRON_SECRET", "NEWSLETTER_TOKEN_SECRET", "SESSION_SECRET", "VERCEL_ENV", "DEPLOY_ENV"]) {
    if (!(name in extraEnv)) delete env[name];
  }
  return execFileSync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts", "--secrets-file", envFile], {
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

test("db:setup creates the folder, migrates, seeds and writes missing local secrets", () => {
  const output = runSetup();
  assert.ok(existsSync(path.join(dir, "nested", "site.db")));
  assert.match(output, /database ready/);
  const written = readFileSync(envFile, "utf8");
  for (const name of ["CRON_SECRET", "NEWSLETTER_TOKEN_SECRET", "SESSION_SECRET"]) {
    assert.match(written, new RegExp(`^${name}=[A-Za-z0-9_-]{40,}$`, "m"), `${name} written`);
  }
});

test("running db:setup again keeps one copy of each seeded row and leaves edits alone", async () => {
  const { dbRead, dbWrite, getDb } = await import("@/lib/db");
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
  assert.equal((await dbRead((db) => db.blogPost.findUniqueOrThrow({ where: { slug: first.slug } }))).title, "Edited by staff");
  assert.equal((await dbRead((db) => db.newsletterIssue.findUniqueOrThrow({ where: { id: issue.id } }))).title, "Edited issue");
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
