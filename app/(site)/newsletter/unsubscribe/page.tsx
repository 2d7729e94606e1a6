import { Button, ButtonLink } from "@/components/ui/button";
import type { Metadata } from "next";
import { BUSINESS } from "@/content/business";
import { lookUpToken, maskEmail, type TokenLookup } from "@/lib/newsletter/subscribers";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { unsubscribeApiPath } from "@/lib/core/paths";
import { MessagePage } from "@/components/layout/message-page";

export const metadata: Metadata = buildMetadata({
  title: "Unsubscribe from the Newsletter",
  description: `Stop receiving the ${BUSINESS.name} newsletter.`,
  path: "/newsletter/unsubscribe",
  noindex: true,
});

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * Where the unsubscribe link of every newsletter e-mail leads. Opening it changes nothing; the
 * button confirms with a POST. It names the subscription only by a masked address.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  let found: TokenLookup | "unavailable";
  try {
    found = token ? await lookUpToken(token) : { status: "invalid" };
  } catch {
    found = "unavailable";
  }
  const contact = (
    <a href={`mailto:${BUSINESS.emails.info}`} className="inline-link">
      {BUSINESS.emails.info}
    </a>
  );

  if (found === "unavailable") {
    return (
      <MessagePage title={<>We can&apos;t reach your subscription right now</>}>
        <p className="mt-4 text-lg text-ink-muted">
          Please try the link again in a few minutes, or write to {contact} and we will unsubscribe you.
        </p>
      </MessagePage>
    );
  }
  if (found.status === "invalid") {
    return (
      <MessagePage title="This unsubscribe link is not valid">
        <p className="mt-4 text-lg text-ink-muted">
          The link may be incomplete or changed. Use the unsubscribe link in your most recent newsletter e-mail, or
          write to {contact} and we will unsubscribe you.
        </p>
        <p className="mt-8">
          <ButtonLink href="/" variant="secondary" size="touch">
            Return to Homepage
          </ButtonLink>
        </p>
      </MessagePage>
    );
  }
  const address = maskEmail(found.subscriber.email);
  if (found.status === "unsubscribed") {
    return (
      <MessagePage title={<>You&apos;re unsubscribed</>}>
        <p className="mt-4 text-lg text-ink-muted" role="status">
          {address} will not receive further newsletter e-mails from {BUSINESS.name}.
        </p>
        <p className="mt-8">
          <ButtonLink href="/newsletter#subscribe" variant="secondary" size="touch">
            Changed your mind? Subscribe again
          </ButtonLink>
        </p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title="Unsubscribe from the newsletter?">
      <p className="mt-4 text-lg text-ink-muted">
        {address} will stop receiving the monthly Dental Tech Trends newsletter from {BUSINESS.name}. Messages about
        work we do for your practice are not affected.
      </p>
      {/* A plain form POST (a GET must change nothing, since mail scanners follow links); it works
          without JavaScript and comes back to this page, which then shows the new state. */}
      <form method="post" action={unsubscribeApiPath(token)} className="mt-8">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <Button type="submit" className="min-h-11 px-6">
          Unsubscribe
        </Button>
      </form>
    </MessagePage>
  );
}
