import type { Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "@/lib/core/seo/serialize";

/** Renders one typed JSON-LD block, safely serialized. */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
