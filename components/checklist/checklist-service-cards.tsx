import { ServiceCard } from "@/components/services/service-card";
import { getService, type ServiceId } from "@/content/services";

/** The results view's three service cards (rendered on the server, passed into the island). */
export const CHECKLIST_SERVICE_IDS: readonly ServiceId[] = ["cybersecurity", "managed-it", "cloud-solutions"];

export function ChecklistServiceCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {CHECKLIST_SERVICE_IDS.map(getService).map((s) => (
        <ServiceCard key={s.id} service={s} heading="h4" />
      ))}
    </ul>
  );
}
