import { LOCATIONS, getLocationBySlug } from "@/content/locations";
import { SERVICES, getServiceByUrlSegment } from "@/content/services";
import { placeOf, renderShareCard, shareCardNotFound } from "@/lib/core/seo/share-card";

/** The share card of each of the 5 × 11 service-by-location pages, made at build. */
export const alt = "Toronto Dental IT: a dental IT service in a service area";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICES.flatMap((s) => LOCATIONS.map((l) => ({ key: s.urlSegment, location: l.slug })));
}

export default async function Image({ params }: { params: Promise<{ key: string; location: string }> }) {
  const { key, location: slug } = await params;
  const service = getServiceByUrlSegment(key);
  const location = getLocationBySlug(slug);
  if (!service || !location) return shareCardNotFound();
  return renderShareCard({
    kind: "Dental IT service",
    title: `${service.title} in ${location.name}`,
    area: placeOf(location),
    place: true,
  });
}
