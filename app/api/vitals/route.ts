import { apiRoute } from "@/lib/core/http/api-route";
import { vitalsHandler, vitalsSettings } from "@/lib/vitals/handler";

export const dynamic = "force-dynamic";

/** A page's real-user measurements (lib/vitals/handler.ts): 204 stored, 400/403/413/429 refused. */
export const POST = apiRoute(vitalsHandler());

/** The share of page views measured (RUM_SAMPLE_RATE), read at run time so prerendered pages follow it. */
export const GET = apiRoute(vitalsSettings);
