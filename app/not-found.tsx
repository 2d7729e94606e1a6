import type { Metadata } from "next";
import { NotFoundPage } from "@/components/layout/not-found-content";

// The root not-found boundary: a page that calls notFound() itself (proxy.ts answers every path
// that is no page before any page runs). Sent inside every page's React data, so kept short.
export const metadata: Metadata = { title: "404 / Page Not Found" };

export default function NotFound() {
  return <NotFoundPage variant="fallback" />;
}
