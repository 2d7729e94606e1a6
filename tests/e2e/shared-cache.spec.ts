import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "@/lib/auth/password";
import { copyDatabase, type LeadFreeDb } from "./helpers/db-copy";
import { E2E_BASE_URL, E2E_PORT } from "./helpers/env";
import { SITE_CONFIG_FILE, siteConfig, startNginx, type StartedNginx } from "./helpers/nginx";
import { startServer, type StartedServer } from "./helpers/server";

/**
 * The shared page cache of the production topology: docs/deploy/nginx.conf, the file docs/production.md
 * tells an operator to install, in front of a short-lived `next start` of the shared build.
 *  - Prerendered pages are stored and served from nginx; RSC requests of client-side navigation
 *    are stored apart from the HTML of the same URL.
 *  - Form submissions, the forms' check pages, the staff area and the APIs are never stored.
 *  - A post unpublished by staff is gone from the cache at once; a server start (a deploy) empties
 *    it; no stored page outlives the file's bound.
 * Ports: E2E_PORT + 100 … + 104.
 */

const PORTS = { nginx: E2E_PORT + 100, purge: E2E_PORT + 101, server: E2E_PORT + 102 } as const;
const SHORT = { nginx: E2E_PORT + 103, purge: E2E_PORT + 104 } as const;
const STAFF = { username: "cache-staff", password: "shared cache staff passphrase 7Q" };
const GZIP = { "Accept-Encoding": "gzip" };
/** What a browser sends when client-side navigation fetches a page's React Server Components data. */
const RSC = { ...GZIP, RSC: "1" };

interface Answer {
  status: number;
  cache: string | null;
  location: string | null;
  type: string | null;
  body: string;
}

async function get(base: string, pathname: string, headers: Record<string, string> = GZIP): Promise<Answer> {
  const res = await fetch(`${base}${pathname}`, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  return {
    status: res.status,
    cache: res.headers.get("x-cache"),
    location: res.headers.get("location"),
    type: res.headers.get("content-type"),
    body: await res.text(),
  };
}

/** Asks until the answer is stored: the first request of a page may meet a refresh still running. */
async function stored(base: string, pathname: string, headers: Record<string, string> = GZIP): Promise<Answer> {
  let answer = await get(base, pathname, headers);
  for (let i = 0; i < 10 && answer.cache !== "HIT"; i++) answer = await get(base, pathname, headers);
  return answer;
}

function cacheFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "e2e-page-cache-"));
  // nginx's worker runs as an unprivileged user when the tests run as root.
  chmodSync(dir, 0o777);
  return dir;
}

test.describe("the production guide's nginx page cache in front of next start", () => {
  test.describe.configure({ mode: "serial" });

  let db: LeadFreeDb | undefined;
  let server: StartedServer | undefined;
  let nginx: StartedNginx | undefined;
  let cacheDir = "";
  let base = "";
  const serverEnv = () => ({
    DATABASE_URL: db!.url,
    CACHE_PURGE_URL: `http://127.0.0.1:${PORTS.purge}/purge`,
  });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    db = await copyDatabase("shared-cache");
    await db.execute(`INSERT INTO "User" ("username", "password", "createdAt") VALUES ($1, $2, now())`, [
      STAFF.username,
      await hashPassword(STAFF.password),
    ]);
    cacheDir = cacheFolder();
    nginx = await startNginx({
      upstreams: {},
      listeners: [],
      site: {
        config: siteConfig({
          servers: [`127.0.0.1:${PORTS.server}`],
          port: PORTS.nginx,
          purgePort: PORTS.purge,
          cacheDir,
        }),
        ports: [PORTS.nginx, PORTS.purge],
      },
    });
    base = nginx.urls[0]!;
    server = await startServer(PORTS.server, serverEnv());
  });

  test.afterAll(async () => {
    await server?.stop();
    await nginx?.stop();
    await db?.close();
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  });

  test("a prerendered page is served from the cache, and its RSC data is stored apart from its HTML", async () => {
    const first = await get(base, "/locations/markham");
    expect(first.status).toBe(200);
    const html = await stored(base, "/locations/markham");
    expect(html.cache, nginx!.errorLog()).toBe("HIT");
    expect(html.type).toContain("text/html");
    expect(html.body).toBe(first.body);

    // Client-side navigation asks for the page's React Server Components data: Next.js first sends
    // such a request to the page's URL with its cache-busting `_rsc` parameter...
    const redirect = await get(base, "/locations/markham", RSC);
    expect(redirect.status).toBe(307);
    const rscPath = redirect.location!;
    expect(rscPath).toMatch(/^\/locations\/markham\?_rsc/);
    // ...where the same URL answers React data with the RSC header and HTML without it: each is
    // stored apart, and neither is ever handed the other's answer.
    const rsc = await get(base, rscPath, RSC);
    expect(rsc.status).toBe(200);
    expect(rsc.type).toContain("text/x-component");
    expect(rsc.body).not.toContain("<html");
    expect((await stored(base, rscPath, RSC)).type).toContain("text/x-component");
    const htmlAtRscUrl = await get(base, rscPath);
    expect(htmlAtRscUrl.type).toContain("text/html");
    expect(htmlAtRscUrl.body).toContain("<html");
    const htmlStored = await stored(base, rscPath);
    expect(htmlStored.type).toContain("text/html");
    const rscAgain = await get(base, rscPath, RSC);
    expect(rscAgain.cache).toBe("HIT");
    expect(rscAgain.type).toContain("text/x-component");
    expect(rscAgain.body).toBe(rsc.body);
    // ...and the page's own HTML is still its HTML.
    const htmlAgain = await get(base, "/locations/markham");
    expect(htmlAgain.cache).toBe("HIT");
    expect(htmlAgain.type).toContain("text/html");
    expect(htmlAgain.body).toBe(first.body);

    // A client that takes no gzip gets a copy of its own, never gzip bytes it cannot read.
    const plain = await stored(base, "/locations/markham", {});
    expect(plain.body).toBe(first.body);
  });

  test("campaign links (utm_*, gclid, fbclid) are served from the page stored for the plain address; other queries are not", async () => {
    const plain = await stored(base, "/locations/vaughan");
    expect(plain.cache, nginx!.errorLog()).toBe("HIT");
    const campaign = await get(
      base,
      "/locations/vaughan?utm_source=newsletter&UTM_Medium=email&gclid=abc123&fbclid=xyz",
    );
    expect(campaign.cache).toBe("HIT");
    expect(campaign.body).toBe(plain.body);
    // Any other parameter is a different address to the cache.
    const other = await get(base, "/locations/vaughan?utm_source=newsletter&ref=partner");
    expect(other.cache).not.toBe("HIT");
  });

  test("form submissions, the forms' check pages, the status pages, the staff area and the APIs are never stored", async () => {
    const marker = `shared-cache-${Date.now().toString(36)}`;
    for (let i = 0; i < 2; i++) {
      // The same message twice: both reach the site and both are stored.
      const json = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: E2E_BASE_URL },
        body: JSON.stringify({
          name: "Cache Test",
          email: "cache-test@example.com",
          message: `Is the cache in the way? [${marker}]`,
          sourcePath: "/contact",
        }),
      });
      expect(json.status).toBe(201);
      expect(json.headers.get("x-cache")).not.toBe("HIT");
      // The same form posted without JavaScript.
      const form = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: E2E_BASE_URL },
        body: new URLSearchParams({
          name: "Cache Test",
          email: "cache-test@example.com",
          message: `Posted as a form [${marker}]`,
          sourcePath: "/contact",
        }).toString(),
        redirect: "manual",
      });
      expect(form.status).toBe(303);
      expect(form.headers.get("x-cache")).not.toBe("HIT");
    }
    const rows = await db!.rows<{ n: number }>(`SELECT COUNT(*) AS n FROM "ContactMessage" WHERE "message" LIKE $1`, [
      `%${marker}%`,
    ]);
    expect(Number(rows[0]?.n)).toBe(4);

    for (const pathname of [
      "/contact/check",
      "/newsletter/check",
      "/support/check",
      // An urgent request's status page (a token no request has: the address, not the answer, decides).
      "/support/status/no-such-request",
      "/admin/sign-in",
      "/admin/leads",
      "/api/blog",
      "/api/keys/google-maps",
      "/api/newsletter/recent-issues",
    ]) {
      for (let i = 0; i < 3; i++) {
        const answer = await get(base, pathname);
        expect(answer.cache, `${pathname}, request ${i + 1}`).toBe("BYPASS");
      }
    }
  });

  test("a post unpublished by staff is gone from the cache at once, with every other stored page", async () => {
    const [post] = await db!.rows<{
      id: number;
      title: string;
      slug: string;
      excerpt: string;
      category: string;
      tags: string;
      author: string;
      content: string;
    }>(
      `SELECT "id", "title", "slug", "excerpt", "category", "tags", "author", "content" FROM "BlogPost" WHERE "isPublished" = true ORDER BY "id" LIMIT 1`,
    );
    expect(post).toBeDefined();
    const postPath = `/blog/${post!.slug}`;
    expect((await stored(base, postPath)).cache).toBe("HIT");
    expect((await stored(base, "/faq")).cache).toBe("HIT");

    // Staff unpublish it on the server itself (the staff area is never cached anyway).
    const staff: APIRequestContext = await playwrightRequest.newContext({
      baseURL: server!.baseURL,
      extraHTTPHeaders: { Origin: E2E_BASE_URL },
    });
    try {
      const signIn = await staff.post("/api/admin/sign-in", { data: STAFF });
      expect(signIn.status(), await signIn.text()).toBe(200);
      const { id, ...fields } = post!;
      const saved = await staff.post(`/api/admin/blog/${id}`, { data: { ...fields, status: "draft" } });
      expect(saved.status(), await saved.text()).toBe(200);

      const gone = await get(base, postPath);
      expect(gone.status).toBe(404);
      expect(gone.cache).not.toBe("HIT");
      // Every other stored page is asked of the site again once.
      expect((await get(base, "/faq")).cache).toBe("MISS");
      await expect.poll(() => server!.output()).toContain('[cache.purged] reason="publication"');
    } finally {
      await staff.dispose();
    }
  });

  test("a server start (a deploy) empties the cache", async () => {
    expect((await stored(base, "/about")).cache).toBe("HIT");
    await server!.stop();
    server = await startServer(PORTS.server, serverEnv());
    await expect.poll(() => server!.output()).toContain('[cache.purged] reason="server-start"');
    const after = await get(base, "/about");
    expect(after.status).toBe(200);
    expect(after.cache).toBe("MISS");
  });
});

test.describe("the bound on a stored page", () => {
  test("the production guide states the file's bound, and a page past it is asked of the site again", async () => {
    test.setTimeout(120_000);
    const file = readFileSync(SITE_CONFIG_FILE, "utf8");
    expect(file).toMatch(/^\s*proxy_cache_valid 200 5m;$/m);
    expect(readFileSync(path.join(process.cwd(), "docs/production.md"), "utf8")).toContain(
      "No stored page is more than 5 minutes old",
    );

    // The same file with a bound of one second, in front of the shared server. nginx counts
    // whole seconds and expires a copy only once its second is past, so 3 s are surely beyond it.
    const cacheDir = cacheFolder();
    const nginx = await startNginx({
      upstreams: {},
      listeners: [],
      site: {
        config: siteConfig({
          servers: [`127.0.0.1:${E2E_PORT}`],
          port: SHORT.nginx,
          purgePort: SHORT.purge,
          cacheDir,
          validFor: "1s",
        }),
        ports: [SHORT.nginx, SHORT.purge],
      },
    });
    try {
      const base = nginx.urls[0]!;
      expect((await stored(base, "/services")).cache).toBe("HIT");
      await new Promise((r) => setTimeout(r, 3000));
      // Past the bound: the first request after it is answered from the old copy while one
      // request to the site refreshes it (never a plain HIT of the old copy).
      expect(["STALE", "EXPIRED", "UPDATING"]).toContain((await get(base, "/services")).cache);
      await expect.poll(async () => (await get(base, "/services")).cache).toBe("HIT");
    } finally {
      await nginx.stop();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
