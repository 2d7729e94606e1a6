import type { Metadata } from "next";
import { BookingSection } from "@/components/booking/booking-section";
import { PageHero } from "@/components/ui/page-hero";
import { TitledSection } from "@/components/ui/titled-section";
import { BUSINESS } from "@/content/business";
import { MainPhoneLink } from "@/components/ui/main-phone-link";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { assessmentSchema } from "@/lib/core/seo/schema";

const DESCRIPTION = `Pick a time for a free 30-minute IT assessment with ${BUSINESS.name}: a phone call or a visit to your practice, Monday to Friday, Toronto time.`;

export const metadata: Metadata = buildMetadata({
  title: "Book a Free 30-Minute IT Assessment",
  description: DESCRIPTION,
  path: "/book",
  keywords: ["free dental IT assessment", "book IT consultation dental practice Toronto"],
});

const WHAT_HAPPENS = [
  "Pick a half hour that suits you and tell us whether we should call or come to the practice.",
  "Confirm the booking from the e-mail we send you; the calendar invitation follows.",
  "A dental IT specialist looks at your setup with you: backups, security, software, hardware.",
  "You get a short written summary of what we found, with no obligation.",
];

/** `/book`: the free assessment's open times, a week at a time, and the form that books one. */
export default async function BookPage({ searchParams }: { searchParams: Promise<{ week?: string | string[] }> }) {
  const { week } = await searchParams;
  return (
    <>
      <JsonLd data={assessmentSchema(DESCRIPTION)} />
      <PageHero
        trail={[{ name: "Book an Assessment", path: "/book" }]}
        id="book-hero"
        title="Book your free 30-minute IT assessment"
      >
        <p>
          Choose a time, and a dental IT specialist calls you or visits your practice for half an hour. No cost, no
          obligation.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <section aria-label="Booking form" className="min-w-0">
          <BookingSection weekAsked={week} />
        </section>
        <TitledSection id="book-next-title" title="What happens next" className="space-y-4">
          <ol className="list-decimal space-y-2 pl-5 text-ink-muted">
            {WHAT_HAPPENS.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <p className="text-ink-muted">
            Rather talk now? Call <MainPhoneLink />.
          </p>
        </TitledSection>
      </div>
    </>
  );
}
