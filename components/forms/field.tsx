import type { ComponentProps, ReactNode } from "react";

/**
 * A labelled form field whose error sits right under it in its own live region; the input points
 * at the hint and the error with aria-describedby and is marked aria-invalid by the caller.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      {/* The marks are styled by forms.css: a red asterisk, a muted "(optional)". */}
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true">{" *"}</span> : <span>{" (optional)"}</span>}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      <p id={`${id}-error`} aria-live="polite" className="field-error">
        {error ?? ""}
      </p>
    </div>
  );
}

/**
 * The shared look of a control (forms.css) outside a Field; a Field's control has it from its
 * place, with no class of its own.
 */
export const inputClass = "form-input";

/**
 * A visitor's contact details as every visitor form asks for them: the label's words, the input's
 * type (the keyboard a phone shows) and what the browser may fill in (autoComplete). A form adds
 * `required` and a hint, or words of its own where it asks differently ("Call-back phone").
 */
export const CONTACT_DETAILS = {
  name: { label: "Name", type: "text", autoComplete: "name" },
  practice: { label: "Practice name", type: "text", autoComplete: "organization" },
  email: { label: "Email", type: "email", autoComplete: "email" },
  phone: { label: "Phone", type: "tel", autoComplete: "tel" },
} as const;

/** aria-describedby for a field: its hint (when it has one) and its error region. */
export function describedBy(id: string, hasHint = false): string {
  return hasHint ? `${id}-hint ${id}-error` : `${id}-error`;
}

/** The label, hint and error a field shows around its control. */
interface FieldLabelling {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
}

type ControlTag = "input" | "select" | "textarea";

/**
 * A Field with its one control (an input unless `as` says select or textarea), already wired to
 * it: the id the label points at, the shared look, aria-invalid while the field shows an error, and
 * aria-describedby naming the hint and the error region. Every other prop (type, autoComplete, a
 * react-hook-form registration, a select's options…) goes to the control and may override those.
 */
export function FormField<T extends ControlTag = "input">({
  as,
  id,
  label,
  required,
  hint,
  error,
  ...control
}: FieldLabelling & { as?: T } & Omit<ComponentProps<T>, "id">) {
  // Typed as an input here only: the props were checked against `as` where the field is used.
  const Control = (as ?? "input") as "input";
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <Control
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint))}
        {...(control as ComponentProps<"input">)}
      />
    </Field>
  );
}
