"use client";

import { useRouter } from "next/navigation";
import { useRef, type FormEvent, type ReactNode } from "react";
import { toast } from "@/lib/browser/toast-store";
import { safeReturnPath } from "@/lib/auth/return-path";
import { signInPath } from "@/lib/core/paths";

/** What an /api/admin route answers a script. */
export interface StaffAnswer {
  success?: boolean;
  message?: string;
  [key: string]: unknown;
}

/**
 * A staff action that is a real form: `method="post"` to an /api/admin route that also takes form
 * posts, so it works before its script has loaded or without one (the route sends the browser
 * back to the page with 303). With the script, the form's fields (and the pressed button's
 * name and value) go as JSON instead; the answer is shown in a toast and the page's server data
 * refreshed. The buttons inside are the caller's own `<button type="submit">`s.
 */
export function PostForm({
  action,
  children,
  className,
  label,
  confirm,
  onAnswer,
}: {
  action: string;
  children: ReactNode;
  className?: string;
  /** The form's accessible name, when the page holds several alike (one per row). */
  label?: string;
  /** Asked before sending (the script's window.confirm); a form without a script needs its own step. */
  confirm?: string;
  /** Called with every answer instead of the toast (a new code, or its field's error, shown in place). */
  onAnswer?: (answer: StaffAnswer, status: number) => void;
}) {
  const router = useRouter();
  const busy = useRef(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    if (confirm && !window.confirm(confirm)) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter instanceof HTMLButtonElement ? submitter : null);
    const body = Object.fromEntries([...data.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
    busy.current = true;
    event.currentTarget.setAttribute("aria-busy", "true");
    const form = event.currentTarget;
    try {
      const response = await fetch(action, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as StaffAnswer;
      if (response.status === 401) {
        router.push(signInPath(safeReturnPath(`${window.location.pathname}${window.location.search}`)));
        return;
      }
      if (onAnswer) onAnswer(answer, response.status);
      else
        toast({
          variant: response.ok ? "default" : "destructive",
          title: response.ok ? "Done" : "Not done",
          description: answer.message ?? `The server answered ${response.status}.`,
        });
      // A refusal (someone else took it first) changes the page too.
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
    <form method="post" action={action} onSubmit={(e) => void send(e)} className={className} aria-label={label}>
      {children}
    </form>
  );
}
