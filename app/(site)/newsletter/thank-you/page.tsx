import type { Metadata } from "next";
import Link from "next/link";
import { BUSINESS } from "@/content/business";
import { SUBSCRIBE_SUCCESS } from "@/content/newsletter";
import { buildMetadata } from "@/lib/core/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Subscription Successful",
  description: `Confirm your subscription to the ${BUSINESS.name} newsletter from the e-mail we sent you; it starts when you confirm.`,
  path: "/newsletter/thank-you",
  noindex: true,
});

/**
 * Where the subscribe form lands when the browser sent it itself (no JavaScript yet, or none). It
 * says the same whoever is or is not on the list.
 */
export default function NewsletterThankYouPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-ink">Subscription Successful!</h1>
      <p className="mt-4 text-lg text-ink-muted">{SUBSCRIBE_SUCCESS}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <Link
          href="/newsletter"
          className="inline-flex min-h-11 items-center rounded-md bg-brand px-6 font-semibold text-on-brand hover:bg-brand-strong"
        >
          Read Past Issues
        </Link>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-md border border-brand px-6 font-semibold text-brand hover:bg-brand-soft"
        >
          Return to Homepage
        </Link>
      </p>
    </div>
  );
}
