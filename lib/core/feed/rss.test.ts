/** @jest-environment node */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { escapeXml, renderRss, type RssChannel } from "@/lib/core/feed/rss";

const HOSTILE = `Tom & Jerry's <b>"best"</b> ]]> tips\u0000\u0008\u000B\uFFFE`;

function channel(items: RssChannel["items"]): RssChannel {
  return {
    title: "Blog & news",
    link: "https://example.com/blog",
    selfUrl: "https://example.com/blog/feed.xml?a=1&b=2",
    description: "All <posts>",
    language: "en-CA",
    lastBuildDate: new Date("2026-03-04T15:00:00Z"),
    items,
  };
}

/** Parsed the strict way: the validator must accept the whole document before it is read. */
function parse(xml: string) {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    isArray: (name) => name === "item" || name === "category",
    parseTagValue: false,
    htmlEntities: false,
  });
  return parser.parse(xml) as {
    rss: {
      "@version": string;
      channel: {
        title: string;
        link: string;
        description: string;
        lastBuildDate: string;
        "atom:link": { "@href": string; "@rel": string; "@type": string };
        item?: {
          title: string;
          link: string;
          guid: { "#text": string; "@isPermaLink": string };
          pubDate: string;
          description: string;
          category: string[];
          "dc:creator": string;
        }[];
      };
    };
  };
}

describe("renderRss", () => {
  it("is well-formed RSS 2.0 with a self link and RFC 822 dates, and keeps the items' order", () => {
    const xml = renderRss(
      channel([
        {
          title: "Newer",
          link: "https://example.com/blog/newer",
          description: "N",
          pubDate: new Date("2026-02-01T10:00:00Z"),
          categories: ["Hardware"],
          creator: "Ann",
        },
        {
          title: "Older",
          link: "https://example.com/blog/older",
          description: "O",
          pubDate: new Date("2025-12-24T08:30:00Z"),
        },
      ]),
    );
    const { rss } = parse(xml);
    expect(rss["@version"]).toBe("2.0");
    expect(rss.channel["atom:link"]).toEqual({
      "@href": "https://example.com/blog/feed.xml?a=1&b=2",
      "@rel": "self",
      "@type": "application/rss+xml",
    });
    expect(rss.channel.lastBuildDate).toBe("Wed, 04 Mar 2026 15:00:00 GMT");
    expect(rss.channel.item?.map((i) => i.title)).toEqual(["Newer", "Older"]);
    const [first] = rss.channel.item ?? [];
    expect(first).toMatchObject({
      link: "https://example.com/blog/newer",
      pubDate: "Sun, 01 Feb 2026 10:00:00 GMT",
      category: ["Hardware"],
      "dc:creator": "Ann",
    });
    expect(first?.guid).toEqual({ "#text": "https://example.com/blog/newer", "@isPermaLink": "true" });
    expect(new Date(first!.pubDate).toISOString()).toBe("2026-02-01T10:00:00.000Z");
  });

  it("an empty blog is still a valid channel", () => {
    expect(parse(renderRss(channel([]))).rss.channel.item).toBeUndefined();
  });

  it("escapes markup and drops characters XML cannot hold, in every field", () => {
    const xml = renderRss(
      channel([
        {
          title: HOSTILE,
          link: "https://example.com/blog/a?x=<1>&y='2'",
          description: HOSTILE,
          pubDate: new Date(0),
          categories: [HOSTILE],
          creator: HOSTILE,
        },
      ]),
    );
    const item = parse(xml).rss.channel.item?.[0];
    // What a reader shows: the text as written, less the characters XML cannot carry.
    const expected = `Tom & Jerry's <b>"best"</b> ]]> tips`;
    expect(item?.title).toBe(expected);
    expect(item?.description).toBe(expected);
    expect(item?.category).toEqual([expected]);
    expect(item?.["dc:creator"]).toBe(expected);
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE]/);
  });
});

describe("escapeXml", () => {
  it("escapes the five XML specials, ampersand first", () => {
    expect(escapeXml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&apos;");
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });
});
