import type { Metadata } from "next";
import { AccessibilityStrip } from "@/components/layout/accessibility-strip";
import { NotFoundContent } from "@/components/layout/not-found-content";

/** The 404 for a path under no known section: without header and footer (docs/decisions/0004-proxy-decides-404s.md). */
export const metadata: Metadata = { title: "404 / Page Not Found", robots: { index: false, follow: false } };

export default function BareNotFound() {
  return (
    <>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <NotFoundContent />
      </main>
      <AccessibilityStrip />
    </>
  );
}
