import * as z from "zod/mini";
import { CHECKLIST_CATEGORIES } from "@/content/checklist";
import { textSchema } from "@/lib/core/validation/common";
import { checklistEmailRules } from "@/lib/core/validation/public-forms";

const emailField = textSchema(checklistEmailRules.email);

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
 * POST /api/health-checklist/email's schema (the address rule is the e-mail dialog's, from
 * public-forms.ts). The payload is email, score, categoriesScores, results. Only known category and question ids are
 * accepted, with answers yes / no / unsure / null; the scores are checked for shape only, because
 * the server recomputes them from the answers and uses its own.
 */
export const checklistEmailSchema = z.strictObject({
  email: emailField,
  score: percentSchema,
  categoriesScores: z
    .array(z.strictObject({ title: z.string().check(z.maxLength(100)), score: percentSchema }))
    .check(z.maxLength(CHECKLIST_CATEGORIES.length, "Too many category scores.")),
  results: resultsSchema,
});

export type ChecklistEmailInput = z.input<typeof checklistEmailSchema>;
export type ChecklistEmailData = z.output<typeof checklistEmailSchema>;
