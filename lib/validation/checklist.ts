import { z } from "zod";
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
export const checklistEmailField = z
  .string(CHECKLIST_EMAIL_MESSAGES.email)
  .trim()
  .max(CHECKLIST_EMAIL_MAX, CHECKLIST_EMAIL_MESSAGES.email)
  .pipe(z.email(CHECKLIST_EMAIL_MESSAGES.email));

const answerSchema = z.enum(["yes", "no", "unsure"], "Answers must be yes, no, unsure or null.").nullable();

const percentSchema = z.number("A score must be a number.").int("A score must be a whole number.").min(0).max(100);

/** One strict object per category; a missing question is unanswered. */
const resultsSchema = z.strictObject(
  Object.fromEntries(
    CHECKLIST_CATEGORIES.map((c) => [
      c.id,
      z.strictObject(Object.fromEntries(c.questions.map((q) => [q.id, answerSchema.optional()]))).optional(),
    ]),
  ),
);

export const checklistEmailSchema = z.strictObject({
  email: checklistEmailField,
  score: percentSchema,
  categoriesScores: z
    .array(z.strictObject({ title: z.string().max(100), score: percentSchema }))
    .max(CHECKLIST_CATEGORIES.length, "Too many category scores."),
  results: resultsSchema,
});

export type ChecklistEmailInput = z.input<typeof checklistEmailSchema>;
export type ChecklistEmailData = z.output<typeof checklistEmailSchema>;

/** The dialog's form: the same address rule plus the honeypot the server strips first. */
export const checklistEmailFormSchema = z.strictObject({
  email: checklistEmailField,
  website: z.string().optional(),
});
export type ChecklistEmailFormInput = z.input<typeof checklistEmailFormSchema>;
