import "server-only";
import { getEnv } from "@/lib/core/env";
import { locationLookupAvailable } from "@/lib/location/reverse-geocode";
import type { MapsSettings } from "@/lib/location/maps";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/**
 * The maps settings the browser needs, read at request time so prerendered pages follow the
 * server's environment: the browser key (meant to be restricted by HTTP referrer) or null, and
 * whether location lookup works (a server key is set). The server key itself is never exposed.
 */
function handleGet(): Response {
  const env = getEnv();
  const settings: MapsSettings = {
    key: env.GOOGLE_MAPS_EMBED_KEY ?? null,
    locationLookup: locationLookupAvailable(env),
  };
  return Response.json(settings, { headers: { "Cache-Control": "no-store" } });
}

export const GET = apiRoute(handleGet);
