import { expect, type APIRequestContext } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";

/** The blog's RSS feed, as served and strictly parsed (the feed spec and the publishing spec read it). */
export const FEED = "/blog/feed.xml";

interface FeedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string;
}

/** The served feed, refused unless a strict XML validator accepts it first. */
export async function readFeed(request: APIRequestContext) {
  const res = await request.get(FEED);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await res.text();
  const valid = XMLValidator.validate(xml);
  expect(valid === true ? "well-formed" : valid.err.msg).toBe("well-formed");
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    isArray: (name) => name === "item",
    parseTagValue: false,
  }).parse(xml) as {
    rss?: {
      "@version": string;
      channel: {
        title: string;
        link: string;
        lastBuildDate: string;
        "atom:link": { "@href": string; "@rel": string };
        item?: (Omit<FeedItem, "guid"> & { guid: { "#text": string } })[];
      };
    };
  };
  expect(parsed.rss?.["@version"]).toBe("2.0");
  const channel = parsed.rss!.channel;
  return { channel, items: (channel.item ?? []).map((i) => ({ ...i, guid: i.guid["#text"] })) };
}
