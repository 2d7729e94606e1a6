import { savePost } from "@/lib/blog/staff-posts";
import { postSaveOutcome } from "@/lib/publishing/outcomes";
import { blogPathsToRevalidate, revalidatePaths } from "@/lib/core/publication";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { logInfo } from "@/lib/core/log";
import { BLOG_POST_MAX_BYTES, blogPostSaveSchema } from "@/lib/blog/post-schema";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** POST /api/admin/blog: a new post, as a draft or published at once. */
export const POST = apiRoute(
  createStaffHandler({
    route: "blog-create",
    schema: blogPostSaveSchema,
    maxBytes: BLOG_POST_MAX_BYTES,
    async handle(data, { staff }) {
      const result = await savePost(null, data);
      if (result.kind === "saved") {
        await revalidatePaths(blogPathsToRevalidate(result.before, result.after));
        logInfo("admin.blog-created", { postId: result.id, published: result.isPublished, userId: staff.userId });
      }
      return postSaveOutcome(result, true);
    },
  }),
);
