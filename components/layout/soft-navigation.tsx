"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { isPlainClick, softNavigationTarget } from "@/lib/browser/soft-navigation";

/** The link an event happened in, if any (an HTML anchor with an address). */
function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest("a[href]");
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * Opens the site's own pages without a full page load, for every internal link on the page at
 * once: a plain click on a link to a page of this site goes through Next's router, and a pointer
 * over it, a finger on it or keyboard focus prefetches that page first (a touch comes ~100 ms
 * before its click, a hover longer).
 *
 * Links are plain anchors (components/ui/link.tsx) rather than one client component each: a page
 * with 80 links hydrated 80 of them before it answered a tap, on the phone least able to afford it.
 * Until this listener is attached, and without JavaScript, the browser follows links itself.
 * Runs on the window, after React's handlers, so a link whose own handler prevented the default
 * is left alone (docs/decisions/0017-one-listener-for-internal-links.md).
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const here = () => new URL(window.location.href);
    let prefetched: string | null = null;

    const follow = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const anchor = anchorOf(event.target);
      const href = anchor && softNavigationTarget(anchor, here());
      if (!href) return;
      event.preventDefault();
      // On the next page the same link may be reached for again, after its prefetch went stale.
      prefetched = null;
      router.push(href);
    };
    const prefetch = (event: Event) => {
      const anchor = anchorOf(event.target);
      const href = anchor && softNavigationTarget(anchor, here());
      // pointerover repeats for every element inside the link the pointer crosses.
      if (!href || href === prefetched) return;
      prefetched = href;
      router.prefetch(href);
    };

    const intents = ["pointerover", "focusin", "touchstart"] as const;
    window.addEventListener("click", follow);
    for (const type of intents) window.addEventListener(type, prefetch, { passive: true });
    return () => {
      window.removeEventListener("click", follow);
      for (const type of intents) window.removeEventListener(type, prefetch);
    };
  }, [router]);
  return null;
}
