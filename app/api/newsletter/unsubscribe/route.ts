import { z } from "zod";
import { createPostHandler } from "@/lib/core/http/post-pipeline";
import { unsubscribeWithToken } from "@/lib/newsletter/subscribers";
import { MINUTE } from "@/lib/core/rate-limit";
import { unsubscribePagePath } from "@/lib/core/paths";

export const dynamic = "force-dynamic";

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs "List-Unsubscribe=One-Click" to the address
 * in the List-Unsubscribe header, which carries the subscriber's signed token. The confirm button
 * of /newsletter/unsubscribe posts the same form and is sent back to that page. No GET handler: a
 * mail scanner following links changes nothing.
 */
export const POST = createPostHandler({
  route: "newsletter-unsubscribe",
  schema: z.strictObject({ "List-Unsubscribe": z.literal("One-Click", "Send List-Unsubscribe=One-Click.") }),
  accepts: ["form", "multipart", "json"],
  maxBytes: 1024,
  successMessage: "You have been unsubscribed.",
  // No route-wide limit: nobody's unsubscribe may wait because of anyone else's requests.
  limits: {
    perAddress: { max: 30, windowMs: 10 * MINUTE },
  },
  async handle(_data, { request }) {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const redirectTo = unsubscribePagePath(token);
    if (!(await unsubscribeWithToken(token))) {
      return {
        status: 400,
        redirectTo,
        message:
          "This unsubscribe link is not valid. Use the link in your most recent newsletter e-mail, or contact us.",
      };
    }
    return {
      status: 200,
      redirectTo,
      message: "You have been unsubscribed. You will not receive further newsletter e-mails.",
    };
  },
});
