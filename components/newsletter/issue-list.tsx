"use client";

import { QueryClientProvider, useInfiniteQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { IssueCard, issueCardData, type IssueCardData } from "@/components/newsletter/issue-cards";
import { Button } from "@/components/ui/button";
import { NEWSLETTER } from "@/content/newsletter";
import { createQueryClient, throwIfResNotOk } from "@/lib/browser/query-client";
import { recentIssuesApiPath } from "@/lib/core/paths";
import type { IssueView } from "@/lib/newsletter/issues";

const PAGE = NEWSLETTER.issuesPageSize;

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

async function fetchPage(offset: number): Promise<IssueCardData[]> {
  const response = await fetch(recentIssuesApiPath(PAGE, offset));
  await throwIfResNotOk(response);
  return ((await response.json()) as IssueView[]).map(issueCardData);
}

interface ListProps {
  /** The served cards: the first page, rendered on the server. */
  children: ReactNode;
  /** How many issues the served cards hold: the first fetch starts after them. */
  start: number;
  /** Whether the served page was full, so there may be more. */
  more: boolean;
}

function Pages({ children, start, more }: ListProps) {
  // Nothing is fetched until the visitor asks: the first "Load More" fetches the page after the
  // served ones (a query with no pages yet fetches its initial page), each later one the next.
  const query = useInfiniteQuery({
    queryKey: ["/api/newsletter/issues/recent", PAGE, start],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: start,
    enabled: false,
    // "Load More" shows only while the last answer filled its page.
    getNextPageParam: (last, _all, lastOffset) => (last.length >= PAGE ? lastOffset + last.length : undefined),
  });
  const fetched = query.data?.pages.flat() ?? [];
  const loading = query.isFetching;
  const failed = query.isError;
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3" aria-busy={loading}>
        {children}
        {fetched.map((issue) => (
          <IssueCard key={issue.id} issue={issue} />
        ))}
        {loading ? <SkeletonCards /> : null}
      </ul>
      <div className="mt-8 text-center" aria-live="polite">
        {failed ? (
          <p className="mb-4 font-medium text-danger">
            Unable to load newsletter issues at this time. Please check back later.
          </p>
        ) : null}
        {/* Gone once an answer held less than a page. */}
        {(query.data ? query.hasNextPage : more) ? (
          <Button
            onClick={() => void query.fetchNextPage()}
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

/**
 * The recent issues' list around the cards the server rendered, with "Load More Issues", which
 * fetches the following pages through react-query. The served cards are not this island's to
 * render: they arrive as markup, so neither the issues' text nor the work of turning it into
 * previews reaches the browser with the page.
 */
export function IssueList(props: ListProps) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Pages {...props} />
    </QueryClientProvider>
  );
}
