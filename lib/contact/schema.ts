import * as z from "zod/mini";
import { objectFromRules, sourcePathSchema } from "@/lib/core/validation/common";
import { CONTACT_LIMITS, contactRules } from "@/lib/core/validation/public-forms";

/**
 * POST /api/contact's schema: the contact form's rules (public-forms.ts), so the form and the
 * handler give the same messages, plus the page the form was sent from.
 */
export const contactSchema = z.extend(objectFromRules(contactRules), {
  /** The page the form was sent from. */
  sourcePath: sourcePathSchema,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/**
 * Largest JSON body a valid message may have: every field at its limit in the worst case of
 * escaping (a control character is 6 bytes as \uXXXX; a 4-byte UTF-8 character is one or two
 * "characters" by zod's count, so at most 6 bytes a character as well), plus room for the service,
 * the source path and the keys. A valid message is never refused as too large.
 */
export const CONTACT_MAX_BYTES = 6 * (Object.values(CONTACT_LIMITS).reduce((a, b) => a + b, 0) + 200 + 100) + 1024;
