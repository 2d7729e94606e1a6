import type { Metadata } from "next";
import Link from "next/link";
import { BUSINESS, experiencePhrase, telHref } from "@/content/business";
import { SERVICES } from "@/content/services";

export const metadata: Metadata = {
  title: { absolute: `${BUSINESS.name} | Managed IT for Dental Practices in Toronto & the GTA` },
  description: BUSINESS.description,
  alternates: { canonical: "/" },
};

export default function HomePage() {
  return (
    <main id="main-content" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{BUSINESS.tagline}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        IT support built for dental practices in Toronto and the GTA
      </h1>
      <p className="mt-6 max-w-3xl text-lg text-slate-700">
        For {experiencePhrase()}, {BUSINESS.name} has kept front desks, operatories and imaging rooms running: managed IT,
        dental software support, cybersecurity with PHIPA and PIPEDA in mind, cloud backup and hardware support, with
        round-the-clock emergency response.
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <a
          href={telHref(BUSINESS.phones.main)}
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Call {BUSINESS.phones.main.display}
        </a>
        <a
          href={`mailto:${BUSINESS.emails.info}`}
          className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          E-mail {BUSINESS.emails.info}
        </a>
      </div>
      <h2 className="mt-16 text-2xl font-bold text-slate-900">Our services</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.cardId} className="rounded-lg border border-slate-200 p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{service.title}</h3>
            <p className="mt-2 text-slate-700">{service.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-12 text-slate-700">
        <Link href="/" className="text-brand-700 underline">
          {BUSINESS.name}
        </Link>{" "}
        is a division of {BUSINESS.parent.name}.
      </p>
    </main>
  );
}
