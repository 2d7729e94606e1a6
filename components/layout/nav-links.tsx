"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isActiveLink, type NavLink } from "@/content/navigation";

/** Links that mark the current section with aria-current="page" and a visible underline. */
export function NavLinks({
  links,
  className,
  linkClassName,
  onNavigate,
}: {
  links: readonly NavLink[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {links.map((link) => {
        const active = isActiveLink(link.href, pathname);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={`${linkClassName ?? ""} ${active ? "font-semibold text-brand underline decoration-2 underline-offset-8" : ""}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
