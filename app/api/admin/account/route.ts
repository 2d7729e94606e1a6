import { setDisplayName } from "@/lib/auth/account";
import { accountSchema } from "@/lib/auth/schema";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { apiRoute } from "@/lib/core/http/api-route";
import { withNotice } from "@/lib/core/paths";

export const dynamic = "force-dynamic";

/**
 * POST { displayName }: the signed-in staff member's own display name, the one clients see when
 * they take a request. Empty clears it. A plain form too: sent without a script, the browser is
 * sent back to the account page.
 */
export const POST = apiRoute(
  createStaffHandler({
    route: "account",
    schema: accountSchema,
    accepts: ["json", "form"],
    maxBytes: 1024,
    async handle(data, { staff }) {
      if (!(await setDisplayName(staff.userId, data.displayName)))
        return { status: 404, message: "Your account no longer exists." };
      return {
        status: 200,
        message: data.displayName
          ? `Saved: clients now see “${data.displayName}” when you take their request.`
          : "Saved: clients now see “a technician” when you take their request.",
        redirectTo: withNotice("/admin/account", "saved"),
      };
    },
  }),
);
