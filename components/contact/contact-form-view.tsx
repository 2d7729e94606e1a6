import { FormField } from "@/components/forms/field";
import { Honeypot } from "@/components/forms/honeypot";
import type { VisitorFormViewProps } from "@/components/forms/visitor-form";
import { Button } from "@/components/ui/button";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import type { ContactFormValues } from "@/lib/contact/schema";

/** A field of the contact form the visitor fills (the honeypot aside). */
export type ContactFieldName = Exclude<keyof ContactFormValues, "website">;

/** The ids of the contact form, shown at most once per page. */
export const CONTACT_FORM_ID = "contact";

/**
 * The contact form's markup, one copy for both of its states: the form the server sends (which
 * posts by itself, without JavaScript) and the scripted form that takes it over
 * (components/contact/contact-form.tsx). Identical markup is what lets the scripted form replace
 * the served one without anything on the screen moving.
 */
export function ContactFormView({
  formRef,
  heading,
  headingLevel,
  sourcePath,
  field,
  honeypot,
  submitting = false,
  onSubmit,
}: VisitorFormViewProps<ContactFieldName> & {
  heading: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <form
      ref={formRef}
      method="post"
      action="/api/contact"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${CONTACT_FORM_ID}-heading`}
      className="contact-form"
    >
      <Heading id={`${CONTACT_FORM_ID}-heading`}>{heading}</Heading>
      <p>
        Fields marked <span>*</span> are required.
      </p>
      <div>
        <FormField {...field("name")} label="Name" required type="text" autoComplete="name" />
        <FormField {...field("email")} label="Email" required type="email" autoComplete="email" />
        <FormField {...field("phone")} label="Phone" type="tel" autoComplete="tel" />
        <FormField {...field("practice")} label="Practice name" type="text" autoComplete="organization" />
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
      <Honeypot register={honeypot} />
      <Button
        type="submit"
        // aria-disabled, not disabled, while sending: a disabled button drops keyboard focus to the page.
        aria-disabled={submitting || undefined}
        size="roomy"
        className="mt-2 w-full aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto"
      >
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
