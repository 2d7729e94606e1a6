import type { ComponentProps } from "react";

type LinkProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * The site's internal link: a plain anchor, in server and client components alike. One listener
 * (components/layout/soft-navigation.tsx) opens such links through Next's router and prefetches a
 * page once the visitor reaches for its link, so no link is a client component of its own to
 * hydrate (docs/decisions/0017-one-listener-for-internal-links.md).
 */
export default function Link(props: LinkProps) {
  return <a {...props} />;
}
