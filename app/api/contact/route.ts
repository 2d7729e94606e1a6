import { after } from "next/server";
import { CONTACT_SUCCESS, submitContact } from "@/lib/contact/submit";
import { createPostHandler } from "@/lib/http/post-pipeline";
import { HOUR, MINUTE } from "@/lib/rate-limit";
import { CONTACT_MAX_BYTES, contactSchema } from "@/lib/validation/contact";

export const dynamic = "force-dynamic";

export const POST = createPostHandler({
  route: "contact",
  schema: contactSchema,
  honeypot: "website",
  maxBytes: CONTACT_MAX_BYTES,
  successMessage: CONTACT_SUCCESS,
  limits: {
    perAddress: { max: 5, windowMs: 10 * MINUTE },
    perRoute: { max: 300, windowMs: HOUR },
  },
  async handle(data) {
    // The visitor's answer waits for the stored record only; the e-mail goes out after it.
    await submitContact(data, (task) => after(task));
    return { status: 201, message: CONTACT_SUCCESS };
  },
});
