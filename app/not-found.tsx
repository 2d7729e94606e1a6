import type { Metadata } from "next";
import { AccessibilityStrip } from "@/components/layout/accessibility-strip";
import { NotFoundContent } from "@/components/layout/not-found-content";

// Fallback for anything proxy.ts let through that still matches no page.
export const metadata: Metadata = { title: "404 / Page Not Found" };

export default function NotFound() {
  return (
    <>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <NotFoundContent />
      </main>
      <AccessibilityStrip />
    </>
  );
}
