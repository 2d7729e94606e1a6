"use client";

import Link from "@/components/ui/link";

/** Shown when the blog's posts could not be read (the database is unreachable). */
export default function BlogError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6" role="alert">
      <h1 className="text-3xl font-bold text-ink">Blog unavailable</h1>
      <p className="mt-4 text-lg text-ink-muted">Error loading blog posts. Please try again later.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="min-h-11 rounded-lg bg-brand px-5 font-semibold text-on-brand hover:opacity-90"
        >
          Try again
        </button>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-lg border border-line px-5 font-semibold text-link"
        >
          Return to Homepage
        </Link>
      </div>
    </div>
  );
}
