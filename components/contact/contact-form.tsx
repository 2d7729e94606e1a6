"use client";

import { Button } from "@/components/ui/button";
import { useState } from "react";
import { CONTACT_FORM_ID, ContactFormView } from "@/components/contact/contact-form-view";
import { useVisitorForm, type VisitorFormCheck } from "@/components/forms/visitor-form";
import { RESPONSE_PROMISES } from "@/content/business";
import { trackEvent } from "@/lib/browser/analytics";
import { toast } from "@/lib/browser/toast-store";
import type { ContactFormValues } from "@/lib/contact/schema";
import { formResolver } from "@/lib/core/validation/form-resolver";

type FormValues = ContactFormValues;
// The schema POST /api/contact parses with, loaded on first use (see formResolver).
const resolver = formResolver(() => import("@/lib/contact/schema").then((m) => m.contactFields));

const EMPTY: FormValues = { name: "", email: "", phone: "", practice: "", service: "", message: "", website: "" };

/** A refused submission the server kept for the check page: what was typed and its errors. */
export type ContactFormCheck = VisitorFormCheck<FormValues>;

/**
 * The contact form (home page, /contact, the location pages, and /contact/check). Validated in the
 * browser with the schema the route handler parses with (lib/contact/schema.ts); on failure the
 * form keeps what was typed. It is a real form too (method and action): sent before this island
 * has loaded, or without JavaScript, the browser posts it and the server answers with pages.
 * Low on a page it takes over the served form only as the visitor approaches it
 * (contact-form-on-approach.tsx): `takeOver` is that form, whose values and focus it carries on.
 */
export function ContactForm({
  supportEmail,
  heading = "Send Us a Message",
  headingLevel = 3,
  check,
  takeOver,
}: {
  supportEmail: string;
  heading?: string;
  /** The form's heading level in its page's outline (h3 under a section, h2 on the check page). */
  headingLevel?: 2 | 3;
  /** On the check page: the refused submission to show again. */
  check?: ContactFormCheck;
  /** The served form this one replaces (still on the page while this one first renders). */
  takeOver?: HTMLFormElement;
}) {
  const { sourcePath, form, field, formRef } = useVisitorForm({
    resolver,
    empty: EMPTY,
    check,
    idPrefix: CONTACT_FORM_ID,
    takeOver,
  });
  const [sent, setSent] = useState(false);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, sourcePath }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) throw new Error(body.message ?? `Request failed with status ${response.status}`);
      toast({
        title: "Message sent successfully!",
        description: "Thank you for contacting us. We'll respond to your inquiry as soon as possible.",
      });
      trackEvent("generate_lead", { form: "contact", page: sourcePath });
      setSent(true);
      reset(EMPTY);
    } catch (error) {
      console.warn("Contact form submission failed:", error instanceof Error ? error.message : error);
      toast({
        variant: "destructive",
        title: "Something went wrong.",
        description: `There was a problem sending your message. Please try again or contact us at ${supportEmail} directly.`,
      });
    }
  });

  if (sent) {
    return (
      <div className="rounded-xl border border-line bg-surface-raised p-8 text-center" role="status">
        <Heading className="text-2xl font-bold text-ink">Message Sent!</Heading>
        <p className="mt-3 text-ink-muted">
          Thank you for reaching out. A member of our team will get back to you {RESPONSE_PROMISES.contactEmail}.
        </p>
        <Button onClick={() => setSent(false)} size="roomy" className="mt-6">
          Send Another Message
        </Button>
      </div>
    );
  }

  return (
    <ContactFormView
      formRef={formRef}
      heading={heading}
      headingLevel={headingLevel}
      sourcePath={sourcePath}
      field={field}
      honeypot={() => register("website")}
      submitting={isSubmitting}
      onSubmit={(event) => (isSubmitting ? event.preventDefault() : void onSubmit(event))}
    />
  );
}
