import { ButtonLink } from "@/components/ui/button";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CtaBand } from "@/components/layout/cta-band";
import { EmergencyTiers } from "@/components/services/emergency-tiers";
import { Accordion } from "@/components/ui/accordion";
import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { BOOK_LINK } from "@/content/navigation";
import { BUSINESS, telHref } from "@/content/business";
import { fillClaims } from "@/content/claims";
import { FAQ_ENTRIES } from "@/content/faq";
import { buildMetadata } from "@/lib/core/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Frequently Asked Questions",
  description: `Answers on dental software support, emergency response times, PIPEDA and PHIPA compliance, managed IT, cybersecurity and cloud from ${BUSINESS.name}.`,
  path: "/faq",
  keywords: ["dental IT FAQ", "dental IT emergency response", "PHIPA compliance questions"],
});

export default function FaqPage() {
  const now = new Date();
  // One list feeds both the visible accordion and its FAQPage structured data, so they never differ.
  const entries = FAQ_ENTRIES.map((f) => ({ id: f.id, question: f.question, answer: fillClaims(f.answer, now) }));
  return (
    <>
      <PageHero trail={[{ name: "FAQ", path: "/faq" }]} id="faq-hero" title="Frequently Asked Questions">
        <p>Straight answers to what dental practice owners and managers ask us most.</p>
      </PageHero>
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:px-6">
        <section aria-labelledby="faq-list">
          <h2 id="faq-list" className="sr-only">
            Questions and answers
          </h2>
          <Accordion group="faq" structuredData items={entries} />
          <p className="mt-6 text-center">
            <ButtonLink href="/contact" size="roomy" className="inline-block">
              Contact Us
            </ButtonLink>
          </p>
        </section>
        <EmergencyTiers />
        <CtaBand
          id="still-title"
          compact
          title="Still Have Questions?"
          text={<>Call us, book a consultation or send an e-mail; we reply {BUSINESS.responsePromises.faqEmail}.</>}
          actions={
            <>
              <a
                href={telHref(BUSINESS.phones.main)}
                className="inline-flex items-center gap-2 rounded-md bg-on-hero px-5 py-3 font-semibold text-hero hover:opacity-90"
              >
                <PhoneIcon /> {BUSINESS.phones.main.display}
              </a>
              <Link
                href={BOOK_LINK.href}
                className="inline-flex items-center rounded-md border-2 border-on-hero px-5 py-3 font-semibold text-on-hero hover:bg-on-hero hover:text-hero"
              >
                Request Consultation
              </Link>
              <a
                href={`mailto:${BUSINESS.emails.info}`}
                className="inline-flex items-center gap-2 rounded-md border-2 border-on-hero px-5 py-3 font-semibold text-on-hero hover:bg-on-hero hover:text-hero"
              >
                <MailIcon /> {BUSINESS.emails.info}
              </a>
            </>
          }
        />
      </div>
    </>
  );
}
