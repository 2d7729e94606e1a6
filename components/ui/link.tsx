"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's internal link: Next's client-side navigation, prefetching a page only once the
 * visitor shows intent — a pointer over the link, a finger on it, keyboard focus — instead of
 * every link as it scrolls into view.
 *
 * Viewport prefetching fetched and decoded the data of every page linked on screen (the logo, the
 * breadcrumb, the menus, related links) right after load, on the main thread of a phone that is
 * still hydrating the page: in Lighthouse's mobile run it was the largest share of the blocking
 * time the site adds to a bare Next.js page (docs/decisions/0015-links-prefetch-on-intent.md).
 * A touch comes ~100 ms before its click and a hover longer, so the page a visitor picks is
 * usually on its way when the navigation starts.
 */
export default function Link({ prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      // `null` is Next's default prefetching, switched on for this link only; `false` none at all.
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
