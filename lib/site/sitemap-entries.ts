import "server-only";
import { PUBLIC_ROUTES, type PublicRoute } from "@/content/routes";
import { listPublishedPostSummaries } from "@/lib/blog/posts";
import { listIssueSummaries } from "@/lib/newsletter/issues";
import { blogPostPath, newsletterIssuePath } from "@/lib/core/paths";

/**
 * The one list both sitemaps read: the route list of content/ plus every published post and every
 * newsletter issue. The HTML /sitemap and the XML sitemap are two views of it, so they cannot
 * disagree.
 */
export type SitemapSection = PublicRoute["section"] | "blog-posts" | "newsletter-issues";

export interface SitemapEntry {
  path: string;
  title: string;
  section: SitemapSection;
  alsoIn?: PublicRoute["alsoIn"];
  region?: PublicRoute["region"];
  lastModified: Date;
  changeFrequency: PublicRoute["changeFrequency"];
  priority: number;
}

/**
 * When the deployed build was made: the last time a page of the route list could have changed.
 * next.config.ts stamps it at build time; outside a build (unit tests) it is the current time.
 */
export function buildTime(): Date {
  const stamp = process.env.BUILD_TIME;
  const date = stamp ? new Date(stamp) : new Date();
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const built = buildTime();
  const [posts, issues] = await Promise.all([listPublishedPostSummaries(), listIssueSummaries()]);
  return [
    ...PUBLIC_ROUTES.map((r) => ({
      ...r,
      lastModified: r.lastModified ? new Date(`${r.lastModified}T12:00:00Z`) : built,
    })),
    ...posts.map((p) => ({
      path: blogPostPath(p.slug),
      title: p.title,
      section: "blog-posts" as const,
      lastModified: p.updatedAt > p.publishedAt ? p.updatedAt : p.publishedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...issues.map((i) => ({
      path: newsletterIssuePath(i.id),
      title: `${i.title} (${i.month} ${i.year})`,
      section: "newsletter-issues" as const,
      lastModified: i.sentAt,
      changeFrequency: "yearly" as const,
      priority: 0.4,
    })),
  ];
}
