"use client";

import { ButtonAnchor, Button } from "@/components/ui/button";
import { QueryClientProvider, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { NEWSLETTER } from "@/content/newsletter";
import { markupToText } from "@/lib/core/markup";
import type { IssueView } from "@/lib/newsletter/issues";
import { createQueryClient, throwIfResNotOk } from "@/lib/core/query-client";
import { newsletterIssuePath, recentIssuesApiPath } from "@/lib/core/paths";

const PAGE = NEWSLETTER.issuesPageSize;

function preview(content: string): string {
  return `${markupToText(content).replace(/\s+/g, " ").trim().slice(0, NEWSLETTER.previewLength).trimEnd()}...`;
}

function IssueCard({ issue }: { issue: IssueView }) {
  return (
    <li className="flex flex-col rounded-xl border border-line bg-surface-raised p-6">
      <p className="text-sm font-semibold text-ink-muted">
        {issue.month} {issue.year}
      </p>
      <h3 className="mt-1 text-lg font-bold text-ink">{issue.title}</h3>
      <p className="mt-2 text-sm text-ink-muted">{preview(issue.content)}</p>
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
      {Array.from({ length: PAGE }, (_, i) => (
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

async function fetchPage(offset: number): Promise<IssueView[]> {
  const response = await fetch(recentIssuesApiPath(PAGE, offset));
  await throwIfResNotOk(response);
  return (await response.json()) as IssueView[];
}

function IssueList({ initial }: { initial: IssueView[] }) {
  const query = useInfiniteQuery({
    queryKey: ["/api/newsletter/issues/recent", PAGE],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    initialData: { pages: [initial], pageParams: [0] },
    // "Load More" shows only while the last answer filled its page.
    getNextPageParam: (last, all) => (last.length >= PAGE ? all.reduce((n, p) => n + p.length, 0) : undefined),
  });
  const issues = query.data.pages.flat();

  if (issues.length === 0) {
    return (
      <p className="rounded-xl border border-line bg-surface-raised p-8 text-center text-ink-muted">
        No newsletter issues available yet. Subscribe to be notified when we publish our first issue!
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3" aria-busy={query.isFetchingNextPage}>
        {issues.map((issue) => (
          <IssueCard key={issue.id} issue={issue} />
        ))}
        {query.isFetchingNextPage ? <SkeletonCards /> : null}
      </ul>
      <div className="mt-8 text-center" aria-live="polite">
        {query.isFetchNextPageError ? (
          <p className="mb-4 font-medium text-danger">
            Unable to load newsletter issues at this time. Please check back later.
          </p>
        ) : null}
        {query.hasNextPage ? (
          <Button
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className="min-h-11 px-6 disabled:cursor-wait disabled:opacity-70"
          >
            {query.isFetchingNextPage ? "Loading..." : query.isFetchNextPageError ? "Try Again" : "Load More Issues"}
          </Button>
        ) : null}
      </div>
    </>
  );
}

/**
 * Recent newsletter issues: the first page comes rendered from the server; "Load More Issues"
 * fetches the next page through react-query.
 */
export function RecentIssues({ initial }: { initial: IssueView[] }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <IssueList initial={initial} />
    </QueryClientProvider>
  );
}
