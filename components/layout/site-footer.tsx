"use client";

import Link from "@/components/ui/link";
import { PrivacyChoicesLink } from "@/components/layout/privacy-choices-link";
import { BUSINESS, formatAddress, telHref } from "@/content/business";
import { FOOTER_QUICK_LINKS, LEGAL_NAV, SERVICE_NAV, type NavLink } from "@/content/menus";
import { FacebookIcon, LinkedinIcon, MailIcon, MapPinIcon, PhoneIcon, XIcon } from "@/components/ui/icons";

function LinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2>{title}</h2>
      <ul className="footer-links">
        {/* Keyed by position: fixed lists, and a key is sent in the page's data for every item. */}
        {links.map((l, i) => (
          <li key={i}>
            <Link href={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The site's footer. Nothing in it is interactive but "Privacy choices", yet it is a browser island
 * like the header: what it shows (menus, address, phone, e-mail, social links) comes from small
 * modules in its script, cached once for every page, instead of being described again, link by
 * link, in each page's React data (docs/decisions/0013-page-weight.md). The year comes from the
 * server that rendered the page, so the HTML and the hydrated footer always agree.
 */
export function SiteFooter({ year }: { year: number }) {
  const social = [
    { href: BUSINESS.socialMedia.facebook, label: "Facebook", Icon: FacebookIcon },
    { href: BUSINESS.socialMedia.twitter, label: "X (Twitter)", Icon: XIcon },
    { href: BUSINESS.socialMedia.linkedin, label: "LinkedIn", Icon: LinkedinIcon },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <LinkList title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <LinkList title="Services" links={SERVICE_NAV} />
        <div>
          <h2>Contact</h2>
          <ul className="footer-contact">
            <li>
              <Link href="/location">
                <MapPinIcon />
                <span>{formatAddress()}</span>
              </Link>
            </li>
            <li>
              <a href={telHref(BUSINESS.phones.main)}>
                <PhoneIcon />
                <span>{BUSINESS.phones.main.display}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${BUSINESS.emails.info}`} className="break-all">
                <MailIcon />
                <span>{BUSINESS.emails.info}</span>
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2>Follow Us</h2>
          <ul className="footer-social">
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${BUSINESS.name} on ${label} (opens in a new tab)`}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
          <p>{`${BUSINESS.name} is a division of ${BUSINESS.parent.name}. ${BUSINESS.helpDeskHours.emergency}.`}</p>
        </div>
      </div>
      <div>
        <div className="site-footer-bottom">
          <p>{`© ${year} ${BUSINESS.name}. All rights reserved.`}</p>
          <nav aria-label="Legal">
            <ul>
              {LEGAL_NAV.map((l, i) => (
                <li key={i}>
                  <Link href={l.href}>{l.label}</Link>
                </li>
              ))}
              <li>
                <PrivacyChoicesLink />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
