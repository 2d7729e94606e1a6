// zod/mini: see lib/validation/common.ts (this schema also runs in the browser).
import * as z from "zod/mini";
import { sourcePathSchema } from "@/lib/validation/common";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";

/**
 * The contact form's schema: the browser form (react-hook-form) and POST /api/contact use this one
 * object, so both give the same messages. Values are stored exactly as typed; length minimums
 * count what is left after trimming spaces.
 */
export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  message: "Message must be at least 10 characters.",
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 40, practice: 150, message: 5000 } as const;

/**
 * Largest JSON body a valid message may have: every field at its limit in the worst case of
 * escaping (a control character is 6 bytes as \uXXXX; a 4-byte UTF-8 character is one or two
 * "characters" by zod's count, so at most 6 bytes a character as well), plus room for the service,
 * the source path and the keys. A valid message is never refused as too large.
 */
export const CONTACT_MAX_BYTES = 6 * (Object.values(CONTACT_LIMITS).reduce((a, b) => a + b, 0) + 200 + 100) + 1024;

const serviceValues = CONTACT_SERVICE_OPTIONS.map((o) => o.value) as [string, ...string[]];


export const contactSchema = z.strictObject({
  name: z.string().check(
    z.maxLength(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters.`),
    z.refine((v) => v.trim().length >= 2, CONTACT_MESSAGES.name),
  ),
  email: z.email(CONTACT_MESSAGES.email).check(z.maxLength(CONTACT_LIMITS.email, CONTACT_MESSAGES.email)),
  phone: z.optional(z.string().check(z.maxLength(CONTACT_LIMITS.phone, `Phone must be at most ${CONTACT_LIMITS.phone} characters.`))),
  practice: z.optional(
    z.string().check(z.maxLength(CONTACT_LIMITS.practice, `Practice name must be at most ${CONTACT_LIMITS.practice} characters.`)),
  ),
  service: z.optional(z.union([z.literal(""), z.enum(serviceValues, "Please choose one of the listed services.")])),
  message: z.string().check(
    z.maxLength(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters.`),
    z.refine((v) => v.trim().length >= 10, CONTACT_MESSAGES.message),
  ),
  /** The page the form was sent from. */
  sourcePath: sourcePathSchema,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;


/** The browser form's schema: the same rules plus the honeypot field the server strips first. */
export const contactFormSchema = z.extend(contactSchema, { website: z.optional(z.string()) });
export type ContactFormInput = z.input<typeof contactFormSchema>;
