import type { Metadata } from "next";
import { NotFoundPage } from "@/components/layout/not-found-content";

/** The 404 for a path under no known section: without header and footer (docs/decisions/0004-proxy-decides-404s.md). */
export const metadata: Metadata = { title: "404 / Page Not Found", robots: { index: false, follow: false } };

export default function BareNotFound() {
  return <NotFoundPage variant="bare" />;
}
