import "server-only";
import { timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/core/env";

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
