import { ButtonAnchor } from "@/components/ui/button";
import { newsletterIssuePath } from "@/lib/core/paths";
import type { IssueView } from "@/lib/newsletter/issues";
import { issuePreview } from "@/lib/newsletter/preview";

/**
 * An issue's card, rendered by the server (the first page) and by the "Load More" island (the pages
 * it fetches), so both are the same.
 */

/** What a card shows: the issue without its full text, which stays on the server or in the API's answer. */
export type IssueCardData = Omit<IssueView, "content"> & { preview: string };

export const issueCardData = ({ content, ...issue }: IssueView): IssueCardData => ({
  ...issue,
  preview: issuePreview(content),
});

export function IssueCard({ issue }: { issue: IssueCardData }) {
  return (
    <li className="flex flex-col rounded-xl border border-line bg-surface-raised p-6">
      <p className="text-sm font-semibold text-ink-muted">
        {issue.month} {issue.year}
      </p>
      <h3 className="mt-1 text-lg font-bold text-ink">{issue.title}</h3>
      <p className="mt-2 text-sm text-ink-muted">{issue.preview}</p>
      <p className="mt-auto pt-4">
        <ButtonAnchor
          href={newsletterIssuePath(issue.id)}
          target="_blank"
          rel="noopener"
          variant="secondary"
          className="inline-flex min-h-11 items-center px-4"
        >
          Read Full Issue<span className="sr-only">: {issue.title} (opens in a new tab)</span>
        </ButtonAnchor>
      </p>
    </li>
  );
}
