/**
 * Next.js's page store (the incremental cache: prerendered and regenerated pages, route handler
 * answers) kept in Redis, so that every `next start` of one build serves the same copy of a page
 * and a page regenerated or revalidated by one process is fresh on all of them
 * (docs/decisions/0023-shared-cache-handler.md). next.config.ts names this file only when REDIS_URL
 * is set as the server starts; without it Next keeps its own cache on disk and in memory.
 *
 * It implements the interface of Next's `cacheHandler` option (get, set, revalidateTag,
 * resetRequestCache). Next loads the file itself, outside the site's bundle, and makes one instance
 * per request: the instances share this module's one connection.
 *
 * Redis is a cache here, never something a page depends on: while it is unreachable or slow, a read
 * is a miss (the page is rendered afresh), a write is skipped, and either is logged without
 * personal data (the event names and fields follow lib/core/log.ts).
 *
 * Plain JavaScript, because Node loads it as it is when the server starts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { createClient } from "@redis/client";

/** Every key of this site starts so, so one Redis can serve other things too. */
const PREFIX = "toronto-dental-it:pages:";
/**
 * When each tag was last revalidated (milliseconds since the epoch), for every build: a post
 * published on a process of the old build during a deploy is stale for the new build's pages too.
 */
const TAGS_KEY = `${PREFIX}revalidated-tags`;
/**
 * How long an entry lives after it was last written; it bounds the store's size. A page asked for
 * again is rewritten at each regeneration, a page of an older build is never read again and goes.
 * Tag times live as long: an entry older than that is gone anyway.
 */
const TTL_SECONDS = 24 * 60 * 60;
/** The longest a request waits for Redis before going on without it. */
const COMMAND_TIMEOUT_MS = 500;
/** The response header in which Next lists a page's tags, its implicit path tags among them. */
const TAGS_HEADER = "x-next-cache-tags";

function log(event, fields) {
  const text = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${typeof v === "string" ? JSON.stringify(v) : String(v)}`)
    .join(" ");
  console.error(`[${event}] ${text}`.trim());
}

/** An error's name and code only: a message can quote what was sent. */
function describe(error) {
  const code = error && typeof error === "object" ? error.code : undefined;
  return {
    errorName: error instanceof Error ? error.name : typeof error,
    errorCode: typeof code === "string" || typeof code === "number" ? code : undefined,
  };
}

let client;
/** Settles once the first connection is made, or after a short wait when Redis is not there. */
let firstConnection;
let unavailable = false;

/**
 * The one connection, made on first use. Commands fail at once while it is down (instead of
 * queueing until it is back), and it keeps trying to reconnect for as long as the server runs.
 */
function connection() {
  if (!client) {
    client = createClient({
      url: process.env.REDIS_URL,
      disableOfflineQueue: true,
      commandOptions: { timeout: COMMAND_TIMEOUT_MS },
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(2 ** retries * 50, 2000),
      },
    });
    // One line when Redis goes away and one when it is back, however many retries lie between.
    client.on("error", (error) => {
      if (unavailable) return;
      unavailable = true;
      log("cache.store-unavailable", describe(error));
    });
    client.on("ready", () => {
      unavailable = false;
      console.log("[cache.store-ready]");
    });
    firstConnection = Promise.race([client.connect().catch(() => undefined), delay(COMMAND_TIMEOUT_MS)]);
  }
  return client;
}

/** The connection when it can answer now; null while Redis is away. */
async function ready() {
  const redis = connection();
  await firstConnection;
  return redis.isReady ? redis : null;
}

/** Closes the connection (tests end with it; a server keeps its connection while it runs). */
export function disconnect() {
  const redis = client;
  client = undefined;
  redis?.destroy();
}

const buildIds = new Map();

/**
 * The build this process serves (read once, not per request): entries of one build never reach
 * another, whose scripts differ.
 */
function buildIdOf(serverDistDir) {
  if (!buildIds.has(serverDistDir)) {
    let id = "unknown-build";
    try {
      id = readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
    } catch {
      // not a build folder; entries still never reach a real build's
    }
    buildIds.set(serverDistDir, id);
  }
  return buildIds.get(serverDistDir);
}

// Entries hold Buffers (a page's React data, a route's body) and Maps (a page's segments), which
// JSON alone would not bring back.
function replace(key, value) {
  const original = this[key];
  if (ArrayBuffer.isView(original)) {
    return { $buffer: Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString("base64") };
  }
  if (original instanceof Map) return { $map: [...original] };
  return value;
}

function revive(_key, value) {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    if (typeof value.$buffer === "string") return Buffer.from(value.$buffer, "base64");
    if (Array.isArray(value.$map)) return new Map(value.$map);
  }
  return value;
}

/** The tags an entry answers to: a page's from its tags header, a fetch's from its context. */
function tagsOf(data, ctx) {
  if (data?.kind === "FETCH") return ctx?.tags ?? [];
  const header = data?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header !== "" ? header.split(",") : [];
}

/**
 * Marks tags revalidated now, for every process: an entry written before is a miss from then on
 * (the page is rendered afresh on its next request, as Next's own cache does). False (logged)
 * when Redis could not be told, in which case other processes keep their copy until it is stale
 * by age.
 */
async function expireTags(tags) {
  if (tags.length === 0) return true;
  try {
    const redis = await ready();
    if (!redis) throw Object.assign(new Error("store unavailable"), { code: "UNAVAILABLE" });
    const now = String(Date.now());
    await redis
      .multi()
      .hSet(TAGS_KEY, Object.fromEntries(tags.map((tag) => [tag, now])))
      .expire(TAGS_KEY, TTL_SECONDS)
      .exec();
    return true;
  } catch (error) {
    log("cache.store-revalidate-failed", { tags: tags.length, ...describe(error) });
    return false;
  }
}

// The site's publication code marks the pages it revalidates here before it empties nginx's page
// cache (lib/core/page-store.ts): Next itself passes them to revalidateTag only once the staff
// member's request has been handled.
globalThis[Symbol.for("toronto-dental-it.page-store")] = { expireTags };

export default class RedisCacheHandler {
  constructor(ctx) {
    this.prefix = `${PREFIX}${buildIdOf(ctx.serverDistDir)}:`;
  }

  async get(key, ctx) {
    try {
      const redis = await ready();
      if (!redis) return null;
      const stored = await redis.get(this.prefix + key);
      if (!stored) return null;
      const entry = JSON.parse(stored, revive);
      // A fetch's page tags come with the request, not with what was stored.
      const tags = [...entry.tags, ...(ctx?.softTags ?? [])];
      if (tags.length > 0) {
        const times = await redis.hmGet(TAGS_KEY, tags);
        // In the same millisecond as a revalidation counts as before it: fresher is the safe side.
        if (times.some((time) => time !== null && Number(time) >= entry.lastModified)) return null;
      }
      // The lifetime goes with the entry, so a process that did not render it serves it as long.
      return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
    } catch (error) {
      log("cache.store-get-failed", { kind: ctx?.kind, ...describe(error) });
      return null;
    }
  }

  async set(key, data, ctx) {
    try {
      // While Redis is away the entry is dropped; that was logged once, when it went.
      const redis = await ready();
      if (!redis) return;
      const entry = { lastModified: Date.now(), tags: tagsOf(data, ctx), cacheControl: ctx?.cacheControl, value: data };
      await redis.set(this.prefix + key, JSON.stringify(entry, replace), { EX: TTL_SECONDS });
    } catch (error) {
      log("cache.store-set-failed", { kind: data?.kind, ...describe(error) });
    }
  }

  // A revalidation with a stale-while-revalidate profile (revalidateTag(tag, "max")) is treated as
  // an immediate one: the site only revalidates paths, and fresher is the safe side.
  async revalidateTag(tags) {
    await expireTags(typeof tags === "string" ? [tags] : tags);
  }

  // Nothing is kept per request.
  resetRequestCache() {}
}
