import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AreaHeroActions } from "@/components/locations/area-hero-actions";
import {
  LocationContactAside,
  LocationDetails,
  LocationOverview,
  LocationServices,
} from "@/components/locations/location-sections";
import { PageHero } from "@/components/ui/page-hero";
import { BUSINESS } from "@/content/business";
import { getLocationProfile } from "@/content/location-profiles";
import { LOCATIONS, getLocationBySlug, getRegion } from "@/content/locations";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { businessSchema, serviceSchema } from "@/lib/core/seo/schema";
import { locationPath } from "@/lib/core/paths";

export function generateStaticParams() {
  return LOCATIONS.map((l) => ({ slug: l.slug }));
}

/** The one getter the page and its metadata share; an unknown slug is a 404 (proxy.ts answers it first). */
function load(slug: string) {
  const location = getLocationBySlug(slug);
  const profile = location ? getLocationProfile(location.slug) : undefined;
  if (!location || !profile) notFound();
  return { location, profile, region: getRegion(location.region) };
}

export async function generateMetadata({ params }: PageProps<"/locations/[slug]">): Promise<Metadata> {
  const { location, region } = load((await params).slug);
  return buildMetadata({
    title: `Dental IT Support in ${location.name}`,
    description: `Managed IT, dental software support and PHIPA-minded cybersecurity for dental practices in ${location.name}${location.name === region.name ? "" : `, ${region.name}`}. ${BUSINESS.name}.`,
    path: locationPath(location),
    ownShareCard: true,
    keywords: [
      `dental IT ${location.name}`,
      `dental IT support ${location.name}`,
      `${location.name} dental practice computer support`,
    ],
  });
}

export default async function LocationPage({ params }: PageProps<"/locations/[slug]">) {
  const { location, profile } = load((await params).slug);
  const path = locationPath(location);
  return (
    <>
      {/* The business in full (the same record as on every page that has it), and what this page
          offers: its service in this place. */}
      <JsonLd data={businessSchema()} />
      <JsonLd
        data={serviceSchema({
          name: `Dental IT Support in ${location.name}`,
          description: `${BUSINESS.name} provides dental IT support to practices in ${location.name}.`,
          path,
          serviceType: "Dental practice IT support",
          areaServed: `${location.name}, Ontario`,
        })}
      />
      <PageHero
        trail={[
          { name: "Locations", path: "/locations" },
          { name: location.name, path },
        ]}
        id="location-hero"
        title={`Dental IT Support in ${location.name}`}
        actions={<AreaHeroActions checklistLabel="Free IT Assessment" />}
      >
        <p>{profile.heroSubtitle}</p>
      </PageHero>
      <div className="area-page lg:grid-cols-[3fr_2fr]">
        <div>
          <LocationOverview location={location} profile={profile} />
          <LocationServices location={location} />
          <LocationDetails location={location} profile={profile} />
        </div>
        <LocationContactAside location={location} />
      </div>
    </>
  );
}
