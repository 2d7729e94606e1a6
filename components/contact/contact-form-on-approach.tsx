"use client";

import { usePathname } from "next/navigation";
import { CONTACT_FORM_ID, ContactFormView, type ContactFieldName } from "@/components/contact/contact-form-view";
import { servedControls } from "@/components/forms/served-form";
import { useTakeOverOnApproach } from "@/components/ui/take-over";

const SERVED = servedControls<ContactFieldName>(CONTACT_FORM_ID);
const loadScriptedForm = () => import("@/components/contact/contact-form").then((m) => m.ContactForm);

/**
 * The contact form low on a page (the home page's last band, a location page's contact box): the
 * same form, whose script — react-hook-form, its checks, its submission — loads only as the
 * visitor comes within half a screen of it or reaches into it, instead of being loaded and
 * hydrated with the page on a phone that is still busy becoming usable.
 *
 * Until then this renders the form's markup alone: a complete form that posts to the server by
 * itself. The scripted form then replaces it, carrying over what was typed and the caret
 * (docs/decisions/0018-forms-taken-over-on-approach.md). No Suspense boundary is involved, so the
 * served HTML holds the form in place for visitors without JavaScript.
 */
export function ContactFormOnApproach({ supportEmail, heading }: { supportEmail: string; heading: string }) {
  const pathname = usePathname();
  const { ref, taken } = useTakeOverOnApproach(loadScriptedForm);

  if (taken) {
    const { loaded: Form, served } = taken;
    return <Form supportEmail={supportEmail} heading={heading} takeOver={served} />;
  }
  return (
    <ContactFormView
      formRef={ref}
      heading={heading}
      headingLevel={3}
      sourcePath={pathname}
      field={SERVED.field}
      honeypot={SERVED.honeypot}
    />
  );
}
