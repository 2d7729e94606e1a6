import type { LinkTo } from "@/components/ui/button";
import type { Metadata } from "next";
import { BUSINESS } from "@/content/business";
import { SUBSCRIBE_SUCCESS } from "@/content/newsletter";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { MessagePage } from "@/components/layout/message-page";

export const metadata: Metadata = buildMetadata({
  title: "Subscription Successful",
  description: `Confirm your subscription to the ${BUSINESS.name} newsletter from the e-mail we sent you; it starts when you confirm.`,
  path: "/newsletter/thank-you",
  noindex: true,
});

/** Where the visitor goes next. */
const NEXT_STEPS: readonly [LinkTo, LinkTo] = [
  { href: "/newsletter", label: "Read Past Issues" },
  { href: "/", label: "Return to Homepage" },
];

/**
 * Where the subscribe form lands when the browser sent it itself (no JavaScript yet, or none). It
 * says the same whoever is or is not on the list.
 */
export default function NewsletterThankYouPage() {
  return (
    <MessagePage title="Subscription Successful!" nextSteps={NEXT_STEPS}>
      <p className="mt-4 text-lg text-ink-muted">{SUBSCRIBE_SUCCESS}</p>
    </MessagePage>
  );
}
