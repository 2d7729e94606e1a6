import { NextResponse, type NextRequest } from "next/server";
import { getEnv } from "@/lib/core/env";
import { decidePath, isPrivateLinkPath, isStaffPath } from "@/lib/site/routing";
import { newNonce, securityHeaders } from "@/lib/core/security-headers";

/**
 * Next 16's request proxy (the `proxy` file convention), on the Node.js runtime, for every request but
 * the route handlers' (/api/…), which set their own headers (lib/core/http/api-route.ts;
 * docs/decisions/0019-route-handlers-outside-the-proxy.md):
 * - answers a path that is no page with a prerendered 404 page and status 404 (in the site's
 *   shell under a known section, bare elsewhere; docs/decisions/0004-proxy-decides-404s.md);
 * - adds the security headers, and X-Robots-Tag on a preview deployment, decided at run time so
 *   one build can be started as production or as a preview, and on the staff area always;
 * - keeps private-link pages (a booking's) out of indexes and caches, with no referrer;
 * - gives each staff-area response a script nonce: Next reads it from the request's
 *   Content-Security-Policy header and puts it on the scripts it renders.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const decision = await decidePath(request.nextUrl.pathname);
  const staff = isStaffPath(request.nextUrl.pathname);
  const env = getEnv();
  const headers = securityHeaders(env, {
    analytics: Boolean(env.GA_MEASUREMENT_ID || env.NEXT_PUBLIC_GA_ID),
    mapsEmbed: Boolean(env.GOOGLE_MAPS_EMBED_KEY),
    // Staff pages are rendered per request (never prerendered), so each can carry its own.
    nonce: staff && decision.kind === "pass" ? newNonce() : undefined,
  });
  let response: NextResponse;
  if (decision.kind === "not-found") {
    response = NextResponse.rewrite(new URL(decision.rewriteTo, request.url), { status: 404 });
  } else if (staff) {
    const forwarded = new Headers(request.headers);
    forwarded.set("Content-Security-Policy", headers["Content-Security-Policy"]!);
    response = NextResponse.next({ request: { headers: forwarded } });
  } else {
    response = NextResponse.next();
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  if (staff) {
    // The staff area is for signed-in staff only: never indexed, never stored by a cache.
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    response.headers.set("Cache-Control", "private, no-store");
  }
  if (isPrivateLinkPath(request.nextUrl.pathname)) {
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("Referrer-Policy", "no-referrer");
  }
  return response;
}

export const config = {
  // Every path, static assets included, except the route handlers under /api/ (see above).
  matcher: "/((?!api/).*)",
};
