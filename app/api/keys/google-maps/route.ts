import { getEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

/**
 * The browser maps key (meant to be restricted by HTTP referrer), or null when none is set.
 * The server key used for reverse geocoding is never exposed here.
 */
export function GET(): Response {
  return Response.json({ key: getEnv().GOOGLE_MAPS_EMBED_KEY ?? null }, { headers: { "Cache-Control": "no-store" } });
}
