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
    <header className="relative z-30 border-b border-line bg-surface">
      {/* Positioned, so the menu and the accessibility panel open from this row. */}
      <div className="relative mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-2 sm:px-6">
        {/* A small flex basis lets the name wrap onto two lines before the buttons leave the row
            (320 px); only when even that cannot fit (large text) do the buttons take a row below. */}
        <Logo className="min-w-0 grow basis-32" />
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <a
            href={phone.href}
            className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-brand bg-brand text-xl font-semibold text-on-brand hover:bg-brand-strong sm:px-3 sm:text-base md:border-line md:bg-transparent md:text-ink md:hover:bg-surface-alt md:hover:text-brand"
          >
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
      <nav aria-label="Main" className="hidden border-t border-line md:block">
        <NavLinks
          links={MAIN_NAV}
          className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 sm:px-6"
          linkClassName="block rounded-md px-2 py-1.5 text-sm text-ink hover:bg-surface-alt hover:text-brand"
        />
      </nav>
    </header>
  );
}
