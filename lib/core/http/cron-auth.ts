import "server-only";
import { timingSafeEqual } from "node:crypto";
import { isUnavailableError } from "@/lib/core/db";
import { getEnv } from "@/lib/core/env";
import { logError } from "@/lib/core/log";

/** True when the header is exactly `Bearer <secret>` (compared in constant time). */
export function isCronAuthorized(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header) return false;
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The scheduled-job routes' gate: Vercel Cron (vercel.json) calls them with
 * `Authorization: Bearer $CRON_SECRET`. Null when the request may go on, else the 401 to answer.
 */
export function refuseUnlessCron(request: Request): Response | null {
  if (isCronAuthorized(request.headers.get("authorization"), getEnv().CRON_SECRET)) return null;
  return Response.json(
    { success: false, message: "Unauthorized." },
    { status: 401, headers: { "WWW-Authenticate": "Bearer" } },
  );
}

/**
 * A scheduled job's GET handler: the gate above, then the job, answered as JSON
 * `{ success: true, ...what the job returns }`. A failure is logged under `logName` and answered
 * 503 with Retry-After when the database is unreachable (the scheduler tries again), else 500,
 * with `failureMessage`. Nothing is cached on the way.
 */
export function scheduledJob(
  logName: string,
  failureMessage: string,
  job: () => Promise<{ message: string } & Record<string, unknown>>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const refused = refuseUnlessCron(request);
    if (refused) return refused;
    try {
      return Response.json({ success: true, ...(await job()) }, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      logError(logName, error);
      const unavailable = isUnavailableError(error);
      return Response.json(
        { success: false, message: unavailable ? "The database is unavailable." : failureMessage },
        {
          status: unavailable ? 503 : 500,
          headers: { "Cache-Control": "no-store", ...(unavailable ? { "Retry-After": "60" } : {}) },
        },
      );
    }
  };
}
