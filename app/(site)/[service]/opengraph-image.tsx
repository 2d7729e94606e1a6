import { SERVICES, getServiceBySlug } from "@/content/services";
import { SERVICE_AREA, renderShareCard, shareCardNotFound } from "@/lib/core/seo/share-card";

/** The share card of each of the five service pages, made at build. */
export const alt = "Toronto Dental IT: a dental IT service";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICES.map((s) => ({ service: s.slug }));
}

export default async function Image({ params }: { params: Promise<{ service: string }> }) {
  const service = getServiceBySlug((await params).service);
  if (!service) return shareCardNotFound();
  return renderShareCard({ kind: "Dental IT service", title: service.title, area: SERVICE_AREA, place: true });
}
