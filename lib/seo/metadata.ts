import type { Metadata } from "next";
import { BUSINESS } from "@/content/business";
import { SITE } from "@/content/site";
import { absoluteUrl } from "@/lib/seo/url";

export interface PageMetadataInput {
  /** The page's own title; the layout's template adds " | Toronto Dental IT". */
  title: string;
  description: string;
  /** Site path of the page, e.g. "/locations/markham"; becomes the canonical address. */
  path: string;
  keywords?: readonly string[];
  /** Open Graph type. */
  type?: "website" | "article";
  /** For articles. */
  publishedTime?: string;
  modifiedTime?: string;
  authors?: readonly string[];
  /** Use the title as is, without the template (the home page). */
  absoluteTitle?: boolean;
  /** Keep the page out of search indexes (404, unsubscribe, staff area). */
  noindex?: boolean;
  /**
   * The page has a share card of its own (an opengraph-image file beside it). Next uses that file
   * only when the page's metadata names no image, and fills twitter:image from og:image when
   * twitter names none, so both are left out here; other pages show the site-wide card.
   */
  ownShareCard?: boolean;
}

const DEFAULT_KEYWORDS = [
  "dental IT support Toronto",
  "dental practice IT services",
  "managed IT for dentists",
  "dental cybersecurity Ontario",
  "PHIPA compliance IT",
];

/** The one function that builds any page's metadata. */
export function buildMetadata(input: PageMetadataInput): Metadata {
  const url = absoluteUrl(input.path);
  const fullTitle = input.absoluteTitle ? input.title : `${input.title} | ${BUSINESS.name}`;
  const image = { url: absoluteUrl("/og-image.png"), width: 1200, height: 630, alt: `${BUSINESS.name}: ${BUSINESS.tagline}` };
  const { latitude, longitude } = BUSINESS.geo;
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: [...(input.keywords ?? []), ...DEFAULT_KEYWORDS],
    alternates: { canonical: url },
    openGraph: {
      type: input.type ?? "website",
      url,
      title: fullTitle,
      description: input.description,
      siteName: BUSINESS.name,
      locale: SITE.locale,
      ...(input.ownShareCard ? {} : { images: [image] }),
      ...(input.type === "article"
        ? {
            publishedTime: input.publishedTime,
            modifiedTime: input.modifiedTime,
            authors: input.authors ? [...input.authors] : undefined,
          }
        : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description: input.description,
      ...(input.ownShareCard ? {} : { images: [image.url] }),
    },
    robots: input.noindex ? { index: false, follow: false } : { index: true, follow: true },
    other: {
      "geo.region": SITE.geo.region,
      "geo.placename": SITE.geo.placename,
      "geo.position": `${latitude};${longitude}`,
      ICBM: `${latitude}, ${longitude}`,
    },
  };
}
