import "server-only";
import { isUnavailableError } from "@/lib/core/db";
import { refuseUnlessCron } from "@/lib/core/http/cron-auth";
import { logError } from "@/lib/core/log";
import { purgeExpired } from "@/lib/retention/purge";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** The daily retention purge: Vercel Cron (vercel.json) calls this with `Authorization: Bearer $CRON_SECRET`. */
async function handleGet(request: Request): Promise<Response> {
  const refused = refuseUnlessCron(request);
  if (refused) return refused;
  try {
    const report = await purgeExpired(new Date());
    return Response.json(
      { success: true, message: "Retention purge done.", report },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    logError("cron.retention", error);
    const unavailable = isUnavailableError(error);
    return Response.json(
      { success: false, message: unavailable ? "The database is unavailable." : "The retention purge failed." },
      {
        status: unavailable ? 503 : 500,
        headers: { "Cache-Control": "no-store", ...(unavailable ? { "Retry-After": "60" } : {}) },
      },
    );
  }
}

export const GET = apiRoute(handleGet);
