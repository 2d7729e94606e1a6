import Link from "@/components/ui/link";
import { ContactForm } from "@/components/contact/contact-form";
import { Accordion } from "@/components/ui/accordion";
import { ButtonLinkPair, type LinkTo } from "@/components/ui/button";
import { CheckList } from "@/components/ui/check-list";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { MapPinIcon } from "@/components/ui/icons";
import { PhoneEmailLinks } from "@/components/ui/phone-email-links";
import { PillLink } from "@/components/ui/pill-link";
import { TitledSection } from "@/components/ui/titled-section";
import { BUSINESS, formatAddress } from "@/content/business";
import type { LocationProfile } from "@/content/location-profiles";
import type { Location } from "@/content/locations";
import { SERVICES } from "@/content/services";
import { formatNumber } from "@/lib/core/format";
import { serviceLocationPath } from "@/lib/core/paths";

/** The services section's next steps. */
const SERVICE_STEPS: readonly [LinkTo, LinkTo] = [
  { href: "/services", label: "View All Services" },
  { href: "/health-checklist", label: "Take the IT Health Checklist" },
];

/** The steps the page's main column ends on. */
const CONTACT_STEPS: readonly [LinkTo, LinkTo] = [
  { href: "/contact", label: "Contact Our Team" },
  { href: "/locations", label: "View All Locations" },
];

/** The sections of a location page (/locations/{slug}), in the order the page shows them. */

/** The area itself: its practices, its figures and what sets it apart. */
export function LocationOverview({ location, profile }: { location: Location; profile: LocationProfile }) {
  const pop = location.dentalStats.population;
  return (
    <>
      <TitledSection id="about-area" title={`Dental practices in ${location.name}`}>
        <p className="text-lg">{location.description}</p>
        {profile.dentalLandscape.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </TitledSection>

      <TitledSection id="stats" title={`${location.name} at a glance`} className="area-stats" titleClassName="sr-only">
        <div>
          <p>{`~${formatNumber(location.dentalStats.practices)}`}</p>
          <p>dental practices (approximate)</p>
        </div>
        <div>
          <p>{`${pop.approximate ? "~" : ""}${formatNumber(pop.value)}`}</p>
          <p>residents</p>
          <p>{`Source: ${pop.source}${pop.approximate ? " (approximate)" : ""}.`}</p>
        </div>
      </TitledSection>

      <TitledSection id="features" title={`What sets ${location.name} apart`}>
        <CheckList items={location.keyFeatures} className="mt-4 space-y-2" />
      </TitledSection>
    </>
  );
}

const TILES = [
  {
    title: "Managed IT Services",
    href: "/managed-it",
    icon: "server",
    text: "Monitoring, help desk and on-site visits under one monthly fee.",
  },
  {
    title: "Dental Software Support",
    href: "/dental-software",
    icon: "tooth",
    text: "Practice management and imaging software kept working.",
  },
  {
    title: "PIPEDA/PHIPA Compliance",
    href: "/cybersecurity#pipeda",
    icon: "compliance",
    text: "Policies, safeguards and breach plans for patient information.",
  },
  {
    title: "Cybersecurity",
    href: "/cybersecurity",
    icon: "shield",
    text: "Protection against ransomware, phishing and data loss.",
  },
] as const;

/** The services tiles, a link to each service-by-location page of the area and the next steps. */
export function LocationServices({ location }: { location: Location }) {
  return (
    <TitledSection id="services-here" title={`Our services in ${location.name}`}>
      <ul className="area-service-tiles mt-6 grid gap-4 sm:grid-cols-2">
        {TILES.map((t) => (
          <li key={t.title}>
            <Link href={t.href}>
              <span>
                <FeatureIcon name={t.icon} />
              </span>
              <span>
                <span>{t.title}</span>
                <span>{t.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <h3 className="mt-8 font-semibold text-ink">{`Each service in ${location.name}`}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {SERVICES.map((s) => (
          <li key={s.id}>
            <PillLink href={serviceLocationPath(s, location)}>
              {s.title}
              <span className="sr-only">{` in ${location.name}`}</span>
            </PillLink>
          </li>
        ))}
      </ul>
      <ButtonLinkPair className="mt-6 flex flex-wrap gap-3" size="roomy" links={SERVICE_STEPS} />
    </TitledSection>
  );
}

/** Where and how the team works in the area, its local concerns and its questions. */
export function LocationDetails({ location, profile }: { location: Location; profile: LocationProfile }) {
  return (
    <>
      <TitledSection id="coverage" title={`Where we work in ${location.name}`}>
        <p>{profile.postalAreas}</p>
        <h3 className="mt-6 font-semibold text-ink">Postal codes we serve</h3>
        <ul
          className="postal-codes mt-3 flex flex-wrap gap-2"
          aria-label={`Postal code areas served in ${location.name}`}
        >
          {location.postalCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="response" title="Getting to you">
        <p>{location.travelFromOffice}</p>
        <p>{profile.onSiteResponse}</p>
      </TitledSection>

      <TitledSection id="concerns" title="Local IT considerations">
        <ul className="concern-cards mt-6 space-y-4">
          {profile.localConcerns.map((c) => (
            <li key={c.title}>
              <h3>{c.title}</h3>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="local-faq" title={`Questions from ${location.name} practices`}>
        <div className="mt-6">
          <Accordion
            group={`faq-${location.slug}`}
            structuredData
            items={profile.faq.map((f, i) => ({ id: `faq-${i + 1}`, question: f.question, answer: f.answer }))}
          />
        </div>
      </TitledSection>

      <ButtonLinkPair className="flex flex-wrap gap-3" size="roomy" links={CONTACT_STEPS} />
    </>
  );
}

/** The sticky contact box beside the page: address, phone, e-mail and the contact form. */
export function LocationContactAside({ location }: { location: Location }) {
  return (
    <aside aria-label={`Contact ${BUSINESS.name}`}>
      <div className="space-y-4">
        <h2>{`Get support in ${location.name}`}</h2>
        <p className="flex gap-2 text-sm text-ink-muted">
          <MapPinIcon className="mt-0.5 shrink-0 text-brand" /> {formatAddress()}
        </p>
        <PhoneEmailLinks />
        <ContactForm supportEmail={BUSINESS.emails.support} heading="Send Us a Message" />
      </div>
    </aside>
  );
}
