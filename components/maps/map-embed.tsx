"use client";

import { useEffect, useState } from "react";
import { MapPinIcon } from "@/components/ui/icons";
import { BUSINESS } from "@/content/business";
import { MAP_EMBED, mapsEmbedUrl, mapsSearchUrl } from "@/lib/location/maps";
import { loadMapsSettings } from "@/components/maps/maps-settings";

type State = { kind: "pending" } | { kind: "map"; key: string } | { kind: "unavailable" };

const external = "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold";

/**
 * The map itself, inside the card's reserved box. The browser key comes from the server when the
 * page is shown, not from the build, so setting or removing it takes a restart and no rebuild.
 * Every state fills the same fixed-height box, so the page does not move when the answer comes.
 */
export function MapEmbed() {
  const [state, setState] = useState<State>({ kind: "pending" });

  useEffect(() => {
    let cancelled = false;
    void loadMapsSettings().then((settings) => {
      if (!cancelled) setState(settings.key ? { kind: "map", key: settings.key } : { kind: "unavailable" });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (state.kind === "unavailable") {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
        <MapPinIcon className="text-4xl text-brand" />
        <p className="text-lg font-semibold text-ink">Map Unavailable</p>
        <p className="max-w-sm text-sm text-ink-muted">
          Please use the links above to view our location on Google Maps.
        </p>
        <a
          href={mapsSearchUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className={`${external} border border-brand text-brand hover:bg-brand-soft`}
        >
          Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    );
  }
  return (
    <>
      <p className="absolute inset-0 flex items-center justify-center text-ink-muted">Loading map...</p>
      {/* Without JavaScript the key never comes: the box offers the map on Google Maps instead. */}
      <noscript>
        <span className="absolute inset-0 flex items-center justify-center bg-surface-alt p-6">
          <a
            href={mapsSearchUrl()}
            target="_blank"
            rel="noopener noreferrer"
            className={`${external} border border-brand text-brand hover:bg-brand-soft`}
          >
            Open the map in Google Maps<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </span>
      </noscript>
      {state.kind === "map" && (
        <iframe
          title={`Map of ${BUSINESS.name}'s office on King Street East, Toronto`}
          src={mapsEmbedUrl(state.key)}
          width="100%"
          height={MAP_EMBED.height}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="relative block h-full w-full border-0"
        />
      )}
    </>
  );
}
