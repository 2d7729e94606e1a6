import type { Metadata } from "next";
import { FormCheckNotice, errorsOutside } from "@/components/forms/form-check-notice";
import { SubscribeForm } from "@/components/newsletter/subscribe-form";
import { Breadcrumb } from "@/components/ui/breadcrumb";
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

/**
 * Where the subscribe form, sent without JavaScript, comes back when the server refused it: the
 * errors beside what was typed, kept on the server for 15 minutes (lib/core/http/document-post.ts).
 */
export default async function NewsletterCheckPage() {
  const check = await currentFormCheck("newsletter");
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Breadcrumb
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Newsletter", path: "/newsletter" },
          { name: "Check Your Subscription", path: "/newsletter/check" },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold text-ink">
        {check ? "Your subscription was not sent yet" : "Subscribe to our newsletter"}
      </h1>
      <div className="mt-6 space-y-6">
        {check ? (
          <FormCheckNotice message={check.message} otherErrors={errorsOutside(check.fieldErrors, SHOWN)} />
        ) : (
          <p className="text-ink-muted">
            There is nothing to check here any more (we keep a refused form for 15 minutes at most). You can fill it in
            again below.
          </p>
        )}
        <SubscribeForm consentText={newsletterConsentText()} check={check ?? undefined} />
      </div>
    </div>
  );
}
