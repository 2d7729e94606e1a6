"use client";

import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { inputClass } from "@/components/forms/field";
import { DEFAULT_AFTER_SIGN_IN, safeReturnPath } from "@/lib/auth/return-path";

/**
 * The staff sign-in. A real form too (method and action): sent before this island has loaded, or
 * without JavaScript, the browser posts it and the server answers with a redirect, never a URL
 * holding what was typed.
 */
export function SignInForm({ initialError = "", next = null }: { initialError?: string; next?: string | null }) {
  const id = useId();
  const router = useRouter();
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError("");
    try {
      const response = await fetch("/api/admin/sign-in", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          username: String(form.get("username") ?? ""),
          password: String(form.get("password") ?? ""),
          ...(next ? { next } : {}),
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; next?: unknown };
      if (!response.ok) {
        setError(body.message ?? "Signing in failed. Please try again.");
        return;
      }
      router.replace(safeReturnPath(body.next) ?? DEFAULT_AFTER_SIGN_IN);
      router.refresh();
    } catch {
      setError("The site could not be reached. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      action="/api/admin/sign-in"
      onSubmit={onSubmit}
      className="mt-8 space-y-4 rounded-xl border border-line bg-surface-raised p-6"
      aria-describedby={`${id}-error`}
    >
      {/* Where the server sends the browser once signed in when the form is posted without a script. */}
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <div>
        <label htmlFor={`${id}-username`} className="block text-sm font-semibold text-ink">
          Username
        </label>
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          required
          className={`mt-1 ${inputClass}`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-ink">
          Password
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={`mt-1 ${inputClass}`}
        />
      </div>
      <p id={`${id}-error`} role="alert" className="min-h-6 text-sm font-medium text-danger">
        {error}
      </p>
      {/* aria-disabled, not disabled, while busy: a disabled button drops keyboard focus to the page. */}
      <Button
        type="submit"
        aria-disabled={busy || undefined}
        className="min-h-11 w-full px-5 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {busy ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
