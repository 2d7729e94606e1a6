import { listPublishedPosts } from "@/lib/blog/posts";
import { readHandler } from "@/lib/core/http/json";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** GET /api/blog: every published post, newest first, as a bare array of the client view (BlogPostView). */
function handleGet(): Promise<Response> {
  return readHandler("/api/blog", async () =>
    Response.json(await listPublishedPosts(), { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } }),
  );
}

export const GET = apiRoute(handleGet);
