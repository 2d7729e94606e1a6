import { expect, test, type Browser, type Page } from "@playwright/test";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startRedis, type StartedRedis } from "../support/redis-server";
import { copyDatabase, type LeadFreeDb } from "./helpers/db-copy";
import { E2E_BASE_URL, E2E_PORT } from "./helpers/env";
import { siteConfig, startNginx, type StartedNginx } from "./helpers/nginx";
import { startServer, type StartedServer } from "./helpers/server";
import { addStaffTo, signIn } from "./helpers/staff";

/**
 * Pages regenerated on one process are fresh on all: two `next start` of the shared build on one
 * database copy, with Next's page store in a redis-server of the test's own (REDIS_URL, see
 * cache-handler.mjs), behind the production guide's nginx site file (docs/deploy/nginx.conf: both processes
 * in its `upstream`, its page cache and purge door).
 *  - Staff edit a published post through process A; process B shows the change on its very next
 *    request, and the page nginx stores again after its purge is the new one.
 *  - The same edit without REDIS_URL: B still serves the old page right after it (A the new one),
 *    so the shared store is what makes B fresh.
 *  - With Redis gone, both processes still serve pages, and publishing still works.
 * Each part publishes a post of its own ("e2e-" slug, in its own database copy), which the shared
 * e2e server's database does not have: pages the processes leave in the build's own cache folder
 * never reach it. Ports: E2E_PORT + 120 … + 129.
 */

const PORTS = {
  redis: E2E_PORT + 120,
  a: E2E_PORT + 121,
  b: E2E_PORT + 122,
  nginx: E2E_PORT + 123,
  purge: E2E_PORT + 124,
  plainA: E2E_PORT + 125,
  plainB: E2E_PORT + 126,
} as const;
/** The build's identity, which every process of it must name (next.config.ts's deploymentId). */
const BUILD_ID = readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();

interface Answer {
  status: number;
  cache: string | null;
  body: string;
}

async function get(base: string, pathname: string): Promise<Answer> {
  const res = await fetch(`${base}${pathname}`, {
    headers: { "Accept-Encoding": "gzip" },
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, cache: res.headers.get("x-cache"), body: await res.text() };
}

/** Asks nginx until the answer is stored: the first request of a page may meet a refresh still running. */
async function stored(base: string, pathname: string): Promise<Answer> {
  let answer = await get(base, pathname);
  for (let i = 0; i < 10 && answer.cache !== "HIT"; i++) answer = await get(base, pathname);
  return answer;
}

function cacheFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "e2e-page-cache-"));
  // nginx's worker runs as an unprivileged user when the tests run as root.
  chmodSync(dir, 0o777);
  return dir;
}

async function startBoth(env: Record<string, string>, ports: [number, number]): Promise<StartedServer[]> {
  const started = await Promise.allSettled(ports.map((port) => startServer(port, env)));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await Promise.all(started.flatMap((s) => (s.status === "fulfilled" ? [s.value.stop()] : [])));
    throw (failed as PromiseRejectedResult).reason;
  }
  return started.map((s) => (s as PromiseFulfilledResult<StartedServer>).value);
}

/** A staff member signed in through the real form of one process. */
async function staffOn(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await signIn(page);
  return page;
}

interface PostFields {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  tags: string;
  author: string;
  content: string;
}

/** A new post of this run; `version` goes into its title, so each edit's page can be told apart. */
function testPost(name: string, version: string): PostFields {
  const stamp = `${Date.now().toString(36)}-${process.pid}`;
  return {
    title: `E2E Redis Post ${name} ${stamp} ${version}`,
    slug: `e2e-redis-${name}-${stamp}`,
    excerpt: "A post the shared page store test publishes and edits.",
    category: "hardware",
    tags: "e2e",
    author: "Toronto Dental IT",
    content: "Opening paragraph.\n\n## A Section\n\nMore text.",
  };
}

/** Publishes a new post through the staff API of the process the page is signed in to; its id. */
async function publish(staff: Page, post: PostFields): Promise<number> {
  const res = await staff.request.post("/api/admin/blog", {
    data: { ...post, status: "published" },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Saves a published post's fields through the staff API ("Changes saved: the public page shows them now."). */
async function edit(staff: Page, id: number, post: PostFields): Promise<void> {
  const res = await staff.request.post(`/api/admin/blog/${id}`, {
    data: { ...post, status: "published" },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const dplId = (html: string) => /data-dpl-id="([^"]*)"/.exec(html)?.[1];

// ---------------------------------------------------------------------------------------------

test.describe("two processes sharing Next's page store in Redis, behind nginx", () => {
  test.describe.configure({ mode: "serial" });

  let redis: StartedRedis | undefined;
  let db: LeadFreeDb | undefined;
  let servers: StartedServer[] = [];
  let nginx: StartedNginx | undefined;
  let cacheDir = "";
  let staff: Page | undefined;
  let a = "";
  let b = "";
  let front = "";
  let post: PostFields;
  let postId = 0;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    redis = await startRedis(PORTS.redis);
    db = await copyDatabase("redis-cache");
    await addStaffTo(db);
    cacheDir = cacheFolder();
    nginx = await startNginx({
      upstreams: {},
      listeners: [],
      site: {
        config: siteConfig({
          servers: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`],
          port: PORTS.nginx,
          purgePort: PORTS.purge,
          cacheDir,
        }),
        ports: [PORTS.nginx, PORTS.purge],
      },
    });
    front = nginx.urls[0]!;
    servers = await startBoth(
      { DATABASE_URL: db.url, REDIS_URL: redis.url, CACHE_PURGE_URL: `http://127.0.0.1:${PORTS.purge}/purge` },
      [PORTS.a, PORTS.b],
    );
    [a, b] = servers.map((s) => s.baseURL) as [string, string];
    staff = await staffOn(browser, a);
  });

  test.afterAll(async () => {
    await staff?.context().close();
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await redis?.stop();
    db?.close();
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  });

  test("a post edited through process A is fresh on process B and in nginx's cache at once", async () => {
    post = testPost("shared", "first version");
    postId = await publish(staff!, post);
    const postPath = `/blog/${post.slug}`;

    // B renders the page and keeps it in the shared store; nginx keeps B's or A's copy.
    const before = await get(b, postPath);
    expect(before.status).toBe(200);
    expect(before.body).toContain(post.title);
    const cached = await stored(front, postPath);
    expect(cached.cache, nginx!.errorLog()).toBe("HIT");
    expect(cached.body).toContain(post.title);

    const edited = { ...post, title: post.title.replace("first version", "second version") };
    await edit(staff!, postId, edited);

    // B's very next answer is the new page: no waiting for its 5-minute regeneration.
    const after = await get(b, postPath);
    expect(after.status).toBe(200);
    expect(after.body).toContain(edited.title);
    expect(after.body).not.toContain(post.title);
    // nginx was emptied, and whichever process refilled it rendered the new page.
    const refilled = await get(front, postPath);
    expect(refilled.cache).not.toBe("HIT");
    expect(refilled.body).toContain(edited.title);
    expect((await stored(front, postPath)).body).toContain(edited.title);
    expect((await get(front, "/blog")).body).toContain(edited.title);
    expect((await get(a, postPath)).body).toContain(edited.title);
    post = edited;

    await expect.poll(() => servers[0]!.output()).toContain('[cache.purged] reason="publication"');
    for (const server of servers) {
      expect(server.output()).toContain("[cache.store-ready]");
      expect(server.output()).not.toMatch(/\[cache\.store-(unavailable|get-failed|set-failed|revalidate-failed)\]/);
    }
  });

  test("both processes name the build's one deployment id", async () => {
    expect(BUILD_ID).not.toBe("");
    for (const base of [a, b]) {
      expect(dplId((await get(base, "/about")).body), base).toBe(BUILD_ID);
      expect(dplId((await get(base, `/blog/${post.slug}`)).body), base).toBe(BUILD_ID);
    }
  });

  test("with Redis gone, both processes still serve pages and publishing still works", async () => {
    test.setTimeout(90_000);
    await redis!.stop();
    redis = undefined;

    for (const base of [a, b]) {
      for (const pathname of ["/", "/about", `/blog/${post.slug}`, "/blog"]) {
        const answer = await get(base, pathname);
        expect(answer.status, `${base}${pathname}`).toBe(200);
      }
    }
    const edited = { ...post, title: post.title.replace("second version", "third version") };
    await edit(staff!, postId, edited);
    expect((await get(b, `/blog/${post.slug}`)).body).toContain(edited.title);
    expect((await get(front, `/blog/${post.slug}`)).body).toContain(edited.title);

    // Each process said once that the store is away, and that the revalidation could not be stored.
    for (const server of servers) {
      await expect.poll(() => server.output()).toContain("[cache.store-unavailable]");
      expect(server.output().split("[cache.store-unavailable]").length - 1).toBe(1);
    }
    await expect.poll(() => servers[0]!.output()).toContain("[cache.store-revalidate-failed]");
  });
});

// ---------------------------------------------------------------------------------------------

test.describe("the same two processes without REDIS_URL", () => {
  test.describe.configure({ mode: "serial" });

  let db: LeadFreeDb | undefined;
  let servers: StartedServer[] = [];
  let staff: Page | undefined;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    db = await copyDatabase("redis-cache-without");
    await addStaffTo(db);
    servers = await startBoth({ DATABASE_URL: db.url }, [PORTS.plainA, PORTS.plainB]);
    staff = await staffOn(browser, servers[0]!.baseURL);
  });

  test.afterAll(async () => {
    await staff?.context().close();
    await Promise.all(servers.map((s) => s.stop()));
    db?.close();
  });

  test("process B still serves the old page right after an edit through process A", async () => {
    const [a, b] = servers.map((s) => s.baseURL) as [string, string];
    const post = testPost("local", "first version");
    const id = await publish(staff!, post);
    const postPath = `/blog/${post.slug}`;
    expect((await get(b, postPath)).body).toContain(post.title);

    const edited = { ...post, title: post.title.replace("first version", "second version") };
    await edit(staff!, id, edited);

    // A revalidated its own copy; B knows nothing of it and keeps its own until it is 5 minutes old.
    expect((await get(a, postPath)).body).toContain(edited.title);
    const stale = await get(b, postPath);
    expect(stale.status).toBe(200);
    expect(stale.body).toContain(post.title);
    expect(stale.body).not.toContain(edited.title);
  });
});
