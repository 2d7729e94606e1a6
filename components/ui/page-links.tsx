import Link from "@/components/ui/link";
import type { ReactNode } from "react";

/** One link of a set: where it goes, its words, and whether it is the page shown. */
export interface PageLink {
  href: string;
  text: ReactNode;
  current: boolean;
  /** The list item's key, when two links could share an address. */
  key?: string;
}

/**
 * The links to the pages of one set (a list's tabs, its filters), each a list item: links, so
 * each page has its own address and the set works without a script. The one to the page shown is
 * marked for assistive technology (aria-current) and by its look, `linkClass(true)`.
 */
export function PageLinks({
  links,
  className,
  linkClass,
}: {
  links: readonly PageLink[];
  /** The list's classes. */
  className: string;
  linkClass: (current: boolean) => string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.key ?? l.href}>
          <Link href={l.href} aria-current={l.current ? "page" : undefined} className={linkClass(l.current)}>
            {l.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
