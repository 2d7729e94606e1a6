import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ContactDetails } from "@/components/contact/contact-details";
import { MapCard } from "@/components/maps/map-card";
import { PageHero } from "@/components/ui/page-hero";
import { PhoneIcon } from "@/components/ui/icons";
import { TitledSection } from "@/components/ui/titled-section";
import { BUSINESS, telHref } from "@/content/business";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { businessSchema } from "@/lib/core/seo/schema";

export const metadata: Metadata = buildMetadata({
  title: "Our Office in Downtown Toronto",
  description: `Visit ${BUSINESS.name} at ${BUSINESS.address.street}, ${BUSINESS.address.suite}, Toronto. Office hours, directions, parking and the GTA areas we serve.`,
  path: "/location",
  keywords: ["dental IT office Toronto", "King Street East IT support"],
});

/** The office page's service-area list: the eight cities the office serves, each linking to its location page. */
const SERVICE_AREAS = [
  { name: "Toronto", href: "/locations/toronto" },
  { name: "Mississauga", href: "/locations/mississauga" },
  { name: "Markham", href: "/locations/markham" },
  { name: "Vaughan", href: "/locations/vaughan" },
  { name: "Richmond Hill", href: "/locations/richmond-hill" },
  { name: "Brampton", href: null },
  { name: "Oakville", href: "/locations/oakville" },
  { name: "Scarborough", href: "/locations/scarborough" },
] as const;

export default function OfficePage() {
  return (
    <>
      <JsonLd data={businessSchema()} />
      <PageHero
        trail={[{ name: "Our Office", path: "/location" }]}
        id="office-hero"
        title="Our Office"
        actions={
          <>
            <a
              href={telHref(BUSINESS.phones.main)}
              className="inline-flex items-center gap-2 rounded-md bg-on-hero px-6 py-3 font-semibold text-hero hover:opacity-90"
            >
              <PhoneIcon /> Call Now
            </a>
            <Link
              href="/contact"
              className="inline-flex items-center rounded-md border-2 border-on-hero px-6 py-3 font-semibold text-on-hero hover:bg-on-hero hover:text-hero"
            >
              Contact Us
            </Link>
          </>
        }
      >
        <p>
          Our team works from downtown Toronto on King Street East, a short drive or transit ride from practices across
          the GTA. Most support happens remotely within minutes; when hands are needed on site, we come to you.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2">
        <div className="space-y-10">
          <TitledSection id="office-contact" title="Contact information">
            <div className="mt-6">
              <ContactDetails />
            </div>
          </TitledSection>
          <TitledSection id="office-hours" title="Business hours">
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-ink">
              <dt className="font-semibold">Monday – Friday</dt>
              <dd>{BUSINESS.officeHours.weekdays}</dd>
              <dt className="font-semibold">Saturday – Sunday</dt>
              <dd>{BUSINESS.officeHours.weekend}</dd>
            </dl>
            <p className="mt-3 text-ink-muted">
              Help desk: {BUSINESS.helpDeskHours.weekdays}. {BUSINESS.helpDeskHours.emergency}.
            </p>
          </TitledSection>
          <TitledSection id="office-directions" title="Directions">
            <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-muted">
              <li>
                We are on the {BUSINESS.directions.floor} of {BUSINESS.address.street}.
              </li>
              <li>{BUSINESS.directions.parking}</li>
              <li>{BUSINESS.directions.transit}</li>
            </ul>
          </TitledSection>
          <TitledSection id="office-areas" title="Areas we serve">
            <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {SERVICE_AREAS.map((a) => (
                <li key={a.name} className="rounded-md border border-line bg-surface-raised px-3 py-2 text-center">
                  {a.href ? (
                    <Link href={a.href} className="font-semibold text-link hover:underline">
                      {a.name}
                    </Link>
                  ) : (
                    <span className="font-semibold text-ink">{a.name}</span>
                  )}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-ink-muted">
              Not on the list? We support practices across the GTA;{" "}
              <Link href="/locations" className="text-link underline">
                see all locations
              </Link>
              .
            </p>
          </TitledSection>
        </div>
        <MapCard headingLevel={2} />
      </div>
    </>
  );
}
