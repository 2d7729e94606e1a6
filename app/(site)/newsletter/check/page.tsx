import type { Metadata } from "next";
import { FormCheckPage } from "@/components/forms/form-check-page";
import { SubscribeForm } from "@/components/newsletter/subscribe-form";
import { BUSINESS } from "@/content/business";
import { newsletterConsentText } from "@/content/newsletter";
import { currentFormCheck } from "@/lib/core/forms/check-page";
import { buildMetadata } from "@/lib/core/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Check Your Subscription",
  description: `Your subscription to the ${BUSINESS.name} newsletter was not sent yet: check the highlighted fields and send it again.`,
  path: "/newsletter/check",
  noindex: true,
});

// Read per request from the visitor's own cookie.
export const dynamic = "force-dynamic";

const SHOWN = ["email", "name", "practiceName"];

/** Where the subscribe form, sent without JavaScript, comes back when the server refused it. */
export default async function NewsletterCheckPage() {
  const check = await currentFormCheck("newsletter");
  return (
    <FormCheckPage
      section={{ name: "Newsletter", path: "/newsletter" }}
      page={{ name: "Check Your Subscription", path: "/newsletter/check" }}
      check={check}
      shown={SHOWN}
      heading={{ refused: "Your subscription was not sent yet", expired: "Subscribe to our newsletter" }}
      expired="There is nothing to check here any more (we keep a refused form for 15 minutes at most). You can fill it in again below."
    >
      <SubscribeForm consentText={newsletterConsentText()} check={check ?? undefined} />
    </FormCheckPage>
  );
}
