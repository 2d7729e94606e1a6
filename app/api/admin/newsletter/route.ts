import { saveIssue } from "@/lib/newsletter/staff-issues";
import { issueSaveOutcome } from "@/lib/publishing/outcomes";
import { issuePathsToRevalidate, revalidatePaths } from "@/lib/core/publication";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { logInfo } from "@/lib/core/log";
import { ISSUE_MAX_BYTES, issueSaveSchema } from "@/lib/newsletter/issue-schema";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** POST /api/admin/newsletter: a new issue, as a draft or published at once (sending is separate). */
export const POST = apiRoute(
  createStaffHandler({
    route: "newsletter-create",
    schema: issueSaveSchema,
    maxBytes: ISSUE_MAX_BYTES,
    async handle(data, { staff }) {
      const result = await saveIssue(null, data);
      if (result.kind === "saved") {
        await revalidatePaths(issuePathsToRevalidate(result.id, result.wasPublished, result.isPublished));
        logInfo("admin.issue-created", { issueId: result.id, published: result.isPublished, userId: staff.userId });
      }
      return issueSaveOutcome(result, true);
    },
  }),
);
