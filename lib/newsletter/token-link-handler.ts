import type { z } from "zod";
import { createPostHandler, type RequestContext, type RouteOutcome } from "@/lib/core/http/post-pipeline";
import { MINUTE } from "@/lib/core/rate-limit";

/**
 * POST handler for a button or mail client acting on a link e-mailed with the subscriber's signed
 * token in its query (confirming, unsubscribing): a small form body, answered as a page for a
 * browser's form post. No route-wide limit: nobody's confirmation or unsubscribe may wait because
 * of anyone else's requests.
 */
export function createTokenLinkHandler<S extends z.core.$ZodType>(config: {
  route: string;
  schema: S;
  successMessage: string;
  handle: (token: string, context: RequestContext) => Promise<RouteOutcome>;
}): (request: Request) => Promise<Response> {
  return createPostHandler({
    route: config.route,
    schema: config.schema,
    accepts: ["form", "multipart", "json"],
    maxBytes: 1024,
    successMessage: config.successMessage,
    limits: {
      perAddress: { max: 30, windowMs: 10 * MINUTE },
    },
    handle: (_data, context) => config.handle(new URL(context.request.url).searchParams.get("token") ?? "", context),
  });
}
