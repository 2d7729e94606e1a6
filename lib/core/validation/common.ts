// zod/mini building blocks of the visitor forms' schemas. Each form has one schema, used by its
// island (through `formResolver`, lib/core/validation/form-resolver.ts) and by its route handler, so
// the two cannot disagree. zod/mini because the schemas ship in the form islands (a form page's
// JavaScript budget is 45 KB, see bench/js-budget.ts). The classic build the server loads
// elsewhere supplies English default messages (zod's config is global); every rule a visitor can
// break carries its own message anyway.
import "@/lib/core/validation/zod-browser";
import * as z from "zod/mini";

/** The page a form was sent from: a site path, so a lead or an opt-in records where it came from. */
/** The longest page path a form records as the page it was sent from. */
export const SOURCE_PATH_MAX_LENGTH = 200;

export const sourcePathSchema = z.optional(
  z.string().check(z.maxLength(SOURCE_PATH_MAX_LENGTH), z.regex(/^\/[a-z0-9\-/]*$/, "Invalid page.")),
);

type Text = z.ZodMiniType<string, string>;

/**
 * Text kept exactly as typed, at most `max` characters (zod counts Unicode code points: an emoji
 * is one) and, when `min` is given, at least that many once surrounding spaces are left out.
 */
export function textField(
  max: { readonly length: number; readonly message: string },
  min?: { readonly length: number; readonly message: string },
): Text {
  return z
    .string()
    .check(
      z.maxLength(max.length, max.message),
      ...(min ? [z.refine<string>((value) => value.trim().length >= min.length, min.message)] : []),
    );
}

/**
 * An e-mail address as zod's `z.email()` accepts it by default, at most `max` characters; the
 * message is also the one for a value that is not text or is too long. With `trim`, surrounding
 * spaces are dropped first (the trimmed address is what is kept), and its length is checked before
 * its format.
 */
export function emailField(message: string, max: number, { trim = false } = {}): Text {
  if (trim) return z.pipe(z.string(message).check(z.trim(), z.maxLength(max, message)), z.email(message)) as Text;
  return z.email(message).check(z.maxLength(max, message));
}

/** One of `values`, or empty; anything else gets `message`. */
export function choiceField(values: readonly string[], message: string): Text {
  // One enum with the empty choice, so a value off the list gets this message (not a union's).
  return z.enum(["", ...values] as [string, ...string[]], message) as Text;
}
