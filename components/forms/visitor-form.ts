import { usePathname } from "next/navigation";
import { useForm, type Path, type Resolver } from "react-hook-form";

/** A visitor form's values: text fields, the honeypot among them. */
type VisitorValues = Record<string, string> & { website: string };

/** A refused submission the server kept for a form's check page: what was typed and its errors. */
export interface VisitorFormCheck<V extends VisitorValues> {
  values: Partial<Record<keyof V | "sourcePath", string>>;
  fieldErrors: Record<string, string[]>;
}

/**
 * What the visitor forms (contact, newsletter) share: react-hook-form checking on leaving a field,
 * the page the form was first sent from (kept on the check page too), and `field(name)`, the props
 * of a field for FormField.
 *
 * The server renders these forms complete, and a visitor on a slow phone may type into them before
 * the page's scripts have run. Hydration keeps the same elements, and React leaves a field's typed
 * value alone while hydrating; react-hook-form, though, writes its `defaultValues` into every field
 * it registers. So it is given none: a registered field without a default value is read from the
 * page instead (what was typed, or what the server rendered into it), never written over. What the
 * server renders into a field (empty, or the refused submission on a check page) is the element's
 * own `defaultValue`.
 */
export function useVisitorForm<V extends VisitorValues>({
  resolver,
  check,
  idPrefix,
}: {
  resolver: Resolver<V>;
  /** On the check page: the refused submission to show again. */
  check?: VisitorFormCheck<V>;
  /** The fields' id prefix ("contact" gives "contact-email"); each form is shown at most once per page. */
  idPrefix: string;
}) {
  const pathname = usePathname();
  const sourcePath = check?.values.sourcePath ?? pathname;
  const form = useForm<V>({ resolver, mode: "onTouched" });
  const { errors, submitCount, dirtyFields } = form.formState;

  /** The browser's own check once it has one; until then the server's (check page). */
  const errorOf = (name: Path<V>): string | undefined =>
    (errors[name]?.message as string | undefined) ??
    (submitCount === 0 && !(dirtyFields as Record<string, unknown>)[name] ? check?.fieldErrors[name]?.[0] : undefined);

  const field = (name: Path<V>) => ({
    id: `${idPrefix}-${name}`,
    error: errorOf(name),
    defaultValue: check?.values[name as keyof V] ?? "",
    ...form.register(name),
  });

  return { sourcePath, form, field };
}
