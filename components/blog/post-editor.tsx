"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useWatch, type DefaultValues } from "react-hook-form";
import { Field, describedBy, inputClass } from "@/components/forms/field";
import {
  PublicationEditor,
  type PublicationFieldsProps,
  type PublicationWording,
} from "@/components/publishing/publication-editor";
import { BLOG_CATEGORIES } from "@/content/blog-categories";
import { slugify } from "@/lib/blog/slug";
import { blogPostFieldsSchema, type BlogPostFormValues } from "@/lib/blog/post-schema";
import { adminBlogApiPath, adminBlogPostPath } from "@/lib/core/paths";

const FIELDS = ["title", "slug", "excerpt", "category", "tags", "author", "content"] as const;

const WORDING: PublicationWording = {
  newLabel: "New post",
  editLabel: "Edit post",
  apiPath: adminBlogApiPath,
  editorPath: adminBlogPostPath,
  listPath: "/admin/blog",
  backLabel: "Back to all posts",
  unpublishQuestion: "Unpublish this post? It disappears from the website at once; you can publish it again later.",
  emptyPreview: "Nothing to preview yet: write the content and it appears here as the post page will show it.",
};

const resolver = zodResolver(blogPostFieldsSchema);

export interface BlogPostEditorProps {
  /** null for a new post. */
  id: number | null;
  /** A new post has no category until one is chosen. */
  initial: DefaultValues<BlogPostFormValues>;
  published: boolean;
}

/** Writing a post: the shared publication editor with a post's fields and byline preview. */
export function BlogPostEditor({ id, initial, published }: BlogPostEditorProps) {
  return (
    <PublicationEditor<BlogPostFormValues>
      id={id}
      initial={initial}
      published={published}
      resolver={resolver}
      fieldNames={FIELDS}
      wording={WORDING}
      Fields={PostFields}
      previewMeta={({ author = "", category: categorySlug }) => {
        const category = BLOG_CATEGORIES.find((c) => c.slug === categorySlug);
        return (
          <>
            By {author.trim() || "…"}
            {category ? ` · ${category.name}` : ""}
          </>
        );
      }}
    />
  );
}

function PostFields({ form, fieldId: f, invalid, isNew, initial }: PublicationFieldsProps<BlogPostFormValues>) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  // A new post's slug follows its title until someone edits the slug itself.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(isNew && !initial.slug);
  const slug = useWatch({ control, name: "slug" }) ?? "";
  const titleField = register("title", {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle) setValue("slug", slugify(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = register("slug", { onChange: () => setSlugFollowsTitle(false) });

  return (
    <>
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
    </>
  );
}
