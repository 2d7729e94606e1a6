import * as z from "zod/mini";
import { objectFromRules, sourcePathSchema } from "@/lib/core/validation/common";
import { subscribeRules } from "@/lib/core/validation/public-forms";

/** POST /api/newsletter/subscribe's schema: the subscribe form's rules (public-forms.ts). */
export const subscribeSchema = z.extend(objectFromRules(subscribeRules), {
  /** The page the form was sent from (proof of consent records where it was given). */
  sourcePath: sourcePathSchema,
});

export type SubscribeData = z.output<typeof subscribeSchema>;

/** Addresses are stored trimmed and lower-cased, so one person is one subscriber. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
