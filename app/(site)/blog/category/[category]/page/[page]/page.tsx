import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogIndex } from "@/components/blog/blog-index";
import { BLOG_CATEGORIES } from "@/content/blog-categories";
import { extraPages, pageCount, parsePageSegment } from "@/lib/blog/paging";
import { categoryOf, countPublishedPosts } from "@/lib/blog/posts";
import { lowerCaseKeepingAcronyms } from "@/lib/core/format";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { blogCategoryPath, blogListPagePath } from "@/lib/core/paths";

/** /blog/category/{slug}/page/{n}, n ≥ 2: the later pages of a category's list (as /blog/page/{n}). */
export const revalidate = 300;

export async function generateStaticParams() {
  const params: { category: string; page: string }[] = [];
  for (const c of BLOG_CATEGORIES) {
    for (const n of extraPages(await countPublishedPosts(c.slug))) params.push({ category: c.slug, page: String(n) });
  }
  return params;
}

type Props = { params: Promise<{ category: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category: slug, page: segment } = await params;
  const category = categoryOf(slug);
  const page = parsePageSegment(segment);
  if (!category || page === null) return {};
  return buildMetadata({
    title: `${category.name} Articles (Page ${page})`,
    description: category.description,
    path: blogListPagePath(blogCategoryPath(category.slug), page),
    keywords: [`dental ${lowerCaseKeepingAcronyms(category.name)}`],
  });
}

export default async function BlogCategoryListPage({ params }: Props) {
  const { category: slug, page: segment } = await params;
  const category = categoryOf(slug);
  const page = parsePageSegment(segment);
  if (!category || page === null || page > pageCount(await countPublishedPosts(category.slug))) notFound();
  return <BlogIndex category={category} page={page} />;
}
