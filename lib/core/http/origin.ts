import "server-only";
import { getEnv } from "@/lib/core/env";

/**
 * Whether a state-changing request comes from this site's own pages. The Origin header (sent by
 * every browser on a POST) must be the site's own; without one, Sec-Fetch-Site must say
 * same-origin. Anything else is refused, so another site cannot make a signed-in browser act.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin) return isOwnOrigin(request, origin);
  return request.headers.get("sec-fetch-site") === "same-origin";
}

/** Whether an Origin header names this site (its configured address, or the host it was reached at). */
export function isOwnOrigin(request: Request, origin: string): boolean {
  const allowed = new Set([new URL(getEnv().SITE_URL).origin, new URL(request.url).origin]);
  const host = request.headers.get("host");
  if (host) allowed.add(`${new URL(request.url).protocol}//${host}`);
  return allowed.has(origin);
}
