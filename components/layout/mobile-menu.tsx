"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
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
 * The toggle menu below 768 px. Escape closes it and returns focus to the toggle; moving focus out
 * of it (Tab past the last link) closes it too.
 */
export function MobileMenu({ main, services, legal, phone }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);

  // A navigation closes the menu (adjusting state during render, not in an effect).
  if (open && openedAt !== pathname) {
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);
  const linkClass = "block rounded-md px-3 py-2 text-base text-ink hover:bg-surface-alt";

  return (
    <div
      className="md:hidden"
      // The open panel covers the page: when Tab moves focus past its last link, close it, or the
      // newly focused element would sit hidden underneath (WCAG 2.4.11).
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((v) => !v);
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-line text-2xl text-ink"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-surface px-4 pb-6 pt-2 shadow-lg"
      >
        <nav aria-label="Mobile">
          <NavLinks links={main} className="space-y-1" linkClassName={linkClass} onNavigate={close} />
          <p className="mt-4 px-3 text-sm font-semibold uppercase tracking-wide text-ink-muted">Services</p>
          <NavLinks links={services} className="mt-1 space-y-1" linkClassName={linkClass} onNavigate={close} />
          <div className="mt-4 space-y-2 border-t border-line pt-4">
            <Link href="/contact" onClick={close} className="block rounded-md bg-brand px-3 py-2 text-center font-semibold text-on-brand">
              Contact / Support
            </Link>
            <a href={phone.href} className="flex items-center justify-center gap-2 rounded-md border border-line px-3 py-2 font-semibold text-ink">
              <PhoneIcon /> {phone.display}
            </a>
          </div>
          <p className="mt-4 px-3 text-sm font-semibold uppercase tracking-wide text-ink-muted">Legal</p>
          <NavLinks links={legal} className="mt-1 grid grid-cols-2 gap-1" linkClassName="block rounded-md px-3 py-2 text-sm text-ink hover:bg-surface-alt" onNavigate={close} />
        </nav>
      </div>
    </div>
  );
}
