import { RichText } from "@/components/content/rich-text";
import { LinkCards } from "@/components/ui/link-cards";
import { PageHero } from "@/components/ui/page-hero";
import type { LegalDocument } from "@/content/legal";
import { longDate } from "@/lib/core/format";

/**
 * One legal page (Privacy Policy, Terms of Service): the hero's h1, the breadcrumb, the revision
 * date, the document (its "## " headings become h2 and "### " h3, under the hero's h1) and the
 * related-pages boxes. `heroId` must be unique on the page; it labels the hero section.
 */
export function LegalDocumentView({ doc, heroId }: { doc: LegalDocument; heroId: string }) {
  const relatedId = `${heroId}-related`;
  return (
    <>
      <PageHero trail={[{ name: doc.title, path: doc.path }]} id={heroId} title={doc.title}>
        <p>{doc.heroLead}</p>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-sm text-ink-muted">
          <strong className="font-semibold text-ink">Last Updated:</strong>{" "}
          <time dateTime={doc.lastUpdated}>{longDate(doc.lastUpdated)}</time>
        </p>
        <RichText source={doc.body} headingIds={doc.anchors} />
        <nav aria-labelledby={relatedId} className="mt-12 border-t border-line pt-10">
          <h2 id={relatedId} className="text-2xl font-bold text-ink">
            Related pages
          </h2>
          <LinkCards links={doc.related} className="mt-6 grid gap-4 md:grid-cols-3" />
        </nav>
      </article>
    </>
  );
}
