import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TrackEvent } from "@/components/analytics/track-event";
import { AreaHeroActions } from "@/components/locations/area-hero-actions";
import {
  ServiceLocationAside,
  ServiceLocationIntro,
  ServiceLocationMore,
  ServiceLocationOffer,
} from "@/components/services/service-location-sections";
import { PageHero } from "@/components/ui/page-hero";
import { LOCATIONS, getLocationBySlug, getRegion } from "@/content/locations";
import { getServiceLocationSet } from "@/content/service-location";
import { SERVICES, getServiceByUrlSegment } from "@/content/services";
import { lowerCaseKeepingAcronyms } from "@/lib/core/format";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { serviceSchema } from "@/lib/core/seo/schema";
import { serviceLocationPath, servicePath } from "@/lib/core/paths";

/** The 5 × 11 service-by-location pages. {key} is a location key: "hardware", never "hardware-support". */
export function generateStaticParams() {
  return SERVICES.flatMap((s) => LOCATIONS.map((l) => ({ key: s.urlSegment, location: l.slug })));
}

function load(key: string, slug: string) {
  const service = getServiceByUrlSegment(key);
  const location = getLocationBySlug(slug);
  const set = service ? getServiceLocationSet(service.id) : undefined;
  const copy = set?.pages.find((p) => p.location === slug);
  if (!service || !location || !set || !copy) notFound();
  return { service, location, set, copy, region: getRegion(location.region) };
}

export async function generateMetadata({ params }: PageProps<"/services/[key]/[location]">): Promise<Metadata> {
  const { key, location: slug } = await params;
  const { service, location, copy } = load(key, slug);
  return buildMetadata({
    title: `${service.title} in ${location.name}`,
    description: copy.heroSubtitle,
    path: serviceLocationPath(service, location),
    ownShareCard: true,
    keywords: [
      `${service.shortTitle} ${location.name}`,
      `dental ${lowerCaseKeepingAcronyms(service.shortTitle)} ${location.name}`,
    ],
  });
}

export default async function ServiceLocationPage({ params }: PageProps<"/services/[key]/[location]">) {
  const { key, location: slug } = await params;
  const { service, location, set, copy, region } = load(key, slug);
  const path = serviceLocationPath(service, location);
  return (
    <>
      <TrackEvent name="view_service_location" params={{ service: service.urlSegment, suburb: location.slug }} />
      <JsonLd
        data={serviceSchema({
          name: `${service.title} in ${location.name}`,
          description: copy.intro,
          path,
          serviceType: service.title,
          areaServed: `${location.name}, Ontario`,
        })}
      />
      <PageHero
        trail={[
          { name: "Services", path: "/services" },
          { name: service.title, path: servicePath(service) },
          { name: location.name, path },
        ]}
        id="sl-hero"
        title={`${service.title} in ${location.name}`}
        actions={<AreaHeroActions checklistLabel="Free IT Health Checklist" />}
      >
        <p className="text-sm font-semibold uppercase tracking-wide">
          {region.name === location.name ? "City of Toronto" : `${location.name}, ${region.name}`}
        </p>
        <p className="mt-2">{copy.heroSubtitle}</p>
      </PageHero>
      <div className="area-page lg:grid-cols-[3fr_1fr]">
        <div>
          <ServiceLocationIntro service={service} location={location} copy={copy} region={region} />
          <ServiceLocationOffer location={location} set={set} copy={copy} />
          <ServiceLocationMore service={service} location={location} copy={copy} />
        </div>
        <ServiceLocationAside />
      </div>
    </>
  );
}
