import { after } from "next/server";
import { CONTACT_DOCUMENT_FORM, CONTACT_SUCCESS, submitContact } from "@/lib/contact/submit";
import { createPostHandler } from "@/lib/core/http/post-pipeline";
import { HOUR, MINUTE } from "@/lib/core/rate-limit";
import { CONTACT_MAX_BYTES, contactSchema } from "@/lib/contact/schema";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

export const POST = apiRoute(
  createPostHandler({
    route: "contact",
    schema: contactSchema,
    honeypot: "website",
    accepts: ["json", "form", "multipart"],
    maxBytes: CONTACT_MAX_BYTES,
    successMessage: CONTACT_SUCCESS,
    successStatus: 201,
    documentForm: CONTACT_DOCUMENT_FORM,
    limits: {
      perAddress: { max: 5, windowMs: 10 * MINUTE },
      // Past it every message is still stored and answered; the office gets one digest instead.
      ceiling: { max: 300, windowMs: HOUR },
    },
    async handle(data, { holdOfficeUntil }) {
      // The visitor's answer waits for the stored record only; the e-mail goes out after it.
      await submitContact(data, (task) => after(task), { holdUntil: holdOfficeUntil });
      return { status: 201, message: CONTACT_SUCCESS };
    },
  }),
);
