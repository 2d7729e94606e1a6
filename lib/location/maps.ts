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

/**
 * What GET /api/keys/google-maps answers: the browser key for the embedded map (null when none is
 * set) and whether the server can look up a visitor's location (a server key is set). Both are
 * read when the server answers, not when the site is built, so prerendered pages follow a change
 * of settings after a restart without a rebuild.
 */
export interface MapsSettings {
  key: string | null;
  locationLookup: boolean;
}

export const MAPS_SETTINGS_PATH = "/api/keys/google-maps";

/** The settings in an answer from MAPS_SETTINGS_PATH; anything unexpected reads as "nothing configured". */
export function readMapsSettings(body: unknown): MapsSettings {
  const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const key = typeof b.key === "string" && b.key.trim() !== "" ? b.key : null;
  return { key, locationLookup: b.locationLookup === true };
}

/**
 * The reverse-geocode route's answer when no server key is set: a status of its own (the
 * feature is not provided here), so the banner drops "Use My Location" instead of showing an error.
 */
export const LOCATION_LOOKUP_UNAVAILABLE_STATUS = 501;
