"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { CloseIcon, MenuIcon, PhoneIcon } from "@/components/ui/icons";
import { NavLinks } from "@/components/layout/nav-links";
import type { NavLink } from "@/content/navigation";

interface MobileMenuProps {
  main: readonly NavLink[];
  services: readonly NavLink[];
  legal: readonly NavLink[];
  /** The header's support button, first among the menu's actions (the header hides it on phones). */
  support: NavLink;
  phone: { display: string; href: string };
}

/**
 * The toggle menu below 768 px: a <details> disclosure, so it opens without JavaScript and before
 * hydration, and the browser reports its expanded state itself. Once hydrated, this component only
 * adds behaviour to that same markup: Escape closes it and returns focus to the toggle, moving focus
 * out of it (Tab past the last link) closes it, a tap or click outside it closes it, and a
 * navigation closes it.
 */
export function MobileMenu({ main, services, legal, support, phone }: MobileMenuProps) {
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
    // A tap or click anywhere else (the logo, the accessibility button, the page below a short
    // panel) puts the menu away, as the accessibility panel does; focus stays where it went.
    const onOutside = (event: PointerEvent) => {
      if (detailsRef.current?.open && !detailsRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
    };
  }, [close]);

  return (
    <details
      ref={detailsRef}
      className="mobile-menu"
      // The open panel covers the page: when Tab moves focus past its last link, close it, or the
      // newly focused element would sit hidden underneath (WCAG 2.4.11).
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) close();
      }}
    >
      <summary ref={toggleRef} className="menu-toggle">
        {/* Icon and name follow the state through CSS alone (layout.css), so they are right before
            hydration too. */}
        <MenuIcon />
        <CloseIcon />
        <span className="sr-only">Open menu</span>
        <span className="sr-only">Close menu</span>
      </summary>
      <div className="menu-panel">
        <nav aria-label="Mobile">
          <NavLinks links={main} className="menu-links" onNavigate={close} />
          <p className="menu-label">Services</p>
          <NavLinks links={services} className="menu-links" onNavigate={close} />
          <div className="menu-actions">
            <Link href={support.href} onClick={close}>
              {support.label}
            </Link>
            <a href={phone.href}>
              <PhoneIcon /> {phone.display}
            </a>
          </div>
          <p className="menu-label">Legal</p>
          <NavLinks links={legal} className="menu-legal" onNavigate={close} />
        </nav>
      </div>
    </details>
  );
}
