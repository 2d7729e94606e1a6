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
import { MINUTE, hitLimits, type Limit } from "@/lib/core/rate-limit";
import { VITALS_MAX_BYTES, vitalsBeaconSchema } from "@/lib/vitals/schema";
import { storeVitals } from "@/lib/vitals/store";

/**
 * POST /api/vitals: a page's real-user measurements, sent by navigator.sendBeacon as text/plain
 * JSON (the one type a beacon sends without a CORS preflight). Its own steps rather than the
 * forms' pipeline, since nobody reads its answers and it takes only text/plain: 403 another
 * site's beacon, 400 another content type, 413 a body over 4 KB (read with a cap, whatever
 * Content-Length says), 429 the address's own limit, 400 malformed JSON or a value the schema
 * refuses, then 204 with the values stored. A refusal stores nothing.
 */

/**
 * A page view sends one beacon, sometimes two (hidden, shown again, hidden again). An office of
 * many staff behind one shared address stays far below this; a script flooding the table does not.
 */
export const VITALS_LIMIT: Limit = { max: 120, windowMs: 10 * MINUTE };

/**
 * The limiter's key: a prefix no form's counter uses, and a keyed hash of the address rather than
 * the address, so the counter (kept under an hour) is all that is stored about a sender and it
 * cannot be read back.
 */
export function vitalsLimitKey(address: string): string {
  const key = getEnv().SESSION_SECRET ?? "web-vitals";
  return `web-vitals:ip:${createHmac("sha256", key).update(`web-vitals:${address}`).digest("base64url")}`;
}

const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  answer(status, { success: false, message }, headers);

function isTextPlain(header: string | null): boolean {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() === "text/plain";
}

export async function receiveVitals(request: Request): Promise<Response> {
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

    const own = await hitLimits([{ key: vitalsLimitKey(clientAddress(request.headers)), limit: VITALS_LIMIT }]);
    if (!own.allowed)
      return refuse(429, `Too many requests. Please wait ${waitText(own.retryAfterSeconds)} and try again.`, {
        "Retry-After": String(own.retryAfterSeconds),
      });

    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return refuse(400, "The request body is not valid JSON.");
    }
    const parsed = z.safeParse(vitalsBeaconSchema, raw);
    if (!parsed.success) return refuse(400, "The measurements are not valid.");

    await storeVitals(parsed.data);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const unavailable = error instanceof DatabaseUnavailableError || isUnavailableError(error);
    logError(unavailable ? "api.unavailable" : "api.error", error, { route: "vitals" });
    return unavailable
      ? refuse(503, "Measurements cannot be stored right now.", { "Retry-After": "30" })
      : refuse(500, "Something went wrong on our side.");
  }
}

/** What the browser's reporter needs to know at run time: the share of page views it measures. */
export function vitalsSettings(): Response {
  return Response.json(
    { sampleRate: getEnv().RUM_SAMPLE_RATE },
    // Pages ask after every load; a visitor's browser may keep the answer a few minutes.
    { headers: { "Cache-Control": "private, max-age=300" } },
  );
}
