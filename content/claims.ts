import { BUSINESS, experiencePhrase } from "@/content/business";

/**
 * Copy in content/ names claims by placeholder ("{criticalResponse}") instead of typing them, so a
 * claim changes in business.ts and nowhere else. `fillClaims` replaces them at render time.
 */
export const CLAIM_PLACEHOLDERS = [
  "yearsInBusiness",
  "firstCallResolution",
  "criticalResponse",
  "majorResponse",
  "standardResponse",
  "helpDeskHours",
] as const;
export type ClaimPlaceholder = (typeof CLAIM_PLACEHOLDERS)[number];

function tier(id: "critical" | "major" | "standard"): string {
  const found = BUSINESS.claims.emergencyTiers.find((t) => t.id === id);
  if (!found) throw new Error(`missing emergency tier ${id}`);
  return found.response;
}

export function claimValues(now: Date = new Date()): Record<ClaimPlaceholder, string> {
  return {
    yearsInBusiness: experiencePhrase(now),
    firstCallResolution: BUSINESS.claims.firstCallResolution,
    criticalResponse: tier("critical"),
    majorResponse: tier("major"),
    standardResponse: tier("standard"),
    helpDeskHours: BUSINESS.helpDeskHours.weekdays,
  };
}

/** Replaces every known {placeholder}; an unknown one is a bug in content/ and throws. */
export function fillClaims(text: string, now: Date = new Date()): string {
  const values = claimValues(now);
  return text.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => {
    if (!(CLAIM_PLACEHOLDERS as readonly string[]).includes(name))
      throw new Error(`Unknown claim placeholder {${name}}`);
    return values[name as ClaimPlaceholder];
  });
}
