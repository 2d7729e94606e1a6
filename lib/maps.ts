import { BUSINESS, formatAddress } from "@/content/business";

/** External Google Maps links built from the office address (no key needed). */
export function mapsSearchUrl(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${BUSINESS.name}, ${formatAddress()}`)}`;
}

export function mapsDirectionsUrl(): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(formatAddress())}`;
}

export const MAP_EMBED = { zoom: 15, height: 400 } as const;

/** The Maps Embed API address for the office at zoom 15. */
export function mapsEmbedUrl(key: string): string {
  const q = encodeURIComponent(`${BUSINESS.name}, ${formatAddress()}`);
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${q}&zoom=${MAP_EMBED.zoom}`;
}
