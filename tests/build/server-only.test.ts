// The server boundary is a build error, not a convention: a client component that imports a module
// reading the database (which starts with `import "server-only"`) must fail `next build`, naming the
// import. Builds the fixture app in tests/fixtures/server-only-leak (a copy under tests/.artifacts,
// where Next may write its files). Run by `npm test` (scripts/test.sh), not by the quick lane: a
// build takes a minute.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";

const ROOT = path.resolve(__dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/server-only-leak");
const COPY = path.join(ROOT, "tests/.artifacts/server-only-leak");

test("a client component importing the database module fails next build", () => {
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(path.dirname(COPY), { recursive: true });
  cpSync(FIXTURE, COPY, { recursive: true });
  const next = path.join(ROOT, "node_modules/next/dist/bin/next");
  const result = spawnSync(process.execPath, [next, "build"], {
    cwd: COPY,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    encoding: "utf8",
    timeout: 300_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  try {
    assert.notEqual(result.status, 0, `the build should have failed:\n${output}`);
    // Next's own message for the marker, and the import chain from the client component to the module.
    assert.match(output, /"server-only"/, output);
    assert.match(output, /client-leak\.tsx/, output);
    assert.match(output, /lib\/core\/db\.ts/, output);
  } finally {
    rmSync(COPY, { recursive: true, force: true });
  }
});
