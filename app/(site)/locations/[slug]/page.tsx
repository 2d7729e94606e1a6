import { ButtonLink } from "@/components/ui/button";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ContactForm } from "@/components/contact/contact-form";
import { Accordion } from "@/components/ui/accordion";
import { CheckList } from "@/components/ui/check-list";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { TitledSection } from "@/components/ui/titled-section";
import { BUSINESS, formatAddress, telHref } from "@/content/business";
import { getLocationProfile } from "@/content/location-profiles";
import { LOCATIONS, getLocationBySlug, getRegion } from "@/content/locations";
import { SERVICES } from "@/content/services";
import { formatNumber } from "@/lib/core/format";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { faqPageSchema, localBusinessSchema } from "@/lib/core/seo/schema";
import { locationPath, serviceLocationPath } from "@/lib/core/paths";

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

const TILES = [
  {
    title: "Managed IT Services",
    href: "/managed-it",
    icon: "server",
    text: "Monitoring, help desk and on-site visits under one monthly fee.",
  },
  {
    title: "Dental Software Support",
    href: "/dental-software",
    icon: "tooth",
    text: "Practice management and imaging software kept working.",
  },
  {
    title: "PIPEDA/PHIPA Compliance",
    href: "/cybersecurity#pipeda",
    icon: "compliance",
    text: "Policies, safeguards and breach plans for patient information.",
  },
  {
    title: "Cybersecurity",
    href: "/cybersecurity",
    icon: "shield",
    text: "Protection against ransomware, phishing and data loss.",
  },
] as const;

export default async function LocationPage({ params }: PageProps<"/locations/[slug]">) {
  const { location, profile } = load((await params).slug);
  const path = locationPath(location);
  const pop = location.dentalStats.population;
  const button = "inline-flex items-center rounded-md px-6 py-3 font-semibold";
  return (
    <>
      <JsonLd
        data={localBusinessSchema({
          path,
          areaName: `${location.name}, Ontario`,
          description: `${BUSINESS.name} provides dental IT support to practices in ${location.name}.`,
        })}
      />
      <JsonLd data={faqPageSchema(profile.faq.map((f) => ({ question: f.question, answer: f.answer })))} />
      <PageHero
        trail={[
          { name: "Locations", path: "/locations" },
          { name: location.name, path },
        ]}
        id="location-hero"
        title={`Dental IT Support in ${location.name}`}
        actions={
          <>
            <Link href="/contact" className={`${button} bg-on-hero text-hero hover:opacity-90`}>
              Contact Us
            </Link>
            <Link
              href="/health-checklist"
              className={`${button} border-2 border-on-hero text-on-hero hover:bg-on-hero hover:text-hero`}
            >
              Free IT Assessment
            </Link>
          </>
        }
      >
        <p>{profile.heroSubtitle}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-12">
          <TitledSection id="about-area" title={<>Dental practices in {location.name}</>}>
            <p className="mt-4 text-lg text-ink-muted">{location.description}</p>
            {profile.dentalLandscape.map((p) => (
              <p key={p.slice(0, 40)} className="mt-4 text-ink-muted">
                {p}
              </p>
            ))}
          </TitledSection>

          <TitledSection
            id="stats"
            title={<>{location.name} at a glance</>}
            className="grid gap-4 sm:grid-cols-2"
            titleClassName="sr-only"
          >
            <div className="rounded-xl bg-surface-alt p-6">
              <p className="text-3xl font-bold text-brand">~{formatNumber(location.dentalStats.practices)}</p>
              <p className="mt-1 text-ink-muted">dental practices (approximate)</p>
            </div>
            <div className="rounded-xl bg-surface-alt p-6">
              <p className="text-3xl font-bold text-brand">
                {pop.approximate ? "~" : ""}
                {formatNumber(pop.value)}
              </p>
              <p className="mt-1 text-ink-muted">residents</p>
              <p className="mt-2 text-xs text-ink-muted">
                Source: {pop.source}
                {pop.approximate ? " (approximate)" : ""}.
              </p>
            </div>
          </TitledSection>

          <TitledSection id="features" title={<>What sets {location.name} apart</>}>
            <CheckList items={location.keyFeatures} className="mt-4 space-y-2" />
          </TitledSection>

          <TitledSection id="services-here" title={<>Our services in {location.name}</>}>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {TILES.map((t) => (
                <li key={t.title}>
                  <Link
                    href={t.href}
                    className="flex h-full gap-4 rounded-xl border border-line bg-surface-raised p-5 hover:border-brand"
                  >
                    <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-xl text-brand">
                      <FeatureIcon name={t.icon} />
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{t.title}</span>
                      <span className="mt-1 block text-sm text-ink-muted">{t.text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <h3 className="mt-8 font-semibold text-ink">Each service in {location.name}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {SERVICES.map((s) => (
                <li key={s.id}>
                  <Link
                    href={serviceLocationPath(s, location)}
                    className="inline-block rounded-full border border-line px-3 py-1 text-sm text-link hover:bg-brand-soft"
                  >
                    {s.title}
                    <span className="sr-only"> in {location.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink href="/services" size="roomy">
                View All Services
              </ButtonLink>
              <ButtonLink href="/health-checklist" variant="secondary" size="roomy">
                Take the IT Health Checklist
              </ButtonLink>
            </div>
          </TitledSection>

          <TitledSection id="coverage" title={<>Where we work in {location.name}</>}>
            <p className="mt-4 text-ink-muted">{profile.postalAreas}</p>
            <h3 className="mt-6 font-semibold text-ink">Postal codes we serve</h3>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Postal code areas served in ${location.name}`}>
              {location.postalCodes.map((code) => (
                <li key={code} className="rounded-md border border-line px-2.5 py-1 font-mono text-sm text-ink">
                  {code}
                </li>
              ))}
            </ul>
          </TitledSection>

          <TitledSection id="response" title="Getting to you">
            <p className="mt-4 text-ink-muted">{location.travelFromOffice}</p>
            <p className="mt-4 text-ink-muted">{profile.onSiteResponse}</p>
          </TitledSection>

          <TitledSection id="concerns" title="Local IT considerations">
            <ul className="mt-6 space-y-4">
              {profile.localConcerns.map((c) => (
                <li key={c.title} className="rounded-xl border border-line bg-surface-raised p-5">
                  <h3 className="font-semibold text-ink">{c.title}</h3>
                  <p className="mt-2 text-ink-muted">{c.text}</p>
                </li>
              ))}
            </ul>
          </TitledSection>

          <TitledSection id="local-faq" title={<>Questions from {location.name} practices</>}>
            <div className="mt-6">
              <Accordion
                group={`faq-${location.slug}`}
                items={profile.faq.map((f, i) => ({
                  id: `faq-${i + 1}`,
                  title: f.question,
                  content: <p>{f.answer}</p>,
                }))}
              />
            </div>
          </TitledSection>

          <div className="flex flex-wrap gap-3">
            <ButtonLink href="/contact" size="roomy">
              Contact Our Team
            </ButtonLink>
            <ButtonLink href="/locations" variant="secondary" size="roomy">
              View All Locations
            </ButtonLink>
          </div>
        </div>

        <aside aria-label={`Contact ${BUSINESS.name}`} className="lg:sticky lg:top-4 lg:self-start">
          <div className="space-y-4 rounded-2xl border border-line bg-surface-alt p-6">
            <h2 className="text-xl font-bold text-ink">Get support in {location.name}</h2>
            <p className="flex gap-2 text-sm text-ink-muted">
              <MapPinIcon className="mt-0.5 shrink-0 text-brand" /> {formatAddress()}
            </p>
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
            <ContactForm supportEmail={BUSINESS.emails.support} heading="Send Us a Message" />
          </div>
        </aside>
      </div>
    </>
  );
}
