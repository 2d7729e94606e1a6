import { ServiceCard } from "@/components/services/service-card";
import { CheckList } from "@/components/ui/check-list";
import { SERVICES } from "@/content/services";
import { serviceCardId } from "@/lib/core/paths";

/** The five service cards (home page and elsewhere), each linking to its service page. */
export function ServiceCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {SERVICES.map((s) => (
        <ServiceCard key={s.id} service={s} heading={`h${headingLevel}`} id={serviceCardId(s)}>
          <CheckList items={s.features} className="mt-4 space-y-1 text-sm" />
        </ServiceCard>
      ))}
    </ul>
  );
}
