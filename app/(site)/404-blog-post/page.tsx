import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

/** The 404 for /blog/{slug} when no published post has that slug (proxy.ts rewrites to it). */
export const metadata: Metadata = { title: "Blog Post Not Found", robots: { index: false, follow: false } };

export default function BlogPostNotFound() {
  return (
    <NotFoundContent
      copy={{
        title: "Blog Post Not Found",
        message: "The blog post you're looking for may have been moved or doesn't exist.",
        back: { href: "/blog", label: "Return to Blog" },
      }}
    />
  );
}
