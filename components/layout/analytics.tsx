"use client";

import { usePathname } from "next/navigation";
import Script from "next/script";
import { useEffect } from "react";
import { isExcludedPath, startAnalytics, trackPageView } from "@/lib/browser/analytics";

/**
 * Google Analytics 4, only when a measurement id is configured. Every page view is sent with its
 * path and title, client-side navigations included (automatic page views are off, so none is
 * counted twice). Events queue in dataLayer until gtag.js has loaded. Only the path is read, never
 * the query string: hits carry origin + path. On `excludedPaths` (pages whose address holds a
 * secret token) gtag.js is not even requested and nothing is queued.
 */
export function Analytics({
  measurementId,
  excludedPaths,
}: {
  measurementId: string;
  excludedPaths: readonly string[];
}) {
  const pathname = usePathname();
  const excluded = isExcludedPath(pathname, excludedPaths);
  // A fresh array from the server must not look like a change: compare the list by its content.
  const excludedKey = excludedPaths.join("\n");

  useEffect(() => {
    if (excluded) return;
    startAnalytics(measurementId, excludedKey ? excludedKey.split("\n") : []);
    trackPageView(pathname, document.title);
  }, [measurementId, pathname, excluded, excludedKey]);

  if (excluded) return null;
  return (
    <Script
      src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
      strategy="afterInteractive"
    />
  );
}
