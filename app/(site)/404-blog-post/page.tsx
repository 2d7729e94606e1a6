import type { Metadata } from "next";
import { BLOG_POST_NOT_FOUND, NotFoundPage } from "@/components/layout/not-found-content";

/** The 404 for /blog/{slug} when no published post has that slug (proxy.ts rewrites to it). */
export const metadata: Metadata = { title: "Blog Post Not Found", robots: { index: false, follow: false } };

export default function BlogPostNotFound() {
  return <NotFoundPage variant="shell" copy={BLOG_POST_NOT_FOUND} />;
}
