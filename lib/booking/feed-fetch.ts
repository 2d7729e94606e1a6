import "server-only";
import { parseBusyIntervals, type BusyWindow, type ParseOptions } from "@/lib/booking/feed-parse";
import { feedName, type BusyInterval, type FeedSource } from "@/lib/booking/feed-store";
import { DEFAULT_FEED_MAX_BYTES, feedUrlProblem } from "@/lib/core/env-rules";

/**
 * Fetching one assessor's calendar feed (an iCalendar address Outlook / Microsoft 365 or Google
 * Calendar publishes), with the limits of docs/decisions/0034-calendar-feeds-and-invites.md: https
 * only (plain http to this machine, for tests), one time limit for the whole fetch, a size limit
 * counted on the decompressed bytes as they arrive, and redirects followed only on the same host.
 * A feed's address is its password: it is named in errors and logs only by its position in
 * BOOKING_BUSY_ICS_URLS and its host (`feedName`, lib/booking/feed-store.ts).
 */

/** How long one feed may take, redirects and reading included. */
export const FEED_TIMEOUT_MS = 5000;
/** Redirects followed before giving up (each on the feed's own host). */
export const FEED_MAX_REDIRECTS = 5;

export type FeedFetchErrorKind =
  | "bad-address"
  | "timeout"
  | "too-large"
  | "bad-status"
  | "redirect-other-host"
  | "too-many-redirects"
  | "not-calendar"
  | "network";

/** A feed that could not be fetched: `kind` for code, a message that names the feed safely. */
export class FeedFetchError extends Error {
  constructor(
    readonly kind: FeedFetchErrorKind,
    readonly feed: string,
    detail: string,
    /** The HTTP status, for "bad-status". */
    readonly status?: number,
    /** The system error code of a failed connection (ECONNREFUSED, ENOTFOUND, …). */
    readonly code?: string,
    /** For "too-large": the decompressed bytes read when the read stopped. */
    readonly bytesRead?: number,
  ) {
    super(`${feed}: ${detail}`);
    this.name = "FeedFetchError";
  }
}

export interface FeedFetchOptions {
  /** Default FEED_TIMEOUT_MS; tests shorten it. */
  timeoutMs?: number;
  /** Default BOOKING_FEED_MAX_BYTES's default (the caller passes the configured value). */
  maxBytes?: number;
  maxRedirects?: number;
}

export interface FetchedFeed {
  /** The feed's text, decoded as UTF-8 (RFC 5545's charset). */
  text: string;
  /** Its size in decompressed bytes. */
  bytes: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Fetches one feed or throws a FeedFetchError; nothing it throws quotes the address. */
export async function fetchFeed(feed: FeedSource, options: FeedFetchOptions = {}): Promise<FetchedFeed> {
  const name = feedName(feed);
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_FEED_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? FEED_MAX_REDIRECTS;

  const problem = feedUrlProblem(feed.url);
  if (problem) throw new FeedFetchError("bad-address", name, `the address ${problem}`);
  let url = new URL(feed.url);
  if (url.protocol === "webcal:") url = new URL(`https:${feed.url.slice("webcal:".length)}`);

  // One signal for the whole fetch: a server that answers slowly through redirects or drips its
  // body cannot stretch the time limit.
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = () => new FeedFetchError("timeout", name, `no complete answer within ${timeoutMs} ms`);

  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(url, {
        redirect: "manual",
        signal,
        headers: { Accept: "text/calendar, */*;q=0.1" },
      });
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get("location");
        if (!location) throw new FeedFetchError("bad-status", name, `answered ${response.status} without a Location`);
        const next = new URL(location, url);
        // The same host and scheme only: the address's secret is in its path, and a redirect
        // elsewhere (or down to plain http) would hand it on.
        if (next.host !== url.host || next.protocol !== url.protocol) {
          throw new FeedFetchError("redirect-other-host", name, `redirected to another host (${next.host})`);
        }
        if (redirects >= maxRedirects) {
          throw new FeedFetchError("too-many-redirects", name, `more than ${maxRedirects} redirects`);
        }
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new FeedFetchError("bad-status", name, `answered ${response.status}`, response.status);
      }
      const encoding = response.headers.get("content-encoding");
      const declared = Number(response.headers.get("content-length"));
      if ((!encoding || encoding === "identity") && Number.isFinite(declared) && declared > maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        throw tooLarge(name, maxBytes);
      }
      return await readCalendar(response, name, maxBytes);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (signal.aborted) throw timedOut();
    const code = systemCode(error);
    throw new FeedFetchError("network", name, `could not be reached${code ? ` (${code})` : ""}`, undefined, code);
  }
}

function tooLarge(name: string, maxBytes: number, bytesRead?: number): FeedFetchError {
  return new FeedFetchError("too-large", name, `larger than ${maxBytes} bytes`, undefined, undefined, bytesRead);
}

/**
 * Reads the body as it arrives, counting the bytes after decompression (fetch undoes gzip,
 * deflate and br), and stops at the limit: a small compressed answer that inflates without end
 * is refused after `maxBytes`, not held in memory.
 */
async function readCalendar(response: Response, name: string, maxBytes: number): Promise<FetchedFeed> {
  if (!response.body) throw new FeedFetchError("not-calendar", name, "answered with an empty body");
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(name, maxBytes, bytes);
    }
    chunks.push(value);
  }
  const text = new TextDecoder("utf-8").decode(Buffer.concat(chunks));
  // TextDecoder drops a byte-order mark; a calendar starts with its VCALENDAR line.
  if (!/^\s*BEGIN:VCALENDAR\r?\n/i.test(text)) {
    throw new FeedFetchError("not-calendar", name, "did not answer with an iCalendar file");
  }
  return { text, bytes };
}

/** The system error code under fetch's "fetch failed" (ECONNREFUSED, ENOTFOUND, …), if any. */
function systemCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? (error as { cause?: unknown }).cause : undefined;
  const code = cause && typeof cause === "object" ? (cause as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code.slice(0, 40) : undefined;
}

/**
 * The reader `refreshFeeds` (lib/booking/feed-store.ts) takes: one feed fetched within the limits
 * and reduced to its busy times inside the window. It throws a FeedFetchError or a FeedParseError,
 * neither quoting the address nor the feed's text.
 */
export function feedReader(
  options: FeedFetchOptions & ParseOptions & { window: BusyWindow },
): (feed: FeedSource) => Promise<BusyInterval[]> {
  return async (feed) => parseBusyIntervals((await fetchFeed(feed, options)).text, options.window, options);
}
