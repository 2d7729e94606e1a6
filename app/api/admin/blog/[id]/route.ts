import { savePost } from "@/lib/admin/blog";
import { postSaveOutcome } from "@/lib/admin/outcomes";
import { blogPathsToRevalidate, revalidatePaths } from "@/lib/admin/publication";
import { parseRecordId } from "@/lib/admin/records";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { logInfo } from "@/lib/log";
import { BLOG_POST_MAX_BYTES, blogPostSaveSchema } from "@/lib/validation/blog-post";

export const dynamic = "force-dynamic";

/** POST /api/admin/blog/{id}: saves a post's fields and its status (publish, keep, unpublish). */
export const POST = createStaffHandler<typeof blogPostSaveSchema, { id: string }>({
  route: "blog-update",
  schema: blogPostSaveSchema,
  maxBytes: BLOG_POST_MAX_BYTES,
  async handle(data, { staff, params }) {
    const id = parseRecordId(params.id);
    if (id === null) return { status: 404, message: "This post does not exist." };
    const result = await savePost(id, data);
    if (result.kind === "saved") {
      revalidatePaths(blogPathsToRevalidate(result.before, result.after));
      logInfo("admin.blog-saved", { postId: id, published: result.isPublished, userId: staff.userId });
    }
    return postSaveOutcome(result, false);
  },
});
