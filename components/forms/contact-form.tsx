"use client";

import { usePathname } from "next/navigation";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Field, describedBy, inputClass } from "@/components/forms/field";
import { Honeypot } from "@/components/forms/honeypot";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import { trackEvent } from "@/lib/analytics";
import { toast } from "@/lib/toast-store";
import { rulesResolver } from "@/lib/validation/form-rules";
import { contactRules, type ContactFormValues } from "@/lib/validation/public-forms";

type FormValues = ContactFormValues;
const resolver = rulesResolver(contactRules);

const EMPTY: FormValues = { name: "", email: "", phone: "", practice: "", service: "", message: "", website: "" };

/**
 * The contact form (home page, /contact, the location pages). Validated in the browser with the
 * same rules the route handler parses with (public-forms.ts); on failure the form keeps what was typed.
 */
export function ContactForm({ supportEmail, heading = "Send Us a Message" }: { supportEmail: string; heading?: string }) {
  const id = useId();
  const pathname = usePathname();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver,
    defaultValues: EMPTY,
    mode: "onTouched",
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, sourcePath: pathname }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) throw new Error(body.message ?? `Request failed with status ${response.status}`);
      toast({ title: "Message sent successfully!", description: "Thank you for contacting us. We'll respond to your inquiry as soon as possible." });
      trackEvent("generate_lead", { form: "contact", page: pathname });
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
        <h3 className="text-2xl font-bold text-ink">Message Sent!</h3>
        <p className="mt-3 text-ink-muted">Thank you for reaching out. A member of our team will get back to you within 1 business day.</p>
        <button
          type="button"
          onClick={() => setSent(false)}
          className="mt-6 rounded-md bg-brand px-5 py-3 font-semibold text-on-brand hover:bg-brand-strong"
        >
          Send Another Message
        </button>
      </div>
    );
  }

  const f = (name: string) => `${id}-${name}`;
  return (
    <form onSubmit={(event) => (isSubmitting ? event.preventDefault() : void onSubmit(event))} noValidate aria-labelledby={`${id}-heading`} className="relative rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
      <h3 id={`${id}-heading`} className="text-xl font-bold text-ink">
        {heading}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      <div className="mt-6 grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <Field id={f("name")} label="Name" required error={errors.name?.message}>
          <input id={f("name")} type="text" autoComplete="name" className={inputClass} aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy(f("name"))} {...register("name")} />
        </Field>
        <Field id={f("email")} label="Email" required error={errors.email?.message}>
          <input id={f("email")} type="email" autoComplete="email" className={inputClass} aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy(f("email"))} {...register("email")} />
        </Field>
        <Field id={f("phone")} label="Phone" error={errors.phone?.message}>
          <input id={f("phone")} type="tel" autoComplete="tel" className={inputClass} aria-invalid={errors.phone ? true : undefined} aria-describedby={describedBy(f("phone"))} {...register("phone")} />
        </Field>
        <Field id={f("practice")} label="Practice name" error={errors.practice?.message}>
          <input id={f("practice")} type="text" autoComplete="organization" className={inputClass} aria-invalid={errors.practice ? true : undefined} aria-describedby={describedBy(f("practice"))} {...register("practice")} />
        </Field>
        <div className="sm:col-span-2">
          <Field id={f("service")} label="Service of interest" error={errors.service?.message}>
            <select id={f("service")} className={inputClass} aria-invalid={errors.service ? true : undefined} aria-describedby={describedBy(f("service"))} {...register("service")}>
              <option value="">Please select...</option>
              {CONTACT_SERVICE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field id={f("message")} label="Message" required error={errors.message?.message}>
            <textarea id={f("message")} rows={5} className={inputClass} aria-invalid={errors.message ? true : undefined} aria-describedby={describedBy(f("message"))} {...register("message")} />
          </Field>
        </div>
      </div>
      <Honeypot register={() => register("website")} />
      <button
        type="submit"
        // aria-disabled, not disabled, while sending: a disabled button drops keyboard focus to the page.
        aria-disabled={isSubmitting || undefined}
        className="mt-2 w-full rounded-md bg-brand px-5 py-3 font-semibold text-on-brand hover:bg-brand-strong aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto"
      >
        {isSubmitting ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
