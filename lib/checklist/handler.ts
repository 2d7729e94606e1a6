import { CHECKLIST_LIMITS } from "@/lib/checklist/limits";
import { CHECKLIST_EMAIL_MAX_BYTES, checklistEmailSchema } from "@/lib/checklist/schema";
import { CHECKLIST_SUCCESS, submitChecklist } from "@/lib/checklist/submit";
import { createPostHandler } from "@/lib/core/http/post-pipeline";

/**
 * POST /api/health-checklist/email's handler: the checklist's results e-mailed to the visitor and
 * kept as a lead. The visitor's answer waits for the stored submission only; the e-mails are
 * handed to `schedule` (the request's `after()` in the route), so a test can run the real handler,
 * with its schema and limits, outside a request.
 */
export function checklistEmailHandler(
  schedule: (task: () => Promise<unknown>) => void,
): (request: Request) => Promise<Response> {
  return createPostHandler({
    route: "health-checklist-email",
    schema: checklistEmailSchema,
    honeypot: "website",
    maxBytes: CHECKLIST_EMAIL_MAX_BYTES,
    successMessage: CHECKLIST_SUCCESS,
    successStatus: 201,
    limits: {
      perAddress: CHECKLIST_LIMITS.perAddress,
      // Past it the submission is stored and the visitor's report sent; the office's notice waits
      // for the digest.
      ceiling: CHECKLIST_LIMITS.ceiling,
      perRecipient: { limit: CHECKLIST_LIMITS.perRecipient, recipient: (data) => data.email },
    },
    async handle(data, { holdOfficeUntil }) {
      await submitChecklist(data, schedule, { holdUntil: holdOfficeUntil });
      return { status: 201, message: CHECKLIST_SUCCESS };
    },
  });
}
