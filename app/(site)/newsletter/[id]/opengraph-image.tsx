import { getIssue, listIssueSummaries, parseIssueId } from "@/lib/newsletter/issues";
import { renderShareCard, shareCardNotFound } from "@/lib/core/seo/share-card";

/**
 * An issue's share card: made at build for every published issue, on first request for one
 * published later, and made again at most every 5 minutes like the issue's page.
 */
export const alt = "Toronto Dental IT: a newsletter issue";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const revalidate = 300;

export async function generateStaticParams() {
  return (await listIssueSummaries()).map((i) => ({ id: String(i.id) }));
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const id = parseIssueId((await params).id);
  const issue = id === null ? null : await getIssue(id);
  if (!issue) return shareCardNotFound();
  return renderShareCard({ kind: "Newsletter", title: issue.title, area: `${issue.month} ${issue.year} issue` });
}
