import "server-only";
import { createHmac } from "node:crypto";
import * as z from "zod/mini";
import { DatabaseUnavailableError, isUnavailableError } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { clientAddress } from "@/lib/core/http/client-address";
import { isSameOrigin } from "@/lib/core/http/origin";
import { BodyTooLarge, readLimited } from "@/lib/core/http/post-body";
import { answer, waitText } from "@/lib/core/http/post-pipeline";
import { logError } from "@/lib/core/log";
import { HOUR, hitLimits, type Limit } from "@/lib/core/rate-limit";
import { VITALS_MAX_BYTES, vitalsBeaconSchema } from "@/lib/vitals/schema";
import { storeVitals } from "@/lib/vitals/store";

/**
 * POST /api/vitals: a page's real-user measurements, sent by navigator.sendBeacon as text/plain
 * JSON (the one type a beacon sends without a CORS preflight). Its own steps rather than the
 * forms' pipeline (why, step by step: docs/decisions/0029-real-user-measurement.md): 403 another
 * site's beacon, 400 another content type, 413 a body over 4 KB (read with a cap, whatever
 * Content-Length says), 400 malformed JSON or a value the schema refuses, 429 past the sender's
 * own limit for the page kind or past the page kind's hourly ceiling, then 204 with the values
 * stored. A refusal stores nothing.
 */

/**
 * Beacons stored per address (an IPv6 client by its /64, as clientAddress gives it), per page
 * kind, per hour. A page view sends one beacon, sometimes a few (hidden, shown again, hidden
 * again); an office behind one address opening the same kind of page more than this in an hour
 * loses some measurements, never a page or a form. One sender can then weigh on a kind's week by
 * a few hundred samples at most, against a dashboard that shows no p75 under MIN_P75_SAMPLES.
 */
export const VITALS_PER_ADDRESS: Limit = { max: 30, windowMs: HOUR };

/**
 * Beacons stored per page kind per hour from everyone together: whatever many addresses send, a
 * kind's hour holds at most this many. Counted only for beacons the sender's own limit let
 * through, so one address refused past its limit never uses up the room of the visitors beside it.
 */
export const VITALS_PER_KIND: Limit = { max: 500, windowMs: HOUR };

/**
 * The per-address limiter's key: a prefix no form's counter uses, a keyed hash of the address
 * rather than the address, so the counter (kept under an hour) is all that is stored about a
 * sender and it cannot be read back, and the page kind.
 */
export function vitalsLimitKey(address: string, pageKind: string): string {
  const key = getEnv().SESSION_SECRET ?? "web-vitals";
  return `web-vitals:ip:${createHmac("sha256", key).update(`web-vitals:${address}`).digest("base64url")}:${pageKind}`;
}

/** The site-wide counter of a page kind. */
export function vitalsKindKey(pageKind: string): string {
  return `web-vitals:kind:${pageKind}`;
}

const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  answer(status, { success: false, message }, headers);

const tooMany = (message: string, retryAfterSeconds: number) =>
  refuse(429, `${message} Please wait ${waitText(retryAfterSeconds)} and try again.`, {
    "Retry-After": String(retryAfterSeconds),
  });

function isTextPlain(header: string | null): boolean {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() === "text/plain";
}

/**
 * The route's handler. A function of the clock so a test can run the real steps, limits and
 * store at a moment of its choosing (the limits count in windows aligned to the clock).
 */
export function vitalsHandler(clock: () => Date = () => new Date()): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      if (!isSameOrigin(request)) return refuse(403, "Measurements are taken from this site's own pages only.");
      if (!isTextPlain(request.headers.get("content-type")))
        return refuse(400, "Send the measurements as text/plain JSON.");
      let text: string;
      try {
        text = await readLimited(request, VITALS_MAX_BYTES);
      } catch (error) {
        if (error instanceof BodyTooLarge)
          return refuse(413, `The request is too large (the limit is ${VITALS_MAX_BYTES / 1024} KB).`);
        return refuse(400, "The request body could not be read.");
      }

      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        return refuse(400, "The request body is not valid JSON.");
      }
      const parsed = z.safeParse(vitalsBeaconSchema, raw);
      if (!parsed.success) return refuse(400, "The measurements are not valid.");
      const beacon = parsed.data;

      // The sender's own counter first and the page kind's only for what it lets through: two
      // statements, so a refused sender's beacons never count against everyone else's room.
      const now = clock();
      const address = clientAddress(request.headers);
      const own = await hitLimits(
        [{ key: vitalsLimitKey(address, beacon.pageKind), limit: VITALS_PER_ADDRESS }],
        now.getTime(),
      );
      if (!own.allowed) return tooMany("Too many measurements of this page kind.", own.retryAfterSeconds);
      const kind = await hitLimits([{ key: vitalsKindKey(beacon.pageKind), limit: VITALS_PER_KIND }], now.getTime());
      if (!kind.allowed)
        return tooMany("This page kind has all its measurements for the hour.", kind.retryAfterSeconds);

      await storeVitals(beacon, now);
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      const unavailable = error instanceof DatabaseUnavailableError || isUnavailableError(error);
      logError(unavailable ? "api.unavailable" : "api.error", error, { route: "vitals" });
      return unavailable
        ? refuse(503, "Measurements cannot be stored right now.", { "Retry-After": "30" })
        : refuse(500, "Something went wrong on our side.");
    }
  };
}

/** What the browser's reporter needs to know at run time: the share of page views it measures. */
export function vitalsSettings(): Response {
  return Response.json(
    { sampleRate: getEnv().RUM_SAMPLE_RATE },
    // Pages ask after every load; a visitor's browser may keep the answer a few minutes.
    { headers: { "Cache-Control": "private, max-age=300" } },
  );
}
