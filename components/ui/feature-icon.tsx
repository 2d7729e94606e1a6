import type { ContentIcon } from "@/content/icons";
import { Icon } from "@/components/ui/icons";
import type { IconName } from "@/components/ui/icon-shapes";

/** The icons content names, as the site's icon of that shape. */
const SHAPE: Record<ContentIcon, IconName> = {
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

export function FeatureIcon({ name, className }: { name: ContentIcon; className?: string }) {
  return <Icon name={SHAPE[name]} className={className} />;
}
