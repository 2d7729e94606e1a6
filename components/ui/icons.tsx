import type { IconName } from "@/components/ui/icon-shapes";

/**
 * Small icons, decorative (aria-hidden: the text beside them carries the meaning). Each is an empty
 * span painted by a CSS mask (components/ui/icon.css and the generated icons.css), so it costs a page a few bytes instead of
 * its SVG paths in both the HTML and the React data (docs/decisions/0013-page-weight.md).
 */
export interface IconProps {
  className?: string;
}

export function Icon({ name, className }: IconProps & { name: IconName }) {
  return <span aria-hidden="true" className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`} />;
}

const named = (name: IconName) =>
  function NamedIcon(props: IconProps) {
    return <Icon name={name} {...props} />;
  };

export const PhoneIcon = named("phone");
export const MailIcon = named("mail");
export const MapPinIcon = named("map-pin");
export const ClockIcon = named("clock");
export const MenuIcon = named("menu");
export const CloseIcon = named("close");
export const ChevronRightIcon = named("chevron-right");
export const ChevronDownIcon = named("chevron-down");
export const AccessibilityIcon = named("accessibility");
export const HomeIcon = named("home");
export const ServerIcon = named("server");
export const SitemapIcon = named("sitemap");
export const FacebookIcon = named("facebook");
export const XIcon = named("x");
export const LinkedinIcon = named("linkedin");
export const ToothIcon = named("tooth");
