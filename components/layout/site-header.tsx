import { ButtonLink } from "@/components/ui/button";
import { BUSINESS, telHref } from "@/content/business";
import { LEGAL_NAV, MAIN_NAV, SERVICE_NAV } from "@/content/navigation";
import { AccessibilityWidget } from "@/components/layout/accessibility-widget";
import { Logo } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { NavLinks } from "@/components/layout/nav-links";
import { PhoneIcon } from "@/components/ui/icons";

/**
 * Phone first: the call button is one tap away at every width (an icon with its number for screen
 * readers on phones, the number itself from 640 px). The accessibility button has its place in
 * this row too, so it never floats over the page's text.
 */
export function SiteHeader() {
  const phone = { display: BUSINESS.phones.main.display, href: telHref(BUSINESS.phones.main) };
  return (
    <header className="site-header">
      <div className="site-header-row">
        {/* A small flex basis lets the name wrap onto two lines before the buttons leave the row
            (320 px); only when even that cannot fit (large text) do the buttons take a row below. */}
        <Logo className="min-w-0 grow basis-32" />
        <div className="site-header-actions">
          <a href={phone.href} className="header-call">
            <PhoneIcon className="shrink-0 md:text-brand" />
            <span className="sr-only">Call </span>
            <span className="sr-only sm:not-sr-only">{phone.display}</span>
          </a>
          <ButtonLink href="/contact" className="hidden h-11 items-center px-4 md:inline-flex">
            Get Support
          </ButtonLink>
          <AccessibilityWidget />
          <MobileMenu main={MAIN_NAV} services={SERVICE_NAV} legal={LEGAL_NAV} phone={phone} />
        </div>
      </div>
      <nav aria-label="Main" className="nav-desktop">
        <NavLinks links={MAIN_NAV} />
      </nav>
    </header>
  );
}
