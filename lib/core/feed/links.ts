/**
 * Where the feeds live and how pages announce them: every page's <head> carries a
 * <link rel="alternate" type="application/rss+xml"> so feed readers and browsers find the blog feed
 * from any address. A page's own `alternates` metadata replaces the root layout's whole object, so
 * the root layout and lib/core/seo/metadata.ts both spread FEED_ALTERNATE_TYPES into theirs.
 */
import { BUSINESS } from "@/content/business";

export const BLOG_FEED_PATH = "/blog/feed.xml";

export const FEED_ALTERNATE_TYPES = {
  "application/rss+xml": [{ url: BLOG_FEED_PATH, title: `${BUSINESS.name} blog` }],
};
