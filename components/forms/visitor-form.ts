import { usePathname } from "next/navigation";
import { useId, useLayoutEffect, useRef, useState, type FormEventHandler, type Ref } from "react";
import { useForm, type DefaultValues, type Path, type Resolver, type UseFormRegisterReturn } from "react-hook-form";
import { readServedForm, restoreFocus } from "@/components/forms/served-form";

/** A visitor form's values: text fields, the honeypot among them. */
type VisitorValues = Record<string, string> & { website: string };

/** A refused submission the server kept for a form's check page: what was typed and its errors. */
export interface VisitorFormCheck<V extends VisitorValues> {
  values: Partial<Record<keyof V | "sourcePath", string>>;
  fieldErrors: Record<string, string[]>;
}

/** What a control of a visitor form gets: its id and name, what it shows, and the scripted form's wiring. */
export type VisitorFieldProps = Partial<UseFormRegisterReturn> & {
  id: string;
  name: string;
  defaultValue?: string;
  error?: string;
};

/**
 * What a visitor form's markup gets, in both of its states (served, and scripted after the take-over):
 * the served form passes plain named controls and no handlers.
 */
export interface VisitorFormViewProps<Name extends string> {
  formRef?: Ref<HTMLFormElement>;
  sourcePath: string;
  field: (name: Name) => VisitorFieldProps;
  honeypot: () => Record<string, unknown>;
  submitting?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

/**
 * What the visitor forms (contact, newsletter) share: react-hook-form checking on leaving a field,
 * the page the form was first sent from (kept on the check page too), and `field(name)`, the props
 * of a field for FormField.
 */
export function useVisitorForm<V extends VisitorValues>({
  resolver,
  empty,
  check,
  idPrefix,
  takeOver,
}: {
  resolver: Resolver<V>;
  empty: V;
  /** On the check page: the refused submission to show again. */
  check?: VisitorFormCheck<V>;
  /**
   * The fields' id prefix for a form shown at most once per page ("contact-email"); otherwise a
   * generated one, which is longer and is repeated four times per field in the HTML.
   */
  idPrefix?: string;
  /**
   * The served form this one replaces (docs/decisions/0018-forms-taken-over-on-approach.md): still
   * on the page while this one first renders, so what was typed into it and its focused control
   * (with the caret) are read then and carried on. Put `formRef` on the scripted form.
   */
  takeOver?: HTMLFormElement;
}) {
  const generatedId = useId();
  const id = idPrefix ?? generatedId;
  const pathname = usePathname();
  const sourcePath = check?.values.sourcePath ?? pathname;
  // Read once, before the served form leaves the page.
  const [served] = useState(() => (takeOver ? readServedForm(takeOver, ["website"]) : null));
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (formRef.current && served) restoreFocus(formRef.current, served.focus);
  }, [served]);
  // defaultValue too, so the server-rendered HTML shows what was typed before any script runs.
  const initial: V = { ...empty, ...(check?.values ?? served?.values), website: "" };
  const form = useForm<V>({ resolver, defaultValues: initial as DefaultValues<V>, mode: "onTouched" });
  const { errors, submitCount, dirtyFields } = form.formState;

  /** The browser's own check once it has one; until then the server's (check page). */
  const errorOf = (name: Path<V>): string | undefined =>
    (errors[name]?.message as string | undefined) ??
    (submitCount === 0 && !(dirtyFields as Record<string, unknown>)[name] ? check?.fieldErrors[name]?.[0] : undefined);

  const field = (name: Path<V>) => ({
    id: `${id}-${name}`,
    error: errorOf(name),
    defaultValue: initial[name],
    ...form.register(name),
  });

  return { id, sourcePath, form, field, formRef };
}
