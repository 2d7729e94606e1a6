// zod/mini: the schemas of the visitor forms' route handlers, built from the same rules tables
// the forms check in the browser (lib/core/validation/public-forms.ts). The classic build the server
// loads elsewhere supplies English default messages (zod's config is global); every rule here
// carries its own message anyway.
import * as z from "zod/mini";
import { EMAIL_PATTERN, type FormRules, type TextRule } from "@/lib/core/validation/form-rules";

/** The page a form was sent from: a site path, so a lead or an opt-in records where it came from. */
export const sourcePathSchema = z.optional(
  z.string().check(z.maxLength(200), z.regex(/^\/[a-z0-9\-/]*$/, "Invalid page.")),
);

type Text = z.ZodMiniType<string, string>;

/** One field's schema: the checks of `firstProblem` (form-rules.ts), in the same order. */
export function textSchema(rule: TextRule): Text {
  const checks = [
    ...(rule.max ? [z.maxLength(rule.max.length, rule.max.message)] : []),
    ...(rule.minTrimmed
      ? [z.refine((v) => (v as string).trim().length >= rule.minTrimmed!.length, rule.minTrimmed.message)]
      : []),
  ];
  // One enum with the empty choice, so a value off the list gets the rule's message (not a union's).
  if (rule.oneOf) return z.enum(["", ...rule.oneOf.values], rule.oneOf.message) as Text;
  if (rule.email && rule.trim) {
    return z.pipe(
      z.string(rule.email).check(z.trim(), ...checks),
      z.email({ error: rule.email, pattern: EMAIL_PATTERN }),
    ) as Text;
  }
  if (rule.email) return z.email({ error: rule.email, pattern: EMAIL_PATTERN }).check(...checks);
  return z.string().check(...checks);
}

type ShapeOf<R extends FormRules> = {
  [K in keyof R]: R[K] extends { optional: true } ? z.ZodMiniOptional<Text> : Text;
};

/** A strict object of a rules table's fields (unknown keys refused). */
export function objectFromRules<R extends FormRules>(rules: R) {
  const shape = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      rule.optional ? z.optional(textSchema(rule)) : textSchema(rule),
    ]),
  ) as ShapeOf<R>;
  return z.strictObject(shape);
}
