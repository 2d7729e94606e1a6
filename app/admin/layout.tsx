import type { Metadata } from "next";
import { AccessibilityStrip } from "@/components/layout/accessibility-strip";
import { BUSINESS } from "@/content/business";

export const metadata: Metadata = {
  title: { default: `Staff area | ${BUSINESS.name}`, template: `%s | Staff area | ${BUSINESS.name}` },
  robots: { index: false, follow: false },
};

/** The staff area: rendered per request for the signed-in staff member, never cached or indexed. */
export const dynamic = "force-dynamic";

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <AccessibilityStrip />
    </>
  );
}
