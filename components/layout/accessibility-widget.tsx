"use client";

import Link from "@/components/ui/link";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { AccessibilityIcon, ChevronDownIcon, CloseIcon } from "@/components/ui/icons";
import {
  FONT_SIZE,
  HIGH_CONTRAST_CLASS,
  STORAGE_KEYS,
  THEMES,
  clampFontSize,
  parseTheme,
  type Theme,
} from "@/lib/core/display-preferences";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, disabled): the choice still applies to this page.
  }
}

function applyTheme(theme: Theme): void {
  const dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

/**
 * The accessibility button and its panel: display mode, text size, theme, link to the statement.
 * The button sits in the page's flow (the header's row, or a strip of its own on pages without the
 * header) rather than floating over the page, so at no width, text size or scroll position does it
 * cover text or controls. The panel opens over the page from the nearest positioned ancestor (the
 * header row or the strip): `opens` says whether below it or, for a strip at the page's end, above.
 */
export function AccessibilityWidget({ opens = "below" }: { opens?: "below" | "above" }) {
  const [open, setOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  // The panel is rendered the first time it opens, not as the page hydrates: every page would
  // otherwise spend a second render and ~40 new elements on a panel most visitors never open.
  const [rendered, setRendered] = useState(false);
  // Preferences were applied before paint by the inline script; the panel reads them from storage
  // when it is first rendered (only ever in the browser), and from its own state after a choice.
  const [highContrast, setHighContrast] = useState<boolean | null>(null);
  const [fontSize, setFontSize] = useState<number | null>(null);
  const [theme, setTheme] = useState<Theme | null>(null);
  const panelId = useId();
  const moreId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const hc = highContrast ?? (rendered ? read(STORAGE_KEYS.highContrast) === "true" : false);
  const size =
    fontSize ??
    (rendered ? clampFontSize(Number(read(STORAGE_KEYS.fontSize) ?? FONT_SIZE.default)) : FONT_SIZE.default);
  const currentTheme = theme ?? (rendered ? parseTheme(read(STORAGE_KEYS.theme)) : "light");

  const chooseContrast = (value: boolean) => {
    setHighContrast(value);
    document.body.classList.toggle(HIGH_CONTRAST_CLASS, value);
    write(STORAGE_KEYS.highContrast, String(value));
  };

  const chooseSize = (value: number) => {
    const next = clampFontSize(value);
    setFontSize(next);
    document.documentElement.style.fontSize = next === FONT_SIZE.default ? "" : `${next}%`;
    write(STORAGE_KEYS.fontSize, String(next));
  };

  const chooseTheme = (value: Theme) => {
    setTheme(value);
    applyTheme(value);
    write(STORAGE_KEYS.theme, value);
  };

  // "System" follows the device while the page is open, whether or not the panel was ever opened:
  // the stored choice is read here, after hydration, without rendering anything.
  useEffect(() => {
    if ((theme ?? parseTheme(read(STORAGE_KEYS.theme))) !== "system") return;
    const query = matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyTheme("system");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [theme]);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("input, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    // The panel floats over the page: a tap elsewhere, or focus moving on past it, puts it away
    // (focus stays where the visitor sent it) so it never hides what they turned to.
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open, close]);

  // Their styles live in components/layout/layout.css.
  const option = "pref-option";
  const stepButton = "pref-step";

  return (
    <div ref={rootRef} className="print:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={rendered ? panelId : undefined}
        onClick={() => {
          if (open) return close();
          setRendered(true);
          setOpen(true);
        }}
        className="header-button"
      >
        <AccessibilityIcon />
        <span className="sr-only">{open ? "Close accessibility options" : "Accessibility options"}</span>
      </button>
      {/* The panel exists from its first opening on: before hydration the button cannot open it, and
          every page's HTML would otherwise carry a hidden form of controls for nothing. */}
      {rendered ? (
        <div
          ref={panelRef}
          id={panelId}
          role="region"
          aria-label="Accessibility options"
          hidden={!open}
          className={`absolute right-2 z-50 w-[min(20rem,calc(100vw-1rem))] max-h-[calc(100vh-5rem)] overflow-y-auto rounded-xl border border-line bg-surface-raised p-4 text-ink shadow-2xl sm:right-4 ${opens === "below" ? "top-full mt-1" : "bottom-full mb-1"}`}
        >
          <div className="flex items-center justify-between">
            <h2 className="text-base font-bold">Accessibility</h2>
            <button
              type="button"
              onClick={close}
              className="inline-flex h-9 w-9 items-center justify-center rounded-md text-lg hover:bg-surface-alt"
            >
              <CloseIcon />
              <span className="sr-only">Close accessibility options</span>
            </button>
          </div>

          <fieldset className="mt-3">
            <legend className="text-sm font-semibold">Display mode</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              <label className={option}>
                <input
                  type="radio"
                  name="tdi-display-mode"
                  className="accent-brand"
                  checked={!hc}
                  onChange={() => chooseContrast(false)}
                />
                Standard
              </label>
              <label className={option}>
                <input
                  type="radio"
                  name="tdi-display-mode"
                  className="accent-brand"
                  checked={hc}
                  onChange={() => chooseContrast(true)}
                />
                High Contrast
              </label>
            </div>
          </fieldset>

          {/* The step buttons are aria-disabled at their bounds rather than disabled, so a keyboard user
            who reaches a bound keeps focus on the button instead of losing it to the page; chooseSize
            clamps, and Reset at 100% changes nothing. */}
          <div className="mt-4" role="group" aria-labelledby={`${panelId}-size`}>
            <p id={`${panelId}-size`} className="text-sm font-semibold">
              Text size
            </p>
            <div className="mt-2 flex items-center gap-2">
              <button
                type="button"
                className={stepButton}
                onClick={() => chooseSize(size - FONT_SIZE.step)}
                aria-disabled={size <= FONT_SIZE.min || undefined}
                aria-label="Decrease text size"
              >
                A−
              </button>
              <output aria-live="polite" className="min-w-14 text-center font-semibold tabular-nums">
                {size}%
              </output>
              <button
                type="button"
                className={stepButton}
                onClick={() => chooseSize(size + FONT_SIZE.step)}
                aria-disabled={size >= FONT_SIZE.max || undefined}
                aria-label="Increase text size"
              >
                A+
              </button>
              <button
                type="button"
                className={`${stepButton} text-sm`}
                onClick={() => chooseSize(FONT_SIZE.default)}
                aria-disabled={size === FONT_SIZE.default || undefined}
              >
                Reset
              </button>
            </div>
          </div>

          <fieldset className="mt-4">
            <legend className="text-sm font-semibold">Theme</legend>
            <div className="mt-2 grid grid-cols-3 gap-2">
              {THEMES.map((t) => (
                <label key={t} className={option}>
                  <input
                    type="radio"
                    name="tdi-theme"
                    className="accent-brand"
                    checked={currentTheme === t}
                    onChange={() => chooseTheme(t)}
                  />
                  {t === "light" ? "Light" : t === "dark" ? "Dark" : "System"}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="mt-4 border-t border-line pt-3">
            <button
              type="button"
              aria-expanded={moreOpen}
              aria-controls={moreId}
              onClick={() => setMoreOpen((v) => !v)}
              className="flex w-full items-center justify-between rounded-md px-1 py-1 text-sm font-semibold hover:bg-surface-alt"
            >
              More options
              <ChevronDownIcon className={moreOpen ? "rotate-180" : ""} />
            </button>
            <div id={moreId} hidden={!moreOpen} className="mt-2 text-sm">
              <Link href="/accessibility" className="text-link underline" onClick={() => setOpen(false)}>
                Read our accessibility statement
              </Link>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
