import * as z from "zod/mini";
import { CAMPAIGN_MAX_BYTES } from "@/lib/core/campaign";
import { campaignSchemaFields } from "@/lib/core/campaign-schema";
import { emailField, sourcePathSchema, textField } from "@/lib/core/validation/common";

export const NEWSLETTER_MESSAGES = {
  email: "Please enter a valid email address.",
  name: "Name must be at least 2 characters.",
} as const;

export const NEWSLETTER_LIMITS = { email: 254, name: 100, practiceName: 150 } as const;

/**
 * The subscribe form's fields: the island checks typed text with this schema and
 * POST /api/newsletter/subscribe parses with it (subscribeSchema).
 */
export const subscribeFields = z.strictObject({
  email: emailField(NEWSLETTER_MESSAGES.email, NEWSLETTER_LIMITS.email),
  name: textField(
    { length: NEWSLETTER_LIMITS.name, message: `Name must be at most ${NEWSLETTER_LIMITS.name} characters.` },
    { length: 2, message: NEWSLETTER_MESSAGES.name },
  ),
  practiceName: z.optional(
    textField({
      length: NEWSLETTER_LIMITS.practiceName,
      message: `Practice name must be at most ${NEWSLETTER_LIMITS.practiceName} characters.`,
    }),
  ),
});

/** What the subscribe form holds: the fields above plus the honeypot the server strips first. */
export type SubscribeFormValues = Record<keyof typeof subscribeFields.shape | "website", string>;

/** POST /api/newsletter/subscribe's schema: the subscribe form's fields plus the page it was sent from. */
export const subscribeSchema = z.extend(subscribeFields, {
  /** The page the form was sent from (proof of consent records where it was given). */
  sourcePath: sourcePathSchema,
  ...campaignSchemaFields,
});

export type SubscribeData = z.output<typeof subscribeSchema>;

/** Addresses are stored trimmed and lower-cased, so one person is one subscriber. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The largest body the sign-up route reads: the fields with room to spare, plus the campaign's. */
export const SUBSCRIBE_MAX_BYTES = 4 * 1024 + CAMPAIGN_MAX_BYTES;
