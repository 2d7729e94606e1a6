import { revalidatePath } from "next/cache";
import { isBlogCategorySlug } from "@/content/blog-categories";
import { BLOG_FEED_PATH } from "@/lib/core/feed/links";
import { expireInPageStore } from "@/lib/core/page-store";
import { blogCategoryPath, blogPostPath, newsletterIssuePath } from "@/lib/core/paths";
import { purgeSharedCache } from "@/lib/core/shared-cache";

/**
 * What publishing shares between posts and issues.
 *
 * `BlogPost.publishedAt` and `NewsletterIssue.sentAt` cannot be null, so a post or an issue that
 * has never been published carries the epoch there; publishing stamps the moment the first time,
 * and an unpublish and re-publish keeps the original date.
 */
export const NEVER_PUBLISHED = new Date(0);

export function wasEverPublished(date: Date): boolean {
  return date.getTime() !== NEVER_PUBLISHED.getTime();
}

/** The date to store when a post or issue is saved with this status. */
export function publicationDate(existing: Date | null, publish: boolean, now = new Date()): Date {
  if (existing && wasEverPublished(existing)) return existing;
  return publish ? now : NEVER_PUBLISHED;
}

export interface PostPlace {
  slug: string;
  category: string;
  isPublished: boolean;
}

/** Every later page of the lists (a post added or removed shifts all of them). */
export const BLOG_LIST_PAGE_ROUTES = ["/blog/page/[page]", "/blog/category/[category]/page/[page]"] as const;

/**
 * The public pages a post change touches: the post (old and new slug), /blog and its later pages,
 * its category page(s) (old and new) and their later pages, the HTML sitemap and the RSS feed.
 * None when the post was and stays a draft. A route pattern ("[page]") stands for every page of
 * that route.
 */
export function blogPathsToRevalidate(before: PostPlace | null, after: PostPlace): string[] {
  if (!before?.isPublished && !after.isPublished) return [];
  const paths = new Set<string>(["/blog", "/sitemap", BLOG_FEED_PATH, ...BLOG_LIST_PAGE_ROUTES]);
  for (const place of before ? [before, after] : [after]) {
    paths.add(blogPostPath(place.slug));
    if (isBlogCategorySlug(place.category)) paths.add(blogCategoryPath(place.category));
  }
  return [...paths];
}

/** The public pages an issue change touches (none while it was and stays a draft). */
export function issuePathsToRevalidate(id: number, wasPublished: boolean, isPublished: boolean): string[] {
  if (!wasPublished && !isPublished) return [];
  return ["/newsletter", newsletterIssuePath(id), "/sitemap"];
}

/**
 * Regenerates the given pages on their next request (sitemap.xml is read live anyway), and empties
 * the shared page cache in front of the site, if there is one, before the staff member's save is
 * answered: a post unpublished is gone from every page at once.
 *
 * With the shared page store (REDIS_URL) the pages are marked stale there first, for every
 * process, and only then is nginx emptied: whichever process refills nginx renders them afresh.
 * When the store cannot be told (logged), nginx is emptied all the same; other processes then
 * serve their copy until it is stale by age, as they would without the store.
 */
export async function revalidatePaths(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  for (const path of paths) {
    if (path.includes("[")) revalidatePath(path, "page");
    else revalidatePath(path);
  }
  await expireInPageStore(paths);
  await purgeSharedCache("publication");
}
