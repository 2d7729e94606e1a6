import * as z from "zod/mini";
import { CHECKLIST_CATEGORIES } from "@/content/checklist";
import { CAMPAIGN_MAX_BYTES } from "@/lib/core/campaign";
import { campaignSchemaFields } from "@/lib/core/campaign-schema";
import { emailField } from "@/lib/core/validation/common";

export const CHECKLIST_EMAIL_MESSAGES = { email: "Please enter a valid email address." } as const;
export const CHECKLIST_EMAIL_MAX = 254;

/**
 * The checklist e-mail dialog's field: the dialog checks the typed address with this schema and
 * POST /api/health-checklist/email parses with it (checklistEmailSchema). Surrounding spaces are
 * dropped before the address is checked.
 */
export const checklistEmailFields = z.strictObject({
  email: emailField(CHECKLIST_EMAIL_MESSAGES.email, CHECKLIST_EMAIL_MAX, { trim: true }),
});

/** What the dialog's form holds: the address plus the honeypot the server strips first. */
export type ChecklistEmailFormValues = Record<keyof typeof checklistEmailFields.shape | "website", string>;

const answerSchema = z.nullable(z.enum(["yes", "no", "unsure"], "Answers must be yes, no, unsure or null."));

const percentSchema = z
  .number("A score must be a number.")
  .check(z.int("A score must be a whole number."), z.minimum(0), z.maximum(100));

/** One strict object per category; a missing question is unanswered. */
const resultsSchema = z.strictObject(
  Object.fromEntries(
    CHECKLIST_CATEGORIES.map((c) => [
      c.id,
      z.optional(z.strictObject(Object.fromEntries(c.questions.map((q) => [q.id, z.optional(answerSchema)])))),
    ]),
  ),
);

/**
 * POST /api/health-checklist/email's schema (the address is the e-mail dialog's field,
 * checklistEmailFields). The payload is email, score, categoriesScores, results. Only known category and question ids are
 * accepted, with answers yes / no / unsure / null; the scores are checked for shape only, because
 * the server recomputes them from the answers and uses its own.
 */
export const checklistEmailSchema = z.extend(checklistEmailFields, {
  score: percentSchema,
  categoriesScores: z
    .array(z.strictObject({ title: z.string().check(z.maxLength(100)), score: percentSchema }))
    .check(z.maxLength(CHECKLIST_CATEGORIES.length, "Too many category scores.")),
  results: resultsSchema,
  ...campaignSchemaFields,
});

export type ChecklistEmailInput = z.input<typeof checklistEmailSchema>;
export type ChecklistEmailData = z.output<typeof checklistEmailSchema>;

/**
 * What the e-mail dialog sends besides the address and the campaign: the scores the results view
 * shows and the answers they come from (the route recomputes the scores from the answers).
 */
export type ChecklistReport = Pick<ChecklistEmailInput, "score" | "categoriesScores" | "results">;

/** The largest body the results e-mail route reads: answers and fields with room, plus the campaign's. */
export const CHECKLIST_EMAIL_MAX_BYTES = 8 * 1024 + CAMPAIGN_MAX_BYTES;
