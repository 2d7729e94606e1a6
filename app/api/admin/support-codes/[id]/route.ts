import { createStaffRecordHandler, noticeReplies } from "@/lib/auth/staff-handler";
import { apiRoute } from "@/lib/core/http/api-route";
import { logInfo } from "@/lib/core/log";
import { renameSupportCode, revokeSupportCode, supportCodeExists } from "@/lib/support/code-store";
import { STAFF_NOTICES } from "@/lib/support/staff-notices";
import { supportCodeActionSchema } from "@/lib/support/staff-schema";

export const dynamic = "force-dynamic";

const CODES_PAGE = "/admin/urgent/codes";
const MISSING = "There is no such support code.";

/**
 * POST { action: "rename", practice } | { action: "revoke" }: renames a code's practice, or revokes
 * the code for good (409 when it already was). Plain forms too: posted without a script, the
 * browser is sent back to the codes page.
 */
export const POST = apiRoute(
  createStaffRecordHandler({
    missing: MISSING,
    route: "support-code-action",
    schema: supportCodeActionSchema,
    accepts: ["json", "form"],
    maxBytes: 2048,
    async handle(data, { staff, id }) {
      const reply = noticeReplies(STAFF_NOTICES, data.from, CODES_PAGE);
      if (data.action === "rename") {
        if (!(await renameSupportCode(id, data.practice))) return { status: 404, message: MISSING };
        logInfo("admin.support-code-renamed", { id, userId: staff.userId });
        return reply(200, "renamed");
      }
      if (await revokeSupportCode(id)) {
        logInfo("admin.support-code-revoked", { id, userId: staff.userId });
        return reply(200, "revoked");
      }
      return (await supportCodeExists(id)) ? reply(409, "already-revoked") : { status: 404, message: MISSING };
    },
  }),
);
