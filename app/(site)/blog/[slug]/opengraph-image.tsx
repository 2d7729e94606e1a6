import { categoryOf, getPublishedPost, listPublishedPostSummaries } from "@/lib/blog/posts";
import { formatTorontoDate } from "@/lib/core/format";
import { renderShareCard, shareCardNotFound } from "@/lib/core/seo/share-card";

/**
 * A post's share card: made at build for every published post, on first request for one published
 * later, and made again at most every 5 minutes like the post itself (a changed title).
 */
export const alt = "Toronto Dental IT: a blog post";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const revalidate = 300;

export async function generateStaticParams() {
  return (await listPublishedPostSummaries()).map((p) => ({ slug: p.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getPublishedPost((await params).slug);
  if (!post) return shareCardNotFound();
  const category = categoryOf(post.category)?.name;
  const date = formatTorontoDate(post.publishedAt);
  return renderShareCard({ kind: "Blog", title: post.title, area: category ? `${category} · ${date}` : date });
}
