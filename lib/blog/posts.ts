import "server-only";
import { cache } from "react";
import { BLOG_CATEGORIES, isBlogCategorySlug, type BlogCategory } from "@/content/blog-categories";
import { pageCount, parsePageSegment } from "@/lib/blog/paging";
import { isValidBlogSlug } from "@/lib/blog/slug";
import { getDb } from "@/lib/core/db";
import type { BlogPost } from "@/lib/generated/prisma/client";

/**
 * Published blog posts, read from the database. Nothing here ever returns a draft: every query
 * filters on isPublished, so a post appears on no page, in no API answer and in no sitemap until
 * it is published.
 */

/** A post as the public API answers it: tags as one comma-separated string, the date as ISO text. */
export interface BlogPostView {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  author: string;
  publishedAt: string;
}

/** What a page needs beyond the client view. */
export interface BlogPostDetail extends BlogPostView {
  updatedAt: string;
}

export { BLOG_SLUG_PATTERN, isValidBlogSlug } from "@/lib/blog/slug";

const PUBLISHED = { isPublished: true } as const;
const NEWEST_FIRST = [{ publishedAt: "desc" as const }, { id: "desc" as const }];

/** A stored post's public fields (the table also has isPublished and createdAt). */
export type PostRow = Pick<
  BlogPost,
  "id" | "slug" | "title" | "excerpt" | "content" | "category" | "tags" | "author" | "publishedAt" | "updatedAt"
>;

/** The client view of a post (a detail's extra fields dropped), as the API answers it. */
export function toView(row: Omit<PostRow, "publishedAt" | "updatedAt"> & { publishedAt: Date | string }): BlogPostView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    tags: row.tags,
    author: row.author,
    publishedAt: typeof row.publishedAt === "string" ? row.publishedAt : row.publishedAt.toISOString(),
  };
}

/** Published posts, newest first, optionally of one category. */
export const listPublishedPosts = cache(async (category?: string): Promise<BlogPostView[]> => {
  const rows = await getDb().blogPost.findMany({
    where: category ? { ...PUBLISHED, category } : PUBLISHED,
    orderBy: NEWEST_FIRST,
  });
  return rows.map(toView);
});

/** One published post, or null (unknown, malformed or unpublished slug). */
export const getPublishedPost = cache(async (slug: string): Promise<BlogPostDetail | null> => {
  if (!isValidBlogSlug(slug)) return null;
  const row = await getDb().blogPost.findFirst({ where: { ...PUBLISHED, slug } });
  return row ? { ...toView(row), updatedAt: row.updatedAt.toISOString() } : null;
});

/** Slug and dates of every published post, for sitemaps and prerendering. */
export const listPublishedPostSummaries = cache(async () =>
  getDb().blogPost.findMany({
    where: PUBLISHED,
    orderBy: NEWEST_FIRST,
    select: { slug: true, title: true, category: true, publishedAt: true, updatedAt: true },
  }),
);

/**
 * Whether a published post has this slug. Asked by proxy.ts on every /blog/{slug} request, so it
 * is one indexed lookup and never cached: a post published or unpublished a moment ago is
 * answered correctly.
 */
export async function publishedPostExists(slug: string): Promise<boolean> {
  if (!isValidBlogSlug(slug)) return false;
  // Raw SQL: the proxy asks this on every request for a post, and planning the same lookup as a
  // model query in Prisma's query compiler cost more CPU than serving the prerendered page itself
  // (measured in bench/GAPS.md).
  const rows = await getDb().$queryRaw<unknown[]>`
    SELECT 1 FROM "BlogPost" WHERE "slug" = ${slug} AND "isPublished" LIMIT 1`;
  return rows.length > 0;
}

/** "a, b , ,c" → ["a", "b", "c"]. */
export function splitTags(tags: string): string[] {
  return tags
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
}

/** The most used tags (case-insensitive, first spelling kept), most used first, ties by name. */
export function popularTags(posts: readonly Pick<BlogPostView, "tags">[], limit = 10): string[] {
  const counts = new Map<string, { label: string; count: number }>();
  for (const post of posts) {
    for (const tag of new Set(splitTags(post.tags).map((t) => t.toLowerCase()))) {
      const label = splitTags(post.tags).find((t) => t.toLowerCase() === tag)!;
      const entry = counts.get(tag);
      if (entry) entry.count += 1;
      else counts.set(tag, { label, count: 1 });
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en-CA"))
    .slice(0, limit)
    .map((e) => e.label);
}

/** The category a stored post names, when it is one of the seven. */
export function categoryOf(slug: string): BlogCategory | undefined {
  return isBlogCategorySlug(slug) ? BLOG_CATEGORIES.find((c) => c.slug === slug) : undefined;
}

/** How many published posts there are (of one category). One indexed count. */
export async function countPublishedPosts(category?: string): Promise<number> {
  return getDb().blogPost.count({ where: category ? { ...PUBLISHED, category } : PUBLISHED });
}

/**
 * Whether /blog/page/{n} (or a category's /page/{n}) is a page: n ≥ 2 and within the posts there
 * are now. Asked by proxy.ts on every such request: one count, never cached.
 */
export async function blogListPageExists(segment: string, category?: string): Promise<boolean> {
  const page = parsePageSegment(segment);
  if (page === null) return false;
  if (category !== undefined && !isBlogCategorySlug(category)) return false;
  return page <= pageCount(await countPublishedPosts(category));
}
