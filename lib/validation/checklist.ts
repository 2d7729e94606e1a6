// zod/mini: see lib/validation/common.ts (the address rule also runs in the browser).
import * as z from "zod/mini";
import { CHECKLIST_CATEGORIES } from "@/content/checklist";

/**
 * POST /api/health-checklist/email and the e-mail dialog share this schema. The payload is the
 * spec's: email, score, categoriesScores, results. Only known category and question ids are
 * accepted, with answers yes / no / unsure / null; the scores are checked for shape only, because
 * the server recomputes them from the answers and uses its own.
 */
export const CHECKLIST_EMAIL_MESSAGES = {
  email: "Please enter a valid email address.",
} as const;

export const CHECKLIST_EMAIL_MAX = 254;

/** Surrounding spaces are dropped before the address is checked. */
export const checklistEmailField = z.pipe(
  z.string(CHECKLIST_EMAIL_MESSAGES.email).check(z.trim(), z.maxLength(CHECKLIST_EMAIL_MAX, CHECKLIST_EMAIL_MESSAGES.email)),
  z.email(CHECKLIST_EMAIL_MESSAGES.email),
);

const answerSchema = z.nullable(z.enum(["yes", "no", "unsure"], "Answers must be yes, no, unsure or null."));

const percentSchema = z.number("A score must be a number.").check(z.int("A score must be a whole number."), z.minimum(0), z.maximum(100));

/** One strict object per category; a missing question is unanswered. */
const resultsSchema = z.strictObject(
  Object.fromEntries(
    CHECKLIST_CATEGORIES.map((c) => [
      c.id,
      z.optional(z.strictObject(Object.fromEntries(c.questions.map((q) => [q.id, z.optional(answerSchema)])))),
    ]),
  ),
);

export const checklistEmailSchema = z.strictObject({
  email: checklistEmailField,
  score: percentSchema,
  categoriesScores: z
    .array(z.strictObject({ title: z.string().check(z.maxLength(100)), score: percentSchema }))
    .check(z.maxLength(CHECKLIST_CATEGORIES.length, "Too many category scores.")),
  results: resultsSchema,
});

export type ChecklistEmailInput = z.input<typeof checklistEmailSchema>;
export type ChecklistEmailData = z.output<typeof checklistEmailSchema>;

/** The dialog's form: the same address rule plus the honeypot the server strips first. */
export const checklistEmailFormSchema = z.strictObject({
  email: checklistEmailField,
  website: z.optional(z.string()),
});
export type ChecklistEmailFormInput = z.input<typeof checklistEmailFormSchema>;
