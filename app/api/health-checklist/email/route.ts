import { after } from "next/server";
import { CHECKLIST_LIMITS } from "@/lib/checklist/limits";
import { CHECKLIST_SUCCESS, submitChecklist } from "@/lib/checklist/submit";
import { createPostHandler } from "@/lib/core/http/post-pipeline";
import { CHECKLIST_EMAIL_MAX_BYTES, checklistEmailSchema } from "@/lib/checklist/schema";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

export const POST = apiRoute(
  createPostHandler({
    route: "health-checklist-email",
    schema: checklistEmailSchema,
    honeypot: "website",
    maxBytes: CHECKLIST_EMAIL_MAX_BYTES,
    successMessage: CHECKLIST_SUCCESS,
    successStatus: 201,
    limits: {
      perAddress: CHECKLIST_LIMITS.perAddress,
      // Past it the submission is stored and the visitor's report sent; the office's notice waits
      // for the digest.
      ceiling: CHECKLIST_LIMITS.ceiling,
      perRecipient: { limit: CHECKLIST_LIMITS.perRecipient, recipient: (data) => data.email },
    },
    async handle(data, { holdOfficeUntil }) {
      // The visitor's answer waits for the stored submission only; the e-mails go out after it.
      await submitChecklist(data, (task) => after(task), { holdUntil: holdOfficeUntil });
      return { status: 201, message: CHECKLIST_SUCCESS };
    },
  }),
);
