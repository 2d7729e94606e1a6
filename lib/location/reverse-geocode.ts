import "server-only";
import { getEnv, type Env } from "@/lib/core/env";
import { logError, logWarn } from "@/lib/core/log";

/**
 * Reverse geocoding through the Google Geocoding API with the server key. Coordinates and the
 * key never reach a log line: only the API's status word and error kinds are logged.
 */
export type ReverseGeocodeResult =
  | { ok: true; city: string | null; postalCode: string | null }
  | { ok: false; reason: "no-result" | "not-ok" | "error" | "unavailable" };

/** Whether a lookup can work at all: it needs the server key, read when the server runs. */
export function locationLookupAvailable(env: Pick<Env, "GOOGLE_MAPS_SERVER_KEY"> = getEnv()): boolean {
  return Boolean(env.GOOGLE_MAPS_SERVER_KEY);
}

export const GEOCODE_TIMEOUT_MS = 5000;

interface AddressComponent {
  long_name?: unknown;
  types?: unknown;
}

function componentOfType(components: readonly AddressComponent[], type: string): string | null {
  const found = components.find((c) => Array.isArray(c.types) && c.types.includes(type));
  return typeof found?.long_name === "string" && found.long_name.trim() !== "" ? found.long_name.trim() : null;
}

/** Reads city and postal code from a Geocoding API answer; null when its status is not "OK". */
export function readGeocodeAnswer(body: unknown): { city: string | null; postalCode: string | null } | null {
  if (!body || typeof body !== "object") return null;
  const { status, results } = body as { status?: unknown; results?: unknown };
  if (status !== "OK") return null;
  const first: unknown = Array.isArray(results) ? results[0] : undefined;
  const raw =
    first && typeof first === "object" ? (first as { address_components?: unknown }).address_components : undefined;
  const components = Array.isArray(raw) ? (raw.filter((c) => c && typeof c === "object") as AddressComponent[]) : [];
  return { city: componentOfType(components, "locality"), postalCode: componentOfType(components, "postal_code") };
}

export async function reverseGeocode(lat: number, lng: number): Promise<ReverseGeocodeResult> {
  const { GOOGLE_MAPS_SERVER_KEY: key, GOOGLE_MAPS_API_BASE: base } = getEnv();
  // Not configured is no failure to log on every visit: the banner asks first and offers no lookup.
  if (!key) return { ok: false, reason: "unavailable" };
  const url = `${base}/maps/api/geocode/json?latlng=${lat},${lng}&key=${encodeURIComponent(key)}`;
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(GEOCODE_TIMEOUT_MS) });
    // An HTTP failure is a failed lookup, not a lookup whose answer was "not OK".
    if (!response.ok) throw new Error(`geocoding answered HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    logError("geocode.error", error);
    return { ok: false, reason: "error" };
  }
  const found = readGeocodeAnswer(body);
  if (!found) {
    const status = body && typeof body === "object" ? (body as { status?: unknown }).status : undefined;
    // ZERO_RESULTS is a correct answer (no address there: the sea, the wilderness), not a failure.
    if (status === "ZERO_RESULTS") return { ok: false, reason: "no-result" };
    logWarn("geocode.not-ok", { status: typeof status === "string" ? status.slice(0, 40) : "missing" });
    return { ok: false, reason: "not-ok" };
  }
  return { ok: true, ...found };
}
