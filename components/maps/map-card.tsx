import { BUSINESS, formatAddress, telHref } from "@/content/business";
import { MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { getEnv } from "@/lib/env";
import { MAP_EMBED, mapsDirectionsUrl, mapsEmbedUrl, mapsSearchUrl } from "@/lib/maps";

/**
 * The office on a map. The browser key is read on the server, so the page renders in its final
 * state (no start-up request): with a key, the embedded map at zoom 15 in a reserved 400 px box,
 * loaded by the browser only when scrolled near; without one, 'Map Unavailable' with a link.
 */
export function MapCard({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const key = getEnv().GOOGLE_MAPS_EMBED_KEY;
  const Heading = `h${headingLevel}` as const;
  const external = "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold";
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-surface-raised shadow-sm">
      <div className="p-5">
        <Heading className="text-lg font-bold text-ink">{BUSINESS.name}</Heading>
        <p className="mt-2 flex gap-2 text-ink-muted">
          <MapPinIcon className="mt-1 shrink-0 text-brand" />
          {formatAddress()}
        </p>
        <a href={telHref(BUSINESS.phones.main)} className="mt-2 inline-flex items-center gap-2 font-semibold text-link hover:underline">
          <PhoneIcon /> {BUSINESS.phones.main.display}
        </a>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={mapsSearchUrl()} target="_blank" rel="noopener noreferrer" className={`${external} bg-brand text-on-brand hover:bg-brand-strong`}>
            View on Google Maps<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={mapsDirectionsUrl()} target="_blank" rel="noopener noreferrer" className={`${external} border border-brand text-brand hover:bg-brand-soft`}>
            Get Directions<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
      <div className="relative bg-surface-alt" style={{ height: MAP_EMBED.height }}>
        {key ? (
          <>
            <p className="absolute inset-0 flex items-center justify-center text-ink-muted">Loading map...</p>
            <iframe
              title={`Map of ${BUSINESS.name}'s office on King Street East, Toronto`}
              src={mapsEmbedUrl(key)}
              width="100%"
              height={MAP_EMBED.height}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              className="relative block h-full w-full border-0"
            />
          </>
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
            <MapPinIcon className="text-4xl text-brand" />
            <p className="text-lg font-semibold text-ink">Map Unavailable</p>
            <p className="max-w-sm text-sm text-ink-muted">Please use the links above to view our location on Google Maps.</p>
            <a href={mapsSearchUrl()} target="_blank" rel="noopener noreferrer" className={`${external} border border-brand text-brand hover:bg-brand-soft`}>
              Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
