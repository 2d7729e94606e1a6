import { z } from "zod";
import { isLeadKind, setHandled } from "@/lib/leads/leads";
import { createStaffRecordHandler } from "@/lib/auth/staff-handler";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

const MISSING = "There is no such lead.";

/** POST { handled }: marks a lead handled, or back to to-do. */
export const POST = apiRoute(
  createStaffRecordHandler<z.ZodObject<{ handled: z.ZodBoolean }>, { kind: string; id: string }>({
    missing: MISSING,
    route: "lead-handled",
    schema: z.strictObject({ handled: z.boolean() }),
    maxBytes: 256,
    async handle(data, { params, id }) {
      if (!isLeadKind(params.kind) || !(await setHandled(params.kind, id, data.handled)))
        return { status: 404, message: MISSING };
      return { status: 200, message: data.handled ? "Marked as handled." : "Marked as to do." };
    },
  }),
);
