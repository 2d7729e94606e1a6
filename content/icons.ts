/**
 * The icons a content record may name (a benefit, a service, a checklist area): one list, so a
 * record names an icon the site draws. components/ui/feature-icon.tsx maps each to the site's
 * icon of that shape.
 */
export type ContentIcon =
  | "shield"
  | "compliance"
  | "cloud"
  | "monitor"
  | "monitoring"
  | "imaging"
  | "software"
  | "tooth"
  | "server"
  | "emergency";
