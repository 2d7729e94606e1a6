import type { ReactNode } from "react";
import { RichText } from "@/components/content/rich-text";

/**
 * The live preview beside an editor: the content through the same renderer as the public pages
 * (its "## " headings one level down, under this section's own heading).
 */
export function MarkupPreview({
  id,
  title,
  meta,
  source,
  emptyText,
}: {
  id: string;
  title: string;
  meta?: ReactNode;
  source: string;
  emptyText: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface-raised p-5 sm:p-6">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
        Preview
      </h2>
      <div className="mt-4 border-t border-line pt-4">
        <p className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title.trim() || "Untitled"}</p>
        {meta ? <div className="mt-2 text-sm text-ink-muted">{meta}</div> : null}
        <div className="mt-2 text-lg">
          <RichText source={source} headingOffset={1} empty={emptyText} />
        </div>
      </div>
    </section>
  );
}

/** How to write content markup, next to every content field. */
export const MARKUP_HINT =
  "A blank line starts a new paragraph. Start a line with “## ” for a heading, “### ” for a subheading or “- ” for a list item; wrap words in **double asterisks** for bold; write [words](/page) to link to a page of this site.";
