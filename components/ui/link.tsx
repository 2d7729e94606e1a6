"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: string };

/**
 * The site's link to one of its own pages: Next's `Link`, so a click opens the page through the
 * router without a full page load, with the site's one difference that a page is not prefetched
 * because its link came into view. The page is fetched when the link is followed; a caller may
 * still pass `prefetch` for a link that is nearly always taken.
 *
 * Every page of the site is prerendered, and Next fetches a prerendered page in full for every
 * link that enters the viewport: on a phone that work lands while the page is still becoming
 * interactive, and most of those pages are never opened (docs/decisions/0024-framework-links.md).
 * The default lives here, in the browser's code, rather than as a `prefetch` prop on each of the
 * ~80 links a page sends in its React data.
 *
 * For tel:, mailto:, downloads, files, the API and other sites use a plain `<a>`.
 */
export default function Link({ prefetch = false, ...props }: LinkProps) {
  return <NextLink prefetch={prefetch} {...props} />;
}
