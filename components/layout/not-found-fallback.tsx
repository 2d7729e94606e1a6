"use client";

import Link from "@/components/ui/link";

/**
 * The root not-found boundary's page (NotFoundPage's "fallback"): a heading and a link. A browser
 * island so that the App Router, which sends the boundary rendered in every page's React data,
 * sends a reference to it instead of its elements (docs/decisions/0013-page-weight.md).
 */
export function NotFoundFallback({ title }: { title: string }) {
  return (
    <main id="main-content" tabIndex={-1} className="not-found-fallback" data-not-found="">
      <h1>{title}</h1>
      <Link href="/">Return to Homepage</Link>
    </main>
  );
}
