import { after } from "next/server";
import { SUBSCRIBE_SUCCESS } from "@/content/newsletter";
import { createPostHandler } from "@/lib/http/post-pipeline";
import { subscribe } from "@/lib/newsletter/subscribers";
import { HOUR, MINUTE } from "@/lib/rate-limit";
import { subscribeSchema } from "@/lib/validation/newsletter";

export const dynamic = "force-dynamic";

/**
 * POST /api/newsletter/subscribe. The answer is the same whether the address is new, returning or
 * already subscribed, so it tells nobody who is on the list.
 */
export const POST = createPostHandler({
  route: "newsletter-subscribe",
  schema: subscribeSchema,
  honeypot: "website",
  maxBytes: 4 * 1024,
  successMessage: SUBSCRIBE_SUCCESS,
  limits: {
    perAddress: { max: 5, windowMs: 10 * MINUTE },
    perRoute: { max: 300, windowMs: HOUR },
    // Nobody can flood one inbox with welcomes (or probe one address) by repeating it.
    perRecipient: { limit: { max: 3, windowMs: HOUR }, recipient: (data) => data.email },
  },
  async handle(data) {
    await subscribe(data, (task) => after(task));
    return { status: 200, message: SUBSCRIBE_SUCCESS };
  },
});
