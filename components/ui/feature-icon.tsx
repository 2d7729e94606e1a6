import type { BenefitIcon } from "@/content/benefits";
import type { ServiceIcon } from "@/content/services";
import { Icon } from "@/components/ui/icons";
import type { IconName } from "@/components/ui/icon-shapes";

/** Icons named in content/ (benefits, services), as the site's icon of that name. */
type FeatureIconName = BenefitIcon | ServiceIcon;

const SHAPE: Record<FeatureIconName, IconName> = {
  shield: "shield",
  compliance: "compliance",
  cloud: "cloud",
  monitor: "monitor",
  monitoring: "monitoring",
  imaging: "imaging",
  software: "tooth",
  tooth: "tooth",
  server: "server",
  emergency: "clock",
};

export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  return <Icon name={SHAPE[name]} className={className} />;
}
