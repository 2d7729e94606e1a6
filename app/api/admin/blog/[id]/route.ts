import { savePost } from "@/lib/blog/staff-posts";
import { postSaveOutcome } from "@/lib/publishing/outcomes";
import { blogPathsToRevalidate, revalidatePaths } from "@/lib/core/publication";
import { parseRecordId } from "@/lib/publishing/records";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { logInfo } from "@/lib/core/log";
import { BLOG_POST_MAX_BYTES, blogPostSaveSchema } from "@/lib/blog/post-schema";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** POST /api/admin/blog/{id}: saves a post's fields and its status (publish, keep, unpublish). */
export const POST = apiRoute(
  createStaffHandler<typeof blogPostSaveSchema, { id: string }>({
    route: "blog-update",
    schema: blogPostSaveSchema,
    maxBytes: BLOG_POST_MAX_BYTES,
    async handle(data, { staff, params }) {
      const id = parseRecordId(params.id);
      if (id === null) return { status: 404, message: "This post does not exist." };
      const result = await savePost(id, data);
      if (result.kind === "saved") {
        await revalidatePaths(blogPathsToRevalidate(result.before, result.after));
        logInfo("admin.blog-saved", { postId: id, published: result.isPublished, userId: staff.userId });
      }
      return postSaveOutcome(result, false);
    },
  }),
);
