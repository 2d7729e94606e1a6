import type { FAQPage, WithContext } from "schema-dts";

/** One question and its answer as the page shows them. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The FAQPage record of a page's questions. A module of its own with no imports, because the
 * accordion, a browser island, builds it from its items (lib/core/seo/schema.ts re-exports it).
 */
export function faqPageSchema(entries: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer },
    })),
  };
}
