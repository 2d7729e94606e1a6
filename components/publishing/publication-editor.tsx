"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useDeferredValue, useId, useState, type ComponentType, type FormEvent, type ReactNode } from "react";
import {
  useForm,
  useWatch,
  type DefaultValues,
  type DeepPartial,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
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
import { FormField, inputClass } from "@/components/forms/field";
import { toast } from "@/lib/browser/toast-store";

/** What a publication (a blog post, a newsletter issue) has that the shared editor reads. */
export interface PublicationValues extends FieldValues {
  title: string;
  content: string;
}

/**
 * What differs between a post and an issue: its name, addresses, form and preview. The editor's
 * other words are built from the name, so both kinds say the same things the same way.
 */
export interface PublicationKind<V extends PublicationValues> {
  /** What staff call one record, e.g. "post": "New post", "Back to all posts". */
  noun: string;
  /** Where a new record (null) is created and an existing one saved. */
  apiPath: (id: number | null) => string;
  /** A saved record's editor page, where a new one goes once created. */
  editorPath: (id: number) => string;
  /** The staff list, for the "Back to all …" link. */
  listPath: string;
  unpublishQuestion: string;
  resolver: Resolver<V>;
  /** The fields a refusal's field errors may name, in the form's order. */
  fieldNames: readonly Path<V>[];
  /** The kind's own fields, shown above the shared Content field. */
  Fields: ComponentType<PublicationFieldsProps<V>>;
  /** The line under the preview's title (a post's byline, an issue's month). */
  previewMeta: (values: DeepPartial<V>) => ReactNode;
}

/** What `field(name)` gives a field: spread on FormField. */
export type PublicationFieldProps = { id: string; error: string | undefined } & UseFormRegisterReturn;

/** The record an editor opens: a post or an issue page passes these to its kind's editor. */
export interface PublicationRecordProps<V extends PublicationValues> {
  /** null for a new record. */
  id: number | null;
  /** The saved record's values, or a new one's defaults (a new post has no category until one is chosen). */
  initial: DefaultValues<V>;
  published: boolean;
}

/** What a kind's own fields get to render themselves with. */
export interface PublicationFieldsProps<V extends PublicationValues> {
  form: UseFormReturn<V>;
  /** A field's props for FormField: its id (unique on the page), its error and its registration. */
  field: (name: Path<V>, options?: RegisterOptions<V, Path<V>>) => PublicationFieldProps;
  isNew: boolean;
  /** The values the editor opened with (a saved record's, or a new one's defaults). */
  initial: DefaultValues<V>;
}

/** One kind's editor, for its pages to render with a record: PublicationEditor with the kind given. */
export function publicationEditor<V extends PublicationValues>(kind: PublicationKind<V>) {
  return function KindEditor(props: PublicationRecordProps<V>) {
    return (
      // Every editor page, new or existing record, sets the editor this far below its header.
      <div className="mt-8">
        <PublicationEditor<V> {...props} kind={kind} />
      </div>
    );
  };
}

/**
 * Writing a post or an issue: the kind's own fields, then the content, checked in the browser with the same schema as
 * the server, and a live preview through the public pages' renderer. "Save as draft" / "Publish"
 * for a draft, "Save changes" / "Unpublish" for a published record. One editor serves both kinds
 * so saving, unpublishing, leaving with unsaved changes and the answers' toasts behave alike.
 */
function PublicationEditor<V extends PublicationValues>({
  id,
  initial,
  published: initiallyPublished,
  kind,
}: PublicationRecordProps<V> & { kind: PublicationKind<V> }) {
  const { noun, resolver, fieldNames, Fields } = kind;
  const uid = useId();
  const router = useRouter();
  const [published, setPublished] = useState(initiallyPublished);
  const [busy, setBusy] = useState<Intent | null>(null);
  // Focus goes to the first invalid field in the form's reading order (fieldNames), not in the
  // order fields were registered: the shared Content field registers before a kind's own fields.
  const form = useForm<V>({ resolver, defaultValues: initial, mode: "onTouched", shouldFocusError: false });
  const {
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = form;
  useUnsavedChangesWarning(isDirty && busy === null);

  const values = useWatch({ control }) as DeepPartial<V>;
  const title = typeof values.title === "string" ? values.title : "";
  const content = useDeferredValue(typeof values.content === "string" ? values.content : "");

  async function save(data: V, intent: Intent) {
    if (published && intent === "draft" && !window.confirm(kind.unpublishQuestion)) return;
    setBusy(intent);
    const { status, answer } = await postAdmin(kind.apiPath(id), {
      ...data,
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
      applyFieldErrors(answer, fieldNames, setError);
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
    reset(data);
    if (id === null && typeof answer.id === "number") router.replace(kind.editorPath(answer.id));
    else router.refresh();
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const intent = submitIntent(event, published ? "published" : "draft");
    void handleSubmit(
      (data) => save(data, intent),
      (invalidFields) => {
        const first = fieldNames.find((name) => name in invalidFields);
        if (first) form.setFocus(first);
      },
    )(event);
  };

  const fieldId = (name: string) => `${uid}-${name}`;
  const field = (name: Path<V>, options?: RegisterOptions<V, Path<V>>): PublicationFieldProps => {
    const message = errors[name]?.message;
    return {
      id: fieldId(name),
      error: typeof message === "string" ? message : undefined,
      ...form.register(name, options),
    };
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={`${id === null ? "New" : "Edit"} ${noun}`}
        className="min-w-0 space-y-1"
      >
        <p className="pb-3 text-sm text-ink-muted">
          Fields marked <span className="text-danger">*</span> are required.
        </p>
        <Fields form={form} field={field} isNew={id === null} initial={initial} />
        <FormField
          as="textarea"
          {...field("content" as Path<V>)}
          label="Content"
          required
          hint={MARKUP_HINT}
          rows={18}
          className={`${inputClass} font-mono text-sm leading-relaxed`}
        />
        <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line pt-5">
          <PublishButtons published={published} busy={busy} />
          <Link
            href={kind.listPath}
            onClick={(event) => {
              if (isDirty && !window.confirm(LEAVE_WITHOUT_SAVING)) event.preventDefault();
            }}
            className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline"
          >
            {`Back to all ${noun}s`}
          </Link>
        </div>
      </form>
      <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <MarkupPreview
          id={fieldId("preview")}
          title={title}
          meta={kind.previewMeta(values)}
          source={content}
          emptyText={`Nothing to preview yet: write the content and it appears here as the ${noun} page will show it.`}
        />
      </div>
    </div>
  );
}
