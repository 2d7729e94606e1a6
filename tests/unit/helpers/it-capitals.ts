/**
 * Finds "it" in lower case where it means information technology ("managed it support", "dental
 * it"), which reads as the pronoun. The pronoun itself ("pay for it", "we managed it.") is left
 * alone: only a lower-case "it" after "dental", or before a word IT usually names (support,
 * services, team...), or after "managed" when a place name follows, is reported.
 */
const IT_NOUNS =
  "support|services?|providers?|team|compan(?:y|ies)|department|help|helpdesk|budget|partner|plan|costs?|infrastructure|staff|person|security|checklist|assessment|health|systems?";
const PATTERNS = [
  /\bdental\s+it\b/g,
  new RegExp(`\\b(?:managed|for|your|our|the|of|outsourced|in-house|practice|office)\\s+it\\s+(?:${IT_NOUNS})\\b`, "g"),
  /\bmanaged\s+it(?=\s+[A-Z]|\s*$)/gm,
];

export function findLowercaseIt(text: string): string[] {
  return PATTERNS.flatMap((p) => [...text.matchAll(p)].map((m) => m[0]));
}
