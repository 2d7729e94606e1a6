import Link from "@/components/ui/link";
import type { ComponentProps, ReactNode } from "react";
import { ContactDetails } from "@/components/contact/contact-details";
import { ContactForm } from "@/components/contact/contact-form";
import { HOME_SECONDARY } from "@/components/home/home-hero";
import { LocationBanner } from "@/components/home/location-banner";
import { PartnersStrip } from "@/components/home/partners-strip";
import { ServiceCards } from "@/components/home/service-cards";
import { TestimonialCarousel } from "@/components/home/testimonial-carousel";
import { MapCard } from "@/components/maps/map-card";
import { Accordion } from "@/components/ui/accordion";
import { ButtonLink, type ButtonLook } from "@/components/ui/button";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { BENEFITS } from "@/content/benefits";
import { BOOK_LINK } from "@/content/navigation";
import { BUSINESS, telHref } from "@/content/business";
import { getPopularAreas, REGIONS } from "@/content/locations";

/** The home page's bands below the hero, in the order the page shows them. */

const primary: ButtonLook = { className: "inline-flex items-center justify-center gap-2 px-6 py-3 text-base" };

/** One full-width band of the home page: its background and spacing, then the content's column. */
function HomeBand({
  id,
  className,
  heading,
  labelledBy = heading?.id,
  label,
  inner = "page-width",
  children,
}: {
  id?: string;
  className: string;
  /** The band's heading; its id, when it has one, labels the band. */
  heading?: ComponentProps<typeof SectionHeading>;
  /** The id of the band's own heading, when it draws one itself. */
  labelledBy?: string;
  label?: string;
  inner?: string;
  children: ReactNode;
}) {
  return (
    // Absent attributes are left out, not sent as undefined props in the page's React data.
    <section
      {...(id ? { id } : {})}
      className={className}
      {...(labelledBy ? { "aria-labelledby": labelledBy } : {})}
      {...(label ? { "aria-label": label } : {})}
    >
      <div className={inner}>
        {heading ? <SectionHeading {...heading} /> : null}
        {children}
      </div>
    </section>
  );
}

/** Why a dental practice chooses us: the benefits, each with its icon. */
export function HomeBenefits() {
  return (
    <HomeBand
      className="bg-surface py-16 md:py-20"
      heading={{
        id: "benefits-title",
        eyebrow: "Why choose us",
        title: "IT support that understands dentistry",
        intro: "Generic IT firms learn your practice software on your time. We already know it.",
      }}
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map((b) => (
          <li key={b.title} className="feature-card">
            <span>
              <FeatureIcon name={b.icon} />
            </span>
            <h3>{b.title}</h3>
            <p>{b.description}</p>
          </li>
        ))}
      </ul>
    </HomeBand>
  );
}

/** The five service cards and the way to the services overview. */
export function HomeServices() {
  return (
    <HomeBand
      id="services"
      className="bg-surface-alt py-16 md:py-20"
      heading={{
        id: "services-title",
        eyebrow: "Our services",
        title: "Everything your practice runs on, looked after",
      }}
    >
      <div className="mt-12">
        <ServiceCards />
      </div>
      <p className="mt-10 text-center">
        <ButtonLink href="/services" {...primary}>
          View All Services
        </ButtonLink>
      </p>
    </HomeBand>
  );
}

/** What dental teams say, in a carousel. */
export function HomeTestimonials() {
  return (
    <HomeBand
      className="bg-surface py-16 md:py-20"
      heading={{ eyebrow: "Testimonials", title: "Trusted by dental teams across the GTA" }}
    >
      <div className="mt-10">
        <TestimonialCarousel />
      </div>
    </HomeBand>
  );
}

/** The technology partners whose products we support. */
export function HomePartners() {
  return (
    <HomeBand
      className="bg-surface-alt py-16"
      heading={{
        id: "partners-title",
        title: "Our Exceptional Partners",
        intro:
          "We collaborate with industry-leading technology providers to deliver the best solutions for your dental practice.",
      }}
    >
      <div className="mt-8">
        <PartnersStrip />
      </div>
      <p className="mx-auto mt-6 max-w-3xl text-center text-ink-muted">
        As an authorized partner, we provide certified support and seamless integration for these leading technology
        brands.
      </p>
    </HomeBand>
  );
}

/** The banner that finds the visitor's area among those we serve. */
export function HomeLocations() {
  return (
    <HomeBand className="bg-surface py-16" label="Dental IT support near you">
      <LocationBanner areas={getPopularAreas()} regions={REGIONS.map((region) => region.name)} />
    </HomeBand>
  );
}

/** The two free offers side by side: the newsletter and the IT health checklist. */
export function HomeNewsletterAndChecklist() {
  return (
    <HomeBand
      className="bg-surface-alt py-16"
      label="Newsletter and free assessment"
      inner="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2"
    >
      <div className="rounded-2xl border border-line bg-surface-raised p-8">
        <h2 className="text-2xl font-bold text-ink">Monthly Dental Tech Trend Newsletter</h2>
        <p className="mt-3 text-ink-muted">
          One practical e-mail a month on cybersecurity threats aimed at dental offices, software updates worth knowing
          about and tips to keep your team productive. Subscribers get a{" "}
          <Link href="/book" className="inline-link">
            free 30-minute technology assessment
          </Link>
          .
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
    </HomeBand>
  );
}

/** The home page's selection of questions, each answer filled in for today. */
export function HomeFaq({ items }: { items: readonly { id: string; question: string; answer: string }[] }) {
  return (
    <HomeBand
      className="bg-surface py-16 md:py-20"
      inner="mx-auto max-w-3xl px-4 sm:px-6"
      heading={{ id: "faq-title", eyebrow: "FAQ", title: "Frequently asked questions" }}
    >
      <div className="mt-10">
        <Accordion group="home-faq" items={items} />
      </div>
      <p className="mt-8 text-center">
        <Link href="/faq" className="font-semibold text-link underline-offset-4 hover:underline">
          View All FAQs
        </Link>
      </p>
    </HomeBand>
  );
}

/** The contact details, the map and the contact form. */
export function HomeContact() {
  return (
    <HomeBand
      id="contact"
      className="bg-surface-alt py-16 md:py-20"
      heading={{
        id: "contact-title",
        eyebrow: "Contact Us",
        title: "Talk to a dental IT specialist",
        intro: `Tell us about your practice and what is getting in the way. We reply ${BUSINESS.responsePromises.contactEmail}, and emergencies are answered around the clock.`,
      }}
    >
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <div className="space-y-8">
          <ContactDetails />
          <MapCard />
        </div>
        <ContactForm supportEmail={BUSINESS.emails.support} heading="Send Us a Message" />
      </div>
    </HomeBand>
  );
}

/** The dark band the page ends on. */
export function HomeClosingCta() {
  return (
    <HomeBand
      className="bg-hero py-16 text-on-hero"
      labelledBy="cta-title"
      inner="mx-auto max-w-4xl px-4 text-center sm:px-6"
    >
      <h2 id="cta-title" className="text-3xl font-bold">
        Ready to transform your dental practice&apos;s IT infrastructure?
      </h2>
      <p className="mt-4 text-lg text-on-hero-muted">
        Contact {BUSINESS.name} today for a free IT assessment and consultation.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href={BOOK_LINK.href}
          className="inline-flex items-center justify-center rounded-md bg-on-hero px-6 py-3 font-semibold text-hero hover:opacity-90"
        >
          Schedule a Consultation
        </Link>
        <a href={telHref(BUSINESS.phones.main)} className={HOME_SECONDARY}>
          Call {BUSINESS.phones.main.display}
        </a>
      </div>
    </HomeBand>
  );
}
