import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { startRedis, type StartedRedis } from "../support/redis-server";

/**
 * cache-handler.mjs (Next's page store in Redis) against a real redis-server: what one process
 * stores another reads back whole, a revalidated tag makes every older entry a miss, builds never
 * share entries, and a Redis that goes away costs misses and log lines, never an error thrown into
 * Next. The browser test (tests/e2e/redis-cache.spec.ts) runs it under two `next start`.
 */
type Handler = {
  get(key: string, ctx: Record<string, unknown>): Promise<Record<string, unknown> | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
};
type HandlerClass = new (ctx: { serverDistDir: string }) => Handler;
type HandlerModule = { default: HandlerClass; disconnect: () => void };

let redis: StartedRedis;
let port = 0;
let Handler: HandlerClass;
let disconnect: () => void;
const folders: string[] = [];
const logged: string[] = [];
const saved = { log: console.log, error: console.error };

/** A build folder as Next leaves it (.next/BUILD_ID beside .next/server), for the handler's context. */
function build(id: string): { serverDistDir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "page-store-build-"));
  folders.push(dir);
  mkdirSync(path.join(dir, "server"));
  writeFileSync(path.join(dir, "BUILD_ID"), id);
  return { serverDistDir: path.join(dir, "server") };
}

/** Resolves once Date.now() has moved on, so what follows is stamped later than what came before. */
async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() === now) await new Promise((r) => setImmediate(r));
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A page entry as Next hands it over: HTML, React data and segments as Buffers, its tags in a header. */
function page(text: string, tags: string) {
  return {
    kind: "APP_PAGE",
    html: `<p>${text}</p>`,
    rscData: Buffer.from(`rsc ${text}`),
    segmentData: new Map([["/_tree", Buffer.from([0, 255, 1, 254])]]),
    headers: { "x-next-cache-tags": tags },
    status: 200,
    postponed: undefined,
  };
}
const PAGE_CTX = { kind: "APP_PAGE", isFallback: false };
const SET_CTX = { cacheControl: { revalidate: 300, expire: 31536000 } };

before(async () => {
  port = await freePort();
  redis = await startRedis(port);
  process.env.REDIS_URL = redis.url;
  console.log = (...args: unknown[]) => logged.push(args.join(" "));
  console.error = (...args: unknown[]) => logged.push(args.join(" "));
  ({ default: Handler, disconnect } = (await import("../../cache-handler.mjs")) as HandlerModule);
});

after(async () => {
  Object.assign(console, saved);
  disconnect();
  await redis.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

test("what one process stores, another of the same build reads back whole; another build never", async () => {
  const buildA = build("build-a");
  const one = new Handler(buildA);
  const two = new Handler(buildA);
  const key = "/route-cache/APP_PAGE/abc/$/blog/a-post";
  await one.set(key, page("first", "_N_T_/layout,_N_T_/blog/a-post"), SET_CTX);

  const read = await two.get(key, PAGE_CTX);
  assert.ok(read, "the other process finds the entry");
  const value = read.value as ReturnType<typeof page>;
  assert.equal(value.html, "<p>first</p>");
  assert.ok(Buffer.isBuffer(value.rscData));
  assert.equal(value.rscData.toString(), "rsc first");
  assert.ok(value.segmentData instanceof Map);
  assert.deepEqual([...value.segmentData.get("/_tree")!], [0, 255, 1, 254]);
  assert.deepEqual(read.cacheControl, SET_CTX.cacheControl);
  assert.equal(typeof read.lastModified, "number");

  assert.equal(await new Handler(build("build-b")).get(key, PAGE_CTX), null);
});

test("a revalidated tag makes every entry stored before it a miss, on every process", async () => {
  const buildA = build("build-a");
  const key = "/route-cache/APP_PAGE/abc/$/blog/b-post";
  await new Handler(buildA).set(key, page("old", "_N_T_/layout,_N_T_/blog/b-post"), SET_CTX);
  // A tag the page does not carry changes nothing.
  await new Handler(buildA).revalidateTag("_N_T_/blog/c-post");
  assert.ok(await new Handler(buildA).get(key, PAGE_CTX));

  await new Handler(buildA).revalidateTag(["_N_T_/blog/b-post"]);
  assert.equal(await new Handler(buildA).get(key, PAGE_CTX), null);
  // Rendered afresh (a render takes longer than the clock's millisecond) and stored again: found again.
  await nextMillisecond();
  await new Handler(buildA).set(key, page("new", "_N_T_/layout,_N_T_/blog/b-post"), SET_CTX);
  const read = await new Handler(buildA).get(key, PAGE_CTX);
  assert.equal((read?.value as { html: string }).html, "<p>new</p>");
});

test("a fetch entry answers to its own tags and to the page tags of the request reading it", async () => {
  const handler = new Handler(build("build-a"));
  const data = { kind: "FETCH", data: { headers: {}, body: "e30=", status: 200, url: "https://x" }, revalidate: 60 };
  await handler.set("fetch-key", data, { fetchCache: true, tags: ["prices"] });
  const ctx = { kind: "FETCH", tags: ["prices"], softTags: ["_N_T_/pricing"] };
  assert.ok(await handler.get("fetch-key", ctx));
  await handler.revalidateTag("_N_T_/pricing");
  assert.equal(await handler.get("fetch-key", ctx), null);
});

test("the site's publication code can mark paths stale before Next does", async () => {
  const key = "/route-cache/APP_PAGE/abc/$/blog";
  const handler = new Handler(build("build-a"));
  await handler.set(key, page("list", "_N_T_/layout,_N_T_/blog"), SET_CTX);
  const { expireInPageStore } = await import("@/lib/core/page-store");
  assert.equal(await expireInPageStore(["/blog"]), true);
  assert.equal(await handler.get(key, PAGE_CTX), null);
});

test("while Redis is away a read is a miss, a write and a revalidation are logged and skipped; then it is used again", async () => {
  const handler = new Handler(build("build-a"));
  const key = "/route-cache/APP_PAGE/abc/$/about";
  await handler.set(key, page("about", "_N_T_/about"), SET_CTX);
  await redis.stop();

  const started = Date.now();
  assert.equal(await handler.get(key, PAGE_CTX), null);
  await handler.set(key, page("about", "_N_T_/about"), SET_CTX);
  await handler.revalidateTag("_N_T_/about");
  assert.ok(Date.now() - started < 3000, "no request waits for the absent Redis");
  assert.ok(logged.some((l) => l.startsWith("[cache.store-unavailable]")));
  assert.ok(logged.some((l) => l.startsWith("[cache.store-revalidate-failed] tags=1")));
  // No message text (which can quote what was sent) is logged, only names and codes.
  for (const line of logged) assert.doesNotMatch(line, /about/);

  redis = await startRedis(port);
  const deadline = Date.now() + 15_000;
  let read = null;
  while (!read && Date.now() < deadline) {
    await handler.set(key, page("back", "_N_T_/about"), SET_CTX);
    read = await handler.get(key, PAGE_CTX);
    if (!read) await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal((read?.value as { html: string } | undefined)?.html, "<p>back</p>");
  assert.ok(logged.some((l) => l === "[cache.store-ready]"));
});
