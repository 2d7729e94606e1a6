"use client";

import type { Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "@/lib/core/seo/serialize";

/**
 * Renders one typed JSON-LD block, safely serialized. A client component although nothing in it
 * is interactive: its record then travels in the page's React data as JSON, and the block is
 * written from it, where a server component would send the serialized text, escaped once more as
 * a string inside that JSON (every quote four characters instead of two). The HTML is the same
 * (docs/decisions/0013-page-weight.md).
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
