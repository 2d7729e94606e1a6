import { ButtonLink } from "@/components/ui/button";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RichText } from "@/components/content/rich-text";
import { PageBreadcrumb } from "@/components/ui/breadcrumb";
import Link from "@/components/ui/link";
import { BUSINESS } from "@/content/business";
import { NEWSLETTER } from "@/content/newsletter";
import { markupToText } from "@/lib/core/markup";
import { getIssue, listIssueSummaries, parseIssueId } from "@/lib/newsletter/issues";
import { JsonLd } from "@/lib/core/seo/json-ld";
import { buildMetadata, fitDescription, fitTitleWithTail } from "@/lib/core/seo/metadata";
import { newsletterIssueSchema } from "@/lib/core/seo/schema";
import { ownShareCardUrl } from "@/lib/core/seo/share-card-url";
import { newsletterIssuePath } from "@/lib/core/paths";

/**
 * One newsletter issue: prerendered for every issue at build, rendered on first request for a
 * later one, regenerated at most every 5 minutes. proxy.ts answers an unknown or non-numeric id
 * with a real 404 before this page runs.
 */
export const revalidate = 300;

export async function generateStaticParams() {
  return (await listIssueSummaries()).map((i) => ({ id: String(i.id) }));
}

type Props = { params: Promise<{ id: string }> };

async function load(params: Props["params"]) {
  const id = parseIssueId((await params).id);
  return id === null ? null : getIssue(id);
}

function describe(content: string): string {
  return fitDescription(markupToText(content));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const issue = await load(params);
  if (!issue) return {};
  return buildMetadata({
    title: fitTitleWithTail(issue.title, `(${issue.month} ${issue.year})`),
    description: describe(issue.content),
    path: newsletterIssuePath(issue.id),
    ownShareCard: true,
    type: "article",
    publishedTime: issue.sentAt,
    authors: [BUSINESS.name],
  });
}

export default async function NewsletterIssuePage({ params }: Props) {
  const issue = await load(params);
  if (!issue) notFound();
  const path = newsletterIssuePath(issue.id);
  return (
    <>
      <PageBreadcrumb
        trail={[
          { name: "Newsletter", path: "/newsletter" },
          { name: `${issue.month} ${issue.year}`, path },
        ]}
      />
      <article aria-labelledby="issue-title" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
          Dental Tech Trends · {issue.month} {issue.year}
        </p>
        <h1 id="issue-title" className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {issue.title}
        </h1>
        <div className="mt-6 text-lg">
          <RichText source={issue.content} empty="This issue has no content." />
        </div>
      </article>
      <section aria-labelledby="issue-subscribe" className="border-t border-line bg-surface-alt">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6">
          <h2 id="issue-subscribe" className="text-2xl font-bold text-ink">
            Get the next issue in your inbox
          </h2>
          <p className="mt-3 text-ink-muted">
            One e-mail a month with the technology news that matters to dental practices, and a{" "}
            <Link href={NEWSLETTER.offer.link.href} className="text-link underline">
              free 30-minute technology assessment
            </Link>{" "}
            for subscribers.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/newsletter#subscribe" size="touch">
              Subscribe to the Newsletter
            </ButtonLink>
            <ButtonLink href="/newsletter" variant="secondary" size="touch">
              More Past Issues
            </ButtonLink>
          </div>
        </div>
      </section>
      <JsonLd
        data={newsletterIssueSchema({
          title: issue.title,
          description: describe(issue.content),
          path,
          sentAt: new Date(issue.sentAt),
          month: issue.month,
          year: issue.year,
          shareCard: ownShareCardUrl(path, "/(site)/newsletter/[id]"),
        })}
      />
    </>
  );
}
