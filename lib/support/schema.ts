import * as z from "zod/mini";
import { CAMPAIGN_MAX_BYTES } from "@/lib/core/campaign";
import { campaignSchemaFields } from "@/lib/core/campaign-schema";
import { choiceField, emailField, sourcePathSchema, textField } from "@/lib/core/validation/common";

/**
 * The urgent request's fields: the form's island checks typed text with this schema and POST
 * /api/support parses with it, so both give the same messages. Kept apart from the server's
 * handling (lib/support/submit.ts) because it ships in the form's script.
 */
export const SEVERITIES = [
  { value: "critical", label: "Critical: the practice cannot see patients (server down, ransomware)" },
  { value: "major", label: "Major: something important is down, but patients can still be seen" },
  { value: "standard", label: "Standard: a single device, a user account, a question" },
] as const;
export type Severity = (typeof SEVERITIES)[number]["value"];

export const AFFECTED = [
  { value: "server", label: "Server" },
  { value: "practice-software", label: "Practice software" },
  { value: "imaging", label: "Imaging" },
  { value: "network", label: "Network or internet" },
  { value: "email", label: "E-mail" },
  { value: "phones", label: "Phones" },
  { value: "other", label: "Something else" },
] as const;
export type Affected = (typeof AFFECTED)[number]["value"];

export const SUPPORT_LIMITS = {
  practice: 150,
  name: 100,
  phone: 40,
  email: 254,
  code: 20,
  description: 5000,
} as const;

export const SUPPORT_MESSAGES = {
  practice: "Please enter the practice's name.",
  name: "Please enter your name.",
  phone: "Please enter a phone number we can call you back on.",
  email: "Please enter a valid email address, or leave it empty.",
  affected: "Please choose what is affected.",
  severity: "Please choose how serious it is.",
  description: "Please tell us what happened (at least 10 characters).",
} as const;

const required = (max: number, label: string, message: string, min = 2) =>
  textField({ length: max, message: `${label} must be at most ${max} characters.` }, { length: min, message });

export const supportFields = z.strictObject({
  practice: required(SUPPORT_LIMITS.practice, "Practice name", SUPPORT_MESSAGES.practice),
  name: required(SUPPORT_LIMITS.name, "Name", SUPPORT_MESSAGES.name),
  // At least seven digits: a number a technician can dial, however it is written.
  phone: z.string(SUPPORT_MESSAGES.phone).check(
    z.maxLength(SUPPORT_LIMITS.phone, `Phone must be at most ${SUPPORT_LIMITS.phone} characters.`),
    z.refine((v) => v.replace(/\D/g, "").length >= 7, SUPPORT_MESSAGES.phone),
  ),
  // Optional: e-mail may be the very thing that is down. An empty field, which is what a form
  // sends when nothing was typed in it, counts as none.
  email: z.optional(z.union([z.literal(""), emailField(SUPPORT_MESSAGES.email, SUPPORT_LIMITS.email, { trim: true })])),
  code: z.optional(
    textField({ length: SUPPORT_LIMITS.code, message: `A support code is at most ${SUPPORT_LIMITS.code} characters.` }),
  ),
  affected: z.pipe(
    choiceField(
      AFFECTED.map((a) => a.value),
      SUPPORT_MESSAGES.affected,
    ),
    z.string().check(z.minLength(1, SUPPORT_MESSAGES.affected)),
  ),
  severity: z.pipe(
    choiceField(
      SEVERITIES.map((s) => s.value),
      SUPPORT_MESSAGES.severity,
    ),
    z.string().check(z.minLength(1, SUPPORT_MESSAGES.severity)),
  ),
  description: required(SUPPORT_LIMITS.description, "The description", SUPPORT_MESSAGES.description, 10),
});

/** What the form holds: the fields above plus the honeypot the server strips first. */
export type SupportFormValues = Record<keyof typeof supportFields.shape | "website", string>;

/** POST /api/support's schema: the form's fields plus the page the form was sent from. */
export const supportSchema = z.extend(supportFields, { sourcePath: sourcePathSchema, ...campaignSchemaFields });

export type SupportData = z.output<typeof supportSchema>;

/** The largest valid body, in the worst case of escaping (see CONTACT_MAX_BYTES). */
export const SUPPORT_MAX_BYTES =
  6 * (Object.values(SUPPORT_LIMITS).reduce((a, b) => a + b, 0) + 400) + 1024 + CAMPAIGN_MAX_BYTES;
