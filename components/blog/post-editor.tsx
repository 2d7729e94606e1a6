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
import { BLOG_CATEGORIES } from "@/content/blog-categories";
import { slugify } from "@/lib/blog/slug";
import { toast } from "@/lib/core/toast-store";
import { blogPostFieldsSchema, type BlogPostFormValues } from "@/lib/blog/post-schema";

const FIELDS = ["title", "slug", "excerpt", "category", "tags", "author", "content"] as const;

export interface BlogPostEditorProps {
  /** null for a new post. */
  id: number | null;
  /** A new post has no category until one is chosen. */
  initial: DefaultValues<BlogPostFormValues>;
  published: boolean;
}

/**
 * Writing a post: the fields, checked in the browser with the same schema as the server, and a
 * live preview through the public pages' renderer. "Save as draft" / "Publish" for a draft,
 * "Save changes" / "Unpublish" for a published post.
 */
export function BlogPostEditor({ id, initial, published: initiallyPublished }: BlogPostEditorProps) {
  const uid = useId();
  const router = useRouter();
  const [published, setPublished] = useState(initiallyPublished);
  const [busy, setBusy] = useState<Intent | null>(null);
  // A new post's slug follows its title until someone edits the slug itself.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(id === null && !initial.slug);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<BlogPostFormValues>({
    resolver: zodResolver(blogPostFieldsSchema),
    defaultValues: initial,
    mode: "onTouched",
  });
  useUnsavedChangesWarning(isDirty && busy === null);

  const [title = "", slug = "", author = "", categorySlug, liveContent = ""] = useWatch({
    control,
    name: ["title", "slug", "author", "category", "content"],
  });
  const category = BLOG_CATEGORIES.find((c) => c.slug === categorySlug);
  const content = useDeferredValue(liveContent);

  async function save(values: BlogPostFormValues, intent: Intent) {
    if (
      published &&
      intent === "draft" &&
      !window.confirm("Unpublish this post? It disappears from the website at once; you can publish it again later.")
    )
      return;
    setBusy(intent);
    const { status, answer } = await postAdmin(id === null ? "/api/admin/blog" : `/api/admin/blog/${id}`, {
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
    if (id === null && typeof answer.id === "number") router.replace(`/admin/blog/${answer.id}`);
    else router.refresh();
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const intent = submitIntent(event, published ? "published" : "draft");
    void handleSubmit((values) => save(values, intent))(event);
  };

  const f = (name: string) => `${uid}-${name}`;
  const invalid = (name: (typeof FIELDS)[number]) => (errors[name] ? true : undefined);
  const titleField = register("title", {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle) setValue("slug", slugify(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = register("slug", { onChange: () => setSlugFollowsTitle(false) });

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={id === null ? "New post" : "Edit post"}
        className="min-w-0 space-y-1"
      >
        <p className="pb-3 text-sm text-ink-muted">
          Fields marked <span className="text-danger">*</span> are required.
        </p>
        <Field id={f("title")} label="Title" required error={errors.title?.message}>
          <input
            id={f("title")}
            type="text"
            className={inputClass}
            aria-invalid={invalid("title")}
            aria-describedby={describedBy(f("title"))}
            {...titleField}
          />
        </Field>
        <Field
          id={f("slug")}
          label="Slug"
          required
          hint={`The post's address: /blog/${slug || "your-slug"}. Lower-case letters, digits and single hyphens.`}
          error={errors.slug?.message}
        >
          <input
            id={f("slug")}
            type="text"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={`${inputClass} font-mono`}
            aria-invalid={invalid("slug")}
            aria-describedby={describedBy(f("slug"), true)}
            {...slugField}
          />
        </Field>
        <Field
          id={f("excerpt")}
          label="Excerpt"
          required
          hint="One or two sentences for the blog list and search results."
          error={errors.excerpt?.message}
        >
          <textarea
            id={f("excerpt")}
            rows={3}
            className={inputClass}
            aria-invalid={invalid("excerpt")}
            aria-describedby={describedBy(f("excerpt"), true)}
            {...register("excerpt")}
          />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field id={f("category")} label="Category" required error={errors.category?.message}>
            <select
              id={f("category")}
              className={inputClass}
              aria-invalid={invalid("category")}
              aria-describedby={describedBy(f("category"))}
              {...register("category")}
            >
              {!initial.category ? <option value="">Choose a category...</option> : null}
              {BLOG_CATEGORIES.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={f("author")} label="Author" required error={errors.author?.message}>
            <input
              id={f("author")}
              type="text"
              autoComplete="name"
              className={inputClass}
              aria-invalid={invalid("author")}
              aria-describedby={describedBy(f("author"))}
              {...register("author")}
            />
          </Field>
        </div>
        <Field
          id={f("tags")}
          label="Tags"
          hint="Separated by commas, e.g. backups, ransomware, Dentrix."
          error={errors.tags?.message}
        >
          <input
            id={f("tags")}
            type="text"
            className={inputClass}
            aria-invalid={invalid("tags")}
            aria-describedby={describedBy(f("tags"), true)}
            {...register("tags")}
          />
        </Field>
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
            href="/admin/blog"
            onClick={(event) => {
              if (isDirty && !window.confirm(LEAVE_WITHOUT_SAVING)) event.preventDefault();
            }}
            className="inline-flex min-h-11 items-center font-semibold text-link underline-offset-4 hover:underline"
          >
            Back to all posts
          </Link>
        </div>
      </form>
      <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <MarkupPreview
          id={f("preview")}
          title={title}
          meta={
            <>
              By {author.trim() || "…"}
              {category ? ` · ${category.name}` : ""}
            </>
          }
          source={content}
          emptyText="Nothing to preview yet: write the content and it appears here as the post page will show it."
        />
      </div>
    </div>
  );
}
