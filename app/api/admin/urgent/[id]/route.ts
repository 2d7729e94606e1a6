import { after } from "next/server";
import { safeReturnPath } from "@/lib/auth/return-path";
import { createStaffRecordHandler } from "@/lib/auth/staff-handler";
import { apiRoute } from "@/lib/core/http/api-route";
import { logInfo } from "@/lib/core/log";
import { adminUrgentRequestPath, withNotice } from "@/lib/core/paths";
import { urgentAction } from "@/lib/support/staff";
import { STAFF_NOTICES, type StaffNotice } from "@/lib/support/staff-notices";
import { urgentActionSchema } from "@/lib/support/staff-schema";

export const dynamic = "force-dynamic";

const MISSING = "There is no such urgent request.";

/**
 * POST { action: "acknowledge" | "close" }: "I've got it" and "Close" on an urgent request. Each is
 * one claim, so when two technicians press at once one is recorded and the other told (409). The
 * paging service's acknowledge or resolve goes out after the answer. The buttons are plain forms
 * too: posted without a script, the browser is sent back to the page it came from.
 */
export const POST = apiRoute(
  createStaffRecordHandler({
    missing: MISSING,
    route: "urgent-action",
    schema: urgentActionSchema,
    accepts: ["json", "form"],
    maxBytes: 2048,
    async handle(data, { staff, id }) {
      const result = await urgentAction(data.action, id, staff.userId, (task) => after(task));
      if (result === "missing") return { status: 404, message: MISSING };
      const back = safeReturnPath(data.from) ?? adminUrgentRequestPath(id);
      const notice: StaffNotice = result === "already" ? `already-${data.action}` : data.action;
      if (result === "done") logInfo("admin.urgent-action", { id, action: data.action, userId: staff.userId });
      return {
        status: result === "already" ? 409 : 200,
        message: STAFF_NOTICES[notice],
        redirectTo: withNotice(back, notice),
      };
    },
  }),
);
