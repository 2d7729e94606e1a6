"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { inputClass } from "@/components/forms/field";
import { safeReturnPath } from "@/lib/auth/return-path";
import { toast } from "@/lib/browser/toast-store";
import { signInPath } from "@/lib/core/paths";

/** The id the booking rows' checkboxes name with their `form` attribute. */
export const CANCEL_FORM_ID = "cancel-bookings";

/**
 * Cancels the bookings ticked in the list above it, with one note to each visitor. A real form
 * (`method="post"`): without a script the browser sends each ticked `ids` and the `note` itself.
 * With one, the ticked ids go as a JSON list (a form body keeps one value per name), the answer is
 * shown in a toast and the list refreshed.
 */
export function CancelBookingsForm({ action, noteMax, from }: { action: string; noteMax: number; from: string }) {
  const id = useId();
  const router = useRouter();
  const busy = useRef(false);
  const [error, setError] = useState("");

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const ids = data.getAll("ids").map((v) => Number(v));
    if (ids.length === 0) {
      setError("Tick the bookings to cancel in the list first.");
      return;
    }
    if (!window.confirm(`Cancel ${ids.length === 1 ? "this booking" : `these ${ids.length} bookings`}?`)) return;
    setError("");
    busy.current = true;
    form.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(action, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ids, note: String(data.get("note") ?? ""), from }),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      if (response.status === 401) {
        router.push(signInPath(safeReturnPath(`${window.location.pathname}${window.location.search}`)));
        return;
      }
      toast({
        variant: response.ok ? "default" : "destructive",
        title: response.ok ? "Done" : "Not done",
        description: answer.message ?? `The server answered ${response.status}.`,
      });
      if (response.ok) form.reset();
      router.refresh();
    } catch {
      toast({
        variant: "destructive",
        title: "Not done",
        description: "The site could not be reached. Check your connection and try again.",
      });
    } finally {
      busy.current = false;
      form.removeAttribute("aria-busy");
    }
  }

  return (
    <form
      id={CANCEL_FORM_ID}
      method="post"
      action={action}
      onSubmit={(e) => void send(e)}
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-xl border border-line bg-surface-raised p-6"
    >
      {/* Where a form sent without a script comes back to. */}
      <input type="hidden" name="from" value={from} />
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        Cancel bookings
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-muted">
        Tick one or several bookings in the list, then write the note each visitor receives with the cancellation (the
        invitation in their calendar is withdrawn too).
      </p>
      <label htmlFor={`${id}-note`} className="mt-4 block text-sm font-semibold text-ink">
        Note to the visitor
      </label>
      <textarea
        id={`${id}-note`}
        name="note"
        rows={3}
        maxLength={noteMax}
        aria-describedby={`${id}-error`}
        className={`mt-1 w-full max-w-2xl ${inputClass}`}
      />
      <p id={`${id}-error`} aria-live="polite" className="mt-1 text-sm font-medium text-danger empty:hidden">
        {error}
      </p>
      <button
        type="submit"
        className="mt-3 inline-flex min-h-11 items-center rounded-md border border-danger px-4 text-sm font-semibold text-danger hover:bg-danger-soft"
      >
        Cancel the ticked bookings
      </button>
    </form>
  );
}
