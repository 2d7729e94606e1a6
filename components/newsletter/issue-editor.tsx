"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useDeferredValue, useId, useState, type FormEvent } from "react";
import { useForm, useWatch, type DefaultValues } from "react-hook-form";
import {
  LEAVE_WITHOUT_SAVING,
  PublishButtons,
  applyFieldErrors,
  postAdmin,
  submitIntent,
  useUnsavedChangesWarning,
  type Intent,
} from "@/components/content/editor-support";
import { MARKUP_HINT, MarkupPreview } from "@/components/content/markup-preview";
import { Field, describedBy, inputClass } from "@/components/forms/field";
import { toast } from "@/lib/core/toast-store";
import { ISSUE_LIMITS, MONTH_NAMES, issueFieldsSchema, type IssueFormValues } from "@/lib/newsletter/issue-schema";

const FIELDS = ["title", "month", "year", "content"] as const;

/**
 * Writing a newsletter issue: title, month and year, content with a live preview through the
 * public pages' renderer; saved as a draft (on no public page) or published. Sending is separate.
 */
export function IssueEditor({
  id,
  initial,
  published: initiallyPublished,
}: {
  id: number | null;
  initial: DefaultValues<IssueFormValues>;
  published: boolean;
}) {
  const uid = useId();
  const router = useRouter();
  const [published, setPublished] = useState(initiallyPublished);
  const [busy, setBusy] = useState<Intent | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<IssueFormValues>({ resolver: zodResolver(issueFieldsSchema), defaultValues: initial, mode: "onTouched" });
  useUnsavedChangesWarning(isDirty && busy === null);

  const [title = "", month, year, liveContent = ""] = useWatch({
    control,
    name: ["title", "month", "year", "content"],
  });
  const content = useDeferredValue(liveContent);

  async function save(values: IssueFormValues, intent: Intent) {
    if (
      published &&
      intent === "draft" &&
      !window.confirm(
        "Unpublish this issue? It disappears from the website at once, and the link in e-mails already sent stops working until you publish it again.",
      )
    ) {
      return;
    }
    setBusy(intent);
    const { status, answer } = await postAdmin(id === null ? "/api/admin/newsletter" : `/api/admin/newsletter/${id}`, {
      ...values,
      status: intent,
    });
    setBusy(null);
    if (status === 401) {
      toast({
        variant: "destructive",
        title: "Not saved",
        description: "Your session has ended. Sign in again in another tab, then save once more.",
      });
      return;
    }
    if (status < 200 || status >= 300) {
      applyFieldErrors(answer, FIELDS, setError);
      toast({
        variant: "destructive",
        title: "Not saved",
        description: answer.message ?? `The server answered ${status}.`,
      });
      return;
    }
    toast({
      title: intent === "published" ? "Published" : published ? "Unpublished" : "Saved",
      description: answer.message ?? "Saved.",
    });
    setPublished(intent === "published");
    reset(values);
    if (id === null && typeof answer.id === "number") router.replace(`/admin/newsletter/${answer.id}`);
    else router.refresh();
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const intent = submitIntent(event, published ? "published" : "draft");
    void handleSubmit((values) => save(values, intent))(event);
  };

  const f = (name: string) => `${uid}-${name}`;
  const invalid = (name: (typeof FIELDS)[number]) => (errors[name] ? true : undefined);

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={id === null ? "New issue" : "Edit issue"}
        className="min-w-0 space-y-1"
      >
        <p className="pb-3 text-sm text-ink-muted">
          Fields marked <span className="text-danger">*</span> are required.
        </p>
        <Field
          id={f("title")}
          label="Title"
          required
          hint="Also the subject line of the e-mail."
          error={errors.title?.message}
        >
          <input
            id={f("title")}
            type="text"
            className={inputClass}
            aria-invalid={invalid("title")}
            aria-describedby={describedBy(f("title"), true)}
            {...register("title")}
          />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field id={f("month")} label="Month" required error={errors.month?.message}>
            <select
              id={f("month")}
              className={inputClass}
              aria-invalid={invalid("month")}
              aria-describedby={describedBy(f("month"))}
              {...register("month")}
            >
              {!initial.month ? <option value="">Choose a month...</option> : null}
              {MONTH_NAMES.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </Field>
          <Field id={f("year")} label="Year" required error={errors.year?.message}>
            <input
              id={f("year")}
              type="number"
              inputMode="numeric"
              min={ISSUE_LIMITS.yearMin}
              max={ISSUE_LIMITS.yearMax}
              step={1}
              className={inputClass}
              aria-invalid={invalid("year")}
              aria-describedby={describedBy(f("year"))}
              {...register("year", { valueAsNumber: true })}
            />
          </Field>
        </div>
        <Field id={f("content")} label="Content" required hint={MARKUP_HINT} error={errors.content?.message}>
          <textarea
            id={f("content")}
            rows={18}
            className={`${inputClass} font-mono text-sm leading-relaxed`}
            aria-invalid={invalid("content")}
            aria-describedby={describedBy(f("content"), true)}
            {...register("content")}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line pt-5">
          <PublishButtons published={published} busy={busy} />
          <Link
            href="/admin/newsletter"
            onClick={(event) => {
              if (isDirty && !window.confirm(LEAVE_WITHOUT_SAVING)) event.preventDefault();
            }}
            className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline"
          >
            Back to all issues
          </Link>
        </div>
      </form>
      <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <MarkupPreview
          id={f("preview")}
          title={title}
          meta={month && Number.isFinite(year) ? `${month} ${year}` : "Month and year not chosen yet"}
          source={content}
          emptyText="Nothing to preview yet: write the content and it appears here as the issue page will show it."
        />
      </div>
    </div>
  );
}
