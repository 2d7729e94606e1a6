/** Site-wide constants that are not business facts (those live in business.ts). */
export const SITE = {
  locale: "en_CA",
  language: "en-CA",
  geo: { region: "CA-ON", placename: "Toronto" },
  /** The mobile breakpoint, in px (Tailwind's md). */
  mobileBreakpoint: 768,
  /**
   * The home page's meta description: BUSINESS.description says the same at a length for
   * structured data, too long for a search result.
   */
  homeDescription:
    "Managed IT, dental software support, cybersecurity and cloud backup for dental practices in Toronto and the GTA, with 24/7 emergency response.",
} as const;
