import { LOCATIONS, getLocationBySlug } from "@/content/locations";
import { placeOf, renderShareCard, shareCardNotFound } from "@/lib/core/seo/share-card";

/** The share card of each of the eleven location pages, made at build. */
export const alt = "Toronto Dental IT: dental IT support in a service area";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCATIONS.map((l) => ({ slug: l.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const location = getLocationBySlug((await params).slug);
  if (!location) return shareCardNotFound();
  return renderShareCard({
    kind: "Service area",
    title: `Dental IT Support in ${location.name}`,
    area: placeOf(location),
    place: true,
  });
}
