import { MAPS_SETTINGS_PATH, readMapsSettings, type MapsSettings } from "@/lib/location/maps";

/**
 * The maps settings as the server has them now, fetched once per page view and shared by the map
 * card and the location banner (the home page shows both). Pages are prerendered, so the browser
 * asks instead of the build deciding. A failed request is not remembered: the next component
 * that asks tries again, and until then nothing that needs a key is offered.
 */
let pending: Promise<MapsSettings> | undefined;

const NOTHING: MapsSettings = { key: null, locationLookup: false };

export function loadMapsSettings(): Promise<MapsSettings> {
  pending ??= fetch(MAPS_SETTINGS_PATH, { cache: "no-store", headers: { Accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`maps settings answered HTTP ${response.status}`);
      return readMapsSettings(await response.json());
    })
    .catch(() => {
      pending = undefined;
      return NOTHING;
    });
  return pending;
}

/** Tests start each case with nothing fetched. */
export function resetMapsSettings(): void {
  pending = undefined;
}
