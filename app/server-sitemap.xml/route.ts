import "server-only";
import { getServerSideSitemap } from "next-sitemap";
import { isUnavailableError } from "@/lib/core/db";
import { absoluteUrl } from "@/lib/core/seo/url";
import { getSitemapEntries } from "@/lib/site/sitemap-entries";

/**
 * The URL list of sitemap.xml (the index next-sitemap writes at build time points here): the route
 * list plus every published post, read on each request so a post published after the build is
 * listed at once.
 */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  try {
    const entries = await getSitemapEntries();
    return getServerSideSitemap(
      entries.map((e) => ({
        loc: absoluteUrl(e.path),
        lastmod: e.lastModified.toISOString(),
        changefreq: e.changeFrequency,
        priority: e.priority,
      })),
      { "Cache-Control": "public, max-age=0, s-maxage=60" },
    );
  } catch (error) {
    if (!isUnavailableError(error)) throw error;
    return new Response("Sitemap temporarily unavailable", {
      status: 503,
      headers: { "Retry-After": "60", "Content-Type": "text/plain" },
    });
  }
}
