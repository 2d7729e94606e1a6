import { getPublishedPost, toView } from "@/lib/blog/posts";
import { readHandler } from "@/lib/core/http/json";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** GET /api/blog/{slug}: one published post, or 404 JSON. */
async function handleGet(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params;
  return readHandler("/api/blog/[slug]", async () => {
    const post = await getPublishedPost(slug);
    if (!post)
      return Response.json(
        { success: false, message: "Blog post not found" },
        { status: 404, headers: { "Cache-Control": "no-store" } },
      );
    return Response.json(toView(post), { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } });
  });
}

export const GET = apiRoute(handleGet);
