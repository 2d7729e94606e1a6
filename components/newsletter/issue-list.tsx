"use client";

import { QueryClientProvider, useInfiniteQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { IssueCard, IssueListView, issueCardData, type IssueCardData } from "@/components/newsletter/issue-cards";
import { NEWSLETTER } from "@/content/newsletter";
import { createQueryClient, throwIfResNotOk } from "@/lib/core/query-client";
import { recentIssuesApiPath } from "@/lib/core/paths";
import type { IssueView } from "@/lib/newsletter/issues";

const PAGE = NEWSLETTER.issuesPageSize;

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
  return (
    <IssueListView
      state={{
        loading: query.isFetching,
        failed: query.isError,
        more: query.data ? query.hasNextPage : more,
        loadMore: () => void query.fetchNextPage(),
      }}
    >
      {children}
      {fetched.map((issue) => (
        <IssueCard key={issue.id} issue={issue} />
      ))}
    </IssueListView>
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
