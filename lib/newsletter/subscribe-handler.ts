import { SUBSCRIBE_SUCCESS } from "@/content/newsletter";
import { VISITOR_FORM, createPostHandler } from "@/lib/core/http/post-pipeline";
import { HOUR, MINUTE } from "@/lib/core/rate-limit";
import { subscribe } from "@/lib/newsletter/subscribers";
import { NEWSLETTER_LIMITS, SUBSCRIBE_MAX_BYTES, subscribeSchema } from "@/lib/newsletter/subscribe-schema";
import { SOURCE_PATH_MAX_LENGTH } from "@/lib/core/validation/common";

/**
 * POST /api/newsletter/subscribe's handler. The answer is the same whether the address is new,
 * returning or already subscribed, so it tells nobody who is on the list; and so is the work done
 * before it: the same statements run for every address, and what differs (sending the
 * confirmation, or withdrawing an active address's request) is handed to `schedule` (the request's
 * `after()` in the route), so the answer's timing tells nothing either. A function of `schedule`
 * so a test can run the real handler outside a request and see what waits for the answer.
 */
export function subscribeHandler(
  schedule: (task: () => Promise<unknown>) => void,
): (request: Request) => Promise<Response> {
  return createPostHandler({
    route: "newsletter-subscribe",
    schema: subscribeSchema,
    ...VISITOR_FORM,
    maxBytes: SUBSCRIBE_MAX_BYTES,
    successMessage: SUBSCRIBE_SUCCESS,
    documentForm: {
      form: "newsletter",
      successPage: "/newsletter/thank-you",
      checkPage: "/newsletter/check",
      fields: { ...NEWSLETTER_LIMITS, sourcePath: SOURCE_PATH_MAX_LENGTH },
    },
    // No route-wide limit: every message this route sends goes to the address typed, which the
    // per-recipient limit protects, and the office gets no notification to hold.
    limits: {
      perAddress: { max: 5, windowMs: 10 * MINUTE },
      // Nobody can flood one inbox with welcomes (or probe one address) by repeating it.
      perRecipient: { limit: { max: 3, windowMs: HOUR }, recipient: (data) => data.email },
    },
    async handle(data) {
      await subscribe(data, schedule);
      return { status: 200, message: SUBSCRIBE_SUCCESS };
    },
  });
}
