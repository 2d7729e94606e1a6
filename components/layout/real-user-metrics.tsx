"use client";

import { useEffect } from "react";
import { UNMEASURED_PAGES } from "@/content/unmeasured";
import { isExcludedPath } from "@/lib/browser/analytics";
import { VITALS_UNMEASURED_MARK } from "@/lib/browser/vitals-marks";

/**
 * Real-user Core Web Vitals (lib/browser/vitals-report.ts): first-party and cookieless, so it
 * asks no consent and does not wait for the analytics notice. Nothing is loaded before the page's
 * load event, so the measurement never delays what it measures. On the unmeasured pages (the staff
 * area and the token pages, UNMEASURED_PAGES, read from this island's script rather than sent as a
 * prop in every page's data) the reporter is not loaded at all: a staff page runs only scripts that
 * carry its response's nonce, and a chunk imported later does not.
 */
export function RealUserMetrics({ unmeasuredPaths = UNMEASURED_PAGES }: { unmeasuredPaths?: readonly string[] }) {
  useEffect(() => {
    if (isExcludedPath(window.location.pathname, unmeasuredPaths)) {
      performance.mark(VITALS_UNMEASURED_MARK);
      return;
    }
    const start = () => {
      void import("@/lib/browser/vitals-report").then((m) => m.startVitals(unmeasuredPaths)).catch(() => undefined);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
    // Once per document: the root layout stays mounted across the site's own navigations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
