"use client";

import { Button } from "@/components/ui/button";
import { usePathname } from "next/navigation";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Field, describedBy, inputClass } from "@/components/forms/field";
import { Honeypot } from "@/components/forms/honeypot";
import { RESPONSE_PROMISES } from "@/content/business";
import { CONTACT_SERVICE_OPTIONS } from "@/content/services";
import { trackEvent } from "@/lib/core/analytics";
import { toast } from "@/lib/core/toast-store";
import type { ContactFormValues } from "@/lib/contact/schema";
import { formResolver } from "@/lib/core/validation/form-resolver";

type FormValues = ContactFormValues;
// The schema POST /api/contact parses with, loaded on first use (see formResolver).
const resolver = formResolver(() => import("@/lib/contact/schema").then((m) => m.contactFields));

const EMPTY: FormValues = { name: "", email: "", phone: "", practice: "", service: "", message: "", website: "" };

/** A refused submission the server kept for the check page: what was typed and its errors. */
export interface ContactFormCheck {
  values: Partial<Record<keyof FormValues | "sourcePath", string>>;
  fieldErrors: Record<string, string[]>;
}

/**
 * The contact form (home page, /contact, the location pages, and /contact/check). Validated in the
 * browser with the schema the route handler parses with (lib/contact/schema.ts); on failure the
 * form keeps what was typed. It is a real form too (method and action): sent before this island
 * has loaded, or without JavaScript, the browser posts it and the server answers with pages.
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
  const id = useId();
  const pathname = usePathname();
  // The page the form was first sent from, also on the check page.
  const sourcePath = check?.values.sourcePath ?? pathname;
  // defaultValue too, so the server-rendered HTML shows what was typed before any script runs.
  const initial: FormValues = { ...EMPTY, ...check?.values, website: "" };
  const [sent, setSent] = useState(false);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, submitCount, dirtyFields },
  } = useForm<FormValues>({
    resolver,
    defaultValues: initial,
    mode: "onTouched",
  });
  /** The browser's own check once it has one; until then the server's (check page). */
  const errorOf = (name: keyof FormValues): string | undefined =>
    errors[name]?.message ?? (submitCount === 0 && !dirtyFields[name] ? check?.fieldErrors[name]?.[0] : undefined);

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

  const f = (name: string) => `${id}-${name}`;
  return (
    <form
      method="post"
      action="/api/contact"
      onSubmit={(event) => (isSubmitting ? event.preventDefault() : void onSubmit(event))}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="relative rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8"
    >
      <Heading id={`${id}-heading`} className="text-xl font-bold text-ink">
        {heading}
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      <div className="mt-6 grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <Field id={f("name")} label="Name" required error={errorOf("name")}>
          <input
            id={f("name")}
            type="text"
            autoComplete="name"
            className={inputClass}
            aria-invalid={errorOf("name") ? true : undefined}
            aria-describedby={describedBy(f("name"))}
            defaultValue={initial.name}
            {...register("name")}
          />
        </Field>
        <Field id={f("email")} label="Email" required error={errorOf("email")}>
          <input
            id={f("email")}
            type="email"
            autoComplete="email"
            className={inputClass}
            aria-invalid={errorOf("email") ? true : undefined}
            aria-describedby={describedBy(f("email"))}
            defaultValue={initial.email}
            {...register("email")}
          />
        </Field>
        <Field id={f("phone")} label="Phone" error={errorOf("phone")}>
          <input
            id={f("phone")}
            type="tel"
            autoComplete="tel"
            className={inputClass}
            aria-invalid={errorOf("phone") ? true : undefined}
            aria-describedby={describedBy(f("phone"))}
            defaultValue={initial.phone}
            {...register("phone")}
          />
        </Field>
        <Field id={f("practice")} label="Practice name" error={errorOf("practice")}>
          <input
            id={f("practice")}
            type="text"
            autoComplete="organization"
            className={inputClass}
            aria-invalid={errorOf("practice") ? true : undefined}
            aria-describedby={describedBy(f("practice"))}
            defaultValue={initial.practice}
            {...register("practice")}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field id={f("service")} label="Service of interest" error={errorOf("service")}>
            <select
              id={f("service")}
              className={inputClass}
              aria-invalid={errorOf("service") ? true : undefined}
              aria-describedby={describedBy(f("service"))}
              defaultValue={initial.service}
              {...register("service")}
            >
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
          <Field id={f("message")} label="Message" required error={errorOf("message")}>
            <textarea
              id={f("message")}
              rows={5}
              className={inputClass}
              aria-invalid={errorOf("message") ? true : undefined}
              aria-describedby={describedBy(f("message"))}
              defaultValue={initial.message}
              {...register("message")}
            />
          </Field>
        </div>
      </div>
      <input type="hidden" name="sourcePath" value={sourcePath} />
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
  );
}
