/**
 * The public forms' field rules as plain data (contact, newsletter subscribe, checklist e-mail).
 * One table per form serves both sides: the browser checks typed text with `firstProblem` (through
 * `rulesResolver` for react-hook-form), and the route handlers parse with a zod schema built from
 * the same table (`objectFromRules` in lib/core/validation/common.ts). The browser so gets the rules without a schema
 * library (a form page's JavaScript budget is 45 KB, see bench/js-budget.ts), and the two sides cannot disagree.
 *
 * This module must stay free of imports: it is part of every form island.
 */

/** An e-mail address as zod's `z.email()` accepts it by default (the server passes this pattern to zod). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export interface TextRule {
  /** The field may be left out of the request (the browser always sends text, perhaps empty). */
  readonly optional?: boolean;
  /** Surrounding spaces are dropped before the other checks, and the trimmed text is what is kept. */
  readonly trim?: boolean;
  /** An e-mail address (EMAIL_PATTERN); the message is also the one for a value that is not text. */
  readonly email?: string;
  /** At most this many characters, counted as zod counts them: Unicode code points (an emoji is one). */
  readonly max?: { readonly length: number; readonly message: string };
  /** At least this many characters once surrounding spaces are left out (the value is kept as typed). */
  readonly minTrimmed?: { readonly length: number; readonly message: string };
  /** One of these values, or empty. */
  readonly oneOf?: { readonly values: readonly [string, ...string[]]; readonly message: string };
}

export type FormRules = Readonly<Record<string, TextRule>>;

/** Length in Unicode code points; a string within the limit in UTF-16 units is within it in code points. */
function codePoints(value: string): number {
  let surrogatePairs = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) surrogatePairs++;
    }
  }
  return value.length - surrogatePairs;
}

/**
 * The first rule a value breaks, in the order the server reports them (the format of an address,
 * then length, then the minimum, then the list), or undefined when it keeps them all.
 */
export function firstProblem(rule: TextRule, raw: string): string | undefined {
  const value = rule.trim ? raw.trim() : raw;
  // The server checks a trimmed address's length before its format; an untrimmed one the other way.
  if (rule.email && !rule.trim && !EMAIL_PATTERN.test(value)) return rule.email;
  if (rule.max && value.length > rule.max.length && codePoints(value) > rule.max.length) return rule.max.message;
  if (rule.email && rule.trim && !EMAIL_PATTERN.test(value)) return rule.email;
  if (rule.minTrimmed && value.trim().length < rule.minTrimmed.length) return rule.minTrimmed.message;
  if (rule.oneOf && value !== "" && !rule.oneOf.values.includes(value)) return rule.oneOf.message;
  return undefined;
}

/** Every field's first problem; fields without one are left out (an empty object: all valid). */
export function problemsOf<R extends FormRules>(
  rules: R,
  values: Partial<Record<keyof R, string>>,
): Partial<Record<keyof R & string, string>> {
  const problems: Partial<Record<keyof R & string, string>> = {};
  for (const name of Object.keys(rules) as (keyof R & string)[]) {
    const message = firstProblem(rules[name]!, values[name] ?? "");
    if (message !== undefined) problems[name] = message;
  }
  return problems;
}

/**
 * A react-hook-form resolver for a rules table (the shape `useForm({ resolver })` expects): valid
 * values pass through, trimmed where the rule says so; otherwise one error per field. Fields the
 * table does not name (the honeypot) pass through untouched.
 */
export function rulesResolver<R extends FormRules>(rules: R) {
  return async <V extends Partial<Record<keyof R, string>>>(values: V) => {
    const problems = problemsOf(rules, values);
    const names = Object.keys(problems);
    if (names.length > 0) {
      return {
        values: {},
        errors: Object.fromEntries(
          names.map((name) => [name, { type: "validate", message: problems[name as keyof typeof problems] }]),
        ),
      };
    }
    const cleaned: Record<string, unknown> = { ...values };
    for (const [name, rule] of Object.entries(rules)) {
      if (rule.trim && typeof cleaned[name] === "string") cleaned[name] = (cleaned[name] as string).trim();
    }
    return { values: cleaned as V, errors: {} };
  };
}
