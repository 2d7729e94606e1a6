import { Children, type ReactNode } from "react";
import { FormCheckNotice, errorsOutside } from "@/components/forms/form-check-notice";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import type { FormCheckView } from "@/lib/core/forms/form-check";
import type { Crumb } from "@/lib/core/seo/schema";

/**
 * The page a visitor form sent without JavaScript comes back to when the server refused it: the
 * errors beside what was typed, kept on the server for 15 minutes (lib/core/http/document-post.ts).
 * Once that has expired, the page says so and offers the empty form.
 */
export function FormCheckPage({
  section,
  page,
  check,
  shown,
  heading,
  expired,
  first,
  children,
}: {
  /** The form's own page, under Home in the breadcrumb, and this check page under it. */
  section: Crumb;
  page: Crumb;
  /** The refused submission; null when there is none (any more). */
  check: FormCheckView | null;
  /** The fields the form shows: errors of any other field are listed in the notice. */
  shown: readonly string[];
  /** The page's heading with a refused submission, and without one. */
  heading: { refused: string; expired: string };
  /** What the page says when there is nothing to check. */
  expired: string;
  /** What comes before the refusal itself (the urgent form's emergency number: calling beats retrying). */
  first?: ReactNode;
  /** The form, and anything under it. */
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Breadcrumb crumbs={[{ name: "Home", path: "/" }, section, page]} />
      <h1 className="mt-6 text-3xl font-bold text-ink">{check ? heading.refused : heading.expired}</h1>
      <div className="mt-6 space-y-6">
        {/* One flat list: the form keeps its place among its siblings, and with it the ids React gives it. */}
        {[
          ...(first ? [<div key="first">{first}</div>] : []),
          check ? (
            <FormCheckNotice
              key="notice"
              message={check.message}
              otherErrors={errorsOutside(check.fieldErrors, shown)}
            />
          ) : (
            <p key="notice" className="text-ink-muted">
              {expired}
            </p>
          ),
          ...Children.toArray(children),
        ]}
      </div>
    </div>
  );
}
