import { ButtonLink } from "@/components/ui/button";
import type { Metadata } from "next";
import { CheckList } from "@/components/ui/check-list";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { PageHero } from "@/components/ui/page-hero";
import { SERVICES } from "@/content/services";
import { lowerCaseKeepingAcronyms } from "@/lib/core/format";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { serviceSchema } from "@/lib/core/seo/schema";
import { serviceAnchorHref, servicePath } from "@/lib/core/paths";

export const metadata: Metadata = buildMetadata({
  title: "Dental IT Services",
  description: `Managed IT, dental software support, cybersecurity and compliance, cloud solutions and hardware support for dental practices in Toronto and the GTA.`,
  path: "/services",
  keywords: ["dental IT services", "dental practice technology support Toronto"],
});

export default function ServicesPage() {
  return (
    <>
      {SERVICES.map((s) => (
        <JsonLd
          key={s.id}
          data={serviceSchema({
            name: s.title,
            description: s.description,
            path: servicePath(s),
            serviceType: s.title,
          })}
        />
      ))}
      <PageHero trail={[{ name: "Services", path: "/services" }]} id="services-hero" title="Dental IT Services">
        <p>
          Five services, one team that knows dentistry. Pick the one you need today, or let us look after all of it
          under one agreement.
        </p>
      </PageHero>
      <nav aria-label="Services on this page" className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
        <ul className="flex flex-wrap gap-2">
          {SERVICES.map((s) => (
            <li key={s.id}>
              <a
                href={serviceAnchorHref(s)}
                className="inline-block rounded-full border border-line px-4 py-1.5 text-sm font-semibold text-link hover:bg-brand-soft"
              >
                {s.shortTitle}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6">
        {SERVICES.map((s, i) => (
          <section
            key={s.id}
            id={s.anchor}
            aria-labelledby={`${s.anchor}-title`}
            className="scroll-mt-24 rounded-2xl border border-line bg-surface-raised p-6 sm:p-10"
          >
            <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
              <div>
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-soft text-2xl text-brand">
                  <FeatureIcon name={s.icon} />
                </span>
                <h2 id={`${s.anchor}-title`} className="mt-4 text-2xl font-bold text-ink sm:text-3xl">
                  {s.title}
                </h2>
                <p className="mt-3 text-lg text-ink-muted">{s.description}</p>
                <CheckList items={s.features} className="mt-5 grid gap-2 sm:grid-cols-2" itemClassName="text-ink" />
              </div>
              <div className="flex flex-col justify-center gap-3 rounded-xl bg-surface-alt p-6">
                <p className="font-semibold text-ink">
                  {i === 0
                    ? "Ready for IT you never have to think about?"
                    : `Need help with ${lowerCaseKeepingAcronyms(s.shortTitle)}?`}
                </p>
                <ButtonLink href={servicePath(s)} size="roomy" className="text-center">
                  Learn More<span className="sr-only"> about {s.title}</span>
                </ButtonLink>
                <ButtonLink href="/contact" variant="secondary" size="roomy" className="text-center">
                  Contact Us<span className="sr-only"> about {s.title}</span>
                </ButtonLink>
              </div>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
