import * as z from "zod/mini";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import { CAMPAIGN_MAX_BYTES } from "@/lib/core/campaign";
import { campaignSchemaFields } from "@/lib/core/campaign-schema";
import { choiceField, emailField, sourcePathSchema, textField } from "@/lib/core/validation/common";

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  message: "Message must be at least 10 characters.",
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 40, practice: 150, message: 5000 } as const;

/**
 * The contact form's fields: the island checks typed text with this schema and POST /api/contact
 * parses with it (contactSchema), so both give the same messages. Values are stored exactly as
 * typed; length minimums count what is left after trimming spaces.
 */
export const contactFields = z.strictObject({
  name: textField(
    { length: CONTACT_LIMITS.name, message: `Name must be at most ${CONTACT_LIMITS.name} characters.` },
    { length: 2, message: CONTACT_MESSAGES.name },
  ),
  email: emailField(CONTACT_MESSAGES.email, CONTACT_LIMITS.email),
  phone: z.optional(
    textField({ length: CONTACT_LIMITS.phone, message: `Phone must be at most ${CONTACT_LIMITS.phone} characters.` }),
  ),
  practice: z.optional(
    textField({
      length: CONTACT_LIMITS.practice,
      message: `Practice name must be at most ${CONTACT_LIMITS.practice} characters.`,
    }),
  ),
  service: z.optional(
    choiceField(
      CONTACT_SERVICE_OPTIONS.map((o) => o.value),
      "Please choose one of the listed services.",
    ),
  ),
  message: textField(
    { length: CONTACT_LIMITS.message, message: `Message must be at most ${CONTACT_LIMITS.message} characters.` },
    { length: 10, message: CONTACT_MESSAGES.message },
  ),
});

/** What the contact form holds: the fields above plus the honeypot the server strips first. */
export type ContactFormValues = Record<keyof typeof contactFields.shape | "website", string>;

/** POST /api/contact's schema: the contact form's fields plus the page the form was sent from. */
export const contactSchema = z.extend(contactFields, {
  /** The page the form was sent from. */
  sourcePath: sourcePathSchema,
  ...campaignSchemaFields,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/**
 * Largest JSON body a valid message may have: every field at its limit in the worst case of
 * escaping (a control character is 6 bytes as \uXXXX; a 4-byte UTF-8 character is one or two
 * "characters" by zod's count, so at most 6 bytes a character as well), plus room for the service,
 * the source path and the keys. A valid message is never refused as too large.
 */
export const CONTACT_MAX_BYTES =
  6 * (Object.values(CONTACT_LIMITS).reduce((a, b) => a + b, 0) + 200 + 100) + 1024 + CAMPAIGN_MAX_BYTES;
