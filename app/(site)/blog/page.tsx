import type { Metadata } from "next";
import { BLOG_DESCRIPTION, BLOG_TITLE, BlogIndex } from "@/components/blog/blog-index";
import { buildMetadata } from "@/lib/core/seo/metadata";

/** Prerendered, then regenerated at most every 5 minutes; publishing revalidates it at once. */
export const revalidate = 300;

export const metadata: Metadata = buildMetadata({
  title: BLOG_TITLE,
  description: BLOG_DESCRIPTION,
  path: "/blog",
  keywords: ["dental IT blog", "dental practice technology tips", "dental cybersecurity articles"],
});

export default function BlogPage() {
  return <BlogIndex />;
}
