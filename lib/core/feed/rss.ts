/**
 * An RSS 2.0 document, written by hand: the format is small, and every text goes through one
 * escaping function, so a title with "&" or "<" or a stray control character never breaks a reader.
 */

export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

export interface RssItem {
  title: string;
  link: string;
  description: string;
  pubDate: Date;
  categories?: readonly string[];
  /** The author's name (RSS's own <author> wants an e-mail address, so dc:creator carries it). */
  creator?: string;
}

export interface RssChannel {
  title: string;
  /** The HTML page the feed mirrors. */
  link: string;
  /** The feed's own absolute address (atom:link rel="self"). */
  selfUrl: string;
  description: string;
  language: string;
  lastBuildDate: Date;
  items: readonly RssItem[];
}

// Characters XML 1.0 does not allow anywhere, even escaped (most C0 controls, lone surrogates,
// U+FFFE and U+FFFF).
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text made safe for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML_CHAR, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 date-time, as RSS 2.0 requires ("Tue, 03 Mar 2026 15:00:00 GMT"). */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function renderItem(item: RssItem): string {
  return [
    "<item>",
    element("title", item.title),
    element("link", item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    element("pubDate", rfc822(item.pubDate)),
    element("description", item.description),
    ...(item.categories ?? []).map((c) => element("category", c)),
    ...(item.creator ? [element("dc:creator", item.creator)] : []),
    "</item>",
  ].join("");
}

export function renderRss(channel: RssChannel): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", channel.title),
    element("link", channel.link),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    element("description", channel.description),
    element("language", channel.language),
    element("lastBuildDate", rfc822(channel.lastBuildDate)),
    ...channel.items.map(renderItem),
    "</channel>",
    "</rss>\n",
  ].join("");
}
