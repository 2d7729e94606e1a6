"use client";

import { useEffect } from "react";
import { trackEvent } from "@/lib/browser/analytics";

/** Sends one named analytics event when the page is viewed (nothing when analytics is off). */
export function TrackEvent({ name, params }: { name: string; params: Record<string, string> }) {
  const key = JSON.stringify(params);
  useEffect(() => {
    trackEvent(name, JSON.parse(key) as Record<string, string>);
  }, [name, key]);
  return null;
}
