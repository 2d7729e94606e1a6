import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import { FormCheckNotice, errorsOutside } from "@/components/forms/form-check-notice";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { BUSINESS, telHref } from "@/content/business";
import { CONTACT_DOCUMENT_FORM } from "@/lib/contact/submit";
import { currentFormCheck } from "@/lib/core/forms/check-page";
import { buildMetadata } from "@/lib/core/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Check Your Message",
  description: `Your message to ${BUSINESS.name} was not sent yet: check the highlighted fields and send it again.`,
  path: "/contact/check",
  noindex: true,
});

// Read per request from the visitor's own cookie.
export const dynamic = "force-dynamic";

const SHOWN = CONTACT_DOCUMENT_FORM.fields.filter((f) => f !== "sourcePath");

/**
 * Where the contact form, sent without JavaScript, comes back when the server refused it: the
 * errors beside what was typed, kept on the server for 15 minutes (lib/core/http/document-post.ts).
 */
export default async function ContactCheckPage() {
  const check = await currentFormCheck("contact");
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Breadcrumb
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Contact Us", path: "/contact" },
          { name: "Check Your Message", path: "/contact/check" },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold text-ink">
        {check ? "Your message was not sent yet" : "Send us a message"}
      </h1>
      <div className="mt-6 space-y-6">
        {check ? (
          <FormCheckNotice message={check.message} otherErrors={errorsOutside(check.fieldErrors, SHOWN)} />
        ) : (
          <p className="text-ink-muted">
            There is nothing to check here any more (we keep a refused message for 15 minutes at most). You can write it
            again below.
          </p>
        )}
        <ContactForm supportEmail={BUSINESS.emails.support} headingLevel={2} check={check ?? undefined} />
        <p className="text-ink-muted">
          Urgent? Call us at{" "}
          <a href={telHref(BUSINESS.phones.main)} className="font-semibold text-link underline">
            {BUSINESS.phones.main.display}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
