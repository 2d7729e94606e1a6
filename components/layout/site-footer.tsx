import Link from "next/link";
import { BUSINESS, formatAddress, telHref } from "@/content/business";
import { FOOTER_QUICK_LINKS, LEGAL_NAV, SERVICE_NAV, type NavLink } from "@/content/navigation";
import { FacebookIcon, LinkedinIcon, MailIcon, MapPinIcon, PhoneIcon, XIcon } from "@/components/ui/icons";

function LinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-on-hero">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="text-on-hero-muted underline-offset-4 hover:text-on-hero hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const social = [
    { href: BUSINESS.socialMedia.facebook, label: "Facebook", Icon: FacebookIcon },
    { href: BUSINESS.socialMedia.twitter, label: "X (Twitter)", Icon: XIcon },
    { href: BUSINESS.socialMedia.linkedin, label: "LinkedIn", Icon: LinkedinIcon },
  ];
  return (
    <footer className="bg-hero text-on-hero">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <LinkList title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <LinkList title="Services" links={SERVICE_NAV} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-on-hero">Contact</h2>
          <ul className="mt-3 space-y-3 text-on-hero-muted">
            <li>
              <Link href="/location" className="flex gap-2 hover:text-on-hero hover:underline">
                <MapPinIcon className="mt-1 shrink-0" />
                <span>{formatAddress()}</span>
              </Link>
            </li>
            <li>
              <a
                href={telHref(BUSINESS.phones.main)}
                className="flex items-center gap-2 hover:text-on-hero hover:underline"
              >
                <PhoneIcon className="shrink-0" />
                <span>{BUSINESS.phones.main.display}</span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${BUSINESS.emails.info}`}
                className="flex items-center gap-2 break-all hover:text-on-hero hover:underline"
              >
                <MailIcon className="shrink-0" />
                <span>{BUSINESS.emails.info}</span>
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-on-hero">Follow Us</h2>
          <ul className="mt-3 flex gap-3">
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-on-hero-muted text-xl text-on-hero hover:bg-on-hero hover:text-hero"
                >
                  <Icon />
                  <span className="sr-only">{`${BUSINESS.name} on ${label} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-on-hero-muted">
            {BUSINESS.name} is a division of {BUSINESS.parent.name}. {BUSINESS.helpDeskHours.emergency}.
          </p>
        </div>
      </div>
      <div className="border-t border-on-hero-muted/30">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-on-hero-muted sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {BUSINESS.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_NAV.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className="hover:text-on-hero hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
