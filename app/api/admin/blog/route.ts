import { apiRoute } from "@/lib/core/http/api-route";
import { BLOG_POSTS } from "@/lib/publishing/kinds";
import { createRoute } from "@/lib/publishing/save-routes";

export const dynamic = "force-dynamic";

/** POST /api/admin/blog: a new post, as a draft or published at once. */
export const POST = apiRoute(createRoute(BLOG_POSTS));
