"use client";

import { useEffect } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** The shape of every /api/admin answer. */
export interface AdminAnswer {
  success?: boolean;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  [key: string]: unknown;
}

/** POSTs JSON to an /api/admin route; a network failure answers status 0. */
export async function postAdmin(url: string, body: unknown): Promise<{ status: number; answer: AdminAnswer }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as AdminAnswer;
    return { status: response.status, answer };
  } catch {
    return { status: 0, answer: { message: "The site could not be reached. Check your connection and try again." } };
  }
}

/** Puts the server's field errors on the form's fields; true when any was placed. */
export function applyFieldErrors<T extends FieldValues>(
  answer: AdminAnswer,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let placed = false;
  for (const field of fields) {
    const message = answer.fieldErrors?.[field]?.[0];
    if (message) {
      setError(field, { message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}

export const LEAVE_WITHOUT_SAVING = "Leave this page? Your unsaved changes will be lost.";

/** Asks before leaving the page (closing the tab, reloading) while there are unsaved changes. */
export function useUnsavedChangesWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

export type Intent = "draft" | "published";

/**
 * Which button sent the form: its value, "draft" or "published". Enter in a field presses the
 * first button, which keeps the current status; without a button the status stays as it is.
 */
export function submitIntent(event: React.FormEvent<HTMLFormElement>, current: Intent): Intent {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const value = submitter instanceof HTMLButtonElement ? submitter.value : "";
  return value === "published" || value === "draft" ? value : current;
}

/** The editor's two buttons: the one that keeps the status first (Enter presses it). */
export function PublishButtons({ published, busy }: { published: boolean; busy: Intent | null }) {
  const primary = "bg-brand text-on-brand hover:bg-brand-strong";
  const secondary = "border border-brand text-brand hover:bg-brand-soft";
  const base =
    "inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold disabled:cursor-wait disabled:opacity-70";
  const disabled = busy !== null;
  return (
    <div className="flex flex-wrap gap-3">
      {published ? (
        <>
          <button type="submit" name="intent" value="published" disabled={disabled} className={`${base} ${primary}`}>
            {busy === "published" ? "Saving..." : "Save changes"}
          </button>
          <button type="submit" name="intent" value="draft" disabled={disabled} className={`${base} ${secondary}`}>
            {busy === "draft" ? "Unpublishing..." : "Unpublish"}
          </button>
        </>
      ) : (
        <>
          <button type="submit" name="intent" value="draft" disabled={disabled} className={`${base} ${secondary}`}>
            {busy === "draft" ? "Saving..." : "Save as draft"}
          </button>
          <button type="submit" name="intent" value="published" disabled={disabled} className={`${base} ${primary}`}>
            {busy === "published" ? "Publishing..." : "Publish"}
          </button>
        </>
      )}
    </div>
  );
}
