import { ButtonLink } from "@/components/ui/button";
import type { Metadata } from "next";
import { BUSINESS, telHref } from "@/content/business";
import { buildMetadata } from "@/lib/core/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Message Sent",
  description: `Thank you for contacting ${BUSINESS.name}. A member of our team will get back to you ${BUSINESS.responsePromises.contactEmail}.`,
  path: "/contact/thank-you",
  noindex: true,
});

/** Where the contact form lands when the browser sent it itself (no JavaScript yet, or none). */
export default function ContactThankYouPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-ink">Message Sent!</h1>
      <p className="mt-4 text-lg text-ink-muted">
        Thank you for reaching out. A member of our team will get back to you {BUSINESS.responsePromises.contactEmail}.
      </p>
      <p className="mt-4 text-ink-muted">
        IT emergency? Call{" "}
        <a href={telHref(BUSINESS.phones.main)} className="font-semibold text-link underline">
          {BUSINESS.phones.main.display}
        </a>{" "}
        (24/7 for clients).
      </p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <ButtonLink href="/" size="touch">
          Return to Homepage
        </ButtonLink>
        <ButtonLink href="/health-checklist" variant="secondary" size="touch">
          Try the IT Health Checklist
        </ButtonLink>
      </p>
    </div>
  );
}
