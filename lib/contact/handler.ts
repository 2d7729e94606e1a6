import { submitContact } from "@/lib/contact/submit";
import { CONTACT_LIMITS, CONTACT_MAX_BYTES, contactSchema } from "@/lib/contact/schema";
import type { DocumentForm } from "@/lib/core/http/document-post";
import { VISITOR_FORM, createPostHandler } from "@/lib/core/http/post-pipeline";
import { HOUR, MINUTE } from "@/lib/core/rate-limit";
import { SOURCE_PATH_MAX_LENGTH } from "@/lib/core/validation/common";

/** The longest value of the service choice (its options' values are far shorter). */
const SERVICE_MAX_LENGTH = 100;

export const CONTACT_SUCCESS = "Thank you for contacting us. We'll respond to your inquiry as soon as possible.";

/** The contact form without JavaScript: where its posts land (see lib/core/http/document-post.ts). */
export const CONTACT_DOCUMENT_FORM: DocumentForm = {
  form: "contact",
  successPage: "/contact/thank-you",
  checkPage: "/contact/check",
  fields: { ...CONTACT_LIMITS, service: SERVICE_MAX_LENGTH, sourcePath: SOURCE_PATH_MAX_LENGTH },
};
/**
 * POST /api/contact's handler. The visitor's answer waits for the stored record only; the e-mails
 * are handed to `schedule` (the request's `after()` in the route). A function of `schedule` so a
 * test can run the real handler, with its schema, limits and pages for plain form posts, outside
 * a request.
 */
export function contactHandler(
  schedule: (task: () => Promise<unknown>) => void,
): (request: Request) => Promise<Response> {
  return createPostHandler({
    route: "contact",
    schema: contactSchema,
    ...VISITOR_FORM,
    maxBytes: CONTACT_MAX_BYTES,
    successMessage: CONTACT_SUCCESS,
    successStatus: 201,
    documentForm: CONTACT_DOCUMENT_FORM,
    limits: {
      perAddress: { max: 5, windowMs: 10 * MINUTE },
      // Past it every message is still stored and answered; the office gets one digest instead.
      ceiling: { max: 300, windowMs: HOUR },
    },
    async handle(data, { holdOfficeUntil }) {
      await submitContact(data, schedule, { holdUntil: holdOfficeUntil });
      return { status: 201, message: CONTACT_SUCCESS };
    },
  });
}
