import { VISITOR_FORM, createPostHandler } from "@/lib/core/http/post-pipeline";
import { MINUTE } from "@/lib/core/rate-limit";
import type { Schedule } from "@/lib/deliveries/store";
import { SUPPORT_MAX_BYTES, supportSchema } from "@/lib/support/schema";
import { SUPPORT_DOCUMENT_FORM, SUPPORT_SUCCESS, submitUrgent } from "@/lib/support/submit";

/**
 * POST /api/support's handler: an urgent request from a client practice. 201 with the status
 * page's path (a script), or 303 to that page (the form without JavaScript). Its e-mails and page
 * are handed to `schedule` (the request's `after()` in the route), so a test runs the real handler,
 * with its schema and limits, outside a request. The address's own limit is generous: a practice
 * in trouble may send again and again, and what it may cost (pages, mails) has limits of its own
 * in lib/support/submit.ts.
 */
export function supportHandler(schedule: Schedule): (request: Request) => Promise<Response> {
  return createPostHandler({
    route: "support",
    schema: supportSchema,
    ...VISITOR_FORM,
    maxBytes: SUPPORT_MAX_BYTES,
    successMessage: SUPPORT_SUCCESS,
    successStatus: 201,
    documentForm: SUPPORT_DOCUMENT_FORM,
    limits: { perAddress: { max: 10, windowMs: 10 * MINUTE } },
    async handle(data, { address }) {
      const { statusPath } = await submitUrgent(data, { address, schedule });
      return { status: 201, message: SUPPORT_SUCCESS, extra: { statusPath }, redirectTo: statusPath };
    },
  });
}
