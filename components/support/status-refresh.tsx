"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** How often an open status page asks the server again. */
export const STATUS_REFRESH_MS = 15_000;

/**
 * Keeps a request's status page current while someone is looking at it: every 15 seconds, and at
 * once when its tab comes back into view, the page's server part is rendered again in place (no
 * reload, no lost scroll position). A hidden tab asks nothing, and a closed request nothing at
 * all. Without JavaScript the page's Refresh link does the same by hand.
 */
export function StatusRefresh({ active }: { active: boolean }) {
  const router = useRouter();

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(() => router.refresh(), STATUS_REFRESH_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") {
        router.refresh();
        start();
      } else stop();
    };
    if (document.visibilityState === "visible") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [active, router]);

  return null;
}
