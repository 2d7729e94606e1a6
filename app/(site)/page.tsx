import type { Metadata } from "next";
import Link from "next/link";
import { BUSINESS, experiencePhrase, telHref } from "@/content/business";
import { SERVICES } from "@/content/services";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: `${BUSINESS.name} | Managed IT for Dental Practices in Toronto & the GTA`,
  absoluteTitle: true,
  description: BUSINESS.description,
  path: "/",
});

export default function HomePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">{BUSINESS.tagline}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
        IT support built for dental practices in Toronto and the GTA
      </h1>
      <p className="mt-6 max-w-3xl text-lg text-ink-muted">
        For {experiencePhrase()}, {BUSINESS.name} has kept front desks, operatories and imaging rooms running: managed IT,
        dental software support, cybersecurity with PHIPA and PIPEDA in mind, cloud backup and hardware support, with
        round-the-clock emergency response.
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <a href={telHref(BUSINESS.phones.main)} className="rounded-md bg-brand px-5 py-3 font-semibold text-on-brand hover:bg-brand-strong">
          Call {BUSINESS.phones.main.display}
        </a>
        <a
          href={`mailto:${BUSINESS.emails.info}`}
          className="rounded-md border border-brand px-5 py-3 font-semibold text-brand hover:bg-brand-soft"
        >
          E-mail {BUSINESS.emails.info}
        </a>
      </div>
      <h2 className="mt-16 text-2xl font-bold text-ink">Our services</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.cardId} className="rounded-lg border border-line bg-surface-raised p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">{service.title}</h3>
            <p className="mt-2 text-ink-muted">{service.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-12 text-ink-muted">
        <Link href="/" className="text-link underline">
          {BUSINESS.name}
        </Link>{" "}
        is a division of {BUSINESS.parent.name}.
      </p>
    </div>
  );
}
