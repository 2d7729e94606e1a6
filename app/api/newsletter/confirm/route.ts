import { after } from "next/server";
import { z } from "zod";
import { confirmWithToken } from "@/lib/newsletter/subscribers";
import { createTokenLinkHandler } from "@/lib/newsletter/token-link-handler";
import { confirmPagePath } from "@/lib/core/paths";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/**
 * Double opt-in: the "Confirm subscription" button of /newsletter/confirm posts here with the
 * e-mailed link's signed token in the query. Confirming activates the subscription, records the
 * consent and queues the welcome; doing it again changes nothing. No GET handler: a mail scanner
 * following the link changes nothing. A browser's form post is sent on with 303: to
 * /newsletter/confirmed, or back to the confirm page, which then explains what is wrong.
 */
export const POST = apiRoute(
  createTokenLinkHandler({
    route: "newsletter-confirm",
    schema: z.strictObject({ confirm: z.literal("yes", "Send confirm=yes.") }),
    successMessage: "Your subscription is confirmed.",
    async handle(token) {
      const confirmPage = confirmPagePath(token);
      const result = await confirmWithToken(token, (task) => after(task));
      switch (result) {
        case "confirmed":
          return {
            status: 200,
            redirectTo: "/newsletter/confirmed",
            message: "Your subscription is confirmed. A welcome e-mail is on its way.",
          };
        case "already-confirmed":
          return { status: 200, redirectTo: confirmPage, message: "This subscription is already confirmed." };
        case "expired":
          return {
            status: 400,
            redirectTo: confirmPage,
            message: "This confirmation link has expired. Subscribe again to get a new one.",
          };
        default:
          return {
            status: 400,
            redirectTo: confirmPage,
            message: "This confirmation link is not valid. Subscribe again to get a new one.",
          };
      }
    },
  }),
);
