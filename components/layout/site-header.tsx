"use client";

import { ButtonLink } from "@/components/ui/button";
import { MAIN_PHONE, telHref } from "@/content/business";
import { LEGAL_NAV, MAIN_NAV, SERVICE_NAV, SUPPORT_LINK } from "@/content/menus";
import { AccessibilityWidget } from "@/components/layout/accessibility-widget";
import { Logo } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { NavLinks } from "@/components/layout/nav-links";
import { PhoneIcon } from "@/components/ui/icons";

/**
 * Phone first: the call button is one tap away at every width (an icon with its number for screen
 * readers on phones, the number itself from 640 px). The accessibility button has its place in
 * this row too, so it never floats over the page's text.
 *
 * One browser island with no props: it is made of the menus, the accessibility panel and the
 * current-page marks, and what it shows (the menus, the phone, the name) comes from small modules
 * in its own script, cached once for every page, instead of being described again in each page's
 * React data (docs/decisions/0013-page-weight.md).
 */
export function SiteHeader() {
  const phone = { display: MAIN_PHONE.display, href: telHref(MAIN_PHONE) };
  return (
    <header className="site-header">
      <div className="site-header-row">
        {/* Its small flex basis (layout.css) lets the name wrap onto two lines before the buttons
            leave the row (320 px); only when even that cannot fit (large text) do the buttons take
            a row below. */}
        <Logo />
        <div className="site-header-actions">
          <a href={phone.href} className="header-call">
            <PhoneIcon />
            <span className="sr-only">Call </span>
            <span className="sr-only sm:not-sr-only">{phone.display}</span>
          </a>
          <ButtonLink href={SUPPORT_LINK.href} className="header-support">
            {SUPPORT_LINK.label}
          </ButtonLink>
          <AccessibilityWidget />
          <MobileMenu main={MAIN_NAV} services={SERVICE_NAV} legal={LEGAL_NAV} support={SUPPORT_LINK} phone={phone} />
        </div>
      </div>
      <nav aria-label="Main" className="nav-desktop">
        <NavLinks links={MAIN_NAV} />
      </nav>
    </header>
  );
}
