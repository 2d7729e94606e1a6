import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import { FormCheckPage } from "@/components/forms/form-check-page";
import { BUSINESS } from "@/content/business";
import { MainPhoneLink } from "@/components/ui/main-phone-link";
import { CONTACT_DOCUMENT_FORM } from "@/lib/contact/handler";
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

const SHOWN = Object.keys(CONTACT_DOCUMENT_FORM.fields).filter((f) => f !== "sourcePath");

/** Where the contact form, sent without JavaScript, comes back when the server refused it. */
export default async function ContactCheckPage() {
  const check = await currentFormCheck("contact");
  return (
    <FormCheckPage
      section={{ name: "Contact Us", path: "/contact" }}
      page={{ name: "Check Your Message", path: "/contact/check" }}
      check={check}
      shown={SHOWN}
      heading={{ refused: "Your message was not sent yet", expired: "Send us a message" }}
      expired="There is nothing to check here any more (we keep a refused message for 15 minutes at most). You can write it again below."
    >
      <ContactForm supportEmail={BUSINESS.emails.support} headingLevel={2} check={check ?? undefined} />
      <p className="text-ink-muted">
        Urgent? Call us at <MainPhoneLink />.
      </p>
    </FormCheckPage>
  );
}
