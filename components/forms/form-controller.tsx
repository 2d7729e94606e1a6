"use client";

import { memo, useEffect } from "react";
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from "react-hook-form";

/** What a visitor form reads of react-hook-form's state while it renders. */
export interface FormSnapshot<V extends FieldValues> {
  form: UseFormReturn<V>;
  errors: UseFormReturn<V>["formState"]["errors"];
  submitCount: number;
  dirtyFields: Readonly<Record<string, unknown>>;
  isSubmitting: boolean;
}

export interface FormControllerProps<V extends FieldValues> {
  resolver: Resolver<V>;
  /** Called after every render of the controller: the form and the state it re-rendered for. */
  onChange: (snapshot: FormSnapshot<V>) => void;
}

/**
 * react-hook-form for a visitor form, in a component of its own that renders nothing, so that
 * components/forms/visitor-form.ts can load it (and react-hook-form with it) after the form's
 * elements are hydrated, without those elements being replaced. useForm re-renders this component
 * when the state read below changes; each render hands the form and that state to the form's
 * component. Memoised: the form's own renders, with the same props, do not render it again.
 */
function Controller<V extends FieldValues>({ resolver, onChange }: FormControllerProps<V>) {
  const form = useForm<V>({ resolver, mode: "onTouched" });
  const { errors, submitCount, dirtyFields, isSubmitting } = form.formState;
  useEffect(() => {
    onChange({ form, errors, submitCount, dirtyFields: dirtyFields as Record<string, unknown>, isSubmitting });
  });
  return null;
}

export const FormController = memo(Controller) as typeof Controller;
