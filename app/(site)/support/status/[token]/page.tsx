import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MessagePage } from "@/components/layout/message-page";
import { EmergencyPhone } from "@/components/support/emergency-phone";
import { StatusRefresh } from "@/components/support/status-refresh";
import { UrgentStatus } from "@/components/support/urgent-status";
import Link from "@/components/ui/link";
import { BUSINESS } from "@/content/business";
import { logError } from "@/lib/core/log";
import { supportStatusPath } from "@/lib/core/paths";
import { getUrgentStatus } from "@/lib/support/status";
import type { UrgentStatusView } from "@/lib/support/status-view";

// Where the request stands changes from one minute to the next, and the address is a secret:
// rendered for each request, never stored by a cache.
export const dynamic = "force-dynamic";

/**
 * No canonical address, no share card and nothing of the request: the address holds the token
 * that opens it, and search engines must not keep it. No referrer either, so the token never
 * travels in a Referer header.
 */
export const metadata: Metadata = {
  title: "Your Urgent Request",
  description: `Where your urgent request to ${BUSINESS.name} stands: received, paged, and taken by a technician.`,
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * A client's status page for one urgent request, the address the form opens once the request is
 * taken (and the link the client keeps). Unknown tokens answer 404: the proxy asks the same getter
 * before the page renders (lib/site/routing.ts).
 */
export default async function UrgentStatusPage({ params }: PageProps<"/support/status/[token]">) {
  const { token } = await params;
  const path = supportStatusPath(token);
  let view: UrgentStatusView | null;
  try {
    view = await getUrgentStatus(token);
  } catch (error) {
    // The request was taken; only this look at it failed. The phone is what the client needs now.
    logError("support.status-unavailable", error);
    return (
      <MessagePage title="We can't show your request right now">
        <p className="mt-4 text-lg text-ink-muted">
          Your request is not lost, but we cannot look it up at this moment. If it cannot wait, call us now:
        </p>
        <p className="mt-6">
          <EmergencyPhone />
        </p>
        <p className="mt-6 text-ink-muted">
          <Link href={path} className="inline-link">
            Refresh
          </Link>{" "}
          to try again.
        </p>
      </MessagePage>
    );
  }
  if (!view) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <StatusRefresh active={!view.closedAt} />
      <UrgentStatus view={view} path={path} />
    </div>
  );
}
