import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/forms/field";
import { PostForm } from "@/components/ui/post-form";

/**
 * A staff member's display name: the name clients see on their urgent request's page once this
 * person takes it. A plain form too (the route sends the browser back here).
 */
export function AccountForm({
  displayName,
  maxLength,
  fallback,
}: {
  displayName: string;
  maxLength: number;
  /** What clients see without a display name. */
  fallback: string;
}) {
  const id = "account-display-name";
  return (
    <PostForm action="/api/admin/account" className="mt-6 max-w-xl rounded-xl border border-line bg-surface-raised p-6">
      <label htmlFor={id} className="block font-semibold text-ink">
        Display name
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        What clients see when you take their urgent request, for example “Sam”. At most {maxLength} characters. Leave it
        empty and they see “{fallback}”; they never see your username.
      </p>
      <input
        id={id}
        name="displayName"
        defaultValue={displayName}
        maxLength={maxLength}
        autoComplete="nickname"
        aria-describedby={`${id}-hint`}
        className={`mt-2 w-full ${inputClass}`}
      />
      <Button type="submit" className="mt-4 min-h-11 px-5">
        Save
      </Button>
    </PostForm>
  );
}
