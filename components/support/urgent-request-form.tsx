"use client";

import { useState } from "react";
import type { Path } from "react-hook-form";
import { CampaignFields } from "@/components/forms/campaign-fields";
import { CONTACT_DETAILS, FormField, describedBy } from "@/components/forms/field";
import { Honeypot } from "@/components/forms/honeypot";
import { useVisitorForm, type VisitorFormCheck } from "@/components/forms/visitor-form";
import { EmergencyPhone } from "@/components/support/emergency-phone";
import { Button } from "@/components/ui/button";
import { campaignBody } from "@/lib/browser/campaign";
import { openPage } from "@/lib/browser/navigate";
import type { SupportFormValues } from "@/lib/support/schema";
import { formResolver } from "@/lib/core/validation/form-resolver";

type FormValues = SupportFormValues;
// The schema POST /api/support parses with, loaded on first use (see formResolver).
const resolver = formResolver(() => import("@/lib/support/schema").then((m) => m.supportFields));

/** The ids of the urgent-request form, shown at most once per page ("support-phone"). */
const SUPPORT_FORM_ID = "support";

/** Where a request the server took lands when its answer names no status page. */
const RECEIVED_PAGE = "/support/received";
/** The only addresses the form follows from an answer: a request's own status page. */
const STATUS_PATH = /^\/support\/status\/[^/?#]+$/;

/** A refused submission the server kept for the check page: what was typed and its errors. */
export type SupportFormCheck = VisitorFormCheck<FormValues>;

/** One option of a choice: the value sent and the plain words shown. */
export interface SupportChoice {
  value: string;
  label: string;
}

interface SupportAnswer {
  success?: boolean;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  statusPath?: string;
}

/** "Critical: the practice cannot see patients" as its name and the words after it. */
function splitLabel(label: string): [string, string] {
  const at = label.indexOf(": ");
  return at < 0 ? [label, ""] : [label.slice(0, at), label.slice(at + 2)];
}

/**
 * The urgent-request form of /support and /support/check, for client practices whose IT has
 * failed. Validated in the browser with the schema the route handler parses with
 * (lib/support/schema.ts); on success it opens the request's status page. It is a real form too
 * (method and action): sent before this island has hydrated, or without JavaScript, the browser
 * posts it and the server answers with pages. What a visitor types before hydration stays in the
 * fields (see useVisitorForm). The choices come from the page, so the schema (and zod with it)
 * reaches the browser only when the form is first checked.
 */
export function UrgentRequestForm({
  affected,
  severities,
  headingLevel = 2,
  check,
}: {
  affected: readonly SupportChoice[];
  severities: readonly SupportChoice[];
  /** The form's heading level in its page's outline. */
  headingLevel?: 2 | 3;
  /** On the check page: the refused submission to show again. */
  check?: SupportFormCheck;
}) {
  const { sourcePath, form, field, formProps, controller } = useVisitorForm({
    resolver,
    check,
    idPrefix: SUPPORT_FORM_ID,
  });
  // Shown under the fields, in place of a toast that would vanish: it stays until the next try
  // and carries the phone number, which a stressed caller needs more than the reason.
  const [problem, setProblem] = useState<string | null>(null);
  // Set once the request is taken: the button stays busy while the status page opens.
  const [leaving, setLeaving] = useState(false);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const {
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const busy = isSubmitting || leaving;

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        const response = await fetch("/api/support", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...values, sourcePath, ...campaignBody() }),
        });
        const body = (await response.json().catch(() => ({}))) as SupportAnswer;
        if (response.ok) {
          setLeaving(true);
          const next = body.statusPath && STATUS_PATH.test(body.statusPath) ? body.statusPath : RECEIVED_PAGE;
          openPage(next);
          return;
        }
        for (const [name, messages] of Object.entries(body.fieldErrors ?? {})) {
          if (name in values && messages[0])
            setError(name as Path<FormValues>, { type: "server", message: messages[0] });
        }
        setProblem(body.message ?? `Your request was not sent (the server answered ${response.status}).`);
      } catch (error) {
        console.warn("Urgent request failed:", error instanceof Error ? error.message : error);
        setProblem("Your request was not sent: we could not reach our server.");
      }
    },
    () => setProblem("Your request was not sent yet: please check the highlighted fields."),
  );

  const {
    id: severityId,
    error: severityError,
    defaultValue: severityChecked,
    ref: registerSeverity,
    ...severity
  } = field("severity");
  const severityDescription = describedBy(severityId);
  /**
   * The radios are handed to react-hook-form from their fieldset, a checked one first. It takes a
   * group's value from the radios it knows when each one registers and writes that value to every
   * radio after it: registered one by one in page order, a choice made before hydration (or shown
   * again on the check page) would be cleared by the unchecked radios above it.
   */
  const registerSeverityGroup = (fieldset: HTMLFieldSetElement | null) => {
    if (!fieldset) {
      registerSeverity(null);
      return;
    }
    const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    for (const radio of [...radios.filter((r) => r.checked), ...radios.filter((r) => !r.checked)])
      registerSeverity(radio);
  };

  return (
    <>
      {controller}
      <form
        method="post"
        action="/api/support"
        {...formProps}
        onSubmit={(event) => (busy ? event.preventDefault() : void onSubmit(event))}
        noValidate
        aria-labelledby={`${SUPPORT_FORM_ID}-heading`}
        className="support-form"
      >
        <Heading id={`${SUPPORT_FORM_ID}-heading`}>Send an urgent request</Heading>
        <p>
          Fields marked <span>*</span> are required.
        </p>
        <div className="support-fields">
          <FormField {...field("practice")} {...CONTACT_DETAILS.practice} required />
          <FormField {...field("name")} {...CONTACT_DETAILS.name} label="Your name" required />
          <FormField
            {...field("phone")}
            {...CONTACT_DETAILS.phone}
            label="Call-back phone"
            hint="The number the technician should call you on."
            required
          />
          <FormField
            {...field("email")}
            {...CONTACT_DETAILS.email}
            hint="Only if your e-mail works; we will phone you either way."
          />
          <div className="sm:col-span-2">
            <FormField
              {...field("code")}
              label="Support code"
              hint="From your welcome pack; with it, critical requests page the on-call technician at once."
              type="text"
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
            />
          </div>
          <div className="sm:col-span-2">
            <FormField as="select" {...field("affected")} label="What is affected" required>
              <option value="">Please choose...</option>
              {affected.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </FormField>
          </div>
          {/* A radio group marks itself invalid (a radio cannot); each radio names the error too, so
            it is read on reaching any of them. */}
          <fieldset
            ref={registerSeverityGroup}
            role="radiogroup"
            aria-labelledby={`${severityId}-legend`}
            aria-invalid={severityError ? true : undefined}
            className="support-choices sm:col-span-2"
          >
            <legend id={`${severityId}-legend`}>
              How serious is it?<span aria-hidden="true">{" *"}</span>
            </legend>
            {severities.map((s) => {
              const [name, words] = splitLabel(s.label);
              return (
                <label key={s.value}>
                  <input
                    type="radio"
                    {...severity}
                    id={`${severityId}-${s.value}`}
                    value={s.value}
                    defaultChecked={severityChecked === s.value}
                    aria-describedby={severityDescription}
                  />
                  <span>
                    {words ? (
                      <>
                        <strong>{name}:</strong> {words}
                      </>
                    ) : (
                      <strong>{name}</strong>
                    )}
                  </span>
                </label>
              );
            })}
            <p id={`${severityId}-error`} aria-live="polite" className="field-error">
              {severityError ?? ""}
            </p>
          </fieldset>
          <div className="sm:col-span-2">
            <FormField
              as="textarea"
              {...field("description")}
              label="What happened"
              hint="What you see on screen, any error message, and what you have tried."
              required
              rows={5}
            />
          </div>
        </div>
        <input type="hidden" name="sourcePath" value={sourcePath} />
        <CampaignFields />
        <Honeypot register={() => register("website")} />
        <div role="alert" className="support-problem">
          {problem ? (
            <>
              <p>{problem}</p>
              <p>If it cannot wait, call us now:</p>
              <EmergencyPhone />
            </>
          ) : null}
        </div>
        <Button
          type="submit"
          // aria-disabled, not disabled, while sending: a disabled button drops keyboard focus to the page.
          aria-disabled={busy || undefined}
          size="roomy"
          className="mt-2 w-full aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto"
        >
          {busy ? "Sending..." : "Send urgent request"}
        </Button>
      </form>
    </>
  );
}
