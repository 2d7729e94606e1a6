import type { Metadata } from "next";
import { EmergencyPhone } from "@/components/support/emergency-phone";
import { UrgentRequestForm } from "@/components/support/urgent-request-form";
import { ButtonAnchor, ButtonLink } from "@/components/ui/button";
import { PageHero } from "@/components/ui/page-hero";
import { TitledSection } from "@/components/ui/titled-section";
import { BUSINESS } from "@/content/business";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata } from "@/lib/core/seo/metadata";
import { serviceSchema } from "@/lib/core/seo/schema";
import { AFFECTED, SEVERITIES } from "@/lib/support/schema";

const DESCRIPTION = `Urgent IT support for ${BUSINESS.name} client practices: call ${BUSINESS.phones.main.display} 24/7, or send an urgent request and the on-call technician calls you back.`;

export const metadata: Metadata = buildMetadata({
  title: "Urgent IT Support for Clients",
  description: DESCRIPTION,
  path: "/support",
  keywords: ["dental IT emergency support", "urgent dental IT help Toronto"],
});

/** The tiers as the page names them; "business hours" are the help desk's, said once below. */
const TIERS = BUSINESS.claims.emergencyTiers;

/**
 * Where a client practice goes when its IT fails: the phone first, then the urgent request that
 * pages the on-call technician, the remote-session link when one is set, how fast each kind of
 * problem is answered, and the way to everything that is not a client's IT problem.
 */
export default function SupportPage() {
  return (
    <>
      <JsonLd
        data={serviceSchema({
          name: "Urgent IT support for client practices",
          description: DESCRIPTION,
          path: "/support",
          serviceType: "Emergency IT support",
        })}
      />
      <PageHero
        trail={[{ name: "Urgent Support", path: "/support" }]}
        id="support-hero"
        title="Urgent IT Support"
        actions={<EmergencyPhone className="on-hero" />}
      >
        <p>
          Is something down at your practice? Call us: the line is answered 24/7 for clients, and a technician takes it
          from there.
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-14 px-4 py-12 sm:px-6">
        <section aria-label="Urgent request" className="space-y-4">
          <p className="text-lg text-ink-muted">
            Can&apos;t call right now, or want it in writing? Send an urgent request. The on-call technician calls you
            back on the number you give; keep your phone close.
          </p>
          <UrgentRequestForm affected={AFFECTED} severities={SEVERITIES} />
        </section>

        {BUSINESS.remoteSupportUrl ? (
          <TitledSection id="remote-title" title="Remote support session" className="space-y-4">
            <p className="text-ink-muted">
              When a technician on the phone asks you to, open our remote-support tool so they can see your screen. Open
              it only while you are speaking with us: we never ask out of the blue.
            </p>
            <p>
              <ButtonAnchor href={BUSINESS.remoteSupportUrl} rel="noopener" size="touch">
                Start a remote session
              </ButtonAnchor>
            </p>
          </TitledSection>
        ) : null}

        <TitledSection id="tiers-title" title="How fast we respond" className="space-y-4">
          <p className="text-ink-muted">
            Critical means the practice cannot see patients. Business hours are the help desk&apos;s:{" "}
            {BUSINESS.helpDeskHours.weekdays}.
          </p>
          <ul className="support-tiers">
            {TIERS.map((t) => (
              <li key={t.id}>
                <h3>{t.name}</h3>
                <p>
                  Response <strong>{t.response}</strong>
                </p>
                <p>{t.examples}.</p>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="other-title" title="Not an urgent IT problem?" className="space-y-4">
          <p className="text-ink-muted">
            For sales questions, quotes, or anything else that is not an IT problem at a client practice, send us a
            message instead.
          </p>
          <p>
            <ButtonLink href="/contact" variant="secondary" size="touch">
              Contact us
            </ButtonLink>
          </p>
        </TitledSection>
      </div>
    </>
  );
}
