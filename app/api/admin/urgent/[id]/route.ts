import { after } from "next/server";
import { createStaffRecordHandler, noticeReplies } from "@/lib/auth/staff-handler";
import { apiRoute } from "@/lib/core/http/api-route";
import { logInfo } from "@/lib/core/log";
import { adminUrgentRequestPath } from "@/lib/core/paths";
import { urgentAction } from "@/lib/support/staff";
import { STAFF_NOTICES } from "@/lib/support/staff-notices";
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
      const reply = noticeReplies(STAFF_NOTICES, data.from, adminUrgentRequestPath(id));
      if (result === "already") return reply(409, `already-${data.action}`);
      logInfo("admin.urgent-action", { id, action: data.action, userId: staff.userId });
      return reply(200, data.action);
    },
  }),
);
