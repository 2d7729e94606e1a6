import type { Metadata } from "next";
import { NotFoundPage } from "@/components/layout/not-found-content";

// Fallback for anything proxy.ts let through that still matches no page.
export const metadata: Metadata = { title: "404 / Page Not Found" };

export default function NotFound() {
  return <NotFoundPage variant="bare" />;
}
