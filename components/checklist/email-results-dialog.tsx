import { Button, buttonClasses } from "@/components/ui/button";
import * as Dialog from "@radix-ui/react-dialog";
import Link from "@/components/ui/link";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/forms/field";
import { Honeypot } from "@/components/forms/honeypot";
import { EMAIL_CONFIRMATION_MS, EMAIL_FAILURE_MESSAGE } from "@/content/checklist";
import type { ChecklistEmailFormValues, ChecklistReport } from "@/lib/checklist/schema";
import { campaignBody } from "@/lib/browser/campaign";
import { formResolver } from "@/lib/core/validation/form-resolver";

export const CHECKLIST_EMAIL_ENDPOINT = "/api/health-checklist/email";
// The address's schema POST /api/health-checklist/email parses with, loaded on first use (see formResolver).
const emailResolver = formResolver(() => import("@/lib/checklist/schema").then((m) => m.checklistEmailFields));

interface ApiBody {
  success?: boolean;
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

class SendFailed extends Error {
  constructor(
    readonly detail: string | undefined,
    readonly emailError: string | undefined,
  ) {
    super(detail ?? "send failed");
  }
}

async function sendResults(values: ChecklistEmailFormValues, report: ChecklistReport): Promise<void> {
  const response = await fetch(CHECKLIST_EMAIL_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...values, ...report, ...campaignBody() }),
  });
  const body = (await response.json().catch(() => ({}))) as ApiBody;
  // Success false, a non-OK answer or a network error all count as failure.
  if (!response.ok || body.success !== true) throw new SendFailed(body.message, body.fieldErrors?.email?.[0]);
}

function SentConfirmation({ email }: { email: string }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  return (
    <div className="text-center">
      <Dialog.Title className="text-xl font-bold text-ink">Results Sent!</Dialog.Title>
      <Dialog.Description asChild>
        <div role="status" className="mt-3 text-ink-muted">
          <p>
            Your assessment results are on their way to <strong className="break-all text-ink">{email}</strong>. Please
            check your inbox in a few minutes.
          </p>
          <p className="mt-2 text-sm">This window closes by itself in {EMAIL_CONFIRMATION_MS / 1000} seconds.</p>
        </div>
      </Dialog.Description>
      <Dialog.Close ref={closeRef} className={buttonClasses({ className: "mt-6 min-h-11 px-5 py-2" })}>
        Close
      </Dialog.Close>
    </div>
  );
}

function EmailForm({
  defaultEmail,
  report,
  onSent,
}: {
  defaultEmail: string;
  report: ChecklistReport;
  onSent: (email: string) => void;
}) {
  const id = useId();
  const fieldId = `${id}-email`;
  const [failure, setFailure] = useState<{ detail?: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChecklistEmailFormValues>({
    resolver: emailResolver,
    defaultValues: { email: defaultEmail, website: "" },
  });
  const email = useWatch({ control, name: "email" }) ?? "";
  // Send stays disabled while the address is empty or has no @.
  const canSend = email.trim() !== "" && email.includes("@");

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendResults(values, report);
      onSent(values.email.trim());
    } catch (error) {
      const failed = error instanceof SendFailed ? error : undefined;
      if (failed?.emailError) setError("email", { message: failed.emailError });
      console.warn("Checklist e-mail failed:", error instanceof Error ? error.message : error);
      setFailure({ detail: failed?.detail && failed.detail !== EMAIL_FAILURE_MESSAGE ? failed.detail : undefined });
    }
  });

  return (
    <form
      onSubmit={(event) => (isSubmitting ? event.preventDefault() : void onSubmit(event))}
      noValidate
      className="relative"
    >
      <Dialog.Title className="text-xl font-bold text-ink">Email Your Results</Dialog.Title>
      <Dialog.Description className="mt-2 text-ink-muted">
        We will send your scores, category results and recommendations to this address.
      </Dialog.Description>
      <div className="mt-5">
        <FormField
          id={fieldId}
          label="Email address"
          required
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register("email")}
        />
      </div>
      <Honeypot register={() => register("website")} />
      <p className="text-sm text-ink-muted">
        Our team keeps a copy so we can help if you get in touch; we never add you to a mailing list. See our{" "}
        <Link href="/privacy-policy" className="text-link underline">
          privacy policy
        </Link>
        .
      </p>
      {failure ? (
        <div role="alert" className="mt-4 rounded-md border border-danger bg-danger-soft p-3 text-sm text-danger">
          <p className="font-semibold">{EMAIL_FAILURE_MESSAGE}</p>
          {failure.detail ? <p className="mt-1">{failure.detail}</p> : null}
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses({ variant: "secondary", className: "min-h-11 px-5 py-2" })}>
          Cancel
        </Dialog.Close>
        <Button
          type="submit"
          // Disabled until the address can be sent; only aria-disabled while sending, since a
          // disabled button drops keyboard focus to the page when a send fails.
          disabled={!canSend}
          aria-disabled={isSubmitting || undefined}
          className="min-h-11 px-5 py-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {isSubmitting ? "Sending..." : "Send Results via Email"}
        </Button>
      </div>
    </form>
  );
}

/**
 * The Email Results dialog (Radix: focus kept inside, Escape closes, focus returns to the button
 * that opened it). On success a confirmation that closes itself after 5 seconds; on failure an
 * alert (EMAIL_FAILURE_MESSAGE), and the dialog stays open with the address kept.
 */
export function EmailResultsDialog({
  open,
  onOpenChange,
  report,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the e-mail carries besides the address (the results view builds it). */
  report: ChecklistReport;
  /** The button that opens the dialog (it lives outside this lazily loaded module). */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState("");

  useEffect(() => {
    if (!open || sentTo === null) return;
    const timer = setTimeout(() => onOpenChange(false), EMAIL_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [open, sentTo, onOpenChange]);

  const change = (next: boolean) => {
    // Each opening starts with the form again (the last address filled in).
    if (next) setSentTo(null);
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-surface-raised p-6 text-ink shadow-2xl"
        >
          {sentTo !== null ? (
            <SentConfirmation email={sentTo} />
          ) : (
            <EmailForm
              defaultEmail={lastEmail}
              report={report}
              onSent={(email) => {
                setLastEmail(email);
                setSentTo(email);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
