import "server-only";
import { apiRoute } from "@/lib/core/http/api-route";
import { scheduledJob } from "@/lib/core/http/cron-auth";
import { purgeExpired } from "@/lib/retention/purge";

export const dynamic = "force-dynamic";

/** The daily retention purge: Vercel Cron (vercel.json) calls this with `Authorization: Bearer $CRON_SECRET`. */
export const GET = apiRoute(
  scheduledJob("cron.retention", "The retention purge failed.", async () => ({
    message: "Retention purge done.",
    report: await purgeExpired(new Date()),
  })),
);
