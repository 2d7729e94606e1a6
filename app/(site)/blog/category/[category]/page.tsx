import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogIndex } from "@/components/blog/blog-index";
import { BLOG_CATEGORIES } from "@/content/blog-categories";
import { categoryOf } from "@/lib/blog/posts";
import { lowerCaseKeepingAcronyms } from "@/lib/core/format";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { blogCategoryPath } from "@/lib/core/paths";

export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams() {
  return BLOG_CATEGORIES.map((c) => ({ category: c.slug }));
}

type Props = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = categoryOf((await params).category);
  if (!category) return {};
  return buildMetadata({
    title: `${category.name} Articles: Dental IT Blog`,
    description: category.description,
    path: blogCategoryPath(category.slug),
    keywords: [`dental ${lowerCaseKeepingAcronyms(category.name)}`],
  });
}

export default async function BlogCategoryPage({ params }: Props) {
  const category = categoryOf((await params).category);
  if (!category) notFound();
  return <BlogIndex category={category} />;
}
