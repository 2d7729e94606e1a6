import { Button, ButtonLink, type ButtonLook } from "@/components/ui/button";
import type { Metadata } from "next";
import { BUSINESS } from "@/content/business";
import { CONFIRM_BUTTON, newsletterConsentText } from "@/content/newsletter";
import { lookUpConfirmToken, maskEmail, type ConfirmLookup } from "@/lib/newsletter/subscribers";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { confirmApiPath } from "@/lib/core/paths";
import { MessagePage } from "@/components/layout/message-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = buildMetadata({
  title: "Confirm Your Subscription",
  description: `Confirm your subscription to the ${BUSINESS.name} newsletter.`,
  path: "/newsletter/confirm",
  noindex: true,
});

type Props = { searchParams: Promise<{ token?: string | string[] }> };

const secondary: ButtonLook = { variant: "secondary", size: "touch" };

/**
 * Where the link of a confirmation e-mail leads. Opening it changes nothing (mail scanners follow
 * links): the token is only checked, and the button confirms with a plain form POST that works
 * without JavaScript. The consent wording beside the button is what the server records.
 */
export default async function ConfirmPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  let found: ConfirmLookup | "unavailable";
  try {
    found = token ? await lookUpConfirmToken(token) : { status: "invalid" };
  } catch {
    found = "unavailable";
  }

  if (found === "unavailable") {
    return (
      <MessagePage title={<>We can&apos;t confirm your subscription right now</>}>
        <p className="mt-4 text-lg text-ink-muted">
          Please open the link again in a few minutes. It works for 7 days after you subscribed.
        </p>
      </MessagePage>
    );
  }
  if (found.status === "invalid" || found.status === "expired") {
    return (
      <MessagePage
        title={
          found.status === "expired" ? "This confirmation link has expired" : "This confirmation link is not valid"
        }
      >
        <p className="mt-4 text-lg text-ink-muted">
          {found.status === "expired"
            ? "A confirmation link works for 7 days. Nothing was changed: subscribe again and we will send you a new link."
            : "The link may be incomplete or changed. Nothing was changed: subscribe again and we will send you a new link."}
        </p>
        <p className="mt-8">
          <ButtonLink href="/newsletter#subscribe" {...secondary}>
            Subscribe to the newsletter
          </ButtonLink>
        </p>
      </MessagePage>
    );
  }
  const address = maskEmail(found.email);
  if (found.status === "confirmed") {
    return (
      <MessagePage title="Your subscription is already confirmed">
        <p className="mt-4 text-lg text-ink-muted" role="status">
          There is nothing more to do for {address}.
        </p>
        <p className="mt-8">
          <ButtonLink href="/newsletter" {...secondary}>
            Read past issues
          </ButtonLink>
        </p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title="Confirm your subscription">
      <p className="mt-4 text-lg text-ink-muted">
        Press the button to start sending the monthly Dental Tech Trends newsletter from {BUSINESS.name} to {address}.
        If you did not ask for this, close this page: you will not be subscribed.
      </p>
      <form method="post" action={confirmApiPath(token)} className="mt-8">
        <input type="hidden" name="confirm" value="yes" />
        <Button type="submit" aria-describedby="confirm-consent" className="min-h-11 px-6">
          {CONFIRM_BUTTON}
        </Button>
        <p id="confirm-consent" className="mx-auto mt-4 max-w-xl text-sm text-ink-muted">
          {newsletterConsentText()}
        </p>
      </form>
    </MessagePage>
  );
}
