import type { Metadata } from "next";
import { HomeHero } from "@/components/home/home-hero";
import {
  HomeBenefits,
  HomeClosingCta,
  HomeContact,
  HomeFaq,
  HomeLocations,
  HomeNewsletterAndChecklist,
  HomePartners,
  HomeServices,
  HomeTestimonials,
} from "@/components/home/home-sections";
import { BUSINESS } from "@/content/business";
import { fillClaims } from "@/content/claims";
import { FAQ_ENTRIES, HOME_FAQ_IDS } from "@/content/faq";
import { SITE } from "@/content/site";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { businessSchema, websiteSchema } from "@/lib/core/seo/schema";

export const metadata: Metadata = buildMetadata({
  title: `${BUSINESS.name} | Managed IT for GTA Dental Practices`,
  absoluteTitle: true,
  description: SITE.homeDescription,
  path: "/",
  keywords: ["dental IT Toronto", "IT support for dentists GTA", "dental office computer support"],
});

export default function HomePage() {
  const now = new Date();
  const faqs = HOME_FAQ_IDS.map((id) => FAQ_ENTRIES.find((f) => f.id === id)).filter((f) => f !== undefined);
  const faqItems = faqs.map((f) => ({ id: `faq-${f.id}`, question: f.question, answer: fillClaims(f.answer, now) }));
  return (
    <>
      {/* The business in full and the site: search engines look for both here. Other pages that
          name the business carry its short record under the same @id
          (docs/decisions/0013-page-weight.md). */}
      <JsonLd data={businessSchema()} />
      <JsonLd data={websiteSchema()} />
      {/* No FAQPage record here: these questions are a few of /faq's, which marks them up; search
          engines ask for one marked-up copy of a question per site, and the record would add every
          answer twice more to this page (docs/decisions/0013-page-weight.md). */}

      <HomeHero now={now} />
      <HomeBenefits />
      <HomeServices />
      <HomeTestimonials />
      <HomePartners />
      <HomeLocations />
      <HomeNewsletterAndChecklist />
      <HomeFaq items={faqItems} />
      <HomeContact />
      <HomeClosingCta />
    </>
  );
}
