import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CtaBand } from "@/components/layout/cta-band";
import { NumberedCards } from "@/components/ui/numbered-cards";
import { PageHero } from "@/components/ui/page-hero";
import { TitledSection } from "@/components/ui/titled-section";
import { ABOUT } from "@/content/about";
import { BOOK_LINK } from "@/content/navigation";
import { BUSINESS, experiencePhrase } from "@/content/business";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { businessSchema } from "@/lib/core/seo/schema";

export const metadata: Metadata = buildMetadata({
  title: "About Us",
  description: `${BUSINESS.name} is the dental division of ${BUSINESS.parent.name}: IT support built only for dental practices in Toronto and the GTA since ${BUSINESS.foundedYear}.`,
  path: "/about",
  keywords: ["about Toronto Dental IT", "dental IT company Toronto"],
});

function fill(text: string): string {
  return text.replace("{parent}", BUSINESS.parent.name).replace("{foundedYear}", String(BUSINESS.foundedYear));
}

export default function AboutPage() {
  const card = "rounded-xl border border-line bg-surface-raised p-6";
  const h2 = "text-3xl font-bold text-ink";
  return (
    <>
      {/* The page that describes the organization carries its record, as the home page does. */}
      <JsonLd data={businessSchema()} />
      <PageHero trail={[{ name: "About", path: "/about" }]} id="about-hero" title={`About ${BUSINESS.name}`}>
        <p>
          For {experiencePhrase()}, one job: keeping dental practices in Toronto and the GTA running smoothly and
          securely.
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        <TitledSection id="story" title="Our story" className="max-w-3xl" titleClassName={h2}>
          {ABOUT.story.map((p) => (
            <p key={p.slice(0, 30)} className="mt-4 text-lg text-ink-muted">
              {fill(p)}
            </p>
          ))}
        </TitledSection>
        <TitledSection id="why" title="Why Choose Us" titleClassName={h2}>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {ABOUT.whyChooseUs.map((w) => (
              <li key={w.title} className={card}>
                <h3 className="font-semibold text-ink">{w.title}</h3>
                <p className="mt-2 text-sm text-ink-muted">{w.text}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
        <TitledSection id="values" title="Our values" titleClassName={h2}>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ABOUT.values.map((v) => (
              <li key={v.title} className={card}>
                <h3 className="text-lg font-semibold text-ink">{v.title}</h3>
                <p className="mt-2 text-ink-muted">{v.text}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
        <TitledSection id="approach" title="Our approach" titleClassName={h2}>
          <NumberedCards steps={ABOUT.approach} className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4" />
        </TitledSection>
        <CtaBand
          id="about-cta"
          title={<>Let&apos;s talk about your practice</>}
          text="A free consultation, no obligation: tell us what is slowing your team down."
        >
          <Link
            href={BOOK_LINK.href}
            className="mt-6 inline-block rounded-md bg-on-hero px-6 py-3 font-semibold text-hero hover:opacity-90"
          >
            Schedule a Consultation
          </Link>
        </CtaBand>
      </div>
    </>
  );
}
