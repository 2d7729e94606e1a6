import { ButtonLink } from "@/components/ui/button";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ContactDetails } from "@/components/contact/contact-details";
import { PageHero } from "@/components/ui/page-hero";
import { TitledSection } from "@/components/ui/titled-section";
import { BUSINESS } from "@/content/business";
import { LOCATIONS, REGIONS, getLocationsByRegion, getRegion } from "@/content/locations";
import { truncate } from "@/lib/core/format";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { locationPath } from "@/lib/core/paths";

export const metadata: Metadata = buildMetadata({
  title: "Service Areas: Dental IT Support Across the GTA",
  description: `We support dental practices in Toronto, Scarborough, North York, Etobicoke, Mississauga, Markham, Vaughan, Richmond Hill, Oakville and Pickering.`,
  path: "/locations",
  keywords: ["dental IT support GTA", "dental IT Mississauga", "dental IT Markham", "dental IT Vaughan"],
});

export default function LocationsPage() {
  return (
    <>
      <PageHero
        trail={[{ name: "Locations", path: "/locations" }]}
        id="locations-hero"
        title="Dental IT Support Across the GTA"
      >
        <p>
          From downtown Toronto to Oakville and Pickering, we look after dental practices in {LOCATIONS.length}{" "}
          communities, with remote help in minutes and technicians on the road from our King Street East office.
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        <TitledSection
          id="coverage-title"
          title="Coverage areas"
          titleClassName="text-2xl font-bold text-ink sm:text-3xl"
        >
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {REGIONS.map((region) => {
              const places = getLocationsByRegion(region.id);
              return (
                <div key={region.id} className="rounded-xl border border-line bg-surface-raised p-6">
                  <h3 className="text-lg font-semibold text-ink">{region.name}</h3>
                  <ul className="mt-3 space-y-1">
                    {places.map((l) => (
                      <li key={l.slug}>
                        <Link href={locationPath(l)} className="text-link hover:underline">
                          {l.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
            <div className="rounded-xl border-2 border-dashed border-brand bg-brand-soft p-6">
              <h3 className="text-lg font-semibold text-ink">Don&apos;t See Your Area?</h3>
              <p className="mt-2 text-ink-muted">
                We very likely still serve you: most support is remote, and we travel across the GTA for on-site work.
              </p>
              <ButtonLink href="/contact" className="mt-4 inline-block px-4 py-2">
                Contact Us
              </ButtonLink>
            </div>
          </div>
        </TitledSection>

        <TitledSection id="all-title" title="All locations" titleClassName="text-2xl font-bold text-ink sm:text-3xl">
          <ul className="area-cards mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {LOCATIONS.map((l) => (
              <li key={l.slug} className="flex flex-col">
                <div className="flex items-start justify-between gap-3">
                  <h3>{l.name}</h3>
                  <span className="region-badge">{getRegion(l.region).name}</span>
                </div>
                <p className="mt-2 flex-1 text-ink-muted">{truncate(l.description, 100)}</p>
                <Link href={locationPath(l)} className="mt-4 font-semibold text-link hover:underline">
                  View Details<span className="sr-only"> for {l.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>

        <section
          aria-labelledby="reach-title"
          className="grid gap-8 rounded-2xl border border-line bg-surface-alt p-6 sm:p-10 lg:grid-cols-2"
        >
          <div>
            <h2 id="reach-title" className="text-2xl font-bold text-ink">
              Reach our team
            </h2>
            <p className="mt-3 text-ink-muted">
              Tell us where your practice is and what you need. We respond {BUSINESS.responsePromises.contactEmail}.
            </p>
            <ButtonLink href="/contact" size="roomy" className="mt-6 inline-block">
              Contact Us
            </ButtonLink>
          </div>
          <ContactDetails showHours />
        </section>
      </div>
    </>
  );
}
