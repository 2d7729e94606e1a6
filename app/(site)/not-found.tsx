import type { Metadata } from "next";
import { NotFoundPage } from "@/components/layout/not-found-content";

// A notFound() thrown by a page under the (site) layout: inside the shell. proxy.ts normally
// answers unknown paths before a page runs; this is the safety net.
export const metadata: Metadata = { title: "404 / Page Not Found" };

export default function SectionNotFound() {
  return <NotFoundPage variant="shell" />;
}
