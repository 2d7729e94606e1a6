/** Site-wide constants that are not business facts (those live in business.ts). */
export const SITE = {
  locale: "en_CA",
  language: "en-CA",
  geo: { region: "CA-ON", placename: "Toronto" },
  /** Mobile breakpoint of the spec, in px (Tailwind's md). */
  mobileBreakpoint: 768,
} as const;
