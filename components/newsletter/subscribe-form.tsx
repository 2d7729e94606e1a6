"use client";

import type { FormEvent } from "react";
import { CampaignFields } from "@/components/forms/campaign-fields";
import { CONTACT_DETAILS, FormField } from "@/components/forms/field";
import { Honeypot } from "@/components/forms/honeypot";
import { useVisitorForm, type VisitorFormCheck } from "@/components/forms/visitor-form";
import { Button } from "@/components/ui/button";
import { campaignBody } from "@/lib/browser/campaign";
import { trackEvent } from "@/lib/browser/analytics";
import { toast } from "@/lib/browser/toast-store";
import { formResolver } from "@/lib/core/validation/form-resolver";
import type { SubscribeFormValues } from "@/lib/newsletter/subscribe-schema";

// The schema POST /api/newsletter/subscribe parses with, loaded on first use (see formResolver).
const resolver = formResolver(() => import("@/lib/newsletter/subscribe-schema").then((m) => m.subscribeFields));
/** The fields once a submission went through (reset); not default values, see useVisitorForm. */
const EMPTY: SubscribeFormValues = { email: "", name: "", practiceName: "", website: "" };
const FIELDS = ["email", "name", "practiceName"] as const;
const DEFAULT_FAILURE = "Failed to subscribe. Please try again.";
/** The ids of the subscription form, shown at most once per page ("subscribe-form-email"). */
const SUBSCRIBE_FORM_ID = "subscribe-form";

/**
 * The extra check on submit (a generic e-mail format): non-empty text without spaces, an
 * at-sign, and a dot-separated domain.
 */
function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** A refusal with the server's own message (a network failure has none). */
class Refused extends Error {}

/**
 * The newsletter subscription form (/newsletter and /newsletter/check). The same schema as POST
 * /api/newsletter/subscribe (subscribe-schema.ts); the consent wording sits beside the button and is
 * what the server records with the opt-in. It is a real form too (method and action): sent before
 * this island has hydrated, or without JavaScript, the browser posts it and the server answers with
 * pages. What a visitor types before hydration stays in the fields (see useVisitorForm).
 */
export function SubscribeForm({
  consentText,
  check,
}: {
  consentText: string;
  /** On the check page: the refused submission to show again. */
  check?: VisitorFormCheck<SubscribeFormValues>;
}) {
  const { sourcePath, form, field, formProps, controller } = useVisitorForm({
    resolver,
    check,
    idPrefix: SUBSCRIBE_FORM_ID,
  });
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    trigger,
    formState: { isSubmitting },
  } = form;

  const send = handleSubmit(async (values) => {
    try {
      const response = await fetch("/api/newsletter/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, sourcePath, ...campaignBody() }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        fieldErrors?: Record<string, string[]>;
      };
      if (!response.ok) {
        for (const field of FIELDS) {
          const message = body.fieldErrors?.[field]?.[0];
          if (message) setError(field, { message });
        }
        throw new Refused(body.message || DEFAULT_FAILURE);
      }
      toast({
        title: "Subscription Successful!",
        description: body.message || "Check your inbox: we sent you an e-mail to confirm your subscription.",
      });
      trackEvent("sign_up", { method: "newsletter", page: sourcePath });
      reset(EMPTY);
    } catch (error) {
      console.warn("Failed to subscribe to newsletter");
      toast({
        variant: "destructive",
        title: "Subscription Failed",
        description: error instanceof Refused ? error.message : DEFAULT_FAILURE,
      });
    }
  });

  // An extra check on submit: a malformed address gets a notice and nothing is sent.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) {
      event.preventDefault();
      return;
    }
    if (!looksLikeEmail(getValues("email").trim())) {
      event.preventDefault();
      void trigger("email");
      toast({ variant: "destructive", title: "Invalid Email", description: "Please enter a valid email address" });
      return;
    }
    void send(event);
  };

  const id = SUBSCRIBE_FORM_ID;
  return (
    <>
      {controller}
      <form
        method="post"
        action="/api/newsletter/subscribe"
        {...formProps}
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
          <FormField {...field("email")} {...CONTACT_DETAILS.email} required />
          <FormField {...field("name")} {...CONTACT_DETAILS.name} required />
          <FormField {...field("practiceName")} {...CONTACT_DETAILS.practice} />
        </div>
        <input type="hidden" name="sourcePath" value={sourcePath} />
        <CampaignFields />
        <Honeypot register={() => register("website")} />
        <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start">
          <Button
            type="submit"
            // aria-disabled, not disabled, while sending: a disabled button drops keyboard focus to the page.
            aria-disabled={isSubmitting || undefined}
            aria-describedby={`${id}-consent`}
            className="shrink-0 px-6 py-3 aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {isSubmitting ? "Subscribing..." : "Subscribe"}
          </Button>
          <p id={`${id}-consent`} className="text-sm text-ink-muted">
            {consentText}
          </p>
        </div>
      </form>
    </>
  );
}
