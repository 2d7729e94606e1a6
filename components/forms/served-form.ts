/**
 * Handing a form the server sent over to its scripted copy (docs/decisions/0018): the served form
 * is replaced, not hydrated, so what the visitor typed into it and where their caret was must be
 * carried across. Read while the served form is still on the page, during the scripted form's
 * first render (the replacement is committed in the same task, so no keystroke falls between).
 *
 * This module is what a served form's own island loads with the page, so it imports nothing at run
 * time: react-hook-form and the scripted form arrive only with the take-over.
 */

import type { VisitorFieldProps } from "@/components/forms/visitor-form";

/**
 * The controls of a form served before its script (docs/decisions/0018): named, empty, and posting
 * by themselves, with the ids the scripted form gives them.
 */
export function servedControls<Name extends string>(idPrefix: string) {
  return {
    field: (name: Name): VisitorFieldProps => ({ id: `${idPrefix}-${name}`, name, defaultValue: "" }),
    honeypot: () => ({ name: "website" }),
  };
}

/** What was typed into a served form, by control name, and the control that had focus. */
export interface ServedForm {
  values: Record<string, string>;
  focus: { name: string; start: number | null; end: number | null } | null;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element | null): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/**
 * The visible text controls' values (hidden inputs and the honeypot, which people never fill, are
 * the scripted form's own) and the focused control with its selection.
 */
export function readServedForm(form: HTMLFormElement, skip: readonly string[] = []): ServedForm {
  const values: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || skip.includes(element.name)) continue;
    if (
      element instanceof HTMLInputElement &&
      ["hidden", "submit", "button", "checkbox", "radio"].includes(element.type)
    )
      continue;
    values[element.name] = element.value;
  }
  const active = form.ownerDocument.activeElement;
  let focus: ServedForm["focus"] = null;
  if (isControl(active) && form.contains(active) && active.name && active.name in values) {
    const selection = "selectionStart" in active ? selectionOf(active) : { start: null, end: null };
    focus = { name: active.name, ...selection };
  }
  return { values, focus };
}

/** A text control's selection; null where the type has none (email inputs report null). */
function selectionOf(control: HTMLInputElement | HTMLTextAreaElement): { start: number | null; end: number | null } {
  try {
    return { start: control.selectionStart, end: control.selectionEnd };
  } catch {
    return { start: null, end: null };
  }
}

/** Puts focus (and the caret) back on the control of that name in the scripted form, without scrolling. */
export function restoreFocus(form: HTMLFormElement, focus: ServedForm["focus"]): void {
  if (!focus) return;
  const control = form.elements.namedItem(focus.name);
  if (!isControl(control as Element | null)) return;
  const target = control as Control;
  target.focus({ preventScroll: true });
  if (focus.start === null || focus.end === null || target instanceof HTMLSelectElement) return;
  try {
    target.setSelectionRange(focus.start, focus.end);
  } catch {
    // Types without a selection (email) keep the browser's caret, at the end of the value.
  }
}
