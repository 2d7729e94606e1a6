import type * as z from "zod/mini";

/** A form's schema: a strict object of text fields (what the island holds, bar the honeypot). */
type FieldsSchema = z.ZodMiniObject<Readonly<Record<string, z.ZodMiniType<string | undefined, string | undefined>>>>;

type Problems<S extends FieldsSchema> = Partial<Record<keyof S["shape"] & string, string>>;

/** The schema's own fields of `values` (the honeypot and other extras left out). */
function ownFields<S extends FieldsSchema>(schema: S, values: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(
    Object.keys(schema.shape).flatMap((name) => (name in values ? [[name, values[name]]] : [])),
  );
}

function problemsOfIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    // A field's first issue is the one its handler reports first.
    if (typeof name === "string" && !(name in problems)) problems[name] = issue.message;
  }
  return problems;
}

/** Every field's first problem by the form's schema; fields without one are left out (empty: all valid). */
export function problemsOf<S extends FieldsSchema>(
  schema: S,
  values: Partial<Record<keyof S["shape"], string>> & Readonly<Record<string, unknown>>,
): Problems<S> {
  const parsed = schema.safeParse(ownFields(schema, values));
  return parsed.success ? {} : (problemsOfIssues(parsed.error.issues) as Problems<S>);
}

/**
 * A react-hook-form resolver for a form's schema (the shape `useForm({ resolver })` expects):
 * valid values pass through as the schema outputs them (trimmed where it trims); otherwise one
 * error per field, its first problem. Fields the schema does not name (the honeypot) pass through
 * untouched, so the strict schema the handler also uses serves the island as it is.
 *
 * An island passes a loader (`() => import(…)`) rather than the schema: zod then arrives in a chunk
 * of its own when the visitor first leaves a field or sends the form, not with the page, whose
 * own script stays within its budget (bench/js-budget.ts). This module imports zod's types only.
 */
export function formResolver<S extends FieldsSchema>(schemaOrLoader: S | (() => Promise<S>)) {
  let schema: Promise<S> | undefined;
  return async <V extends Partial<Record<keyof S["shape"], string>>>(values: V) => {
    schema ??= Promise.resolve(typeof schemaOrLoader === "function" ? schemaOrLoader() : schemaOrLoader);
    const resolved = await schema;
    const parsed = resolved.safeParse(ownFields(resolved, values));
    if (!parsed.success) {
      const problems = problemsOfIssues(parsed.error.issues);
      return {
        values: {},
        errors: Object.fromEntries(
          Object.entries(problems).map(([name, message]) => [name, { type: "validate", message }]),
        ),
      };
    }
    return { values: { ...values, ...parsed.data } as V, errors: {} };
  };
}
