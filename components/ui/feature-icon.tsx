import type { BenefitIcon } from "@/content/benefits";
import type { ServiceIcon } from "@/content/services";
import { ClockIcon, ServerIcon, Svg, ToothIcon } from "@/components/ui/icons";

/** Icons named in content/ (benefits, services), drawn inline. */
type IconName = BenefitIcon | ServiceIcon;

const paths: Partial<Record<IconName, React.ReactNode>> = {
  shield: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
  compliance: (
    <>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  cloud: <path d="M17.5 19H9a7 7 0 1 1 6.7-9h1.8a4.5 4.5 0 1 1 0 9z" />,
  monitor: (
    <>
      <rect x="2" y="3" width="20" height="14" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
  monitoring: (
    <>
      <path d="M22 12h-4l-3 9L9 3l-3 9H2" />
    </>
  ),
  imaging: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-5-5L5 21" />
    </>
  ),
};

export function FeatureIcon({ name, className = "" }: { name: IconName; className?: string }) {
  if (name === "software" || name === "tooth") return <ToothIcon className={className} />;
  if (name === "server") return <ServerIcon className={className} />;
  if (name === "emergency") return <ClockIcon className={className} />;
  return <Svg className={className}>{paths[name]}</Svg>;
}
