"use client";

import { useRouter } from "next/navigation";
import { useRef, type FormEvent, type ReactNode } from "react";
import { postToStaffRoute, toastReply, type StaffAnswer } from "@/lib/browser/staff-post";

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
      const reply = await postToStaffRoute(action, body, router);
      if (!reply) return;
      if (onAnswer) onAnswer(reply.answer, reply.status);
      else toastReply(reply);
      // A refusal (someone else took it first) changes the page too.
      router.refresh();
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
