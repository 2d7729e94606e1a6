import { after } from "next/server";
import { createPostHandler } from "@/lib/core/http/post-pipeline";
import { apiRoute } from "@/lib/core/http/api-route";
import { MINUTE } from "@/lib/core/rate-limit";
import { SUPPORT_MAX_BYTES, supportSchema } from "@/lib/support/schema";
import { SUPPORT_DOCUMENT_FORM, SUPPORT_SUCCESS, submitUrgent } from "@/lib/support/submit";

export const dynamic = "force-dynamic";

/**
 * POST: an urgent request from a client practice. 201 with the status page's path (a script), or
 * 303 to that page (the form without JavaScript); the page goes out after the answer.
 */
export const POST = apiRoute(
  createPostHandler({
    route: "support",
    schema: supportSchema,
    honeypot: "website",
    accepts: ["json", "form", "multipart"],
    maxBytes: SUPPORT_MAX_BYTES,
    successMessage: SUPPORT_SUCCESS,
    successStatus: 201,
    documentForm: SUPPORT_DOCUMENT_FORM,
    limits: { perAddress: { max: 10, windowMs: 10 * MINUTE } },
    async handle(data, { address }) {
      const { statusPath } = await submitUrgent(data, { address, schedule: (task) => after(task) });
      return { status: 201, message: SUPPORT_SUCCESS, extra: { statusPath }, redirectTo: statusPath };
    },
  }),
);
