import "server-only";
import { getEnv } from "@/lib/core/env";
import { securityHeaders } from "@/lib/core/security-headers";

/** /api/admin/…: the staff area's route handlers. */
const STAFF_API = /^\/api\/admin(\/|$)/;

/**
 * The headers every route handler's answer carries. Route handlers answer outside the request
 * proxy (proxy.ts does not run for /api/: on a form's POST, Next's proxy stage cost as much as
 * the route's own work; docs/decisions/0019-route-handlers-outside-the-proxy.md), so they set
 * here what the proxy sets on pages: the security headers, decided at run time like the pages'
 * (a preview start adds X-Robots-Tag), and for the staff area noindex and no storing by any cache.
 * No answer of a route handler loads a script or a third-party resource, so its policy names no
 * third party even where analytics or maps are configured.
 */
export function withApiHeaders(pathname: string, response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(securityHeaders(getEnv()))) headers.set(name, value);
  if (STAFF_API.test(pathname)) {
    headers.set("X-Robots-Tag", "noindex, nofollow");
    headers.set("Cache-Control", "private, no-store");
  }
  // A new Response: some answers (Response.redirect, a fetched body) have immutable headers.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A route handler whose every answer carries the headers above. Each method a file under app/api
 * exports is made with it (lib/core/http/api-route.test.ts checks every route file).
 */
export function apiRoute<C extends unknown[]>(
  handler: (request: Request, ...context: C) => Response | Promise<Response>,
): (request: Request, ...context: C) => Promise<Response> {
  return async (request, ...context) =>
    withApiHeaders(new URL(request.url).pathname, await handler(request, ...context));
}
