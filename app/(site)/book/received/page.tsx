import type { LinkTo } from "@/components/ui/button";
import type { Metadata } from "next";
import { MessagePage } from "@/components/layout/message-page";
import { BUSINESS } from "@/content/business";
import { MainPhoneLink } from "@/components/ui/main-phone-link";
import { buildMetadata } from "@/lib/core/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Check Your E-mail to Confirm",
  description: `Your free IT assessment with ${BUSINESS.name} is held for you: confirm it from the e-mail we just sent you within 2 hours.`,
  path: "/book/received",
  noindex: true,
});

const NEXT_STEPS: readonly [LinkTo, LinkTo] = [
  { href: "/", label: "Return to Homepage" },
  { href: "/health-checklist", label: "Try the IT Health Checklist" },
];

/** Where the booking form lands when the browser sent it itself (no JavaScript yet, or none). */
export default function BookingReceivedPage() {
  return (
    <MessagePage title="Check your e-mail" nextSteps={NEXT_STEPS}>
      <p className="mt-4 text-lg text-ink-muted">
        Your time is held. We have sent you an e-mail with a link: open it and confirm the booking within 2 hours, or
        the time is released for others.
      </p>
      <p className="mt-4 text-ink-muted">
        No e-mail after a few minutes? Check your spam folder, or call us at <MainPhoneLink />.
      </p>
    </MessagePage>
  );
}
