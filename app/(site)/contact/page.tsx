import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ContactDetails } from "@/components/contact/contact-details";
import { ContactForm } from "@/components/contact/contact-form";
import { MapCard } from "@/components/maps/map-card";
import { PageHero } from "@/components/ui/page-hero";
import { TitledSection } from "@/components/ui/titled-section";
import { BUSINESS } from "@/content/business";
import { MainPhoneLink } from "@/components/ui/main-phone-link";
import { BOOK_LINK } from "@/content/navigation";
import { claimValues } from "@/content/claims";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { businessSchema } from "@/lib/core/seo/schema";

export const metadata: Metadata = buildMetadata({
  title: "Contact Us",
  description: `Reach ${BUSINESS.name} for dental IT support across the GTA. Call ${BUSINESS.phones.main.display} (24/7 for emergencies) or send a message; we reply ${BUSINESS.responsePromises.contactEmail}.`,
  path: "/contact",
  keywords: ["contact dental IT support", "dental IT emergency Toronto"],
});

const NEXT_STEPS = [
  "A dental IT specialist reads your message, not a ticket robot.",
  `We reply ${BUSINESS.responsePromises.contactEmail}, usually the same day.`,
  "We book a free 30-minute call or visit to understand your practice.",
  "You get a written proposal with a fixed monthly price per workstation.",
];

export default function ContactPage() {
  return (
    <>
      <JsonLd data={businessSchema()} />
      <PageHero trail={[{ name: "Contact Us", path: "/contact" }]} id="contact-hero" title="Contact Us">
        <p>
          Questions about managed IT, a software problem, or a practice move coming up? {BUSINESS.name} is the dental
          division of{" "}
          <a href={BUSINESS.parent.url} className="font-semibold text-on-hero underline" rel="noopener">
            {BUSINESS.parent.name}
          </a>
          , and our team is ready to help.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <TitledSection id="details-title" title="Get in touch" className="space-y-8">
          <ContactDetails showHours />
          <div className="rounded-xl border border-danger p-5">
            <h3 className="font-bold text-ink">IT emergency?</h3>
            <p className="mt-1 text-ink-muted">
              {`Clients get 24/7 emergency support. Critical issues (a server down, suspected ransomware) get a response ${claimValues().criticalResponse}. Call `}
              <MainPhoneLink />.
            </p>
          </div>
        </TitledSection>
        <section aria-label="Contact form" className="space-y-8">
          <ContactForm supportEmail={BUSINESS.emails.support} />
          <div className="rounded-xl border border-line bg-surface-alt p-6">
            <h2 className="text-lg font-bold text-ink">What happens next</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink-muted">
              {NEXT_STEPS.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
            <p className="mt-4 text-ink">
              Rather pick a time yourself?{" "}
              <Link href={BOOK_LINK.href} className="inline-link">
                Book your free 30-minute IT assessment
              </Link>
              .
            </p>
            <p className="mt-4 text-sm text-ink-muted">
              Prefer to check your setup first? Try our{" "}
              <Link href="/health-checklist" className="text-link underline">
                free IT health checklist
              </Link>
              .
            </p>
          </div>
        </section>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <MapCard headingLevel={2} />
      </div>
    </>
  );
}
