import "@/lib/core/validation/zod-browser";
import * as z from "zod/mini";
import { BLOG_CATEGORY_SLUGS } from "@/content/blog-categories";
import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN } from "@/lib/blog/slug";

/**
 * A blog post as staff write it: the editor (react-hook-form) and the /api/admin/blog handlers use
 * these schemas, so the browser and the server give the same messages. zod/mini because the editor
 * ships them to the browser. Text is stored trimmed;
 * tags are stored as one comma-separated string ("a, b, c"), as the public API answers them.
 */
export const BLOG_POST_LIMITS = {
  title: 255,
  slug: BLOG_SLUG_MAX,
  excerpt: 500,
  tags: 500,
  author: 100,
  content: 100_000,
} as const;

export const BLOG_POST_MESSAGES = {
  title: "Enter a title of at least 3 characters.",
  slugEmpty: "Enter a slug: the end of the post's address, e.g. ransomware-checklist.",
  slugFormat:
    "Use lower-case letters and digits, with single hyphens between words (no spaces, accents or other characters).",
  slugTaken: "Another post already uses this slug. Choose a different one.",
  excerpt: "Enter an excerpt of at least 10 characters: it is shown on the blog list and in search results.",
  category: "Choose one of the seven categories.",
  author: "Enter the author's name (at least 2 characters).",
  content: "Write the post's content.",
} as const;

/** "a, b , ,c,A" → "a, b, c": trimmed, empty parts dropped, the first spelling of a repeat kept. */
export function normalizeTags(tags: string): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags.split(",").map((t) => t.trim().replace(/\s+/g, " "))) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out.join(", ");
}

const max = (field: string, n: number) => `${field} must be at most ${n.toLocaleString("en-CA")} characters.`;

/**
 * Text stored trimmed: at least `min` characters once trimmed (else `tooShort`), at most `limit`
 * (named `field` in its message), then any further checks.
 */
function trimmedText(field: string, limit: number, min: number, tooShort: string, ...more: z.core.$ZodCheck<string>[]) {
  return z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(limit, max(field, limit)), ...more);
}

export const blogPostFieldsSchema = z.strictObject({
  title: trimmedText("The title", BLOG_POST_LIMITS.title, 3, BLOG_POST_MESSAGES.title),
  slug: trimmedText(
    "The slug",
    BLOG_POST_LIMITS.slug,
    1,
    BLOG_POST_MESSAGES.slugEmpty,
    z.regex(BLOG_SLUG_PATTERN, BLOG_POST_MESSAGES.slugFormat),
  ),
  excerpt: trimmedText("The excerpt", BLOG_POST_LIMITS.excerpt, 10, BLOG_POST_MESSAGES.excerpt),
  category: z.enum(BLOG_CATEGORY_SLUGS, BLOG_POST_MESSAGES.category),
  tags: z
    .string()
    .check(z.maxLength(BLOG_POST_LIMITS.tags, max("Tags", BLOG_POST_LIMITS.tags)), z.overwrite(normalizeTags)),
  author: trimmedText("The author's name", BLOG_POST_LIMITS.author, 2, BLOG_POST_MESSAGES.author),
  content: z.string().check(
    z.maxLength(BLOG_POST_LIMITS.content, max("The content", BLOG_POST_LIMITS.content)),
    z.refine((v) => v.trim().length > 0, BLOG_POST_MESSAGES.content),
  ),
});

export type BlogPostFields = z.output<typeof blogPostFieldsSchema>;
export type BlogPostFormValues = z.input<typeof blogPostFieldsSchema>;

/** draft: on no public page; published: on the site at once. */
export const PUBLICATION_STATUSES = ["draft", "published"] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
const statusSchema = z.enum(PUBLICATION_STATUSES, "The status must be draft or published.");

/** What the editor sends: the fields and whether the post is to be a draft or published. */
export const blogPostSaveSchema = z.extend(blogPostFieldsSchema, { status: statusSchema });
export type BlogPostSave = z.output<typeof blogPostSaveSchema>;

/** Largest JSON body a save may have: the content's limit in the worst case of UTF-8 and escaping. */
export const BLOG_POST_MAX_BYTES = 512 * 1024;
