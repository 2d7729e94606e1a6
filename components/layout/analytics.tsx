"use client";

import { usePathname, useSearchParams } from "next/navigation";
import Script from "next/script";
import { useEffect } from "react";
import { startAnalytics, trackPageView } from "@/lib/analytics";

/**
 * Google Analytics 4, only when a measurement id is configured. Every page view is sent with its
 * path and title, client-side navigations included (automatic page views are off, so none is
 * counted twice). Events queue in dataLayer until gtag.js has loaded.
 */
export function Analytics({ measurementId }: { measurementId: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    startAnalytics(measurementId);
    trackPageView(search ? `${pathname}?${search}` : pathname, document.title);
  }, [measurementId, pathname, search]);

  return <Script src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`} strategy="afterInteractive" />;
}
