"use client";

import { ChevronDownIcon } from "@/components/ui/icons";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { faqPageSchema, type FaqEntry } from "@/lib/core/seo/faq-schema";

export interface AccordionItem extends FaqEntry {
  /** The item's id (a link target such as /faq#faq-backups). */
  id: string;
}

/**
 * Questions and answers, one open at a time, and an open item can be closed again: native
 * <details name="…"> (an exclusive group), so it works without JavaScript and with the keyboard by
 * default.
 *
 * An island although the browser does the opening: with `structuredData` it also writes the
 * page's FAQPage record from the same items, so each question and answer travels once in the
 * page's React data (as these props) instead of twice, as elements and again inside the record;
 * the visible list and the record cannot differ (docs/decisions/0013-page-weight.md).
 */
export function Accordion({
  items,
  group,
  headingLevel = 3,
  structuredData = false,
}: {
  items: readonly AccordionItem[];
  group: string;
  headingLevel?: 2 | 3 | 4;
  /** Mark the questions up as the page's FAQPage (once per question on the whole site). */
  structuredData?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      {structuredData ? <JsonLd data={faqPageSchema(items)} /> : null}
      {items.map((item) => (
        <details key={item.id} name={group} id={item.id} className="group">
          <summary>
            <Heading>{item.question}</Heading>
            <ChevronDownIcon />
          </summary>
          <div>
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
