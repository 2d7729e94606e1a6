import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostArticle, PostSidebar, RelatedResources } from "@/components/blog/post-view";
import { PageBreadcrumb } from "@/components/ui/breadcrumb";
import { BLOG_FEATURED_ARTICLES } from "@/content/blog-categories";
import { popularArticles } from "@/lib/blog/popular";
import { categoryOf, getPublishedPost, listPublishedPostSummaries, splitTags } from "@/lib/blog/posts";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { blogPostingSchema } from "@/lib/core/seo/schema";
import { ownShareCardUrl } from "@/lib/core/seo/share-card-url";
import { blogPostPath } from "@/lib/core/paths";

/**
 * A published post: prerendered at build for every published post, rendered on first request for
 * one published later, and regenerated at most every 5 minutes (publishing revalidates at once).
 * proxy.ts answers an unknown or unpublished slug with a real 404 before this page runs.
 */
export const revalidate = 300;

export async function generateStaticParams() {
  return (await listPublishedPostSummaries()).map((p) => ({ slug: p.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPublishedPost((await params).slug);
  if (!post) return {};
  return buildMetadata({
    title: post.title,
    description: post.excerpt,
    path: blogPostPath(post.slug),
    ownShareCard: true,
    keywords: splitTags(post.tags),
    type: "article",
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    authors: [post.author],
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = await getPublishedPost((await params).slug);
  if (!post) notFound();
  const path = blogPostPath(post.slug);
  const category = categoryOf(post.category);
  const tags = splitTags(post.tags);
  const featured = popularArticles(post, BLOG_FEATURED_ARTICLES, await listPublishedPostSummaries());
  return (
    <>
      <PageBreadcrumb
        trail={[
          { name: "Blog", path: "/blog" },
          { name: post.title, path },
        ]}
      />
      <div className="post-layout">
        <PostArticle post={post} category={category} tags={tags} />
        <PostSidebar featured={featured} />
      </div>
      <RelatedResources />
      <JsonLd
        data={blogPostingSchema({
          title: post.title,
          description: post.excerpt,
          path,
          author: post.author,
          publishedAt: new Date(post.publishedAt),
          updatedAt: new Date(post.updatedAt),
          category: category?.name ?? post.category,
          tags,
          shareCard: ownShareCardUrl(path, "/(site)/blog/[slug]"),
        })}
      />
    </>
  );
}
