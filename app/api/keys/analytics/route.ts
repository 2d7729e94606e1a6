import "server-only";
import { getEnv } from "@/lib/core/env";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/**
 * The Google Analytics measurement id the server runs with (GA_MEASUREMENT_ID), or null. Read at
 * request time so prerendered pages follow the server's environment: setting or removing it takes
 * a restart, not a rebuild. A build-time NEXT_PUBLIC_GA_ID is not answered here: pages carry that
 * one themselves, and use it only when this answers null.
 */
function handleGet(): Response {
  return Response.json(
    { measurementId: getEnv().GA_MEASUREMENT_ID ?? null },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const GET = apiRoute(handleGet);
