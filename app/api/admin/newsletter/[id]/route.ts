import { saveIssue } from "@/lib/newsletter/staff-issues";
import { issueSaveOutcome } from "@/lib/publishing/outcomes";
import { issuePathsToRevalidate, revalidatePaths } from "@/lib/core/publication";
import { parseRecordId } from "@/lib/publishing/records";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { logInfo } from "@/lib/core/log";
import { ISSUE_MAX_BYTES, issueSaveSchema } from "@/lib/newsletter/issue-schema";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** POST /api/admin/newsletter/{id}: saves an issue's fields and its status. */
export const POST = apiRoute(
  createStaffHandler<typeof issueSaveSchema, { id: string }>({
    route: "newsletter-update",
    schema: issueSaveSchema,
    maxBytes: ISSUE_MAX_BYTES,
    async handle(data, { staff, params }) {
      const id = parseRecordId(params.id);
      if (id === null) return { status: 404, message: "This issue does not exist." };
      const result = await saveIssue(id, data);
      if (result.kind === "saved") {
        await revalidatePaths(issuePathsToRevalidate(id, result.wasPublished, result.isPublished));
        logInfo("admin.issue-saved", { issueId: id, published: result.isPublished, userId: staff.userId });
      }
      return issueSaveOutcome(result, false);
    },
  }),
);
