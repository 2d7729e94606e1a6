import { ImageResponse } from "next/og";
import { BUSINESS } from "@/content/business";
import { getRegion, type Location } from "@/content/locations";

/**
 * The share card (Open Graph and Twitter image) of a page with a subject: a service, a location, a
 * service in a location, a blog post, a newsletter issue. One design for all, drawn by next/og
 * (Satori + resvg) in the site's brand colours: what the page is about, where or when, and whose it
 * is. Flat colours keep each PNG far under the 100 KB that link previews load without complaint
 * (a gradient costs several times that), and the font is next/og's own (Geist), so nothing is read
 * from disk or the network when a card is made on a first request.
 */

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_CARD_TYPE = "image/png";

/** Brand colours of app/globals.css (light theme): hero, brand, accent, and the text on them. */
const COLOURS = {
  hero: "#0d2f52",
  brand: "#0c528f",
  accent: "#0f6b63",
  onHero: "#ffffff",
  onHeroMuted: "#d5e3f2",
  brandSoft: "#e6f0fa",
} as const;

/** The tooth of the site's logo (components/ui/icons.tsx), on a 24-unit grid. */
const TOOTH_PATH =
  "M12 5.5C10.5 4 8.5 3 6.5 3.5 4 4 3 6.5 3.5 9c.4 2 1.5 3.5 2 5.5.6 2.5.8 6.5 2.5 6.5 1.6 0 1.7-4 4-4s2.4 4 4 4c1.7 0 1.9-4 2.5-6.5.5-2 1.6-3.5 2-5.5.5-2.5-.5-5-3-5.5-2-.5-4 .5-5.5 2z";

const MAP_PIN_PATH =
  "M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z";

export interface ShareCard {
  /** What kind of page: "Dental IT service", "Blog", ... (shown small, above the title). */
  kind: string;
  /** The page's subject, as its heading says it. */
  title: string;
  /** Where (a location and its region) or when and in what (a date, a category). */
  area: string;
  /** Whether `area` is a place (drawn with a map pin). */
  place?: boolean;
}

/** Long titles (blog posts) get a smaller size, so up to three lines fit beside the brand row. */
export function titleFontSize(title: string): number {
  if (title.length <= 32) return 76;
  if (title.length <= 60) return 64;
  if (title.length <= 90) return 54;
  return 46;
}

/** The longest title a card shows whole; a longer one ends in an ellipsis instead of overflowing. */
const TITLE_MAX = 120;

export function cardTitle(title: string): string {
  const clean = title.replace(/\s+/g, " ").trim();
  return clean.length > TITLE_MAX ? `${clean.slice(0, TITLE_MAX - 1).trimEnd()}…` : clean;
}

export function renderShareCard(card: ShareCard): ImageResponse {
  const title = cardTitle(card.title);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        background: COLOURS.hero,
        color: COLOURS.onHero,
        padding: "64px 80px 56px 80px",
        borderTop: `14px solid ${COLOURS.accent}`,
      }}
    >
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div
          style={{
            display: "flex",
            fontSize: 26,
            letterSpacing: 3,
            textTransform: "uppercase",
            color: COLOURS.onHeroMuted,
          }}
        >
          {card.kind}
        </div>
        <div
          style={{
            display: "flex",
            marginTop: 24,
            fontSize: titleFontSize(title),
            lineHeight: 1.12,
            maxWidth: 1040,
          }}
        >
          {title}
        </div>
        <div style={{ display: "flex", alignItems: "center", marginTop: 30, fontSize: 32, color: COLOURS.onHeroMuted }}>
          {card.place ? (
            <svg width="34" height="34" viewBox="0 0 24 24" style={{ marginRight: 12 }}>
              <path d={MAP_PIN_PATH} fill={COLOURS.onHeroMuted} fillRule="evenodd" />
            </svg>
          ) : null}
          {card.area}
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 72,
              height: 72,
              borderRadius: 16,
              background: COLOURS.onHero,
            }}
          >
            <svg width="48" height="48" viewBox="0 0 24 24">
              <path d={TOOTH_PATH} fill="none" stroke={COLOURS.brand} strokeWidth="2" strokeLinejoin="round" />
            </svg>
          </div>
          <div style={{ display: "flex", marginLeft: 22, fontSize: 38 }}>{BUSINESS.name}</div>
        </div>
        <div style={{ display: "flex", fontSize: 24, color: COLOURS.brandSoft }}>Managed IT for dental practices</div>
      </div>
    </div>,
    { ...SHARE_CARD_SIZE },
  );
}

/** Answer for a card whose page does not exist (the proxy normally answers first). */
export function shareCardNotFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** "Markham, York Region"; "Toronto, Ontario" for the city whose region shares its name. */
export function placeOf(location: Pick<Location, "name" | "region">): string {
  const region = getRegion(location.region);
  return `${location.name}, ${location.name === region.name ? "Ontario" : region.name}`;
}

/** Where a service is offered from: the whole service area. */
export const SERVICE_AREA = "Toronto and the Greater Toronto Area";
