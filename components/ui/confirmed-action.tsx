import type { ReactNode } from "react";
import { PostForm } from "@/components/ui/post-form";

/** The look of a staff row's disclosure link ("Release", "Revoke", "Rename"). */
export const summaryClass =
  "inline-flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm font-semibold text-link underline-offset-4 hover:underline";

/**
 * A staff action that cannot be taken back (release a booking, revoke a code): a disclosure whose
 * summary names it and whose form says what it will do before the one button that does it. A
 * plain form: `action` goes as a field. Without a script the browser goes back to the route's own
 * staff page, or to `from` where the action sits on another one (a filtered view of a list).
 */
export function ConfirmedAction({
  summary,
  about,
  route,
  action,
  from,
  explanation,
  confirm,
}: {
  summary: string;
  /** Read by screen readers after the summary: which row it acts on. */
  about: string;
  route: string;
  action: string;
  from?: string;
  explanation: ReactNode;
  confirm: string;
}) {
  return (
    <details>
      <summary className={summaryClass}>
        {summary}
        <span className="sr-only"> {about}</span>
      </summary>
      <PostForm action={route} className="mt-2 max-w-xs">
        <input type="hidden" name="action" value={action} />
        {from === undefined ? null : <input type="hidden" name="from" value={from} />}
        <p className="text-sm text-ink">{explanation}</p>
        <button
          type="submit"
          className="mt-2 inline-flex min-h-11 items-center rounded-md border border-danger px-4 text-sm font-semibold text-danger hover:bg-danger-soft"
        >
          {confirm}
        </button>
      </PostForm>
    </details>
  );
}
