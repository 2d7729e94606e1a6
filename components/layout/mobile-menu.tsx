"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { CloseIcon, MenuIcon, PhoneIcon } from "@/components/ui/icons";
import { NavLinks } from "@/components/layout/nav-links";
import type { NavLink } from "@/content/navigation";

interface MobileMenuProps {
  main: readonly NavLink[];
  services: readonly NavLink[];
  legal: readonly NavLink[];
  phone: { display: string; href: string };
}

/**
 * The toggle menu below 768 px: a <details> disclosure, so it opens without JavaScript and before
 * hydration, and the browser reports its expanded state itself. Once hydrated, this component only
 * adds behaviour to that same markup: Escape closes it and returns focus to the toggle, moving focus
 * out of it (Tab past the last link) closes it, and a navigation closes it.
 */
export function MobileMenu({ main, services, legal, phone }: MobileMenuProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  const close = useCallback(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, []);

  // Back/forward and links elsewhere on the page change the path without passing through the menu.
  // Only a change closes it: a menu opened before hydration stays open when the component mounts.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !detailsRef.current?.open) return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [close]);

  const linkClass = "block rounded-md px-3 py-2 text-base text-ink hover:bg-surface-alt";

  return (
    <details
      ref={detailsRef}
      className="group md:hidden"
      // The open panel covers the page: when Tab moves focus past its last link, close it, or the
      // newly focused element would sit hidden underneath (WCAG 2.4.11).
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) close();
      }}
    >
      <summary
        ref={toggleRef}
        className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md border border-line text-2xl text-ink hover:bg-surface-alt [&::-webkit-details-marker]:hidden"
      >
        <MenuIcon className="group-open:hidden" />
        <CloseIcon className="hidden group-open:block" />
        {/* The name follows the state through CSS alone, so it is right before hydration too. */}
        <span className="sr-only group-open:hidden">Open menu</span>
        <span className="sr-only hidden group-open:inline">Close menu</span>
      </summary>
      <div className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-surface px-4 pb-6 pt-2 shadow-lg">
        <nav aria-label="Mobile">
          <NavLinks links={main} className="space-y-1" linkClassName={linkClass} onNavigate={close} />
          <p className="mt-4 px-3 text-sm font-semibold uppercase tracking-wide text-ink-muted">Services</p>
          <NavLinks links={services} className="mt-1 space-y-1" linkClassName={linkClass} onNavigate={close} />
          <div className="mt-4 space-y-2 border-t border-line pt-4">
            <Link
              href="/contact"
              onClick={close}
              className="block rounded-md bg-brand px-3 py-2 text-center font-semibold text-on-brand"
            >
              Contact / Support
            </Link>
            <a
              href={phone.href}
              className="flex items-center justify-center gap-2 rounded-md border border-line px-3 py-2 font-semibold text-ink"
            >
              <PhoneIcon /> {phone.display}
            </a>
          </div>
          <p className="mt-4 px-3 text-sm font-semibold uppercase tracking-wide text-ink-muted">Legal</p>
          <NavLinks
            links={legal}
            className="mt-1 grid grid-cols-2 gap-1"
            linkClassName="block rounded-md px-3 py-2 text-sm text-ink hover:bg-surface-alt"
            onNavigate={close}
          />
        </nav>
      </div>
    </details>
  );
}
