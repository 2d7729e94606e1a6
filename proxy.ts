import { NextResponse, type NextRequest } from "next/server";
import { getEnv } from "@/lib/env";
import { decidePath, isStaffPath } from "@/lib/routing";
import { securityHeaders } from "@/lib/security-headers";

/**
 * Next 16's request proxy (formerly middleware.ts), on the Node.js runtime, for every request:
 * - answers a path that is no page with a prerendered 404 page and status 404 (in the site's
 *   shell under a known section, bare elsewhere; ruling 2);
 * - adds the security headers, and X-Robots-Tag on a preview deployment, decided at run time so
 *   one build can be started as production or as a preview, and on the staff area always.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const decision = await decidePath(request.nextUrl.pathname);
  const response =
    decision.kind === "not-found"
      ? NextResponse.rewrite(new URL(decision.rewriteTo, request.url), { status: 404 })
      : NextResponse.next();
  const env = getEnv();
  const headers = securityHeaders(env, { analytics: Boolean(env.NEXT_PUBLIC_GA_ID), mapsEmbed: Boolean(env.GOOGLE_MAPS_EMBED_KEY) });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  if (isStaffPath(request.nextUrl.pathname)) {
    // The staff area is for signed-in staff only: never indexed, never stored by a cache.
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
}

export const config = {
  // Every path, static assets included.
  matcher: "/:path*",
};
