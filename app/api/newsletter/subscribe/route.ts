import { after } from "next/server";
import { SUBSCRIBE_SUCCESS } from "@/content/newsletter";
import { createPostHandler } from "@/lib/core/http/post-pipeline";
import { subscribe } from "@/lib/newsletter/subscribers";
import { HOUR, MINUTE } from "@/lib/core/rate-limit";
import { subscribeSchema } from "@/lib/newsletter/subscribe-schema";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/**
 * POST /api/newsletter/subscribe. The answer is the same whether the address is new, returning or
 * already subscribed, so it tells nobody who is on the list.
 */
export const POST = apiRoute(
  createPostHandler({
    route: "newsletter-subscribe",
    schema: subscribeSchema,
    honeypot: "website",
    accepts: ["json", "form", "multipart"],
    maxBytes: 4 * 1024,
    successMessage: SUBSCRIBE_SUCCESS,
    documentForm: {
      form: "newsletter",
      successPage: "/newsletter/thank-you",
      checkPage: "/newsletter/check",
      fields: ["email", "name", "practiceName", "sourcePath"],
    },
    // No route-wide limit: every message this route sends goes to the address typed, which the
    // per-recipient limit protects, and the office gets no notification to hold.
    limits: {
      perAddress: { max: 5, windowMs: 10 * MINUTE },
      // Nobody can flood one inbox with welcomes (or probe one address) by repeating it.
      perRecipient: { limit: { max: 3, windowMs: HOUR }, recipient: (data) => data.email },
    },
    async handle(data) {
      await subscribe(data, (task) => after(task));
      return { status: 200, message: SUBSCRIBE_SUCCESS };
    },
  }),
);
