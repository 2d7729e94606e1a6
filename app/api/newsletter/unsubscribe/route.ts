import { z } from "zod";
import { unsubscribeWithToken } from "@/lib/newsletter/subscribers";
import { createTokenLinkHandler } from "@/lib/newsletter/token-link-handler";
import { unsubscribePagePath } from "@/lib/core/paths";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs "List-Unsubscribe=One-Click" to the address
 * in the List-Unsubscribe header, which carries the subscriber's signed token. The confirm button
 * of /newsletter/unsubscribe posts the same form and is sent back to that page. No GET handler: a
 * mail scanner following links changes nothing.
 */
export const POST = apiRoute(
  createTokenLinkHandler({
    route: "newsletter-unsubscribe",
    schema: z.strictObject({ "List-Unsubscribe": z.literal("One-Click", "Send List-Unsubscribe=One-Click.") }),
    successMessage: "You have been unsubscribed.",
    async handle(token) {
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
  }),
);
