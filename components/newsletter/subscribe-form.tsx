"use client";

import type { FormEvent } from "react";
import { useVisitorForm, type VisitorFormCheck } from "@/components/forms/visitor-form";
import { SUBSCRIBE_FORM_ID, SubscribeFormView } from "@/components/newsletter/subscribe-form-view";
import { trackEvent } from "@/lib/browser/analytics";
import { toast } from "@/lib/browser/toast-store";
import { formResolver } from "@/lib/core/validation/form-resolver";
import type { SubscribeFormValues } from "@/lib/newsletter/subscribe-schema";

// The schema POST /api/newsletter/subscribe parses with, loaded on first use (see formResolver).
const resolver = formResolver(() => import("@/lib/newsletter/subscribe-schema").then((m) => m.subscribeFields));
const EMPTY: SubscribeFormValues = { email: "", name: "", practiceName: "", website: "" };
const FIELDS = ["email", "name", "practiceName"] as const;
const DEFAULT_FAILURE = "Failed to subscribe. Please try again.";

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
 * The newsletter subscription form. The same schema as POST /api/newsletter/subscribe (subscribe-schema.ts); the
 * consent wording sits beside the button and is what the server records with the opt-in. On
 * /newsletter it takes over the served form as the visitor approaches it
 * (subscribe-form-on-approach.tsx): `takeOver` is that form, whose values and focus it carries on.
 */
export function SubscribeForm({
  consentText,
  check,
  takeOver,
}: {
  consentText: string;
  /** On the check page: the refused submission to show again. */
  check?: VisitorFormCheck<SubscribeFormValues>;
  /** The served form this one replaces (still on the page while this one first renders). */
  takeOver?: HTMLFormElement;
}) {
  const { sourcePath, form, field, formRef } = useVisitorForm({
    resolver,
    empty: EMPTY,
    check,
    idPrefix: SUBSCRIBE_FORM_ID,
    takeOver,
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
        body: JSON.stringify({ ...values, sourcePath }),
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

  return (
    <SubscribeFormView
      formRef={formRef}
      consentText={consentText}
      sourcePath={sourcePath}
      field={field}
      honeypot={() => register("website")}
      submitting={isSubmitting}
      onSubmit={onSubmit}
    />
  );
}
