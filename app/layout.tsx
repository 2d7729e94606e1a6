import "server-only";
import type { Metadata, Viewport } from "next";
import { Analytics } from "@/components/layout/analytics";
import { EarlyScript } from "@/components/layout/early-script";
import { PreviewRibbon } from "@/components/layout/preview-ribbon";
import { RealUserMetrics } from "@/components/layout/real-user-metrics";
import { SkipLink } from "@/components/layout/skip-link";
import { StageStylesheet } from "@/components/layout/stage-stylesheet";
import { ToasterSlot } from "@/components/ui/toaster-slot";
import { BUSINESS } from "@/content/business";
import { getEnv } from "@/lib/core/env";
import { FEED_ALTERNATE_TYPES } from "@/lib/core/feed/links";
import "./globals.css";

// Prerendered pages carry dates that must stay true (copyright year, years in business):
// regenerate them daily.
export const revalidate = 86400;

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: BUSINESS.name, template: `%s | ${BUSINESS.name}` },
    description: BUSINESS.description,
    formatDetection: { telephone: false },
    // Icons come from the files app/favicon.ico, app/icon.svg and app/apple-icon.png.
    alternates: { types: FEED_ALTERNATE_TYPES },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#0c528f",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  // The build-time id, kept as a fallback; the id the server runs with is asked for by the page.
  const buildTimeGaId = getEnv().NEXT_PUBLIC_GA_ID;
  return (
    // The preferences script changes classes on <html> and <body> before hydration.
    <html lang="en-CA" suppressHydrationWarning>
      <body suppressHydrationWarning>
        <EarlyScript />
        <SkipLink />
        <PreviewRibbon />
        {children}
        <ToasterSlot />
        {/* No prop that is not needed: each is sent in every page's React data. */}
        <Analytics {...(buildTimeGaId ? { buildTimeId: buildTimeGaId } : {})} />
        <RealUserMetrics />
        <StageStylesheet />
      </body>
    </html>
  );
}
