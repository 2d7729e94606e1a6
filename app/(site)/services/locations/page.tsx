import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { PageHero } from "@/components/ui/page-hero";
import { PillLink } from "@/components/ui/pill-link";
import { TitledSection } from "@/components/ui/titled-section";
import { BUSINESS } from "@/content/business";
import { LOCATIONS, REGIONS, getLocationsByRegion } from "@/content/locations";
import { SERVICES } from "@/content/services";
import { formatNumber } from "@/lib/core/format";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { locationPath, serviceLocationPath, servicePath } from "@/lib/core/paths";

export const metadata: Metadata = buildMetadata({
  title: "Dental IT Services by Location",
  description: `Find ${BUSINESS.name}'s managed IT, dental software, cybersecurity, cloud and hardware services for dental practices in each GTA community we serve.`,
  path: "/services/locations",
  keywords: ["dental IT services by location", "dental IT near me GTA"],
});

export default function ServicesByLocationPage() {
  return (
    <>
      <PageHero
        trail={[
          { name: "Services", path: "/services" },
          { name: "Services by Location", path: "/services/locations" },
        ]}
        id="sbl-hero"
        title="Dental IT Services by Location"
      >
        <p>
          Every service, in each of the {LOCATIONS.length} GTA communities we serve. Choose your area to see what that
          service looks like for practices there.
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6">
        <TitledSection id="sbl-services" title="Our services">
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {SERVICES.map((s) => (
              <li key={s.id}>
                <Link
                  href={servicePath(s)}
                  className="flex h-full flex-col items-start gap-3 rounded-xl border border-line bg-surface-raised p-5 hover:border-brand"
                >
                  <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-soft text-xl text-brand">
                    <FeatureIcon name={s.icon} />
                  </span>
                  <span className="font-semibold text-ink">{s.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
        {REGIONS.map((region) => {
          const places = getLocationsByRegion(region.id);
          if (places.length === 0) return null;
          return (
            <section key={region.id} aria-labelledby={`region-${region.id}`}>
              <h2 id={`region-${region.id}`} className="text-2xl font-bold text-ink">
                {region.name}
              </h2>
              <ul className="area-cards mt-6 grid gap-4 md:grid-cols-2">
                {places.map((l) => (
                  <li key={l.slug}>
                    <h3>{l.name}</h3>
                    <p className="mt-1 text-sm text-ink-muted">
                      About {formatNumber(l.dentalStats.practices)} dental practices ·{" "}
                      {l.dentalStats.population.approximate ? "about " : ""}
                      {formatNumber(l.dentalStats.population.value)} residents
                    </p>
                    <ul className="mt-4 flex flex-wrap gap-2">
                      {SERVICES.map((s) => (
                        <li key={s.id}>
                          <PillLink href={serviceLocationPath(s, l)}>
                            {s.shortTitle}
                            <span className="sr-only"> in {l.name}</span>
                          </PillLink>
                        </li>
                      ))}
                    </ul>
                    <Link href={locationPath(l)} className="mt-4 inline-block font-semibold text-link hover:underline">
                      View Location Details<span className="sr-only"> for {l.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
