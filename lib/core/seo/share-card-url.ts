import "server-only";
import { djb2Hash } from "next/dist/shared/lib/hash";
import { absoluteUrl } from "@/lib/core/seo/url";

/**
 * The address Next serves a page's own share card at (an opengraph-image file beside the page),
 * for records that name the card (an article's image). Next puts the card at
 * `{page}/opengraph-image`, plus "-" and six base-36 digits of a djb2 hash of the page's folder in
 * app/ when that folder sits in a route group or a parallel-route slot, so that two groups' cards
 * never share an address (next/dist/lib/metadata/get-metadata-route.js). share-card-url.test.ts
 * checks this against Next's own function, so an upgrade that names cards otherwise fails there.
 *
 * `appFolder` is the page's folder as written under app/, e.g. "/(site)/blog/[slug]".
 */
export function ownShareCardUrl(pagePath: string, appFolder: string): string {
  const grouped = appFolder.split("/").some((segment) => /^\(.+\)$/.test(segment) || segment.startsWith("@"));
  const suffix = grouped ? `-${djb2Hash(appFolder).toString(36).slice(0, 6)}` : "";
  return absoluteUrl(`${pagePath}/opengraph-image${suffix}`);
}
