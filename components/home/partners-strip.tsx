"use client";

import { useState } from "react";
import { PARTNERS, type Partner } from "@/content/partners";
import { useHydrated } from "@/lib/core/use-hydrated";

/**
 * The nine partners shown twice in a row, scrolled in a seamless CSS loop (translate by half the
 * track). Still for visitors who prefer reduced motion, and with its own Pause/Play button.
 *
 * The server sends them once, standing still; the copy the loop needs is added once the page is
 * hydrated, and the loop starts then (`data-loop`), so the HTML does not carry every partner twice.
 * The strip's height is the same either way.
 */
export function PartnersStrip({ partners = PARTNERS }: { partners?: readonly Partner[] }) {
  const [paused, setPaused] = useState(false);
  const hydrated = useHydrated();
  return (
    <div>
      <div className="relative overflow-hidden py-4 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        <ul
          className="partners-track flex w-max motion-reduce:animate-none"
          data-loop={hydrated ? "" : undefined}
          style={{ animationPlayState: paused ? "paused" : "running" }}
        >
          {(hydrated ? [...partners, ...partners] : partners).map((p, i) => (
            <li key={`${p.name}-${i}`} aria-hidden={i >= partners.length ? true : undefined}>
              <span role="img" aria-label={`${p.name} logo`} style={{ backgroundColor: p.color }}>
                {p.monogram}
              </span>
              <span style={{ color: p.color }}>{p.name}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-2 flex justify-center">
        <button
          type="button"
          onClick={() => setPaused((v) => !v)}
          className="rounded-md border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-surface-alt motion-reduce:hidden"
        >
          {paused ? "Play" : "Pause"}
          <span className="sr-only"> partner logos</span>
        </button>
      </div>
    </div>
  );
}
