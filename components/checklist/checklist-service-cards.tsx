import Link from "next/link";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { ChevronRightIcon } from "@/components/ui/icons";
import { getService, type ServiceId } from "@/content/services";
import { servicePath } from "@/lib/core/paths";

/** The results view's three service cards (rendered on the server, passed into the island). */
export const CHECKLIST_SERVICE_IDS: readonly ServiceId[] = ["cybersecurity", "managed-it", "cloud-solutions"];

export function ChecklistServiceCards() {
  const services = CHECKLIST_SERVICE_IDS.map(getService);
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {services.map((s) => (
        <li key={s.id} className="flex flex-col rounded-xl border border-line bg-surface-raised p-6 shadow-sm">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-soft text-2xl text-brand">
            <FeatureIcon name={s.icon} />
          </span>
          <h4 className="mt-4 text-lg font-semibold text-ink">{s.title}</h4>
          <p className="mt-2 text-ink-muted">{s.description}</p>
          <Link
            href={servicePath(s)}
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
