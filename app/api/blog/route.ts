import { listPublishedPosts } from "@/lib/blog/posts";
import { readHandler } from "@/lib/core/http/json";

export const dynamic = "force-dynamic";

/** GET /api/blog: every published post, newest first, as a bare array of the client view (BlogPostView). */
export function GET(): Promise<Response> {
  return readHandler("/api/blog", async () =>
    Response.json(await listPublishedPosts(), { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } }),
  );
}
