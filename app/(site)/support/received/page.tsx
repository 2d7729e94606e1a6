import type { Metadata } from "next";
import type { LinkTo } from "@/components/ui/button";
import { MessagePage } from "@/components/layout/message-page";
import { EmergencyPhone } from "@/components/support/emergency-phone";
import { BUSINESS } from "@/content/business";
import { buildMetadata } from "@/lib/core/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Urgent Request Received",
  description: `${BUSINESS.name} has your urgent request. If your practice cannot wait, call ${BUSINESS.phones.main.display} now: the line is answered 24/7 for clients.`,
  path: "/support/received",
  noindex: true,
});

/** Where the visitor goes next. */
const NEXT_STEPS: readonly [LinkTo, LinkTo] = [
  { href: "/support", label: "Back to Urgent Support" },
  { href: "/", label: "Return to Homepage" },
];

/**
 * Where an urgent request lands when no status page can be shown for it (the browser sent the
 * form itself and the answer named none): it was received, and the phone is the way to hurry it.
 */
export default function SupportReceivedPage() {
  return (
    <MessagePage title="We have your urgent request" nextSteps={NEXT_STEPS}>
      <p className="mt-4 text-lg text-ink-muted">
        It has reached our help desk, and we will call you back on the number you gave.
      </p>
      <div className="urgent-call-box mt-8">
        <p>If it cannot wait, call us now, 24/7 for clients:</p>
        <EmergencyPhone />
      </div>
    </MessagePage>
  );
}
