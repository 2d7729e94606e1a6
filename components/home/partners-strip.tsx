"use client";

import { useEffect, useRef, useState } from "react";
import { PARTNERS, type Partner } from "@/content/partners";

/** How far below the screen the strip starts its loop, so it is moving by the time it is seen. */
const LOOP_AHEAD = "0px 0px 300px 0px";

/**
 * The nine partners shown twice in a row, scrolled in a seamless CSS loop (translate by half the
 * track). Still for visitors who prefer reduced motion, and with its own Pause/Play button.
 *
 * The server sends them once, standing still; the copy the loop needs is added, and the loop
 * started (`data-loop`), once the strip comes near the screen, so the HTML does not carry every
 * partner twice and a page opened at its top spends nothing on a strip below it while it loads.
 * The strip's height is the same either way.
 */
export function PartnersStrip({ partners = PARTNERS }: { partners?: readonly Partner[] }) {
  const [paused, setPaused] = useState(false);
  const [looping, setLooping] = useState(false);
  const trackRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver === "undefined") {
      setLooping(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setLooping(true);
      },
      { rootMargin: LOOP_AHEAD },
    );
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  return (
    <div>
      <div className="relative overflow-hidden py-4 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        <ul
          ref={trackRef}
          className="partners-track flex w-max motion-reduce:animate-none"
          data-loop={looping ? "" : undefined}
          style={{ animationPlayState: paused ? "paused" : "running" }}
        >
          {(looping ? [...partners, ...partners] : partners).map((p, i) => (
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
