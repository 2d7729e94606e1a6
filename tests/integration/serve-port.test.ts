import assert from "node:assert/strict";
import { test } from "node:test";

/**
 * `npm run serve` on another port: the links the site writes (canonical addresses, Open Graph,
 * e-mail links) name SITE_URL, baked into the prerendered pages by the build, so a serve on
 * PORT=3005 builds and starts with SITE_URL=http://localhost:3005 unless SITE_URL is set.
 */
async function settings(environment: Record<string, string>, configured: Record<string, string> = {}) {
  const { serveSettings } = await import("../../scripts/serve.mjs");
  return serveSettings(environment as NodeJS.ProcessEnv, (name: string) => configured[name]);
}

test("on another port, the site's own address follows the port", async () => {
  assert.deepEqual(await settings({ PORT: "3005" }), {
    port: 3005,
    env: { PORT: "3005", SITE_URL: "http://localhost:3005" },
  });
});

test("without PORT, port 3000 and its address", async () => {
  assert.deepEqual(await settings({}), { port: 3000, env: { PORT: "3000", SITE_URL: "http://localhost:3000" } });
});

test("a SITE_URL that is set (environment, .env.local or .env) is left as it is", async () => {
  assert.deepEqual(await settings({ PORT: "3005" }, { SITE_URL: "http://127.0.0.1:8080" }), {
    port: 3005,
    env: { PORT: "3005" },
  });
});
