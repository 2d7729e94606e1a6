import { ButtonLink } from "@/components/ui/button";
import type { Metadata } from "next";
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
        <ButtonLink href="/newsletter" size="touch">
          Read Past Issues
        </ButtonLink>
        <ButtonLink href="/" variant="secondary" size="touch">
          Return to Homepage
        </ButtonLink>
      </p>
    </div>
  );
}
