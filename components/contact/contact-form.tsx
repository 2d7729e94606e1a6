"use client";

import { useState } from "react";
import { CampaignFields } from "@/components/forms/campaign-fields";
import { CONTACT_DETAILS, FormField } from "@/components/forms/field";
import { Honeypot } from "@/components/forms/honeypot";
import { useVisitorForm, type VisitorFormCheck } from "@/components/forms/visitor-form";
import { Button } from "@/components/ui/button";
import { RESPONSE_PROMISES } from "@/content/business";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import { campaignBody } from "@/lib/browser/campaign";
import { trackEvent } from "@/lib/browser/analytics";
import { toast } from "@/lib/browser/toast-store";
import type { ContactFormValues } from "@/lib/contact/schema";
import { formResolver } from "@/lib/core/validation/form-resolver";

type FormValues = ContactFormValues;
// The schema POST /api/contact parses with, loaded on first use (see formResolver).
const resolver = formResolver(() => import("@/lib/contact/schema").then((m) => m.contactFields));

/** The fields once a submission went through (reset); not default values, see useVisitorForm. */
const EMPTY: FormValues = { name: "", email: "", phone: "", practice: "", service: "", message: "", website: "" };

/** The ids of the contact form, shown at most once per page ("contact-email"). */
const CONTACT_FORM_ID = "contact";

/** A refused submission the server kept for the check page: what was typed and its errors. */
export type ContactFormCheck = VisitorFormCheck<FormValues>;

/**
 * The contact form (home page, /contact, the location pages, and /contact/check). Validated in the
 * browser with the schema the route handler parses with (lib/contact/schema.ts); on failure the
 * form keeps what was typed. It is a real form too (method and action): sent before this island
 * has hydrated, or without JavaScript, the browser posts it and the server answers with pages.
 * What a visitor types before hydration stays in the fields (see useVisitorForm).
 */
export function ContactForm({
  supportEmail,
  heading = "Send Us a Message",
  headingLevel = 3,
  check,
}: {
  supportEmail: string;
  heading?: string;
  /** The form's heading level in its page's outline (h3 under a section, h2 on the check page). */
  headingLevel?: 2 | 3;
  /** On the check page: the refused submission to show again. */
  check?: ContactFormCheck;
}) {
  const { sourcePath, form, field, formProps, controller } = useVisitorForm({
    resolver,
    check,
    idPrefix: CONTACT_FORM_ID,
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
        body: JSON.stringify({ ...values, sourcePath, ...campaignBody() }),
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
      <>
        {controller}
        <div className="rounded-xl border border-line bg-surface-raised p-8 text-center" role="status">
          <Heading className="text-2xl font-bold text-ink">Message Sent!</Heading>
          <p className="mt-3 text-ink-muted">
            Thank you for reaching out. A member of our team will get back to you {RESPONSE_PROMISES.contactEmail}.
          </p>
          <Button onClick={() => setSent(false)} size="roomy" className="mt-6">
            Send Another Message
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      {controller}
      <form
        method="post"
        action="/api/contact"
        {...formProps}
        onSubmit={(event) => (isSubmitting ? event.preventDefault() : void onSubmit(event))}
        noValidate
        aria-labelledby={`${CONTACT_FORM_ID}-heading`}
        className="contact-form"
      >
        <Heading id={`${CONTACT_FORM_ID}-heading`}>{heading}</Heading>
        <p>
          Fields marked <span>*</span> are required.
        </p>
        <div>
          <FormField {...field("name")} {...CONTACT_DETAILS.name} required />
          <FormField {...field("email")} {...CONTACT_DETAILS.email} required />
          <FormField {...field("phone")} {...CONTACT_DETAILS.phone} />
          <FormField {...field("practice")} {...CONTACT_DETAILS.practice} />
          <div className="sm:col-span-2">
            <FormField as="select" {...field("service")} label="Service of interest">
              <option value="">Please select...</option>
              {CONTACT_SERVICE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField as="textarea" {...field("message")} label="Message" required rows={5} />
          </div>
        </div>
        <input type="hidden" name="sourcePath" value={sourcePath} />
        <CampaignFields />
        <Honeypot register={() => register("website")} />
        <Button
          type="submit"
          // aria-disabled, not disabled, while sending: a disabled button drops keyboard focus to the page.
          aria-disabled={isSubmitting || undefined}
          size="roomy"
          className="mt-2 w-full aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto"
        >
          {isSubmitting ? "Sending..." : "Send Message"}
        </Button>
      </form>
    </>
  );
}
