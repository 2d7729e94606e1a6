import { after } from "next/server";
import { sendOutcome } from "@/lib/publishing/outcomes";
import { createStaffRecordHandler } from "@/lib/auth/staff-handler";
import { logInfo } from "@/lib/core/log";
import { deliverIssueMessages, queueIssueBatch } from "@/lib/newsletter/send";
import { issueSendSchema } from "@/lib/newsletter/issue-schema";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/newsletter/{id}/send: queues the published issue for the next batch of active
 * subscribers who do not have it yet, and answers how many were queued, how many had it already
 * and how many remain (the staff page sends again until none remain). The messages go to the
 * provider after the answer.
 */
export const POST = apiRoute(
  createStaffRecordHandler({
    missing: "This issue does not exist.",
    route: "newsletter-send",
    schema: issueSendSchema,
    maxBytes: 1024,
    async handle(_data, { staff, id }) {
      const result = await queueIssueBatch(id);
      if (result.kind === "queued") {
        logInfo("admin.issue-send", { issueId: id, queued: result.queued, userId: staff.userId });
        if (result.deliveryIds.length) after(() => deliverIssueMessages(result.deliveryIds));
      }
      return sendOutcome(result);
    },
  }),
);
