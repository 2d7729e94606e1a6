/**
 * Serializes JSON-LD for an inline <script type="application/ld+json">. JSON.stringify alone is not
 * enough: a "</script>" or "<!--" inside a string would end or change the tag. Every character
 * that HTML treats specially is written as a JSON unicode escape, which parses back to the same
 * value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
