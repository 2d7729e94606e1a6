import Link from "next/link";
import { BUSINESS, telHref } from "@/content/business";
import { LEGAL_NAV, MAIN_NAV, SERVICE_NAV } from "@/content/navigation";
import { Logo } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { NavLinks } from "@/components/layout/nav-links";
import { PhoneIcon } from "@/components/ui/icons";

export function SiteHeader() {
  const phone = { display: BUSINESS.phones.main.display, href: telHref(BUSINESS.phones.main) };
  return (
    <header className="relative z-30 border-b border-line bg-surface">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <div className="hidden items-center gap-3 md:flex">
          <a href={phone.href} className="inline-flex items-center gap-2 rounded-md px-2 py-2 font-semibold text-ink hover:text-brand">
            <PhoneIcon className="text-brand" />
            <span>{phone.display}</span>
          </a>
          <Link
            href="/contact"
            className="rounded-md bg-brand px-4 py-2 font-semibold text-on-brand hover:bg-brand-strong"
          >
            Get Support
          </Link>
        </div>
        <MobileMenu main={MAIN_NAV} services={SERVICE_NAV} legal={LEGAL_NAV} phone={phone} />
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
