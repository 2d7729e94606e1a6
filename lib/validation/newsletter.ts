// zod/mini: see lib/validation/common.ts (this schema also runs in the browser).
import * as z from "zod/mini";
import { sourcePathSchema } from "@/lib/validation/common";

/**
 * The subscribe form's schema, shared by the browser form and POST /api/newsletter/subscribe.
 */
export const NEWSLETTER_MESSAGES = {
  email: "Please enter a valid email address.",
  name: "Name must be at least 2 characters.",
} as const;

export const NEWSLETTER_LIMITS = { email: 254, name: 100, practiceName: 150 } as const;

export const subscribeSchema = z.strictObject({
  email: z.email(NEWSLETTER_MESSAGES.email).check(z.maxLength(NEWSLETTER_LIMITS.email, NEWSLETTER_MESSAGES.email)),
  name: z.string().check(
    z.maxLength(NEWSLETTER_LIMITS.name, `Name must be at most ${NEWSLETTER_LIMITS.name} characters.`),
    z.refine((v) => v.trim().length >= 2, NEWSLETTER_MESSAGES.name),
  ),
  practiceName: z.optional(
    z.string().check(z.maxLength(NEWSLETTER_LIMITS.practiceName, `Practice name must be at most ${NEWSLETTER_LIMITS.practiceName} characters.`)),
  ),
  /** The page the form was sent from (proof of consent records where it was given). */
  sourcePath: sourcePathSchema,
});

export type SubscribeData = z.output<typeof subscribeSchema>;

export const subscribeFormSchema = z.extend(subscribeSchema, { website: z.optional(z.string()) });
export type SubscribeFormInput = z.input<typeof subscribeFormSchema>;

/**
 * The spec's extra check on submit ("generic e-mail format"): non-empty text without spaces, an
 * at-sign, and a dot-separated domain.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Addresses are stored trimmed and lower-cased, so one person is one subscriber. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
