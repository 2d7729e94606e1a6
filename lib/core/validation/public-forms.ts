/**
 * The rules of the three visitor forms — contact, newsletter subscribe, checklist e-mail — as plain
 * data (see form-rules.ts). The forms check typed text with these tables; the route handlers parse
 * with zod schemas built from the same tables (contact.ts, newsletter.ts, checklist.ts). No schema
 * library here: this module ships in the form islands.
 */
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import type { FormRules } from "@/lib/core/validation/form-rules";

const EMAIL_MESSAGE = "Please enter a valid email address.";

// ── Contact ──────────────────────────────────────────────────────────────────────────────────────

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: EMAIL_MESSAGE,
  message: "Message must be at least 10 characters.",
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 40, practice: 150, message: 5000 } as const;

/** Values are stored exactly as typed; length minimums count what is left after trimming spaces. */
export const contactRules = {
  name: {
    max: { length: CONTACT_LIMITS.name, message: `Name must be at most ${CONTACT_LIMITS.name} characters.` },
    minTrimmed: { length: 2, message: CONTACT_MESSAGES.name },
  },
  email: { email: CONTACT_MESSAGES.email, max: { length: CONTACT_LIMITS.email, message: CONTACT_MESSAGES.email } },
  phone: {
    optional: true,
    max: { length: CONTACT_LIMITS.phone, message: `Phone must be at most ${CONTACT_LIMITS.phone} characters.` },
  },
  practice: {
    optional: true,
    max: {
      length: CONTACT_LIMITS.practice,
      message: `Practice name must be at most ${CONTACT_LIMITS.practice} characters.`,
    },
  },
  service: {
    optional: true,
    oneOf: {
      values: CONTACT_SERVICE_OPTIONS.map((o) => o.value) as unknown as readonly [string, ...string[]],
      message: "Please choose one of the listed services.",
    },
  },
  message: {
    max: { length: CONTACT_LIMITS.message, message: `Message must be at most ${CONTACT_LIMITS.message} characters.` },
    minTrimmed: { length: 10, message: CONTACT_MESSAGES.message },
  },
} as const satisfies FormRules;

/** What the contact form holds: the fields above plus the honeypot the server strips first. */
export type ContactFormValues = Record<keyof typeof contactRules | "website", string>;

// ── Newsletter subscribe ────────────────────────────────────────────────────────────────────────

export const NEWSLETTER_MESSAGES = {
  email: EMAIL_MESSAGE,
  name: "Name must be at least 2 characters.",
} as const;

export const NEWSLETTER_LIMITS = { email: 254, name: 100, practiceName: 150 } as const;

export const subscribeRules = {
  email: {
    email: NEWSLETTER_MESSAGES.email,
    max: { length: NEWSLETTER_LIMITS.email, message: NEWSLETTER_MESSAGES.email },
  },
  name: {
    max: { length: NEWSLETTER_LIMITS.name, message: `Name must be at most ${NEWSLETTER_LIMITS.name} characters.` },
    minTrimmed: { length: 2, message: NEWSLETTER_MESSAGES.name },
  },
  practiceName: {
    optional: true,
    max: {
      length: NEWSLETTER_LIMITS.practiceName,
      message: `Practice name must be at most ${NEWSLETTER_LIMITS.practiceName} characters.`,
    },
  },
} as const satisfies FormRules;

export type SubscribeFormValues = Record<keyof typeof subscribeRules | "website", string>;

/**
 * The extra check on submit (a generic e-mail format): non-empty text without spaces, an
 * at-sign, and a dot-separated domain.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

// ── Checklist results by e-mail ─────────────────────────────────────────────────────────────────

export const CHECKLIST_EMAIL_MESSAGES = { email: EMAIL_MESSAGE } as const;
export const CHECKLIST_EMAIL_MAX = 254;

/** Surrounding spaces are dropped before the address is checked. */
export const checklistEmailRules = {
  email: {
    trim: true,
    email: CHECKLIST_EMAIL_MESSAGES.email,
    max: { length: CHECKLIST_EMAIL_MAX, message: CHECKLIST_EMAIL_MESSAGES.email },
  },
} as const satisfies FormRules;

export type ChecklistEmailFormValues = Record<keyof typeof checklistEmailRules | "website", string>;
