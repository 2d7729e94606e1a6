import { CONTACT_DOCUMENT_FORM, CONTACT_SUCCESS, submitContact } from "@/lib/contact/submit";
import { CONTACT_MAX_BYTES, contactSchema } from "@/lib/contact/schema";
import { VISITOR_FORM, createPostHandler } from "@/lib/core/http/post-pipeline";
import { HOUR, MINUTE } from "@/lib/core/rate-limit";

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
