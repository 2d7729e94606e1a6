import { Button } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { adminUrgentApiPath } from "@/lib/core/paths";

/**
 * "I've got it" and "Close" for one open request: one form, the pressed button's value naming the
 * action, so it works with and without a script. `from` is the page it sits on, where a form
 * sent without a script comes back to. A closed request has no buttons.
 */
export function UrgentActions({
  id,
  from,
  acknowledged,
  closed,
  size = "small",
}: {
  id: number;
  from: string;
  acknowledged: boolean;
  closed: boolean;
  size?: "small" | "large";
}) {
  if (closed) return null;
  const box = size === "large" ? "min-h-11 px-5" : "min-h-11 px-3 text-sm";
  return (
    <PostForm action={adminUrgentApiPath(id)} className="flex flex-wrap gap-2 md:flex-nowrap">
      <input type="hidden" name="from" value={from} />
      {acknowledged ? null : (
        <Button type="submit" name="action" value="acknowledge" className={`${box} whitespace-nowrap`}>
          I&apos;ve got it
          <span className="sr-only"> (request #{id})</span>
        </Button>
      )}
      <Button type="submit" name="action" value="close" variant="secondary" className={`${box} whitespace-nowrap`}>
        Close
        <span className="sr-only"> request #{id}</span>
      </Button>
    </PostForm>
  );
}
