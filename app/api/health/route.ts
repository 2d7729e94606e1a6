import { apiRoute } from "@/lib/core/http/api-route";
import { checkHealth } from "@/lib/health/database";

export const dynamic = "force-dynamic";

/**
 * GET: whether this process can serve, for an uptime monitor or a proxy's health check: 200
 * {"status":"ok","build":…} or 503 {"status":"unavailable","reason":"database"|"migrations"}.
 * Nothing personal, one query, never stored by a cache, and no form limit applies.
 */
export const GET = apiRoute(async () => {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
});
