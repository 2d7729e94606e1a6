import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BLOG_DESCRIPTION, BLOG_TITLE, BlogIndex } from "@/components/blog/blog-index";
import { extraPages, pageCount, parsePageSegment } from "@/lib/blog/paging";
import { countPublishedPosts } from "@/lib/blog/posts";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { blogListPagePath } from "@/lib/core/paths";

/**
 * /blog/page/{n}, n ≥ 2: the later pages of the blog list. Prerendered for the pages there are at
 * build time, rendered on first request for a page that appears later, regenerated like /blog
 * (publishing revalidates them at once). proxy.ts answers a page past the end with a real 404.
 */
export const revalidate = 300;

export async function generateStaticParams() {
  return extraPages(await countPublishedPosts()).map((n) => ({ page: String(n) }));
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parsePageSegment((await params).page);
  if (page === null) return {};
  return buildMetadata({
    title: `${BLOG_TITLE} (Page ${page})`,
    description: BLOG_DESCRIPTION,
    path: blogListPagePath("/blog", page),
  });
}

export default async function BlogListPage({ params }: Props) {
  const page = parsePageSegment((await params).page);
  if (page === null || page > pageCount(await countPublishedPosts())) notFound();
  return <BlogIndex page={page} />;
}
