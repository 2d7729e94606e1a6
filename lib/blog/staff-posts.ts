import "server-only";
import { getDb, isRecordMissing, isUniqueViolation } from "@/lib/core/db";
import { publicationDate, wasEverPublished, type PostPlace } from "@/lib/core/publication";
import type { BlogPostSave } from "@/lib/blog/post-schema";

/** The staff area's view of blog posts: drafts included (the public queries live in lib/blog). */
export interface AdminPostSummary {
  id: number;
  title: string;
  slug: string;
  category: string;
  isPublished: boolean;
  /** null: never published. */
  publishedAt: Date | null;
  updatedAt: Date;
}

export interface AdminPost extends AdminPostSummary {
  excerpt: string;
  content: string;
  tags: string;
  author: string;
}

function summary<T extends { publishedAt: Date }>(row: T): Omit<T, "publishedAt"> & { publishedAt: Date | null } {
  return { ...row, publishedAt: wasEverPublished(row.publishedAt) ? row.publishedAt : null };
}

/** The columns of a post in the staff list; the editor reads its text as well. */
const SUMMARY_COLUMNS = {
  id: true,
  title: true,
  slug: true,
  category: true,
  isPublished: true,
  publishedAt: true,
  updatedAt: true,
} as const;
const EDIT_COLUMNS = { ...SUMMARY_COLUMNS, excerpt: true, content: true, tags: true, author: true } as const;

/** Every post: drafts first (most recently edited first), then the published ones, newest first. */
export async function listAllPosts(): Promise<AdminPostSummary[]> {
  const rows = await getDb().blogPost.findMany({
    orderBy: [{ isPublished: "asc" }, { publishedAt: "desc" }, { updatedAt: "desc" }, { id: "desc" }],
    select: SUMMARY_COLUMNS,
  });
  return rows.map(summary);
}

export async function getPostForEdit(id: number): Promise<AdminPost | null> {
  const row = await getDb().blogPost.findUnique({ where: { id }, select: EDIT_COLUMNS });
  return row ? summary(row) : null;
}

export type SavePostResult =
  | { kind: "saved"; id: number; slug: string; isPublished: boolean; before: PostPlace | null; after: PostPlace }
  | { kind: "slug-taken" }
  | { kind: "not-found" };

/**
 * Creates (id null) or updates a post with one statement. The slug must be free (checked first,
 * and the unique index settles a race); publishing stamps publishedAt the first time only.
 */
export async function savePost(id: number | null, data: BlogPostSave, now = new Date()): Promise<SavePostResult> {
  const existing =
    id === null
      ? null
      : await getDb().blogPost.findUnique({
          where: { id },
          select: { slug: true, category: true, isPublished: true, publishedAt: true },
        });
  if (id !== null && !existing) return { kind: "not-found" };

  const holder = await getDb().blogPost.findUnique({ where: { slug: data.slug }, select: { id: true } });
  if (holder && holder.id !== id) return { kind: "slug-taken" };

  const publish = data.status === "published";
  const fields = {
    title: data.title,
    slug: data.slug,
    excerpt: data.excerpt,
    content: data.content,
    category: data.category,
    tags: data.tags,
    author: data.author,
    isPublished: publish,
    publishedAt: publicationDate(existing?.publishedAt ?? null, publish, now),
  };
  let saved: { id: number };
  try {
    saved =
      id === null || !existing
        ? await getDb().blogPost.create({ data: { ...fields, updatedAt: now }, select: { id: true } })
        : await getDb().blogPost.update({ where: { id }, data: fields, select: { id: true } });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "slug-taken" };
    if (isRecordMissing(error)) return { kind: "not-found" };
    throw error;
  }
  const after = { slug: data.slug, category: data.category, isPublished: publish };
  const before = existing
    ? { slug: existing.slug, category: existing.category, isPublished: existing.isPublished }
    : null;
  return { kind: "saved", id: saved.id, slug: data.slug, isPublished: publish, before, after };
}
