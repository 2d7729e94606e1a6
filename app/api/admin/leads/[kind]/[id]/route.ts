import { z } from "zod";
import { isLeadKind, setHandled } from "@/lib/leads/leads";
import { parseRecordId } from "@/lib/publishing/records";
import { createStaffHandler } from "@/lib/auth/staff-handler";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** POST { handled }: marks a lead handled, or back to to-do. */
export const POST = apiRoute(
  createStaffHandler<z.ZodObject<{ handled: z.ZodBoolean }>, { kind: string; id: string }>({
    route: "lead-handled",
    schema: z.strictObject({ handled: z.boolean() }),
    maxBytes: 256,
    async handle(data, { params }) {
      // Ten digits can pass the database's 32-bit ids: parseRecordId refuses those too.
      const id = parseRecordId(params.id);
      if (!isLeadKind(params.kind) || id === null) return { status: 404, message: "There is no such lead." };
      if (!(await setHandled(params.kind, id, data.handled))) return { status: 404, message: "There is no such lead." };
      return { status: 200, message: data.handled ? "Marked as handled." : "Marked as to do." };
    },
  }),
);
