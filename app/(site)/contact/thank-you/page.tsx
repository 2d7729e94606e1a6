import type { LinkTo } from "@/components/ui/button";
import type { Metadata } from "next";
import { BUSINESS } from "@/content/business";
import { MainPhoneLink } from "@/components/ui/main-phone-link";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { MessagePage } from "@/components/layout/message-page";

export const metadata: Metadata = buildMetadata({
  title: "Message Sent",
  description: `Thank you for contacting ${BUSINESS.name}. A member of our team will get back to you ${BUSINESS.responsePromises.contactEmail}.`,
  path: "/contact/thank-you",
  noindex: true,
});

/** Where the visitor goes next. */
const NEXT_STEPS: readonly [LinkTo, LinkTo] = [
  { href: "/", label: "Return to Homepage" },
  { href: "/health-checklist", label: "Try the IT Health Checklist" },
];

/** Where the contact form lands when the browser sent it itself (no JavaScript yet, or none). */
export default function ContactThankYouPage() {
  return (
    <MessagePage title="Message Sent!" nextSteps={NEXT_STEPS}>
      <p className="mt-4 text-lg text-ink-muted">
        Thank you for reaching out. A member of our team will get back to you {BUSINESS.responsePromises.contactEmail}.
      </p>
      <p className="mt-4 text-ink-muted">
        IT emergency? Call <MainPhoneLink /> (24/7 for clients).
      </p>
    </MessagePage>
  );
}
