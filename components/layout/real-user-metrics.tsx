"use client";

import { useEffect } from "react";

/**
 * Real-user Core Web Vitals (lib/browser/vitals-report.ts): first-party and cookieless, so it
 * asks no consent and does not wait for the analytics notice. Nothing is loaded before the page's
 * load event, so the measurement never delays what it measures; the reporter then decides from
 * the address whether the page is measured at all (never the staff area or `tokenPages`).
 */
export function RealUserMetrics({ tokenPages }: { tokenPages: readonly string[] }) {
  useEffect(() => {
    const start = () => {
      void import("@/lib/browser/vitals-report").then((m) => m.startVitals(tokenPages)).catch(() => undefined);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
    // Once per document: the root layout stays mounted across the site's own navigations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
