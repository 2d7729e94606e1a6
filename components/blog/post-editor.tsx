"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { FormField, inputClass } from "@/components/forms/field";
import { publicationEditor, type PublicationFieldsProps } from "@/components/publishing/publication-editor";
import { BLOG_CATEGORIES } from "@/content/blog-categories";
import { slugify } from "@/lib/blog/slug";
import { blogPostFieldsSchema, type BlogPostFormValues } from "@/lib/blog/post-schema";
import { adminBlogApiPath, adminBlogPostPath } from "@/lib/core/paths";

/** Writing a post: the shared publication editor with a post's fields and byline preview. */
export const BlogPostEditor = publicationEditor<BlogPostFormValues>({
  noun: "post",
  apiPath: adminBlogApiPath,
  editorPath: adminBlogPostPath,
  listPath: "/admin/blog",
  unpublishQuestion: "Unpublish this post? It disappears from the website at once; you can publish it again later.",
  resolver: zodResolver(blogPostFieldsSchema),
  fieldNames: ["title", "slug", "excerpt", "category", "tags", "author", "content"],
  Fields: PostFields,
  previewMeta: ({ author = "", category: categorySlug }) => {
    const category = BLOG_CATEGORIES.find((c) => c.slug === categorySlug);
    return (
      <>
        By {author.trim() || "…"}
        {category ? ` · ${category.name}` : ""}
      </>
    );
  },
});

function PostFields({ form, field, isNew, initial }: PublicationFieldsProps<BlogPostFormValues>) {
  const { setValue, control } = form;
  // A new post's slug follows its title until someone edits the slug itself.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(isNew && !initial.slug);
  const slug = useWatch({ control, name: "slug" }) ?? "";
  const titleField = field("title", {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle) setValue("slug", slugify(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = field("slug", { onChange: () => setSlugFollowsTitle(false) });

  return (
    <>
      <FormField {...titleField} label="Title" required type="text" />
      <FormField
        {...slugField}
        label="Slug"
        required
        hint={`The post's address: /blog/${slug || "your-slug"}. Lower-case letters, digits and single hyphens.`}
        type="text"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={`${inputClass} font-mono`}
      />
      <FormField
        as="textarea"
        {...field("excerpt")}
        label="Excerpt"
        required
        hint="One or two sentences for the blog list and search results."
        rows={3}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField as="select" {...field("category")} label="Category" required>
          {!initial.category ? <option value="">Choose a category...</option> : null}
          {BLOG_CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </FormField>
        <FormField {...field("author")} label="Author" required type="text" autoComplete="name" />
      </div>
      <FormField
        {...field("tags")}
        label="Tags"
        hint="Separated by commas, e.g. backups, ransomware, Dentrix."
        type="text"
      />
    </>
  );
}
