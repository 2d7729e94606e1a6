import { timingSafeEqual } from "node:crypto";
import "@/lib/email/reconcilers";
import { retryDueEmails } from "@/lib/email/outbox";
import { isUnavailableError } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { logError } from "@/lib/log";

export const dynamic = "force-dynamic";

function authorized(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header) return false;
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Vercel Cron (vercel.json) calls this with `Authorization: Bearer $CRON_SECRET`. */
export async function GET(request: Request): Promise<Response> {
  if (!authorized(request.headers.get("authorization"), getEnv().CRON_SECRET)) {
    return Response.json({ success: false, message: "Unauthorized." }, { status: 401, headers: { "WWW-Authenticate": "Bearer" } });
  }
  try {
    const report = await retryDueEmails();
    return Response.json({ success: true, message: "Outbox processed.", ...report }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logError("cron.outbox", error);
    const unavailable = isUnavailableError(error);
    return Response.json(
      { success: false, message: unavailable ? "The database is unavailable." : "The outbox run failed." },
      { status: unavailable ? 503 : 500, headers: { "Cache-Control": "no-store", ...(unavailable ? { "Retry-After": "60" } : {}) } },
    );
  }
}
