import Link from "@/components/ui/link";
import { EmergencyTiers } from "@/components/services/emergency-tiers";
import { CtaBand } from "@/components/layout/cta-band";
import { onHeroClasses } from "@/components/ui/button";
import { PhoneIcon } from "@/components/ui/icons";
import { LinkCards } from "@/components/ui/link-cards";
import { NumberedCards } from "@/components/ui/numbered-cards";
import { PageHero } from "@/components/ui/page-hero";
import { PillLink } from "@/components/ui/pill-link";
import { TitledSection } from "@/components/ui/titled-section";
import { BUSINESS, telHref } from "@/content/business";
import type { ServicePageContent, ServiceSection } from "@/content/service-pages";
import type { Service } from "@/content/services";
import { LOCATIONS } from "@/content/locations";
import { lowerCaseKeepingAcronyms } from "@/lib/core/format";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { serviceSchema } from "@/lib/core/seo/schema";
import { serviceLocationPath, servicePath } from "@/lib/core/paths";

function Section({ section }: { section: ServiceSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
      <h2 id={`${section.id}-title`} className="text-2xl font-bold text-ink sm:text-3xl">
        {section.title}
      </h2>
      {section.intro ? <p className="mt-3 max-w-3xl text-lg text-ink-muted">{section.intro}</p> : null}
      {section.layout === "steps" ? (
        <NumberedCards
          steps={section.items.map((item) => ({ title: item.title, text: item.description }))}
          className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3"
        />
      ) : (
        <ul
          className={`mt-8 grid gap-4 ${section.layout === "cards" ? "sm:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-2"}`}
        >
          {section.items.map((item) => (
            <li
              key={item.title}
              className={
                section.layout === "cards"
                  ? "rounded-xl border border-line bg-surface-raised p-6"
                  : "flex gap-3 rounded-xl bg-surface-alt p-5"
              }
            >
              {section.layout === "list" ? (
                <span aria-hidden="true" className="mt-1 text-brand">
                  ✓
                </span>
              ) : null}
              <div>
                <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                <p className="mt-2 text-ink-muted">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PricingAndSavings() {
  const p = BUSINESS.claims.pricePerWorkstation;
  return (
    <section aria-labelledby="pricing" className="grid gap-6 md:grid-cols-2">
      <div className="rounded-2xl bg-hero p-8 text-on-hero">
        <h2 id="pricing" className="text-2xl font-bold">
          Simple, predictable pricing
        </h2>
        <p className="mt-3 text-4xl font-extrabold">
          ${p.min}–${p.max}
        </p>
        <p className="text-on-hero-muted">per workstation per {p.period}, depending on the coverage you choose</p>
        <p className="mt-4 text-on-hero-muted">
          Monitoring, help desk, patching, security tools and on-site visits in one monthly fee, with no surprise
          invoices.
        </p>
      </div>
      <div className="rounded-2xl border border-line bg-surface-raised p-8">
        <h2 className="text-2xl font-bold text-ink">Lower total IT cost</h2>
        <p className="mt-3 text-4xl font-extrabold text-brand">{BUSINESS.claims.costSavings}</p>
        <p className="text-ink-muted">
          typical savings in IT costs for practices that move from break-fix support to managed IT
        </p>
        <p className="mt-4 text-ink-muted">
          Savings come from fewer emergencies, less downtime in the operatories and hardware bought when it is needed,
          not when it fails.
        </p>
      </div>
    </section>
  );
}

/** Every section, card, anchor and cross-link of one service page, from content/service-pages.ts. */
export function ServicePageView({ service, page }: { service: Service; page: ServicePageContent }) {
  const path = servicePath(service);
  const isManagedIt = service.slug === "managed-it";
  return (
    <>
      <JsonLd
        data={serviceSchema({
          name: service.title,
          description: page.metaDescription,
          path,
          serviceType: service.title,
        })}
      />
      <PageHero
        trail={[
          { name: "Services", path: "/services" },
          { name: service.title, path },
        ]}
        id="service-hero"
        title={page.hero.title}
        actions={
          <>
            <Link href={page.hero.primary.href} className={onHeroClasses("solid")}>
              {page.hero.primary.label}
            </Link>
            <a href={page.hero.secondary.href} className={onHeroClasses("outline")}>
              {page.hero.secondary.label}
            </a>
          </>
        }
      >
        <p>{page.hero.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-4 text-lg text-ink-muted">
            {page.overview.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <aside aria-label="Service desk" className="rounded-xl border border-line bg-surface-alt p-6">
            <p className="font-semibold text-ink">Talk to the service desk</p>
            <a
              href={telHref(BUSINESS.phones.services)}
              className="mt-2 inline-flex items-center gap-2 text-xl font-bold text-link hover:underline"
            >
              <PhoneIcon /> {BUSINESS.phones.services.display}
            </a>
            <p className="mt-2 text-sm text-ink-muted">
              {BUSINESS.helpDeskHours.weekdays}. {BUSINESS.helpDeskHours.emergency}.
            </p>
          </aside>
        </div>
        {page.sections.map((s) => (
          <Section key={s.id} section={s} />
        ))}
        {isManagedIt ? (
          <>
            <PricingAndSavings />
            <EmergencyTiers />
          </>
        ) : null}
        <TitledSection id="related-title" title="Related services and resources">
          <LinkCards links={page.crossLinks} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
        </TitledSection>
        <TitledSection id="areas-title" title={<>{service.shortTitle} support across the GTA</>}>
          <ul className="mt-4 flex flex-wrap gap-2">
            {LOCATIONS.map((l) => (
              <li key={l.slug}>
                <PillLink href={serviceLocationPath(service, l)}>
                  {l.name}
                  <span className="sr-only"> {lowerCaseKeepingAcronyms(service.shortTitle)} support</span>
                </PillLink>
              </li>
            ))}
          </ul>
        </TitledSection>
        <CtaBand
          id="cta-title"
          title={page.cta.title}
          text={page.cta.text}
          actions={
            <>
              <Link href="/contact" className={onHeroClasses("solid")}>
                Contact Us
              </Link>
              <a href={telHref(BUSINESS.phones.main)} className={onHeroClasses("outline")}>
                Call {BUSINESS.phones.main.display}
              </a>
            </>
          }
        />
      </div>
    </>
  );
}
