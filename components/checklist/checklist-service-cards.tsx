import Link from "next/link";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { ChevronRightIcon } from "@/components/ui/icons";
import { SERVICES, type ServiceSlug } from "@/content/services";

/** The results view's three service cards (rendered on the server, passed into the island). */
export const CHECKLIST_SERVICE_SLUGS: readonly ServiceSlug[] = ["cybersecurity", "managed-it", "cloud-solutions"];

export function ChecklistServiceCards() {
  const services = CHECKLIST_SERVICE_SLUGS.map((slug) => SERVICES.find((s) => s.slug === slug)).filter(
    (s) => s !== undefined,
  );
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {services.map((s) => (
        <li key={s.slug} className="flex flex-col rounded-xl border border-line bg-surface-raised p-6 shadow-sm">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-soft text-2xl text-brand">
            <FeatureIcon name={s.icon} />
          </span>
          <h4 className="mt-4 text-lg font-semibold text-ink">{s.title}</h4>
          <p className="mt-2 text-ink-muted">{s.description}</p>
          <Link
            href={`/${s.slug}`}
            className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-link hover:underline"
          >
            Learn more<span className="sr-only"> about {s.title}</span>
            <ChevronRightIcon />
          </Link>
        </li>
      ))}
    </ul>
  );
}
