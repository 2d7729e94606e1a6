import { usePathname } from "next/navigation";
import { useForm, type Path, type Resolver } from "react-hook-form";
import { TYPED_TEXT_PROPERTY } from "@/lib/core/early-script";

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
 * own `defaultValue`. A text area is the exception React makes: see `keepTypedText`.
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

  const field = (name: Path<V>) => {
    const registered = form.register(name);
    return {
      id: `${idPrefix}-${name}`,
      error: errorOf(name),
      defaultValue: check?.values[name as keyof V] ?? "",
      ...registered,
      ref: (element: HTMLElement | null) => {
        if (element) keepTypedText(element);
        registered.ref(element);
      },
    };
  };

  return { sourcePath, form, field };
}

/** Text areas already taken over: later typing is the form's own, never put back. */
const takenOver = new WeakSet<HTMLElement>();

/**
 * Hydrating a server-rendered text area that has text of its own (a check page showing a refused
 * message again) writes that text back over whatever the visitor added before the scripts ran.
 * The page's early script (lib/core/early-script.ts) notes each text area's value as it is typed;
 * when the form first takes the field over (before react-hook-form reads it), that value is put
 * back. Only once per element, so a form cleared after sending is not refilled on a later render.
 */
export function keepTypedText(element: HTMLElement): void {
  if (!(element instanceof HTMLTextAreaElement) || takenOver.has(element)) return;
  takenOver.add(element);
  const noted = element as HTMLTextAreaElement & Record<typeof TYPED_TEXT_PROPERTY, unknown>;
  const typed = noted[TYPED_TEXT_PROPERTY];
  delete noted[TYPED_TEXT_PROPERTY];
  if (typeof typed === "string" && typed !== element.value) element.value = typed;
}
