import type { Metadata } from "next";
import Link from "next/link";
import { PageHero } from "@/components/ui/page-hero";
import { ABOUT } from "@/content/about";
import { BUSINESS, experiencePhrase } from "@/content/business";
import { buildMetadata } from "@/lib/core/seo/metadata";

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
  return (
    <>
      <PageHero trail={[{ name: "About", path: "/about" }]} id="about-hero" title={`About ${BUSINESS.name}`}>
        <p>
          For {experiencePhrase()}, one job: keeping dental practices in Toronto and the GTA running smoothly and
          securely.
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        <section aria-labelledby="story" className="max-w-3xl">
          <h2 id="story" className="text-3xl font-bold text-ink">
            Our story
          </h2>
          {ABOUT.story.map((p) => (
            <p key={p.slice(0, 30)} className="mt-4 text-lg text-ink-muted">
              {fill(p)}
            </p>
          ))}
        </section>
        <section aria-labelledby="why">
          <h2 id="why" className="text-3xl font-bold text-ink">
            Why Choose Us
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {ABOUT.whyChooseUs.map((w) => (
              <li key={w.title} className={card}>
                <h3 className="font-semibold text-ink">{w.title}</h3>
                <p className="mt-2 text-sm text-ink-muted">{w.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="values">
          <h2 id="values" className="text-3xl font-bold text-ink">
            Our values
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ABOUT.values.map((v) => (
              <li key={v.title} className={card}>
                <h3 className="text-lg font-semibold text-ink">{v.title}</h3>
                <p className="mt-2 text-ink-muted">{v.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="approach">
          <h2 id="approach" className="text-3xl font-bold text-ink">
            Our approach
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {ABOUT.approach.map((a, i) => (
              <li key={a.title} className={card}>
                <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand font-bold text-on-brand">
                  {i + 1}
                </span>
                <h3 className="mt-3 text-lg font-semibold text-ink">{a.title}</h3>
                <p className="mt-2 text-ink-muted">{a.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="about-cta" className="rounded-2xl bg-hero p-8 text-center text-on-hero sm:p-12">
          <h2 id="about-cta" className="text-3xl font-bold">
            Let&apos;s talk about your practice
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-on-hero-muted">
            A free consultation, no obligation: tell us what is slowing your team down.
          </p>
          <Link
            href="/contact"
            className="mt-6 inline-block rounded-md bg-on-hero px-6 py-3 font-semibold text-hero hover:opacity-90"
          >
            Schedule a Consultation
          </Link>
        </section>
      </div>
    </>
  );
}
