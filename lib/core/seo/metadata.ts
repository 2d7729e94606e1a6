import type { Metadata } from "next";
import { BUSINESS } from "@/content/business";
import { SITE } from "@/content/site";
import { FEED_ALTERNATE_TYPES } from "@/lib/core/feed/links";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "@/lib/core/seo/limits";
import { absoluteUrl } from "@/lib/core/seo/url";

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

export { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX };

const TITLE_SUFFIX = ` | ${BUSINESS.name}`;

/**
 * Appended to a description too short to stand alone (a staff post with a one-line excerpt). Itself
 * at least DESCRIPTION_MIN long, so the padded text always is.
 */
export const DESCRIPTION_PADDING = `Practical IT help for dental practices in Toronto and the GTA from ${BUSINESS.name}.`;

/**
 * The text cut to at most `max` characters at a word boundary, with an ellipsis, so no word is
 * ever cut in half; text that fits comes back as it is (spaces collapsed).
 */
export function clipAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max); // the ellipsis takes the place of the space before the cut
  const cut = room.lastIndexOf(" ");
  let head = cut > 0 ? room.slice(0, cut) : room.slice(0, max - 1);
  // "…Should Never Share…" reads better than "…Should Never Share a…": drop dangling small words.
  for (let prev = ""; prev !== head;) {
    prev = head;
    head = head
      .replace(/[\s,;:.!?\-–—|(&]+$/, "")
      .replace(/\s+(?:a|an|the|and|or|of|to|for|in|on|at|with|by|from|is|are|your|our)$/i, "");
  }
  return `${head}…`;
}

/**
 * A title with a tail that must stay whole ("Backups That Restore (May 2026)"): the whole when it
 * fits, else the part after a series name ("Dental Tech Trends — …") with the tail, else the title
 * clipped at a word to leave room for the tail.
 */
export function fitTitleWithTail(title: string, tail: string): string {
  const clean = title.replace(/\s+/g, " ").trim();
  const whole = `${clean} ${tail}`;
  if (whole.length <= TITLE_MAX) return whole;
  const subtitle = clean
    .split(/ [—–] /)
    .slice(1)
    .join(" — ");
  if (subtitle && `${subtitle} ${tail}`.length <= TITLE_MAX) return `${subtitle} ${tail}`;
  return `${clipAtWord(subtitle || clean, TITLE_MAX - tail.length - 1)} ${tail}`;
}

/**
 * The rendered title: "Page | Toronto Dental IT" when that fits in TITLE_MAX, else the page's own
 * title alone (a long post title is worth more than the brand), clipped at a word when even that
 * is too long.
 */
export function fitTitle(title: string, absolute = false): string {
  const clean = title.replace(/\s+/g, " ").trim();
  if (!absolute && clean.length + TITLE_SUFFIX.length <= TITLE_MAX) return `${clean}${TITLE_SUFFIX}`;
  return clipAtWord(clean, TITLE_MAX);
}

/**
 * A description between DESCRIPTION_MIN and DESCRIPTION_MAX characters: a long one is clipped at a
 * word, a short one gets a closing sentence about the site.
 */
export function fitDescription(text: string): string {
  let clean = text.replace(/\s+/g, " ").trim();
  if (clean.length < DESCRIPTION_MIN) {
    if (clean && !/[.!?…]$/.test(clean)) clean = `${clean}.`;
    clean = clean ? `${clean} ${DESCRIPTION_PADDING}` : DESCRIPTION_PADDING;
  }
  return clipAtWord(clean, DESCRIPTION_MAX);
}

/**
 * The one function that builds any page's metadata. Title and description are fitted to the
 * lengths search results show, so text written later (staff posts, newsletter issues) cannot
 * overflow them; hand-written pages are written to fit and a test checks nothing of theirs is cut.
 */
export function buildMetadata(input: PageMetadataInput): Metadata {
  const url = absoluteUrl(input.path);
  const fullTitle = fitTitle(input.title, input.absoluteTitle);
  const description = fitDescription(input.description);
  const templated = fullTitle.endsWith(TITLE_SUFFIX) && !input.absoluteTitle;
  const image = {
    url: absoluteUrl("/og-image.png"),
    width: 1200,
    height: 630,
    alt: `${BUSINESS.name}: ${BUSINESS.tagline}`,
  };
  return {
    title: templated ? fullTitle.slice(0, -TITLE_SUFFIX.length) : { absolute: fullTitle },
    description,
    keywords: [...(input.keywords ?? []), ...DEFAULT_KEYWORDS],
    alternates: { canonical: url, types: FEED_ALTERNATE_TYPES },
    openGraph: {
      type: input.type ?? "website",
      url,
      title: fullTitle,
      description,
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
      description,
      ...(input.ownShareCard ? {} : { images: [image.url] }),
    },
    // Indexing is what a page without a robots tag gets; only the pages kept out of indexes say so.
    ...(input.noindex ? { robots: { index: false, follow: false } } : {}),
    // The region and the place; the office's coordinates are in the business's record, not
    // repeated in two more tags of every page (docs/decisions/0013-page-weight.md).
    other: {
      "geo.region": SITE.geo.region,
      "geo.placename": SITE.geo.placename,
    },
  };
}
