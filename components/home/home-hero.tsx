import Link from "@/components/ui/link";
import { PhoneIcon } from "@/components/ui/icons";
import { BUSINESS, experiencePhrase, telHref } from "@/content/business";
import { claimValues } from "@/content/claims";

/** The outlined call to action on the dark hero colour (the home page's hero and its closing band). */
export const HOME_SECONDARY =
  "inline-flex items-center justify-center gap-2 rounded-md border-2 border-on-hero px-6 py-3 text-base font-semibold text-on-hero hover:bg-on-hero hover:text-hero";

/** The home page's hero: its h1, the promise, two calls to action and four figures. */
export function HomeHero({ now }: { now: Date }) {
  return (
    <section className="bg-hero text-on-hero" aria-labelledby="hero-title">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-on-hero-muted">
            Dental IT support · Toronto & the GTA
          </p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            Technology that keeps your dental practice running
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-on-hero-muted">
            For {experiencePhrase(now)}, {BUSINESS.name} has looked after front desks, operatories and imaging rooms:
            managed IT, dental software support, PHIPA-minded cybersecurity, cloud backup and hardware, with help{" "}
            {claimValues(now).criticalResponse} when something critical breaks.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/contact"
              className="inline-flex items-center justify-center rounded-md bg-on-hero px-6 py-3 text-base font-semibold text-hero hover:opacity-90"
            >
              Get a Free IT Assessment
            </Link>
            <a href={telHref(BUSINESS.phones.main)} className={HOME_SECONDARY}>
              <PhoneIcon /> Call {BUSINESS.phones.main.display}
            </a>
          </div>
        </div>
        <ul className="hero-stats">
          {[
            { value: experiencePhrase(now).replace("over ", "") + "+", label: "serving GTA practices" },
            { value: "24/7", label: "emergency support" },
            { value: BUSINESS.claims.firstCallResolution, label: "first-call resolution" },
            { value: "< 1 hr", label: "critical response time" },
          ].map((s) => (
            <li key={s.label}>
              <span>{s.value}</span>
              <span>{s.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
