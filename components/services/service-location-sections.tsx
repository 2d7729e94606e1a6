import { Accordion } from "@/components/ui/accordion";
import { ButtonLink } from "@/components/ui/button";
import { CheckList } from "@/components/ui/check-list";
import { PhoneEmailLinks } from "@/components/ui/phone-email-links";
import { PillLink } from "@/components/ui/pill-link";
import { TitledSection } from "@/components/ui/titled-section";
import { BUSINESS } from "@/content/business";
import type { Location, Region } from "@/content/locations";
import { pickStory } from "@/content/service-location";
import type { ServiceLocationCopy, ServiceLocationSet } from "@/content/service-location/types";
import { SERVICES, type Service } from "@/content/services";
import { formatNumber } from "@/lib/core/format";
import { locationPath, serviceLocationPath, servicePath } from "@/lib/core/paths";

/** The sections of a service-by-location page (/services/{key}/{location}), in the order it shows them. */

/** One service in one area: the service, the area, its region, the service's set and the area's copy. */
export interface ServiceLocationProps {
  service: Service;
  location: Location;
  region: Region;
  set: ServiceLocationSet;
  copy: ServiceLocationCopy;
}

/** The service in the area: the introduction and the area's figures. */
export function ServiceLocationIntro({ service, location, copy, region }: Omit<ServiceLocationProps, "set">) {
  const pop = location.dentalStats.population;
  return (
    <>
      <TitledSection id="sl-intro" title={`${service.shortTitle} for ${location.name} dental practices`}>
        <p className="text-lg">{copy.intro}</p>
        {copy.localContext.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </TitledSection>

      <TitledSection id="sl-stats" title={`${location.name} at a glance`}>
        <dl className="area-figures mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt>Residents</dt>
            <dd>{`${pop.approximate ? "~" : ""}${formatNumber(pop.value)}`}</dd>
          </div>
          <div>
            <dt>Dental practices</dt>
            <dd>{`${formatNumber(location.dentalStats.practices)}+`}</dd>
          </div>
          <div>
            <dt>Average response</dt>
            <dd>{BUSINESS.responsePromises.averageOnSite}</dd>
          </div>
          <div>
            <dt>Region</dt>
            <dd>{region.name}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs">
          {`Population: ${pop.source}${pop.approximate ? " (approximate)" : ""}. Practice counts are approximate.`}
        </p>
      </TitledSection>
    </>
  );
}

/** What the service includes, the Ontario rules and an illustrative story. */
export function ServiceLocationOffer({ location, set, copy }: Pick<ServiceLocationProps, "location" | "set" | "copy">) {
  const story = pickStory(set, location.name, location.slug);
  return (
    <>
      <section aria-labelledby="sl-features" className="grid gap-8 md:grid-cols-2">
        <div>
          <h2 id="sl-features" className="text-2xl font-bold text-ink">
            What&apos;s included
          </h2>
          <CheckList items={set.features} className="mt-4 space-y-2" />
        </div>
        <div>
          <h2 className="text-2xl font-bold text-ink">Benefits for your practice</h2>
          <CheckList items={set.benefits} className="mt-4 space-y-2" />
        </div>
      </section>

      <TitledSection id="sl-compliance" title="Ontario rules that apply">
        <p>{copy.compliance}</p>
      </TitledSection>

      <TitledSection
        id="sl-story"
        title="How we typically help"
        className="rounded-2xl border border-line bg-surface-raised p-6 sm:p-8"
      >
        <p className="mt-3 font-semibold text-ink">{story.practice}</p>
        <p className="mt-2 text-ink-muted">
          <span className="font-semibold text-ink">The challenge: </span>
          {story.challenge}
        </p>
        <p className="mt-2 text-ink-muted">
          <span className="font-semibold text-ink">The outcome: </span>
          {story.outcome}
        </p>
        <p className="mt-3 text-xs text-ink-muted">An illustrative example of our work, not a specific client.</p>
      </TitledSection>
    </>
  );
}

/** The area's questions and the links to the other services there. */
export function ServiceLocationMore({
  service,
  location,
  copy,
}: Pick<ServiceLocationProps, "service" | "location" | "copy">) {
  return (
    <>
      <TitledSection id="sl-faq" title={`Questions we hear in ${location.name}`}>
        <div className="mt-6">
          <Accordion
            group="sl-faq"
            structuredData
            items={copy.faq.map((f, i) => ({ id: `sl-faq-${i + 1}`, question: f.question, answer: f.answer }))}
          />
        </div>
      </TitledSection>

      <TitledSection id="sl-more" title={`More for ${location.name}`}>
        <ul className="mt-4 flex flex-wrap gap-2">
          {SERVICES.filter((s) => s.id !== service.id).map((s) => (
            <li key={s.id}>
              <PillLink href={serviceLocationPath(s, location)}>
                {s.shortTitle}
                <span className="sr-only">{` in ${location.name}`}</span>
              </PillLink>
            </li>
          ))}
          <li>
            <PillLink href={locationPath(location)}>{`All IT support in ${location.name}`}</PillLink>
          </li>
          <li>
            <PillLink href={servicePath(service)}>{`${service.title} overview`}</PillLink>
          </li>
        </ul>
      </TitledSection>
    </>
  );
}

/** The sticky contact box beside the page. */
export function ServiceLocationAside() {
  return (
    <aside aria-label="Contact">
      <div className="space-y-3">
        <h2 className="text-lg">Talk to us</h2>
        <PhoneEmailLinks />
        <ButtonLink href="/contact" className="block px-4 py-2 text-center">
          Contact Us
        </ButtonLink>
        <ButtonLink href="/health-checklist" variant="secondary" className="block px-4 py-2 text-center">
          Free IT Health Checklist
        </ButtonLink>
      </div>
    </aside>
  );
}
