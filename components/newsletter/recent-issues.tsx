import { IssueCard, issueCardData } from "@/components/newsletter/issue-cards";
import { IssueList } from "@/components/newsletter/issue-list";
import { NEWSLETTER } from "@/content/newsletter";
import type { IssueView } from "@/lib/newsletter/issues";

/**
 * Recent newsletter issues: the first page rendered on the server, then "Load More Issues"
 * (components/newsletter/issue-list.tsx) fetching the next pages in the browser.
 */
export function RecentIssues({ initial }: { initial: IssueView[] }) {
  if (initial.length === 0) {
    return (
      <p className="rounded-xl border border-line bg-surface-raised p-8 text-center text-ink-muted">
        No newsletter issues available yet. Subscribe to be notified when we publish our first issue!
      </p>
    );
  }
  return (
    <IssueList start={initial.length} more={initial.length >= NEWSLETTER.issuesPageSize}>
      {initial.map((issue) => (
        <IssueCard key={issue.id} issue={issueCardData(issue)} />
      ))}
    </IssueList>
  );
}
