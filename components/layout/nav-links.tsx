"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { isActiveLink } from "@/content/active-link";
import type { NavLink } from "@/content/navigation";

/**
 * Links that mark the current section with aria-current="page"; the list's container styles them
 * and the current one (components/layout/layout.css), so no link carries a class of its own.
 */
export function NavLinks({
  links,
  className,
  onNavigate,
}: {
  links: readonly NavLink[];
  className?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {links.map((link) => {
        const active = isActiveLink(link.href, pathname);
        return (
          <li key={link.href}>
            <Link href={link.href} aria-current={active ? "page" : undefined} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
