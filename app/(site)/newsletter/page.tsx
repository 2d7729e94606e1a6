import type { Metadata } from "next";
import { RecentIssues } from "@/components/newsletter/recent-issues";
import { SubscribeForm } from "@/components/newsletter/subscribe-form";
import { PageHero } from "@/components/ui/page-hero";
import Link from "@/components/ui/link";
import { TitledSection } from "@/components/ui/titled-section";
import { MainPhoneLink } from "@/components/ui/main-phone-link";
import { NEWSLETTER, newsletterConsentText } from "@/content/newsletter";
import { listRecentIssues } from "@/lib/newsletter/issues";
import { buildMetadata } from "@/lib/core/seo/metadata";

/** The first issues are rendered here; regenerated at most every 5 minutes. */
export const revalidate = 300;

export const metadata: Metadata = buildMetadata({
  title: NEWSLETTER.title,
  description:
    "A monthly e-mail for GTA dental practices: security alerts, software updates and practical tips. Subscribers get a free 30-minute IT assessment.",
  path: "/newsletter",
  keywords: ["dental technology newsletter", "dental IT news Toronto"],
});

export default async function NewsletterPage() {
  const initial = await listRecentIssues(NEWSLETTER.issuesPageSize, 0);
  return (
    <>
      <PageHero trail={[{ name: "Newsletter", path: "/newsletter" }]} id="newsletter-hero" title={NEWSLETTER.title}>
        <p>{NEWSLETTER.intro}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2">
        <div className="space-y-8">
          <TitledSection id="why-subscribe" title="Why Subscribe?">
            <ul className="mt-4 space-y-4">
              {NEWSLETTER.whySubscribe.map((item) => (
                <li key={item.title} className="flex gap-3">
                  <span aria-hidden="true" className="mt-0.5 font-bold text-brand">
                    ✓
                  </span>
                  <span>
                    <strong className="block text-ink">{item.title}</strong>
                    <span className="text-ink-muted">{item.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </TitledSection>
          <TitledSection
            id="free-consultation"
            title={<>{NEWSLETTER.offer.title}</>}
            className="rounded-xl border border-brand bg-brand-soft p-6"
            titleClassName="text-xl font-bold text-ink"
          >
            <p className="mt-2 text-ink-muted">{NEWSLETTER.offer.text}</p>
            <p className="mt-3 text-ink">
              <Link href={NEWSLETTER.offer.link.href} className="inline-link">
                {NEWSLETTER.offer.link.label}
              </Link>{" "}
              online, or call <MainPhoneLink />.
            </p>
          </TitledSection>
        </div>
        <div id="subscribe" className="scroll-mt-24">
          <SubscribeForm consentText={newsletterConsentText()} />
        </div>
      </div>
      <section aria-labelledby="recent-issues" className="border-t border-line bg-surface-alt">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h2 id="recent-issues" className="text-3xl font-bold text-ink">
            Recent Newsletter Issues
          </h2>
          <div className="mt-8">
            <RecentIssues initial={initial} />
          </div>
        </div>
      </section>
    </>
  );
}
