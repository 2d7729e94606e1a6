import { buttonClasses } from "@/components/ui/button";
import type { Metadata } from "next";
import Link from "next/link";
import { ContactForm } from "@/components/contact/contact-form";
import { ContactDetails } from "@/components/contact/contact-details";
import { LocationBanner } from "@/components/home/location-banner";
import { PartnersStrip } from "@/components/home/partners-strip";
import { ServiceCards } from "@/components/home/service-cards";
import { TestimonialCarousel } from "@/components/home/testimonial-carousel";
import { MapCard } from "@/components/maps/map-card";
import { Accordion } from "@/components/ui/accordion";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { PhoneIcon } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/section-heading";
import { BENEFITS } from "@/content/benefits";
import { BUSINESS, experiencePhrase, telHref } from "@/content/business";
import { claimValues, fillClaims } from "@/content/claims";
import { FAQ_ENTRIES, HOME_FAQ_IDS } from "@/content/faq";
import { PARTNERS } from "@/content/partners";
import { SITE } from "@/content/site";
import { TESTIMONIALS } from "@/content/testimonials";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { faqPageSchema, localBusinessSchema } from "@/lib/core/seo/schema";

export const metadata: Metadata = buildMetadata({
  title: `${BUSINESS.name} | Managed IT for GTA Dental Practices`,
  absoluteTitle: true,
  description: SITE.homeDescription,
  path: "/",
  keywords: ["dental IT Toronto", "IT support for dentists GTA", "dental office computer support"],
});

const primary = buttonClasses({ className: "inline-flex items-center justify-center gap-2 px-6 py-3 text-base" });
const secondary =
  "inline-flex items-center justify-center gap-2 rounded-md border-2 border-on-hero px-6 py-3 text-base font-semibold text-on-hero hover:bg-on-hero hover:text-hero";

export default function HomePage() {
  const now = new Date();
  const faqs = HOME_FAQ_IDS.map((id) => FAQ_ENTRIES.find((f) => f.id === id)).filter((f) => f !== undefined);
  const faqItems = faqs.map((f) => ({ id: `faq-${f.id}`, question: f.question, answer: fillClaims(f.answer, now) }));
  return (
    <>
      <JsonLd data={localBusinessSchema()} />
      <JsonLd data={faqPageSchema(faqItems)} />

      <section className="bg-hero text-on-hero" aria-labelledby="hero-title">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-on-hero-muted">
              Dental IT support · Toronto & the GTA
            </p>
            <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Technology that keeps your dental practice running
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-on-hero-muted">
              For {experiencePhrase(now)}, {BUSINESS.name} has looked after front desks, operatories and imaging rooms:
              managed IT, dental software support, PHIPA-minded cybersecurity, cloud backup and hardware, with help{" "}
              {claimValues(now).criticalResponse} when something critical breaks.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                href="/contact"
                className="inline-flex items-center justify-center rounded-md bg-on-hero px-6 py-3 text-base font-semibold text-hero hover:opacity-90"
              >
                Get a Free IT Assessment
              </Link>
              <a href={telHref(BUSINESS.phones.main)} className={secondary}>
                <PhoneIcon /> Call {BUSINESS.phones.main.display}
              </a>
            </div>
          </div>
          <ul className="grid grid-cols-2 gap-4 text-center">
            {[
              { value: experiencePhrase(now).replace("over ", "") + "+", label: "serving GTA practices" },
              { value: "24/7", label: "emergency support" },
              { value: BUSINESS.claims.firstCallResolution, label: "first-call resolution" },
              { value: "< 1 hr", label: "critical response time" },
            ].map((s) => (
              <li key={s.label} className="rounded-xl border border-on-hero-muted/40 p-5">
                <span className="block text-3xl font-bold">{s.value}</span>
                <span className="mt-1 block text-sm text-on-hero-muted">{s.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-surface py-16 md:py-20" aria-labelledby="benefits-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="benefits-title"
            eyebrow="Why choose us"
            title="IT support that understands dentistry"
            intro="Generic IT firms learn your practice software on your time. We already know it."
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {BENEFITS.map((b) => (
              <li key={b.title} className="rounded-xl border border-line bg-surface-raised p-6">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-soft text-2xl text-brand">
                  <FeatureIcon name={b.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{b.title}</h3>
                <p className="mt-2 text-ink-muted">{b.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="services" className="bg-surface-alt py-16 md:py-20" aria-labelledby="services-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="services-title"
            eyebrow="Our services"
            title="Everything your practice runs on, looked after"
          />
          <div className="mt-12">
            <ServiceCards />
          </div>
          <p className="mt-10 text-center">
            <Link href="/services" className={primary}>
              View All Services
            </Link>
          </p>
        </div>
      </section>

      <section className="bg-surface py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading eyebrow="Testimonials" title="Trusted by dental teams across the GTA" />
          <div className="mt-10">
            <TestimonialCarousel testimonials={TESTIMONIALS} />
          </div>
        </div>
      </section>

      <section className="bg-surface-alt py-16" aria-labelledby="partners-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="partners-title"
            title="Our Exceptional Partners"
            intro="We collaborate with industry-leading technology providers to deliver the best solutions for your dental practice."
          />
          <div className="mt-8">
            <PartnersStrip partners={PARTNERS} />
          </div>
          <p className="mx-auto mt-6 max-w-3xl text-center text-ink-muted">
            As an authorized partner, we provide certified support and seamless integration for these leading technology
            brands.
          </p>
        </div>
      </section>

      <section className="bg-surface py-16" aria-label="Dental IT support near you">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <LocationBanner />
        </div>
      </section>

      <section className="bg-surface-alt py-16" aria-label="Newsletter and free assessment">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2">
          <div className="rounded-2xl border border-line bg-surface-raised p-8">
            <h2 className="text-2xl font-bold text-ink">Monthly Dental Tech Trend Newsletter</h2>
            <p className="mt-3 text-ink-muted">
              One practical e-mail a month on cybersecurity threats aimed at dental offices, software updates worth
              knowing about and tips to keep your team productive. Subscribers get a free 30-minute technology
              assessment.
            </p>
            <Link href="/newsletter" className={`${primary} mt-6`}>
              Subscribe Now
            </Link>
          </div>
          <div className="rounded-2xl border border-line bg-surface-raised p-8">
            <h2 className="text-2xl font-bold text-ink">How healthy is your practice&apos;s IT?</h2>
            <p className="mt-3 text-ink-muted">
              Answer 25 yes-or-no questions about security, backups, Ontario privacy compliance, infrastructure and the
              patient experience. You get a score for each area and recommendations, free and in about five minutes.
            </p>
            <Link href="/health-checklist" className={`${primary} mt-6`}>
              Take the Free Assessment
            </Link>
          </div>
        </div>
      </section>

      <section className="bg-surface py-16 md:py-20" aria-labelledby="faq-title">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
          <div className="mt-10">
            <Accordion
              group="home-faq"
              items={faqItems.map((f) => ({ id: f.id, title: f.question, content: <p>{f.answer}</p> }))}
            />
          </div>
          <p className="mt-8 text-center">
            <Link href="/faq" className="font-semibold text-link underline-offset-4 hover:underline">
              View All FAQs
            </Link>
          </p>
        </div>
      </section>

      <section id="contact" className="bg-surface-alt py-16 md:py-20" aria-labelledby="contact-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="contact-title"
            eyebrow="Contact Us"
            title="Talk to a dental IT specialist"
            intro={`Tell us about your practice and what is getting in the way. We reply ${BUSINESS.responsePromises.contactEmail}, and emergencies are answered around the clock.`}
          />
          <div className="mt-12 grid gap-10 lg:grid-cols-2">
            <div className="space-y-8">
              <ContactDetails />
              <MapCard />
            </div>
            <ContactForm supportEmail={BUSINESS.emails.support} />
          </div>
        </div>
      </section>

      <section className="bg-hero py-16 text-on-hero" aria-labelledby="cta-title">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h2 id="cta-title" className="text-3xl font-bold">
            Ready to transform your dental practice&apos;s IT infrastructure?
          </h2>
          <p className="mt-4 text-lg text-on-hero-muted">
            Contact {BUSINESS.name} today for a free IT assessment and consultation.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              href="/contact"
              className="inline-flex items-center justify-center rounded-md bg-on-hero px-6 py-3 font-semibold text-hero hover:opacity-90"
            >
              Schedule a Consultation
            </Link>
            <a href={telHref(BUSINESS.phones.main)} className={secondary}>
              Call {BUSINESS.phones.main.display}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
