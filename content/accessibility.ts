/** The accessibility statement's facts (its date is fixed by the statement itself). */
export const ACCESSIBILITY_STATEMENT = {
  standard: "WCAG 2.1 level AA",
  conformance: "partially conformant",
  /** The date the statement was prepared. */
  date: "2025-05-05",
  resources: [
    { label: "Web Content Accessibility Guidelines (WCAG) 2.1", href: "https://www.w3.org/TR/WCAG21/" },
    {
      label: "Accessibility for Ontarians with Disabilities Act (AODA)",
      href: "https://www.ontario.ca/page/about-accessibility-laws",
    },
    { label: "W3C Web Accessibility Initiative", href: "https://www.w3.org/WAI/" },
  ],
} as const;
