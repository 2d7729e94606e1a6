import { BUSINESS } from "@/content/business";
import { SITE } from "@/content/site";
import { categoryOf, listPublishedPosts } from "@/lib/blog/posts";
import { BLOG_FEED_PATH } from "@/lib/core/feed/links";
import { RSS_CONTENT_TYPE, renderRss } from "@/lib/core/feed/rss";
import { absoluteUrl } from "@/lib/core/seo/url";
import { blogPostPath } from "@/lib/core/paths";

/**
 * /blog/feed.xml: every published post, newest first, as RSS 2.0. Made like the blog pages: once
 * at build time, again at most every 5 minutes, and at once when staff publish, change or
 * unpublish a post (lib/core/publication.ts revalidates this path with the blog pages). Feed
 * readers poll often, and a cached copy costs no database read.
 */
export const revalidate = 300;

export async function GET(): Promise<Response> {
  const posts = await listPublishedPosts();
  const xml = renderRss({
    title: `${BUSINESS.name} blog`,
    link: absoluteUrl("/blog"),
    selfUrl: absoluteUrl(BLOG_FEED_PATH),
    description: `IT, cybersecurity and dental software advice for dental practices from ${BUSINESS.name}.`,
    language: SITE.locale.replace("_", "-"),
    lastBuildDate: new Date(),
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(blogPostPath(post.slug)),
      description: post.excerpt,
      pubDate: new Date(post.publishedAt),
      categories: [categoryOf(post.category)?.name ?? post.category],
      creator: post.author,
    })),
  });
  return new Response(xml, { headers: { "Content-Type": RSS_CONTENT_TYPE } });
}
