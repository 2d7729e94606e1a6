import { BUSINESS, formatAddress, telHref } from "@/content/business";
import { MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { MapEmbed } from "@/components/maps/map-embed";
import { MAP_EMBED, mapsDirectionsUrl, mapsSearchUrl } from "@/lib/location/maps";

/**
 * The office on a map. The card is prerendered with its links and a reserved 400 px box; what
 * fills the box follows the server's settings at run time (MapEmbed): with a browser key, the
 * embedded map at zoom 15, loaded by the browser only when scrolled near; without one,
 * 'Map Unavailable' with a link.
 */
export function MapCard({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
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
        <a
          href={telHref(BUSINESS.phones.main)}
          className="mt-2 inline-flex items-center gap-2 font-semibold text-link hover:underline"
        >
          <PhoneIcon /> {BUSINESS.phones.main.display}
        </a>
        <div className="mt-4 flex flex-wrap gap-2">
          <a
            href={mapsSearchUrl()}
            target="_blank"
            rel="noopener noreferrer"
            className={`${external} bg-brand text-on-brand hover:bg-brand-strong`}
          >
            View on Google Maps<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a
            href={mapsDirectionsUrl()}
            target="_blank"
            rel="noopener noreferrer"
            className={`${external} border border-brand text-brand hover:bg-brand-soft`}
          >
            Get Directions<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
      <div className="relative bg-surface-alt" style={{ height: MAP_EMBED.height }}>
        <MapEmbed />
      </div>
    </div>
  );
}
