import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./helpers/env";
import { listeningAddresses } from "./helpers/listening";
import { startServer } from "./helpers/server";

/**
 * The production start of docs/production.md (`npm start`, optionally with `-H`), started each way a server is
 * put on a network:
 *  - by default it listens on loopback only, so no client can reach Node past the proxy that sets
 *    X-Forwarded-For (and pick its own address); a start beyond loopback says once in its log that
 *    the proxy must set the header;
 *  - whatever address it listens on, an unknown path, location and post are answered at once with
 *    the not-found page and status 404 (the not-found page is a rewrite inside the server, which
 *    must never turn into a request to itself over the network).
 * Ports: E2E_PORT + 110 … + 113.
 */

const NOT_FOUND = [
  { path: "/no-such-page-here", title: "404 / Page Not Found" },
  { path: "/locations/atlantis", title: "404 / Page Not Found" },
  { path: "/blog/no-such-post-here", title: "Blog Post Not Found" },
] as const;

const WARNING = /Listening on \S+, beyond loopback: the proxy in front must set X-Forwarded-For/g;

const STARTS = [
  {
    name: "npm start (the default)",
    port: E2E_PORT + 110,
    host: undefined,
    listens: ["127.0.0.1"],
    reach: "127.0.0.1",
  },
  { name: "npm start -- -H ::1", port: E2E_PORT + 111, host: "::1", listens: ["::1"], reach: "[::1]" },
  {
    name: "npm start -- -H 127.0.0.1",
    port: E2E_PORT + 112,
    host: "127.0.0.1",
    listens: ["127.0.0.1"],
    reach: "127.0.0.1",
  },
  { name: "npm start -- -H 0.0.0.0", port: E2E_PORT + 113, host: "0.0.0.0", listens: ["0.0.0.0"], reach: "127.0.0.1" },
] as const;

test.describe("production start", () => {
  test.describe.configure({ mode: "serial" });

  for (const start of STARTS) {
    test(`${start.name}: listens on ${start.listens.join(", ")} and answers unknown paths 404 at once`, async () => {
      test.setTimeout(90_000);
      const server = await startServer(start.port, {}, start.host ? { host: start.host } : {});
      try {
        expect(listeningAddresses(start.port)).toEqual(start.listens);
        for (const { path, title } of NOT_FOUND) {
          // A rewrite that went out over the network hung here until the client gave up.
          const res = await fetch(`http://${start.reach}:${start.port}${path}`, {
            signal: AbortSignal.timeout(10_000),
          });
          expect(res.status, path).toBe(404);
          expect(await res.text(), path).toContain(`<title>${title}`);
        }
        const warnings = server.output().match(WARNING) ?? [];
        expect(warnings).toHaveLength(start.listens.every((a) => a === "0.0.0.0") ? 1 : 0);
      } finally {
        await server.stop();
      }
    });
  }

  test("LISTEN_ADDRESS names the address when no -H is given", async () => {
    test.setTimeout(90_000);
    const port = E2E_PORT + 111;
    const server = await startServer(port, { LISTEN_ADDRESS: "::1" });
    try {
      expect(listeningAddresses(port)).toEqual(["::1"]);
    } finally {
      await server.stop();
    }
  });
});
