import { BUSINESS } from "@/content/business";

/** The emergency response tiers and first-call resolution, from the business record, the one place claims are typed. */
export function EmergencyTiers({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const Sub = headingLevel === 2 ? "h3" : "h4";
  return (
    <section aria-labelledby="emergency-tiers" className="rounded-2xl border border-line bg-surface-raised p-6 sm:p-8">
      <Heading id="emergency-tiers" className="text-2xl font-bold text-ink">
        Emergency response you can plan around
      </Heading>
      <p className="mt-2 text-ink-muted">
        Every request is triaged by its effect on patient care. {BUSINESS.claims.firstCallResolution} of help-desk calls
        are resolved on the first call.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {BUSINESS.claims.emergencyTiers.map((t) => (
          <li key={t.id} className="rounded-xl border border-line p-5">
            <Sub className="text-lg font-semibold text-ink">{t.name} issues</Sub>
            <p className="mt-1 font-semibold text-brand">Response {t.response}</p>
            <p className="mt-2 text-sm text-ink-muted">{t.examples}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
