import "server-only";
import type { Metadata } from "next";
import { ChecklistServiceCards } from "@/components/checklist/checklist-service-cards";
import { HealthChecklist } from "@/components/checklist/health-checklist";
import { PageHero } from "@/components/ui/page-hero";
import { TitledSection } from "@/components/ui/titled-section";
import { BUSINESS } from "@/content/business";
import { CHECKLIST_CATEGORIES, TOTAL_QUESTIONS } from "@/content/checklist";
import { BAND_LABELS, GOOD_FROM, NEEDS_IMPROVEMENT_FROM } from "@/lib/checklist/scoring";
import { getEnv } from "@/lib/core/env";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { webApplicationSchema } from "@/lib/core/seo/schema";

const TITLE = "Dental Practice IT Health Checklist";
const DESCRIPTION = `A free ${TOTAL_QUESTIONS}-question IT health checklist for Ontario dental practices: security, backups, PHIPA and PIPEDA compliance and equipment, scored with advice.`;

export const metadata: Metadata = buildMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: "/health-checklist",
  keywords: [
    "dental IT assessment",
    "dental practice IT checklist",
    "PHIPA checklist dental",
    "dental cybersecurity assessment Ontario",
  ],
});

export default function HealthChecklistPage() {
  return (
    <>
      <JsonLd
        data={webApplicationSchema({
          name: `${BUSINESS.name} ${TITLE}`,
          description: DESCRIPTION,
          path: "/health-checklist",
        })}
      />
      <PageHero trail={[{ name: "Health Checklist", path: "/health-checklist" }]} id="checklist-hero" title={TITLE}>
        <p>
          {TOTAL_QUESTIONS} questions in {CHECKLIST_CATEGORIES.length} areas, about five minutes. See where your
          practice stands on security, backups, Ontario privacy rules, equipment and patient-facing technology, with
          recommendations for every gap.
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-10 sm:px-6">
        <section aria-label="IT health checklist">
          <HealthChecklist serviceCards={<ChecklistServiceCards />} siteUrl={getEnv().SITE_URL} />
        </section>
        <TitledSection
          id="checklist-how"
          title="How the score works"
          className="rounded-xl border border-line bg-surface-alt p-6 sm:p-8"
        >
          <ul className="mt-4 grid gap-4 text-ink-muted md:grid-cols-3">
            <li>
              <strong className="text-ink">Yes answers count.</strong> Each score is the share of questions answered
              Yes, overall and for each area. No, Not Sure and unanswered questions count as not in place.
            </li>
            <li>
              <strong className="text-ink">Three bands.</strong>{" "}
              {`${BAND_LABELS.good} from ${GOOD_FROM}%, ${BAND_LABELS["needs-improvement"]} from ${NEEDS_IMPROVEMENT_FROM}% to ${GOOD_FROM - 1}%, ${BAND_LABELS["at-risk"]} below ${NEEDS_IMPROVEMENT_FROM}%.`}
            </li>
            <li>
              <strong className="text-ink">Your answers stay with you.</strong> They are kept in this browser tab only,
              so a reload does not lose them. Nothing is sent unless you choose to e-mail your results.
            </li>
          </ul>
        </TitledSection>
      </div>
    </>
  );
}
