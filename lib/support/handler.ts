import type { DocumentForm } from "@/lib/core/http/document-post";
import { VISITOR_FORM, createPostHandler } from "@/lib/core/http/post-pipeline";
import { MINUTE } from "@/lib/core/rate-limit";
import { SOURCE_PATH_MAX_LENGTH } from "@/lib/core/validation/common";
import type { Schedule } from "@/lib/deliveries/store";
import { SUPPORT_LIMITS, SUPPORT_MAX_BYTES, supportSchema } from "@/lib/support/schema";
import { submitUrgent } from "@/lib/support/submit";

export const SUPPORT_SUCCESS = "Your urgent request was received.";

/** What the check page says at the support code, which it never shows again. */
export const CODE_NOT_KEPT =
  "For your safety we do not keep support codes: please type yours again before you send the request.";

/** The urgent form without JavaScript: where its posts land (lib/core/http/document-post.ts). */
export const SUPPORT_DOCUMENT_FORM: DocumentForm = {
  form: "support",
  // Where a post lands when it has no status page of its own (a filled honeypot).
  successPage: "/support/received",
  checkPage: "/support/check",
  fields: {
    practice: SUPPORT_LIMITS.practice,
    name: SUPPORT_LIMITS.name,
    phone: SUPPORT_LIMITS.phone,
    email: SUPPORT_LIMITS.email,
    description: SUPPORT_LIMITS.description,
    affected: 40,
    severity: 20,
    sourcePath: SOURCE_PATH_MAX_LENGTH,
  },
  // A support code pages a person: only its hash is ever stored, so a refused post keeps none.
  secrets: { code: CODE_NOT_KEPT },
};

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
