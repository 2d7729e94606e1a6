import Link from "next/link";
import { SERVICES } from "@/content/services";
import { CheckList } from "@/components/ui/check-list";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { ChevronRightIcon } from "@/components/ui/icons";
import { serviceCardId, servicePath } from "@/lib/core/paths";

/** The five service cards (home page and elsewhere), each linking to its service page. */
export function ServiceCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {SERVICES.map((s) => (
        <li
          key={s.id}
          id={serviceCardId(s)}
          className="flex flex-col rounded-xl border border-line bg-surface-raised p-6 shadow-sm"
        >
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-soft text-2xl text-brand">
            <FeatureIcon name={s.icon} />
          </span>
          <Heading className="mt-4 text-lg font-semibold text-ink">{s.title}</Heading>
          <p className="mt-2 text-ink-muted">{s.description}</p>
          <CheckList items={s.features} className="mt-4 space-y-1 text-sm" />
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
