import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ServicePageView } from "@/components/services/service-page-view";
import { getServicePage } from "@/content/service-pages";
import { SERVICES, getServiceBySlug } from "@/content/services";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { servicePath } from "@/lib/core/paths";

/** The five service pages: /managed-it, /dental-software, /cybersecurity, /cloud-solutions, /hardware-support. */
export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICES.map((s) => ({ service: s.slug }));
}

function load(slug: string) {
  const service = getServiceBySlug(slug);
  const page = service ? getServicePage(service.id) : undefined;
  if (!service || !page) notFound();
  return { service, page };
}

export async function generateMetadata({ params }: PageProps<"/[service]">): Promise<Metadata> {
  const { service, page } = load((await params).service);
  return buildMetadata({
    title: page.metaTitle,
    description: page.metaDescription,
    path: servicePath(service),
    keywords: page.keywords,
    ownShareCard: true,
  });
}

export default async function ServicePage({ params }: PageProps<"/[service]">) {
  const { service, page } = load((await params).service);
  return <ServicePageView service={service} page={page} />;
}
