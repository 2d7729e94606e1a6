import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { Client } from "pg";
import { ROOT } from "./helpers";

/**
 * The test services start from a checkout in a folder the cluster's owner cannot enter: a clone
 * under /root (mode 700), as in many containers. As root the cluster belongs to the `postgres`
 * user, so its files must live where that user can reach them, and be gone after. Proven with
 * the real scripts run from such a checkout: scripts/test-services.sh (the suite's own cluster)
 * and tests/e2e/helpers/pg-cluster.ts (a browser test's cluster of its own).
 */
const run = promisify(execFile);

let parent: string;
let checkout: string;

before(() => {
  // mkdtemp makes the folder with mode 700: only its owner (root, when the suite runs as root) enters.
  parent = mkdtempSync(path.join(os.tmpdir(), "tdi-private-"));
  assert.equal(statSync(parent).mode & 0o777, 0o700);
  checkout = path.join(parent, "checkout");
  mkdirSync(path.join(checkout, "scripts"), { recursive: true });
  copyFileSync(path.join(ROOT, "scripts/test-services.sh"), path.join(checkout, "scripts/test-services.sh"));
});

after(async () => {
  await services("stop").catch(() => undefined);
  rmSync(parent, { recursive: true, force: true });
});

function services(action: "start" | "stop") {
  return run("bash", [path.join(checkout, "scripts/test-services.sh"), action], { cwd: checkout, timeout: 120_000 });
}

async function selectOne(url: string): Promise<unknown> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query("SELECT current_user AS who, 1 AS one")).rows[0];
  } finally {
    await client.end();
  }
}

test("scripts/test-services.sh starts and stops its cluster from a checkout in a mode-700 folder", async () => {
  const { stdout } = await services("start");
  const url = /export TEST_DATABASE_URL='([^']+)'/.exec(stdout)?.[1];
  assert.ok(url, `start printed ${stdout}`);
  assert.deepEqual(await selectOne(url), { who: "app", one: 1 });

  const pointer = path.join(checkout, "tests/.artifacts/services.dir");
  const dir = readFileSync(pointer, "utf8").trim();
  assert.ok(existsSync(path.join(dir, "pg", "PG_VERSION")), "the cluster's files are in the folder named");
  assert.ok(!dir.startsWith(parent), `the cluster lives outside the private folder (${dir})`);

  await services("stop");
  assert.equal(existsSync(dir), false, "stop removes the cluster's folder");
  assert.equal(existsSync(pointer), false);
  await assert.rejects(selectOne(url), /ECONNREFUSED|connect/);
});

/** Folders of clusters this test made, wherever a cluster's folder may be. */
const ownClusterFolders = () =>
  [os.tmpdir(), "/tmp"].flatMap((base) =>
    readdirSync(base).filter((name) => name.startsWith(`tdi-cluster-private-folder-${process.pid}-`)),
  );

test("a browser test's own cluster starts and is destroyed from a checkout in a mode-700 folder", async () => {
  const script = `
    const m = await import(${JSON.stringify(path.join(ROOT, "tests/e2e/helpers/pg-cluster.ts"))});
    const { startOwnCluster } = m.startOwnCluster ? m : m.default;
    const pg = await import(${JSON.stringify(pathToFileURL(require.resolve("pg")).href)});
    const cluster = await startOwnCluster("private-folder-${process.pid}");
    const client = new pg.default.Client({ connectionString: cluster.url("postgres") });
    await client.connect();
    const { rows } = await client.query("SELECT 1 AS one");
    await client.end();
    await cluster.destroy();
    console.log(JSON.stringify(rows[0]));`;
  // Run where a checkout in that folder runs it: its working directory is the checkout (tsx is
  // named by its file, as the private folder has no node_modules to find it in).
  const tsx = pathToFileURL(path.join(ROOT, "node_modules/tsx/dist/loader.mjs")).href;
  const { stdout } = await run(process.execPath, ["--import", tsx, "--input-type=module", "-e", script], {
    cwd: checkout,
    env: process.env,
    timeout: 120_000,
  });
  assert.deepEqual(JSON.parse(stdout.trim().split("\n").at(-1)!), { one: 1 });
  assert.equal(existsSync(path.join(checkout, "tests/.artifacts/clusters")), false, "nothing of it in the checkout");
  assert.deepEqual(ownClusterFolders(), [], "destroy removes the cluster's folder");
});
