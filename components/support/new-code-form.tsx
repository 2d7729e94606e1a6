"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/forms/field";
import { PostForm } from "@/components/ui/post-form";
import { CopyButton } from "@/components/ui/copy-button";
import type { StaffAnswer } from "@/lib/browser/staff-post";

/**
 * Makes a practice's support code. The code comes back once, in the answer, and is shown here
 * until the page is left: only its hash is stored, so no page can show it again.
 */
export function NewCodeForm({ action, maxLength }: { action: string; maxLength: number }) {
  const id = useId();
  const [practice, setPractice] = useState("");
  const [error, setError] = useState("");
  const [made, setMade] = useState<{ practice: string; code: string } | null>(null);

  function onAnswer(answer: StaffAnswer, status: number) {
    if (status === 201 && typeof answer.code === "string") {
      setMade({ practice: practice.trim(), code: answer.code });
      setPractice("");
      setError("");
      return;
    }
    const fieldError = (answer.fieldErrors as Record<string, string[]> | undefined)?.practice?.[0];
    setError(fieldError ?? answer.message ?? `The server answered ${status}.`);
  }

  return (
    <div className="mt-6 rounded-xl border border-line bg-surface-raised p-6">
      <h2 className="text-xl font-bold text-ink">Add a practice&apos;s code</h2>
      <PostForm action={action} onAnswer={onAnswer} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor={`${id}-practice`} className="block text-sm font-semibold text-ink">
            Practice name
          </label>
          <input
            id={`${id}-practice`}
            name="practice"
            required
            minLength={2}
            maxLength={maxLength}
            value={practice}
            onChange={(e) => setPractice(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error`}
            className={`mt-1 w-full ${inputClass}`}
          />
        </div>
        <Button type="submit" className="min-h-11 px-5">
          Make a code
        </Button>
        <p id={`${id}-error`} aria-live="polite" className="w-full text-sm font-medium text-danger empty:hidden">
          {error}
        </p>
      </PostForm>
      <div role="status">
        {made ? (
          <div className="mt-6 rounded-xl border-2 border-brand bg-brand-soft p-5">
            <p className="font-semibold text-ink">The support code of {made.practice}:</p>
            <p className="mt-2 select-all break-all font-mono text-3xl font-bold tracking-wider text-ink">
              {made.code}
            </p>
            <p className="mt-2 font-semibold text-ink">Copy it now: it will not be shown again.</p>
            <p className="mt-1 text-sm text-ink-muted">
              Give it to the practice by phone or in person. Only a fingerprint of it is kept, so a lost code is revoked
              and replaced, never looked up.
            </p>
            <CopyButton key={made.code} text={made.code} noun="code" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
