/**
 * Loading an island's script only as the visitor approaches it, and swapping the served markup for
 * the scripted component then (docs/decisions/0018-forms-taken-over-on-approach.md).
 */
import { useEffect, useRef, useState, type RefObject } from "react";

/** What counts as reaching into an element before it is on screen: pointer, finger, press, focus. */
const INTENTS = ["focusin", "pointerover", "pointerdown", "touchstart"] as const;

/**
 * Calls `start` once, when the visitor comes near `element`: it scrolls to within `margin` of the
 * screen (above or below), or they reach into it. Returns a function that stops watching.
 */
export function onApproach(element: Element, start: () => void, margin = "50%"): () => void {
  let observer: IntersectionObserver | null = null;
  const stop = () => {
    observer?.disconnect();
    for (const type of INTENTS) element.removeEventListener(type, fire);
  };
  function fire() {
    stop();
    start();
  }
  for (const type of INTENTS) element.addEventListener(type, fire, { passive: true });
  if (typeof IntersectionObserver === "function") {
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(element);
  } else {
    // No way to tell when it is near: load now, as an ordinary island would.
    queueMicrotask(fire);
  }
  return stop;
}

/** How long after a press is released its click may still come (a tap's click follows touchend). */
const CLICK_AFTER_RELEASE_MS = 400;

/**
 * When the visitor approaches `element`, loads what takes it over and then calls `apply` with it —
 * but never while a pointer pressed inside `element` is down, nor before that press's click: the
 * element the press began on would be gone and the click (a tap on "Send") lost. Until then the
 * served element keeps working on its own; if loading fails it simply stays. Returns a function
 * that stops everything (the component unmounted).
 */
export function takeOverOnApproach<T>(
  element: HTMLElement,
  load: () => Promise<T>,
  apply: (loaded: T) => void,
  margin?: string,
): () => void {
  let stopped = false;
  let pressed = false;
  let waiting: (() => void) | null = null;
  const timers: ReturnType<typeof setTimeout>[] = [];

  const runWaiting = () => {
    const run = waiting;
    waiting = null;
    window.removeEventListener("click", runWaiting, true);
    // After the click's own handlers, in a task of its own.
    if (run) timers.push(setTimeout(run, 0));
  };
  const onDown = () => (pressed = true);
  const onUp = (event: PointerEvent) => {
    pressed = false;
    if (!waiting) return;
    if (event.type === "pointercancel") return runWaiting();
    window.addEventListener("click", runWaiting, { capture: true, once: true });
    timers.push(setTimeout(runWaiting, CLICK_AFTER_RELEASE_MS));
  };
  element.addEventListener("pointerdown", onDown);
  window.addEventListener("pointerup", onUp);
  window.addEventListener("pointercancel", onUp);

  const stopWatching = onApproach(
    element,
    () => {
      load().then(
        (loaded) => {
          if (stopped) return;
          const run = () => !stopped && apply(loaded);
          if (pressed) waiting = run;
          else run();
        },
        // The served element works without its script (a form posts by itself): keep it.
        () => undefined,
      );
    },
    margin,
  );

  return () => {
    stopped = true;
    stopWatching();
    for (const timer of timers) clearTimeout(timer);
    element.removeEventListener("pointerdown", onDown);
    window.removeEventListener("pointerup", onUp);
    window.removeEventListener("pointercancel", onUp);
    window.removeEventListener("click", runWaiting, true);
  };
}

/**
 * A served element taken over on approach, for a component: `ref` goes on the served element;
 * `taken` is null until `load` has brought what replaces it, then that and the served element (for
 * the replacement to read what was typed into it before it leaves the page).
 */
export function useTakeOverOnApproach<T, E extends HTMLElement = HTMLFormElement>(
  load: () => Promise<T>,
): { ref: RefObject<E | null>; taken: { loaded: T; served: E } | null } {
  const ref = useRef<E>(null);
  const [taken, setTaken] = useState<{ loaded: T; served: E } | null>(null);
  useEffect(() => {
    const served = ref.current;
    if (!served) return;
    return takeOverOnApproach(served, load, (loaded) => setTaken({ loaded, served }));
    // `load` is a module's loader: the same for the element's whole life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { ref, taken };
}
