import { savePost } from "@/lib/admin/blog";
import { postSaveOutcome } from "@/lib/admin/outcomes";
import { blogPathsToRevalidate, revalidatePaths } from "@/lib/admin/publication";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { logInfo } from "@/lib/log";
import { BLOG_POST_MAX_BYTES, blogPostSaveSchema } from "@/lib/validation/blog-post";

export const dynamic = "force-dynamic";

/** POST /api/admin/blog: a new post, as a draft or published at once. */
export const POST = createStaffHandler({
  route: "blog-create",
  schema: blogPostSaveSchema,
  maxBytes: BLOG_POST_MAX_BYTES,
  async handle(data, { staff }) {
    const result = await savePost(null, data);
    if (result.kind === "saved") {
      revalidatePaths(blogPathsToRevalidate(result.before, result.after));
      logInfo("admin.blog-created", { postId: result.id, published: result.isPublished, userId: staff.userId });
    }
    return postSaveOutcome(result, true);
  },
});
