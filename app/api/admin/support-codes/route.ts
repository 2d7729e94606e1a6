import { createStaffHandler } from "@/lib/auth/staff-handler";
import { apiRoute } from "@/lib/core/http/api-route";
import { logInfo } from "@/lib/core/log";
import { createSupportCode } from "@/lib/support/code-store";
import { withNotice } from "@/lib/core/paths";
import { STAFF_NOTICES } from "@/lib/support/staff-notices";
import { supportCodeCreateSchema } from "@/lib/support/staff-schema";

export const dynamic = "force-dynamic";

/**
 * POST { practice }: makes a practice's support code. The answer (201) carries the code itself,
 * the only time it is ever shown: only its hash is stored. A form the browser posted itself (no
 * script) makes nothing and goes back to the codes page saying so: the code could only travel in
 * an address, which the browser keeps in its history.
 */
export const POST = apiRoute(
  createStaffHandler({
    route: "support-code-create",
    schema: supportCodeCreateSchema,
    accepts: ["json", "form"],
    maxBytes: 1024,
    needsScript: {
      message: STAFF_NOTICES["needs-script"],
      redirectTo: withNotice("/admin/urgent/codes", "needs-script"),
    },
    async handle(data, { staff }) {
      const { row, code } = await createSupportCode(data.practice);
      logInfo("admin.support-code-created", { id: row.id, userId: staff.userId });
      return {
        status: 201,
        message: `The support code of ${row.practice} is made. Copy it now: it will not be shown again.`,
        extra: { code, id: row.id },
      };
    },
  }),
);
