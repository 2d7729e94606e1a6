import { FormField } from "@/components/forms/field";
import { Honeypot } from "@/components/forms/honeypot";
import type { VisitorFormViewProps } from "@/components/forms/visitor-form";
import { Button } from "@/components/ui/button";
import type { SubscribeFormValues } from "@/lib/newsletter/subscribe-schema";

/** A field of the subscription form the visitor fills (the honeypot aside). */
export type SubscribeFieldName = Exclude<keyof SubscribeFormValues, "website">;

/** The ids of the subscription form, shown at most once per page. */
export const SUBSCRIBE_FORM_ID = "subscribe-form";

/**
 * The subscription form's markup, one copy for both of its states: the form the server sends (which
 * posts by itself, without JavaScript) and the scripted form that takes it over
 * (components/newsletter/subscribe-form.tsx). Identical markup is what lets the scripted form
 * replace the served one without anything on the screen moving.
 */
export function SubscribeFormView({
  formRef,
  consentText,
  sourcePath,
  field,
  honeypot,
  submitting = false,
  onSubmit,
}: VisitorFormViewProps<SubscribeFieldName> & {
  /** The consent wording beside the button: what the server records with the opt-in. */
  consentText: string;
}) {
  const id = SUBSCRIBE_FORM_ID;
  return (
    <form
      ref={formRef}
      method="post"
      action="/api/newsletter/subscribe"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="relative rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
        Subscribe to Our Newsletter
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      <div className="mt-6 space-y-2">
        <FormField {...field("email")} label="Email" required type="email" autoComplete="email" />
        <FormField {...field("name")} label="Name" required type="text" autoComplete="name" />
        <FormField {...field("practiceName")} label="Practice name" type="text" autoComplete="organization" />
      </div>
      <input type="hidden" name="sourcePath" value={sourcePath} />
      <Honeypot register={honeypot} />
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start">
        <Button
          type="submit"
          // aria-disabled, not disabled, while sending: a disabled button drops keyboard focus to the page.
          aria-disabled={submitting || undefined}
          aria-describedby={`${id}-consent`}
          className="shrink-0 px-6 py-3 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {submitting ? "Subscribing..." : "Subscribe"}
        </Button>
        <p id={`${id}-consent`} className="text-sm text-ink-muted">
          {consentText}
        </p>
      </div>
    </form>
  );
}
