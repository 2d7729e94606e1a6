import type { Metadata } from "next";
import { NotFoundPage } from "@/components/layout/not-found-content";

/**
 * The 404 under a known section (/locations/atlantis), inside the site's shell. proxy.ts rewrites
 * every path that is not a page to this one or to /404-bare with status 404, so the page is
 * prerendered and served as real HTML (Next renders a notFound() thrown at request time only in
 * the browser).
 */
export const metadata: Metadata = { title: "404 / Page Not Found", robots: { index: false, follow: false } };

export default function NotFoundInShell() {
  return <NotFoundPage variant="shell" />;
}
