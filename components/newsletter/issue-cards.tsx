import type { ReactNode } from "react";
import { Button, ButtonAnchor } from "@/components/ui/button";
import { NEWSLETTER } from "@/content/newsletter";
import { newsletterIssuePath } from "@/lib/core/paths";
import type { IssueView } from "@/lib/newsletter/issues";
import { issuePreview } from "@/lib/newsletter/preview";

/**
 * The recent-issues list's markup, shared by the server (the first page of cards) and the "Load More"
 * island (the pages it fetches), so both render the same cards in the same list.
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

function SkeletonCards() {
  return (
    <>
      {Array.from({ length: NEWSLETTER.issuesPageSize }, (_, i) => (
        <li key={i} aria-hidden="true" className="animate-pulse rounded-xl border border-line bg-surface-raised p-6">
          <div className="h-4 w-24 rounded bg-line" />
          <div className="mt-3 h-5 w-3/4 rounded bg-line" />
          <div className="mt-3 h-3 w-full rounded bg-line" />
          <div className="mt-2 h-3 w-5/6 rounded bg-line" />
          <div className="mt-6 h-11 w-40 rounded bg-line" />
        </li>
      ))}
    </>
  );
}

/** Where the list stands: what "Load More" does next, and whether the last attempt failed. */
export interface MoreState {
  /** A page (or the code that fetches it) is on its way: skeleton cards, a busy button. */
  loading: boolean;
  failed: boolean;
  /** False once an answer held less than a page: the button goes. */
  more: boolean;
  loadMore: () => void;
}

/** The cards (served ones first, then fetched ones), skeletons while loading, the error and the button. */
export function IssueListView({ children, state }: { children: ReactNode; state: MoreState }) {
  const { loading, failed, more, loadMore } = state;
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3" aria-busy={loading}>
        {children}
        {loading ? <SkeletonCards /> : null}
      </ul>
      <div className="mt-8 text-center" aria-live="polite">
        {failed ? (
          <p className="mb-4 font-medium text-danger">
            Unable to load newsletter issues at this time. Please check back later.
          </p>
        ) : null}
        {more ? (
          <Button
            onClick={loadMore}
            disabled={loading}
            className="min-h-11 px-6 disabled:cursor-wait disabled:opacity-70"
          >
            {loading ? "Loading..." : failed ? "Try Again" : "Load More Issues"}
          </Button>
        ) : null}
      </div>
    </>
  );
}
