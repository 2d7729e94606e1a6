import { ButtonLink } from "@/components/ui/button";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { TrackEvent } from "@/components/analytics/track-event";
import { Accordion } from "@/components/ui/accordion";
import { CheckList } from "@/components/ui/check-list";
import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { TitledSection } from "@/components/ui/titled-section";
import { BUSINESS, telHref } from "@/content/business";
import { LOCATIONS, getLocationBySlug, getRegion } from "@/content/locations";
import { getServiceLocationSet, pickStory } from "@/content/service-location";
import { SERVICES, getServiceByUrlSegment } from "@/content/services";
import { formatNumber, lowerCaseKeepingAcronyms } from "@/lib/core/format";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { faqPageSchema, serviceSchema } from "@/lib/core/seo/schema";
import { locationPath, serviceLocationPath, servicePath } from "@/lib/core/paths";

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
  const story = pickStory(set, location.name, location.slug);
  const pop = location.dentalStats.population;
  const button = "inline-flex items-center rounded-md px-6 py-3 font-semibold";
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
      <JsonLd data={faqPageSchema(copy.faq)} />
      <PageHero
        trail={[
          { name: "Services", path: "/services" },
          { name: service.title, path: servicePath(service) },
          { name: location.name, path },
        ]}
        id="sl-hero"
        title={`${service.title} in ${location.name}`}
        actions={
          <>
            <Link href="/contact" className={`${button} bg-on-hero text-hero hover:opacity-90`}>
              Contact Us
            </Link>
            <Link
              href="/health-checklist"
              className={`${button} border-2 border-on-hero text-on-hero hover:bg-on-hero hover:text-hero`}
            >
              Free IT Health Checklist
            </Link>
          </>
        }
      >
        <p className="text-sm font-semibold uppercase tracking-wide">
          {region.name === location.name ? "City of Toronto" : `${location.name}, ${region.name}`}
        </p>
        <p className="mt-2">{copy.heroSubtitle}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_1fr]">
        <div className="space-y-12">
          <TitledSection
            id="sl-intro"
            title={
              <>
                {service.shortTitle} for {location.name} dental practices
              </>
            }
          >
            <p className="mt-4 text-lg text-ink-muted">{copy.intro}</p>
            {copy.localContext.map((p) => (
              <p key={p.slice(0, 40)} className="mt-4 text-ink-muted">
                {p}
              </p>
            ))}
          </TitledSection>

          <TitledSection id="sl-stats" title={<>{location.name} at a glance</>}>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <div className="rounded-xl bg-surface-alt p-5">
                <dt className="text-sm text-ink-muted">Residents</dt>
                <dd className="text-2xl font-bold text-brand">
                  {pop.approximate ? "~" : ""}
                  {formatNumber(pop.value)}
                </dd>
              </div>
              <div className="rounded-xl bg-surface-alt p-5">
                <dt className="text-sm text-ink-muted">Dental practices</dt>
                <dd className="text-2xl font-bold text-brand">{formatNumber(location.dentalStats.practices)}+</dd>
              </div>
              <div className="rounded-xl bg-surface-alt p-5">
                <dt className="text-sm text-ink-muted">Average response</dt>
                <dd className="text-2xl font-bold text-brand">{BUSINESS.responsePromises.averageOnSite}</dd>
              </div>
              <div className="rounded-xl bg-surface-alt p-5">
                <dt className="text-sm text-ink-muted">Region</dt>
                <dd className="text-2xl font-bold text-brand">{region.name}</dd>
              </div>
            </dl>
            <p className="mt-3 text-xs text-ink-muted">
              Population: {pop.source}
              {pop.approximate ? " (approximate)" : ""}. Practice counts are approximate.
            </p>
          </TitledSection>

          <section aria-labelledby="sl-features" className="grid gap-8 md:grid-cols-2">
            <div>
              <h2 id="sl-features" className="text-2xl font-bold text-ink">
                What&apos;s included
              </h2>
              <CheckList items={set.features} className="mt-4 space-y-2" />
            </div>
            <div>
              <h2 className="text-2xl font-bold text-ink">Benefits for your practice</h2>
              <CheckList items={set.benefits} className="mt-4 space-y-2" />
            </div>
          </section>

          <TitledSection id="sl-compliance" title="Ontario rules that apply">
            <p className="mt-4 text-ink-muted">{copy.compliance}</p>
          </TitledSection>

          <TitledSection
            id="sl-story"
            title="How we typically help"
            className="rounded-2xl border border-line bg-surface-raised p-6 sm:p-8"
          >
            <p className="mt-3 font-semibold text-ink">{story.practice}</p>
            <p className="mt-2 text-ink-muted">
              <span className="font-semibold text-ink">The challenge: </span>
              {story.challenge}
            </p>
            <p className="mt-2 text-ink-muted">
              <span className="font-semibold text-ink">The outcome: </span>
              {story.outcome}
            </p>
            <p className="mt-3 text-xs text-ink-muted">An illustrative example of our work, not a specific client.</p>
          </TitledSection>

          <TitledSection id="sl-faq" title={<>Questions we hear in {location.name}</>}>
            <div className="mt-6">
              <Accordion
                group="sl-faq"
                items={copy.faq.map((f, i) => ({
                  id: `sl-faq-${i + 1}`,
                  title: f.question,
                  content: <p>{f.answer}</p>,
                }))}
              />
            </div>
          </TitledSection>

          <TitledSection id="sl-more" title={<>More for {location.name}</>}>
            <ul className="mt-4 flex flex-wrap gap-2">
              {SERVICES.filter((s) => s.id !== service.id).map((s) => (
                <li key={s.id}>
                  <Link
                    href={serviceLocationPath(s, location)}
                    className="inline-block rounded-full border border-line px-3 py-1 text-sm text-link hover:bg-brand-soft"
                  >
                    {s.shortTitle}
                    <span className="sr-only"> in {location.name}</span>
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  href={locationPath(location)}
                  className="inline-block rounded-full border border-line px-3 py-1 text-sm text-link hover:bg-brand-soft"
                >
                  All IT support in {location.name}
                </Link>
              </li>
              <li>
                <Link
                  href={servicePath(service)}
                  className="inline-block rounded-full border border-line px-3 py-1 text-sm text-link hover:bg-brand-soft"
                >
                  {service.title} overview
                </Link>
              </li>
            </ul>
          </TitledSection>
        </div>
        <aside aria-label="Contact" className="lg:sticky lg:top-4 lg:self-start">
          <div className="space-y-3 rounded-2xl border border-line bg-surface-alt p-6">
            <h2 className="text-lg font-bold text-ink">Talk to us</h2>
            <a
              href={telHref(BUSINESS.phones.main)}
              className="flex items-center gap-2 font-semibold text-link hover:underline"
            >
              <PhoneIcon /> {BUSINESS.phones.main.display}
            </a>
            <a
              href={`mailto:${BUSINESS.emails.info}`}
              className="flex items-center gap-2 break-all font-semibold text-link hover:underline"
            >
              <MailIcon /> {BUSINESS.emails.info}
            </a>
            <ButtonLink href="/contact" className="block px-4 py-2 text-center">
              Contact Us
            </ButtonLink>
            <ButtonLink href="/health-checklist" variant="secondary" className="block px-4 py-2 text-center">
              Free IT Health Checklist
            </ButtonLink>
          </div>
        </aside>
      </div>
    </>
  );
}
