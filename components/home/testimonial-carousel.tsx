"use client";

import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { TESTIMONIALS, type Testimonial } from "@/content/testimonials";

const INTERVAL_MS = 7000;

function subscribeReducedMotion(callback: () => void) {
  const query = matchMedia("(prefers-reduced-motion: reduce)");
  query.addEventListener("change", callback);
  return () => query.removeEventListener("change", callback);
}

/**
 * Three testimonials, starting at the first. Dots select one; it advances by itself unless the
 * visitor prefers reduced motion (then it starts still, and Play starts it), pauses while hovered
 * or focused, and has a visible Pause/Play button (WCAG 2.2.2). All slides share one grid cell, so the height never jumps.
 */
export function TestimonialCarousel({
  // The quotes are in the island's script by default, not sent again as props in the page's data.
  testimonials = TESTIMONIALS,
}: {
  testimonials?: readonly Testimonial[];
}) {
  const [index, setIndex] = useState(0);
  // The visitor's own Pause/Play choice; until they make one, it rotates unless they prefer reduced motion.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => matchMedia("(prefers-reduced-motion: reduce)").matches,
    () => true,
  );
  const id = useId();
  const playing = choice ?? !reducedMotion;
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % testimonials.length), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, testimonials.length]);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <h2 id={`${id}-title`} className="sr-only">
        What dental practices say about us
      </h2>
      <div className="grid" aria-live={running ? "off" : "polite"}>
        {testimonials.map((t, i) => (
          <div
            key={t.author}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${testimonials.length}`}
            aria-hidden={i !== index}
            className={`testimonial-slide ${i === index ? "visible opacity-100" : "invisible opacity-0"}`}
          >
            <figure>
              <p>
                <span aria-hidden="true">{"★".repeat(t.rating)}</span>
                <span className="sr-only">{`Rated ${t.rating} out of 5`}</span>
              </p>
              <blockquote>“{t.quote}”</blockquote>
              <figcaption>
                <span>{t.author}</span>
                <span>{t.position}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => setChoice(!playing)}
          className="rounded-md border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-surface-alt"
        >
          {playing ? "Pause" : "Play"}
          <span className="sr-only"> testimonial rotation</span>
        </button>
        <div className="carousel-dots" role="group" aria-label="Choose a testimonial">
          {testimonials.map((t, i) => (
            <button
              key={t.author}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show testimonial ${i + 1} of ${testimonials.length}`}
              aria-current={i === index ? "true" : undefined}
            >
              <span className={i === index ? "bg-brand" : "bg-transparent"} />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
